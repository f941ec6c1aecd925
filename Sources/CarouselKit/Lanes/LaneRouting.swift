import CarouselCore

/// Where the lanes' gestures, keys and clicks go, and what the scene says and records of
/// them: what makes lanes a race (`EveryLane`) or shelves (`LaneUnderPointer`). The scene
/// asks its routing rather than which one it is, so another way of routing is another
/// small value answering these.
protocol LaneRouting: Sendable {
    /// The lanes that keep a carousel, of `count`, those `visible` being on screen now.
    func lanesWithCarousels(count: Int, visible: Range<Int>) -> Range<Int>

    /// The lanes a wheel, a click, a key or a finished gesture reach: of `every` lane with a
    /// carousel, and the one under the pointer (for a key, the focused one; nil where there
    /// is none).
    func lanesReached<Lane>(every: [Lane], underPointer: Lane?) -> [Lane]

    /// The lane the keys drive alone, of the `focus` (nil: the keys drive every lane).
    func keyedLane(focus: Int) -> Int?

    /// A press of the left button: where the drag it begins goes.
    func press(_ m: MouseEvent, in scene: LanesScene, now: Double)

    /// A wheel report that drives the lanes rather than the list (`step` +1 toward later cards).
    func wheel(step: Int, _ m: MouseEvent, in scene: LanesScene, now: Double)

    /// Whether the cursor rests on `lane`'s current card's title rather than on the lane
    /// `chosen` so far, the lanes being drawn in order.
    func isCursorLane(_ lane: Int, focus: Int, over chosen: Int?) -> Bool

    /// How `lane`'s label row looks.
    func labelLook(lane: Int, focus: Int, overlapsStrip: Bool, showsDetails: Bool) -> LaneLabel.Look

    /// What the status row says after the scene's title.
    func status(of lanes: LanesStatus) -> (notes: [String], about: String)

    /// What a finished gesture of the lanes leaves: `gesture` in the first lane's geometry,
    /// with what each lane it drove decided, on the lane named `laneName`.
    func report(_ gesture: FinishedGesture, lanes: [FinishedGesture.Lane], laneName: String) -> LaneReport

    /// What a finished gesture of the list leaves, if anything.
    func listReport(_ gesture: FinishedGesture) -> GestureRecord?
}

/// What the status row is made from.
struct LanesStatus {
    var laneCount: Int
    var focus: Int
    var isLoadingMore: Bool
    /// The list's strategy.
    var listName: String
    /// What the scene has to say of itself now: a replay or autoplay running.
    var notes: [String]
}

/// Where a finished gesture goes: to the scene's observer (`onGestureEnded`) or, as a
/// record of one lane, to the recorder.
enum LaneReport {
    case gesture(FinishedGesture)
    case record(GestureRecord)
}
