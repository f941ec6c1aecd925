import CarouselCore
import CarouselKit
import Foundation
import Testing

/// fzf's `--tail N` over an endless stream: the picker keeps its last N lines as the
/// stream runs on, and stays a picker.
@Suite("--tail over an endless stream")
struct TailEndToEndTests {
    /// Bytes the process has read so far (`rchar` of /proc/PID/io), nil where there is none.
    private static func bytesRead(_ pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("rchar:") }
            .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
    }

    @Test("yes | carousel --tail 1000: a thousand cards however much yes writes; a query searches them")
    func endlessYes() async throws {
        try await TmuxSession.withCarousel(["--tail", "1000"], pipedCommand: "yes", waitForScreen: "page 1/1000+") { tmux in
            let pid = try await tmux.carouselPID()
            if Self.bytesRead(pid) != nil {
                // Sixty megabytes: thirty million lines have come through the thousand.
                try await tmux.waitFor("60 MB read from yes") { (Self.bytesRead(pid) ?? 0) > 60_000_000 ? true : nil }
            }
            var screen = try await tmux.waitForScreen(containing: "page 1/1000+")
            #expect(screen.text.contains("1,000/1,000+"), "\(screen)")
            try await tmux.type("y")
            screen = try await tmux.waitForScreen(containing: "page 1/1,000 of 1,000+")
            #expect(screen.text.contains("> y"), "every kept line matches y:\n\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "y\n", "\(exit)")
        }
    }

    @Test("--filter --tail 3 searches the last three lines only")
    func filterTail() async throws {
        let r = try await Carousel.run(["-f", "1", "--tail", "3"], stdin: Data((1...12).map(String.init).joined(separator: "\n").utf8))
        #expect(r.status == 0 && r.stdout == "10\n11\n12\n", "\(r)")
        let bad = try await Carousel.run(["--tail", "0"], stdin: Data("a\n".utf8))
        #expect(bad.status == 64 && bad.stderr.contains("--tail"), "\(bad)")
    }
}
