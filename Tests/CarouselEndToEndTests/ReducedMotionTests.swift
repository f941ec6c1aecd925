import Foundation
import Testing

/// Reduced motion from the command line, the environment and the `m` key: the overlay says
/// so, and a hard flick lands where it lands with motion.
@Suite("Reduced motion")
struct ReducedMotionEndToEndTests {
    @Test("--reduce-motion and CAROUSEL_REDUCE_MOTION=1 turn motion off; m turns it on and off again; a hard flick lands on the same page")
    func motionOffAndOn() async throws {
        var landed: [String] = []
        for (arguments, environment) in [(["--reduce-motion"], [String: String]()), ([], ["CAROUSEL_REDUCE_MOTION": "1"]), ([], [:])] {
            try await TmuxSession.withCarousel(
                arguments + ["--count", "50", "--details", "--strategy", "nearest"], environment: environment
            ) { tmux in
                let reduced = !arguments.isEmpty || !environment.isEmpty
                try await tmux.waitForScreen(reduced ? "motion off" : "motion on") {
                    $0.text.contains(reduced ? "no motion" : "settle ×1.00")
                }
                try await tmux.send("L")
                let screen = try await tmux.waitForScreen("at rest past page 1") {
                    $0.text.contains(" idle ") && !$0.text.contains("page 1/50")
                }
                landed.append(
                    screen.lines.first { $0.contains("page ") && $0.contains("/50") }?.components(separatedBy: "page ").last ?? "")
                try await tmux.send("m")
                try await tmux.waitForScreen("switched") { $0.text.contains(reduced ? "settle ×1.00" : "no motion") }
                try await tmux.send("m")
                try await tmux.waitForScreen("switched back") { $0.text.contains(reduced ? "no motion" : "settle ×1.00") }
            }
        }
        #expect(Set(landed).count == 1, "the same page with and without motion: \(landed)")
    }
}
