import CarouselCore

/// `--autoplay`: a slideshow's state. Moving content that starts by itself must be easy to
/// pause (WCAG 2.2.2), so Space pauses and resumes it, and any drag or key pauses it until
/// Space: the person took over.
package struct Autoplay: Equatable, Sendable {
    /// Seconds between cards that `--autoplay` accepts.
    package static let intervalRange: ClosedRange<Double> = 0.2...3600

    package var interval: Double
    package var isPaused = false
    /// When the next card is due (monotonic seconds); set on the first tick after it starts
    /// or resumes, `nil` while paused: nothing wakes the loop then.
    package var deadline: Double?

    package init(interval: Double) {
        self.interval = min(max(interval.isFinite ? interval : 1, Self.intervalRange.lowerBound), Self.intervalRange.upperBound)
    }

    /// What the status line says: `autoplay 2s`, or `paused`.
    package var statusText: String { isPaused ? "paused" : "autoplay \(Self.seconds(interval))s" }

    /// `2`, `0.5`, `1.25`: no trailing zeros.
    static func seconds(_ value: Double) -> String {
        var text = Formatting.fixed(value, digits: 2)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
