import CarouselCore

/// The shelves' routing, UIKit's compositional layout with `orthogonalScrollingBehavior`:
/// a drag decides its axis first (`DirectionalLock`), sideways driving the lane it began on
/// and up/down the list; the wheel drives the lane under the pointer, the keys the focused
/// one. Only the lanes on screen keep a carousel.
struct LaneUnderPointer: LaneRouting {
    func lanesWithCarousels(count: Int, visible: Range<Int>) -> Range<Int> { visible }

    func lanesReached<Lane>(every: [Lane], underPointer: Lane?) -> [Lane] { underPointer.map { [$0] } ?? [] }

    func keyedLane(focus: Int) -> Int? { focus }

    func press(_ m: MouseEvent, in scene: LanesScene, now: Double) { scene.pressLockingAxis(m, now: now) }

    func wheel(step: Int, _ m: MouseEvent, in scene: LanesScene, now: Double) {
        scene.wheelLaneUnderPointer(step: step, row: m.y, now: now)
    }

    func isCursorLane(_ lane: Int, focus: Int, over chosen: Int?) -> Bool { lane == focus }

    /// The focused lane stands out, each says its strategy, and the focused one its decision
    /// in full when asked (`d`).
    func labelLook(lane: Int, focus: Int, overlapsStrip: Bool, showsDetails: Bool) -> LaneLabel.Look {
        let focused = lane == focus
        return LaneLabel.Look(focused: focused, saysStrategy: true, saysDecision: focused && showsDetails)
    }

    /// Which shelf has the focus, and the list's strategy.
    func status(of lanes: LanesStatus) -> (notes: [String], about: String) {
        let n = lanes.laneCount, focus = lanes.focus
        let position = n == 0 ? "shelf 0/0" : "shelf \(focus == Int.max ? focus : focus + 1)/\(n)\(lanes.isLoadingMore ? "+" : "")"
        return ([position], "list: \(lanes.listName)")
    }

    /// A record in that shelf's geometry, with its name.
    func report(_ gesture: FinishedGesture, lanes: [FinishedGesture.Lane], laneName: String) -> LaneReport {
        .record(GestureRecord(gesture: gesture, axis: .horizontal, shelf: laneName))
    }

    /// The list's own vertical gestures, recorded as the shelf `list`.
    func listReport(_ gesture: FinishedGesture) -> GestureRecord? {
        GestureRecord(gesture: gesture, axis: .vertical, shelf: GestureRecord.listShelf)
    }
}
