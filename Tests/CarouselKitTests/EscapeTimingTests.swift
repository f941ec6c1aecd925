@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// How long a lone ESC waits, and `ESCDELAY` as ncurses reads it.
@Suite("Escape timing")
struct EscapeTimingTests {
    @Test func theDefaultOutlastsASlowLinksSplit() {
        let timing = EscapeTiming(escDelay: nil)
        #expect(timing.delay == EscapeTiming.defaultDelay)
        #expect(timing.delay >= 0.05, "a 40 ms split over ssh must not quit")
        #expect(timing.tailWindow > timing.delay)
    }

    @Test(arguments: [
        ("150", 0.15), (" 300 ", 0.3), ("25", 0.025), ("0", 0.005), ("1", 0.005),
        ("2000", 2.0), ("99999", 2.0), ("00000000000000000000100", 0.1),
        ("999999999999999999999999", 2.0),
    ])
    func escDelayInMilliseconds(value: String, seconds: Double) {
        #expect(EscapeTiming(escDelay: value).delay == seconds)
    }

    @Test(arguments: ["", " ", "abc", "-5", "1.5", "100ms", "0x10", "١٠٠"])
    func garbageIsIgnored(value: String) {
        #expect(EscapeTiming(escDelay: value).delay == EscapeTiming.defaultDelay)
    }
}
