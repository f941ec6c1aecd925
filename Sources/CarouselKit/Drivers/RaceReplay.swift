/// `race --replay`: recorded gestures played into the race one after another. A drag's
/// samples go through the race's own drag path at their recorded times, a key's or wheel's
/// flick as it was made, so every lane resolves exactly what the recording saw (as
/// `simulate --replay` would); then every lane settles, a short pause shows the result, and
/// the next gesture begins.
///
/// Only the plan and where it stands; `RaceReplayDriver` plays it on the race (`tick`).
package struct RaceReplay: Equatable, Sendable {
    package let records: [GestureRecord]
    /// The gesture being played or next to play, 0-based.
    package internal(set) var index = 0
    var phase = Phase.pause(until: nil)

    enum Phase: Equatable, Sendable {
        /// Before gesture `index`; `until` is set on the first tick after it began.
        case pause(until: Double?)
        /// Every lane on its way to the recorded start page.
        case positioning
        /// A drag under way: pressed at `press` (seconds), `next` the next sample to feed.
        case dragging(press: Double, next: Int)
        /// Released or flicked: waiting for every lane to rest.
        case settling
        case finished
        /// A person took over.
        case stopped
    }

    /// A moment before the first gesture and between gestures, to see where the lanes went,
    /// at the standard settle speed.
    package static let pauseBetweenGestures = 0.8

    /// The pause at a settle speed (`--settle-speed`): a faster settle shows its result as
    /// much sooner, 0.2 s at the fastest.
    package static func pause(settleSpeed: Double) -> Double {
        pauseBetweenGestures / min(max(settleSpeed, 0.25), 4)
    }

    package init(records: [GestureRecord]) {
        self.records = records
        if records.isEmpty { phase = .finished }
    }

    /// Still playing or about to.
    package var isActive: Bool { phase != .finished && phase != .stopped }

    /// A replayed drag holds the lanes: they follow its samples, not the settle clock.
    package var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// When a paused replay must be woken for its next gesture; `nil` when nothing is due
    /// on a timer (the lanes' motion keeps the frames coming, or the replay is over).
    package var nextWakeTime: Double? {
        if case .pause(let until) = phase { return until }
        return nil
    }

    /// What the race's status row says: `replay 2/5`.
    package var statusText: String {
        let n = records.count
        switch phase {
        case .finished: return "replay \(n)/\(n) done"
        case .stopped: return "replay stopped at \(min(index + 1, n))/\(n)"
        default: return "replay \(min(index + 1, n))/\(n)"
        }
    }
}
