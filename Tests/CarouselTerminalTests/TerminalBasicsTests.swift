@testable import CarouselCore
import CarouselKit
@testable import CarouselTerminal
import Testing

/// The 256-colour palette folded onto the eight basic colours, as ncurses shows it.
struct ColourApproximationTests {
    @Test func basicColourApproximationKeepsHueFamilies() {
        #expect(TerminalColor.basicApproximation(196) == 1)  // red
        #expect(TerminalColor.basicApproximation(46) == 2)  // green
        #expect(TerminalColor.basicApproximation(21) == 4)  // blue
        #expect(TerminalColor.basicApproximation(231) == 7)  // white
        #expect(TerminalColor.basicApproximation(16) == 0)  // black
        #expect(TerminalColor.basicApproximation(3) == 3)
    }
}

struct RunOutcomeTests {
    @Test func exitStatusesFollowConvention() {
        #expect(RunOutcome.finished(chose: 2).exitStatus(isPicker: true) == 0)
        #expect(RunOutcome.finished(chose: nil).exitStatus(isPicker: true) == 1)
        #expect(RunOutcome.finished(chose: nil).exitStatus(isPicker: false) == 0)
        #expect(RunOutcome.interrupted.exitStatus(isPicker: false) == 130)
        #expect(RunOutcome.terminated(signal: 15).exitStatus(isPicker: false) == 143)
        #expect(RunOutcome.terminated(signal: 1).exitStatus(isPicker: true) == 129)
    }
}

struct TerminalSessionTests {
    @Test func refusesDumbAndMissingTerminals() {
        #expect(throws: TerminalError.unsupportedTerminal("dumb")) {
            _ = try TerminalSession(environment: ["TERM": "dumb"])
        }
        #expect(throws: TerminalError.noTerminal("TERM is not set")) {
            _ = try TerminalSession(environment: [:])
        }
    }

    @Test func errorsReadAsOneLine() {
        for e in [TerminalError.noTerminal("x"), .unsupportedTerminal("dumb"), .setupFailed("y")] {
            #expect(!e.description.contains("\n"))
            #expect(!e.description.isEmpty)
        }
    }
}
