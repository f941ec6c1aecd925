import Foundation
import Testing

/// `carousel-bench --presenter both --repeat R`: the same workload R times, each frame keeping
/// its least time; the screens and bytes are the same in every run, so only the times change.
@Suite("bench --repeat")
struct BenchRepeatTests {
    @Test("repeated runs draw the same screens and send the same bytes as one, with the tmux capability set")
    func repeatedRunsAreTheSameWorkload() async throws {
        func run(_ repeats: Int) async throws -> [String: Any] {
            let r = try await CarouselBench.run([
                "--presenter", "both", "--count", "200", "--frames", "240", "--vertical",
                "--shift", "tmux", "--repeat", "\(repeats)", "--json",
            ])
            #expect(r.status == 0, "\(r)")
            return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r)")
        }
        let once = try await run(1), thrice = try await run(3)
        #expect(thrice["repeat"] as? Int == 3 && once["repeat"] as? Int == 1)
        #expect(thrice["canvas_checksums_equal"] as? Bool == true)
        for presenter in ["encoder", "ncurses"] {
            let a = try #require(once[presenter] as? [String: Any]), b = try #require(thrice[presenter] as? [String: Any])
            #expect(a["canvas_checksum"] as? String == b["canvas_checksum"] as? String, "\(presenter)")
            #expect(a["bytes_checksum"] as? String == b["bytes_checksum"] as? String, "\(presenter)")
            #expect(a["frames"] as? Int == 240 && b["frames"] as? Int == 240)
        }
        // The tmux set sends under half of ncurses's bytes on a vertical flick.
        let ratio = try #require(thrice["bytes_per_moving_frame_ratio"] as? Double)
        #expect(ratio > 0 && ratio < 0.5, "\(ratio)")
        let refused = try await CarouselBench.run(["--repeat", "0"])
        #expect(refused.status == 64 && refused.stderr.contains("--repeat"), "\(refused)")
    }
}
