import CarouselCore

/// The race's routing: every gesture, key and click drives every lane, so that a person
/// sees how each strategy answers the very same flick. Every lane keeps its carousel,
/// shown or not, as each takes every flick (a race has a lane a strategy, never many).
struct EveryLane: LaneRouting {
    func lanesWithCarousels(count: Int, visible: Range<Int>) -> Range<Int> { 0..<max(0, count) }

    func lanesReached<Lane>(every: [Lane], underPointer: Lane?) -> [Lane] { every }

    func keyedLane(focus: Int) -> Int? { nil }

    func press(_ m: MouseEvent, in scene: LanesScene, now: Double) { scene.pressEveryLane(m, now: now) }

    func wheel(step: Int, _ m: MouseEvent, in scene: LanesScene, now: Double) {
        scene.wheelEveryLane(step: step, hard: m.shift, now: now)
    }

    /// The first lane's (the first shown, when the list has scrolled it away).
    func isCursorLane(_ lane: Int, focus: Int, over chosen: Int?) -> Bool { chosen.map { lane < $0 } ?? true }

    func labelLook(lane: Int, focus: Int, overlapsStrip: Bool, showsDetails: Bool) -> LaneLabel.Look {
        LaneLabel.Look(overlapsStrip: overlapsStrip)
    }

    func status(of lanes: LanesStatus) -> (notes: [String], about: String) {
        let n = lanes.laneCount
        return (lanes.notes, "\(n) \(n == 1 ? "strategy" : "strategies"): one drag drives every lane")
    }

    /// One gesture with every lane's decision, for the scene's observer.
    func report(_ gesture: FinishedGesture, lanes: [FinishedGesture.Lane], laneName: String) -> LaneReport {
        var each = gesture
        each.lanes = lanes
        return .gesture(each)
    }

    /// The list only shows more lanes: it decides nothing worth replaying.
    func listReport(_ gesture: FinishedGesture) -> GestureRecord? { nil }
}
