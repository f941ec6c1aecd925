/// What a person asks of a scene, whatever key or click asked it: every scene (the demo, the
/// picker, the race) answers the same command the same way, and `KeyMap` says which keys
/// send which.
package enum CarouselCommand: Hashable, Sendable {
    /// A key's flick: gentle (one card with every strategy) or hard (Shift).
    case flick(forward: Bool, hard: Bool)
    case first, last
    /// The shelves' first / last shelf: the ends of the list (nothing where there is none).
    case firstShelf, lastShelf
    /// The shelves' ↑/↓: the focus to the next or previous shelf, the list following.
    case focusLane(forward: Bool)
    /// The shelves' PgUp/PgDn: the focus a screenful of shelves on or back.
    case focusScreenful(forward: Bool)
    /// The race's ↑/↓: the list of lanes a lane on or back, where not all fit.
    case scrollLanes(forward: Bool)
    /// A screenful of cards on or back.
    case screenful(forward: Bool)
    /// Space: pauses and resumes autoplay where there is one, else a screenful on.
    case space
    /// The next (+1) or previous (-1) strategy; `pickStrategy` one by its place (0-based).
    case cycleStrategy(Int)
    case pickStrategy(Int)
    /// A digit key, by its place (0 for `1`, 9 for `0`): the strategy there, and pressed again,
    /// the one ten places further (`Strategies.index(forDigitPlace:from:)`).
    case digitStrategy(Int)
    case toggleDetails
    case settleFaster, settleSlower, settleStandard
    /// Reduced motion on or off: pages land at once, or settle as they do.
    case toggleMotion
    /// Opens the race; in a race opened from the carousel, goes back.
    case race
    case help
    case choose
    /// q and Escape: quit (Escape goes back from a race opened from the carousel).
    case quit
    case cancel
    case interrupt, suspend, redraw
    /// Shift-↑/↓: the current card's preview a line up or down (where there is none, or the
    /// carousel is vertical, a hard flick as before).
    case scrollPreview(lines: Int)
    /// Shift-PgUp/PgDn: the preview a page (its body's height) up or down (where there is
    /// none, a screenful of cards).
    case scrollPreviewPage(forward: Bool)

    /// What a preview's scroll does where no preview is scrolled.
    package var withoutPreview: CarouselCommand {
        switch self {
        case .scrollPreview(let lines): return .flick(forward: lines > 0, hard: true)
        case .scrollPreviewPage(let forward): return .screenful(forward: forward)
        default: return self
        }
    }
}
