import CarouselCore
import CarouselKit
import Foundation
import Testing

/// Over a slow link the carousel sends the newest screen, not every frame: the final page
/// of a flick shows about when it does on a fast terminal, and nothing arrives garbled.
/// What is timed runs alone (`.gestureTiming`); that the final page arrives whole holds at
/// any speed, and runs beside the other tests.
@Suite
struct SlowLinkTests {
    struct Measurement {
        /// Seconds from the keys to the final screen, complete.
        var seconds: Double
        /// Bytes the carousel sent from the keys to the final screen.
        var bytes: Int
        var final: Screen
        /// The same page drawn afresh (Ctrl-L).
        var fresh: Screen
    }

    /// Three hard flick keys at once; waits for the carousel to rest, then notes when the
    /// screen first showed that final state, and redraws it afresh to compare.
    static func flickThrice(linkRate: Int?) async throws -> Measurement {
        try await TmuxSession.withCarousel(
            ["--strategy", "nearest", "--count", "1000"],
            environment: ["CAROUSEL_OUTPUT_LOG": "output.log"], linkRate: linkRate
        ) { tmux in
            try await tmux.waitForPage(1, of: 1000)
            try await tmux.waitForRest()
            let log = tmux.file("output.log")
            func logSize() -> Int { ((try? FileManager.default.attributesOfItem(atPath: log.path))?[.size] as? Int) ?? 0 }
            let before = logSize()
            let start = Date()
            try await tmux.send("S-Right", "S-Right", "S-Right")
            // Every capture with its time: the final screen is the first of the last run of equal ones.
            var captures: [(time: Double, screen: Screen)] = []
            let final = try await tmux.waitFor("the flicks to come to rest beyond page 3") { () -> Screen? in
                let screen = try await tmux.capture()
                captures.append((Date().timeIntervalSince(start), screen))
                let recent = captures.suffix(6)
                guard recent.count == 6, (screen.page?.current ?? 0) > 3, screen.contains(" idle "),
                    recent.allSatisfy({ $0.screen.text == screen.text })
                else { return nil }
                return screen
            }
            let firstShown =
                captures.last { $0.screen.text != final.text }.map { previous in
                    captures.first { $0.time > previous.time }?.time ?? previous.time
                } ?? captures[0].time
            let bytes = logSize() - before
            try await tmux.send("C-l")
            var previous: String?
            let fresh = try await tmux.waitFor("the page drawn afresh to settle") { () -> Screen? in
                let screen = try await tmux.capture()
                defer { previous = screen.text }
                return previous == screen.text && screen.contains(" idle ") ? screen : nil
            }
            try await tmux.send("q")
            _ = try await tmux.waitForExit()
            return Measurement(seconds: firstShown, bytes: bytes, final: final, fresh: fresh)
        }
    }

    @Test("at 9600 B/s the final page of three hard flicks shows within 0.5 s of a fast terminal", .gestureTiming)
    func finalPageIsPromptOverASlowLink() async throws {
        let fast = try await Self.flickThrice(linkRate: nil)
        let slow = try await Self.flickThrice(linkRate: 9600)
        let brisk = try await Self.flickThrice(linkRate: 38400)
        print(
            "slow link: unthrottled \(fast.bytes) B in \(fast.seconds) s; 9600 B/s \(slow.bytes) B in \(slow.seconds) s; "
                + "38400 B/s \(brisk.bytes) B in \(brisk.seconds) s")
        #expect(brisk.seconds <= fast.seconds + 0.5, "38400 B/s: \(brisk.seconds) s, unthrottled: \(fast.seconds) s")
        #expect(slow.final.text == slow.fresh.text, "final:\n\(slow.final)\nafresh:\n\(slow.fresh)")
        #expect(slow.final.page == fast.final.page, "slow \(slow.final.page as Any), fast \(fast.final.page as Any)")
        #expect(slow.seconds <= fast.seconds + 0.5, "9600 B/s: \(slow.seconds) s, unthrottled: \(fast.seconds) s")
    }

    @Test("at 2400 B/s the final page still arrives whole, the same as drawn afresh")
    func finalPageArrivesWholeOverAVerySlowLink() async throws {
        let slow = try await Self.flickThrice(linkRate: 2400)
        print("slow link: 2400 B/s \(slow.bytes) B in \(slow.seconds) s")
        #expect(slow.final.text == slow.fresh.text, "final:\n\(slow.final)\nafresh:\n\(slow.fresh)")
    }

    @Test("quitting over a slow link leaves no answer of the terminal typed at the shell", .gestureTiming)
    func quittingLeavesNoAnswerAtTheShell() async throws {
        try await TmuxSession.withShell { tmux in
            let proxy = Carousel.packageRoot.appendingPathComponent("scripts/slow-link.py").path
            try await tmux.type("python3 \(shq(proxy)) 2400 -- \(shq(Carousel.binary)) --count 1000; echo done-$?")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/1000")
            try await tmux.send("S-Right")
            try await tmux.send("q")
            let screen = try await tmux.waitForScreen(containing: "done-0")
            #expect(!screen.contains("[0n"), "\(screen)")
            try await tmux.type("echo typed-nothing")
            try await tmux.send("Enter")
            let after = try await tmux.waitForScreen(containing: "\ntyped-nothing")
            #expect(!after.contains("[0n") && !after.contains("0necho"), "\(after)")
        }
    }
}
