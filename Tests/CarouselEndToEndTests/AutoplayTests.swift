import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `--autoplay SECONDS` in the real program: it advances, Space pauses and resumes it, and
/// it stops on the last card unless the carousel wraps.
@Suite("Autoplay")
struct AutoplayEndToEndTests {
    /// Times the process went to sleep waiting: each is a wake-up after it.
    static func voluntarySwitches(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches") }
            .flatMap { $0.split(separator: "\t").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
    }

    @Test("autoplay advances and stops on the last card without --cycle", .gestureTiming)
    func advancesAndStops() async throws {
        // A busy machine may start it late: the show may be under way by the first look.
        try await TmuxSession.withCarousel(["--autoplay", "0.3", "--count", "4"], waitForScreen: "page ") { tmux in
            let last = try await tmux.waitForScreen("the last card, autoplay stopped") {
                $0.page?.current == 4 && $0.statusLine.contains("paused")
            }
            #expect(last.page?.current == 4)
            #expect((last.overlay ?? "").contains("key"), "a gentle flick's decision:\n\(last)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("Space pauses autoplay and resumes it", .gestureTiming)
    func spacePauses() async throws {
        try await TmuxSession.withCarousel(["--autoplay", "0.4", "--count", "1000"], waitForScreen: "page ") { tmux in
            try await tmux.waitForScreen("autoplay to move") { ($0.page?.current ?? 0) >= 2 }
            try await tmux.send("Space")
            let paused = try await tmux.waitForScreen("paused") { $0.statusLine.contains("paused") }
            let page = try #require(try await tmux.waitForRest().page?.current, "\(paused)")
            // The gap in time that the test is about: several intervals with nothing moving,
            // and nothing waking the program (it sleeps in poll with no timeout).
            let pid = try await tmux.carouselPID()
            let before = Self.voluntarySwitches(pid)
            try await Task.sleep(for: .milliseconds(1500))
            #expect(try await tmux.capture().page?.current == page, "paused autoplay stays")
            if let before, let after = Self.voluntarySwitches(pid) {
                #expect(after - before <= 2, "woke \(after - before) times while paused")
            }
            try await tmux.send("Space")
            try await tmux.waitForScreen("autoplay again") { $0.statusLine.contains("autoplay 0.4s") }
            try await tmux.waitForScreen("the next card") { ($0.page?.current ?? 0) > page }
            // A key takes over: paused until Space.
            try await tmux.send("Left")
            try await tmux.waitForScreen("paused by a key") { $0.statusLine.contains("paused") }
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("with --cycle autoplay goes on from the first card", .gestureTiming)
    func wraps() async throws {
        // The show goes round every 0.9 s: a page missed by one look comes again.
        try await TmuxSession.withCarousel(["--autoplay", "0.3", "--count", "3", "--cycle"], waitForScreen: "page ") { tmux in
            try await tmux.waitForPage(3, of: 3)
            try await tmux.waitForPage(1, of: 3)
            #expect(try await tmux.capture().statusLine.contains("autoplay 0.3s"))
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("an interval out of range is bad usage")
    func outOfRange() async throws {
        for value in ["0.1", "3601", "soon"] {
            let result = try await Carousel.run(["--autoplay", value])
            #expect(result.status == 64 && result.stderr.contains("--autoplay"), "\(result)")
        }
    }
}
