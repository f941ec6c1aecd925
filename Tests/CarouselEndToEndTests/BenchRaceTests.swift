import Foundation
import Testing

/// `carousel-bench --race`: every lane drawn each frame, each keeping its cells in check.
@Suite("The race's benchmark")
struct RaceBenchTests {
    @Test("bench --race draws all ten lanes at 200x60, each within its visible cells + 2")
    func benchRace() async throws {
        let r = try await CarouselBench.run(["--race", "--columns", "200", "--rows", "60", "--frames", "120", "--json"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("\"race_lanes\":10"), "\(r)")
        #expect(r.stdout.contains("\"cells_alive_within_visible_plus_2\":true"), "\(r)")
        let refused = try await CarouselBench.run(["--race", "--compare-naive"])
        #expect(refused.status == 64 && refused.stderrLines.count == 1, "\(refused)")
    }
}
