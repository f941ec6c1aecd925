/// The inertia a system adds after a swipe, once the swipe has been released: reports
/// that go on the same way at a slowing pace (a touchpad's momentum, a free-spinning
/// wheel, xdotool's clicks as their processes start) are still that swipe, as AppKit's
/// momentum phase is, and move nothing. Only a pause clearly longer than the tail's own
/// rhythm, a report the other way, or a pace that quickens again (the fingers back on the
/// pad) starts a new gesture.
///
/// ```swift
/// var tail = WheelTail(direction: 1, lastReportTime: 1.0, lastGap: 0.01)
/// tail.absorbs(step: 1, now: 1.11)    // true: a slowing tail's first report
/// tail.absorbs(step: -1, now: 1.11)   // false: a tail never turns back
/// ```
package struct WheelTail: Sendable, Equatable {
    /// A quiet any tail may leave, whatever its rhythm so far: its first report comes
    /// after the swipe's own quiet released it (xdotool's come 110-235 ms apart).
    package static let pause = 0.3
    /// Each gap of a tail that keeps slowing is under this many times the one before.
    package static let growth = 2.0
    /// However smoothly it slows, a gap this long ends the tail.
    package static let longestGap = 0.6

    /// +1 toward later cards.
    package let direction: Int
    package private(set) var lastReportTime: Double
    /// The gap before the newest report: the tail's rhythm.
    package private(set) var lastGap: Double

    package init(direction: Int, lastReportTime: Double, lastGap: Double) {
        self.direction = direction > 0 ? 1 : -1
        self.lastReportTime = lastReportTime
        self.lastGap = lastGap
    }

    /// The tail of a swipe just released; nil for a lone notch, which has no inertia.
    package init?(after gesture: WheelGesture) {
        guard !gesture.isLoneNotch else { return nil }
        self.init(direction: gesture.lastStep, lastReportTime: gesture.lastReportTime, lastGap: gesture.lastInterval)
    }

    /// True when a report at `now` is more of this tail.
    package func absorbs(step: Int, now: Double) -> Bool {
        guard (step > 0 ? 1 : -1) == direction else { return false }
        let gap = now - lastReportTime
        guard gap <= min(max(Self.pause, Self.growth * lastGap), Self.longestGap) else { return false }
        // Reports as quick as a swipe's after slower ones: the fingers are back.
        return !quickens(gap: gap)
    }

    /// True when a report `gap` after the last one comes at a swipe's pace and sooner than
    /// the tail's last: the pace quickened, which a tail's never does.
    package func quickens(gap: Double) -> Bool {
        gap < WheelGesture.burstWindow && gap < lastGap
    }

    /// More of the tail at `now`.
    package mutating func absorb(now: Double) {
        let t = max(now, lastReportTime)
        lastGap = t - lastReportTime
        lastReportTime = t
    }
}
