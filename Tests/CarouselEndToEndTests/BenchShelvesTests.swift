import Foundation
import Testing

/// `carousel-bench --shelves`: a dozen shelves of twenty cards against a million of a billion,
/// the same workload. Not timed: what is checked is what the run kept alive and drew.
@Suite("bench --shelves")
struct BenchShelvesTests {
    @Test(
        "a million shelves of a billion cards keep as few carousels and cells alive as twelve of twenty",
        arguments: [(80, 24), (200, 60)])
    func virtualBothWays(size: (Int, Int)) async throws {
        let r = try await CarouselBench.run([
            "--shelves", "--columns", "\(size.0)", "--rows", "\(size.1)",
            "--frames", "600", "--checksum", "--json",
        ])
        #expect(r.status == 0, "\(r)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r)")
        #expect(report["scene"] as? String == "shelves" && report["width"] as? Int == size.0)
        let sizes = try #require(report["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["shelves"] as? Int } == [12, 1_000_000])
        #expect(sizes.map { $0["cards_per_shelf"] as? Int } == [20, 1_000_000_000])
        let few = sizes[0], many = sizes[1]
        for run in sizes {
            #expect(run["alive_within_visible"] as? Bool == true, "\(run)")
            #expect(run["frames"] as? Int == 600 && (run["moving_frames"] as? Int ?? 0) > 100, "\(run)")
            let shelves = try #require(run["shelves_visible_max"] as? Int), carousels = try #require(run["carousels_alive_max"] as? Int)
            #expect(shelves >= 2 && carousels <= shelves + 2, "\(run)")
            let visible = try #require(run["cells_visible_max"] as? Int), alive = try #require(run["cells_alive_max"] as? Int)
            #expect(visible >= shelves && alive <= visible + 2 * carousels, "\(run)")
        }
        // The same gestures on the same screens (a dozen shelves never reach their end): as many
        // cells, and as many bytes save the longer figures a million and a billion print.
        let fewCells = try #require(few["cells_alive_max"] as? Int), manyCells = try #require(many["cells_alive_max"] as? Int)
        #expect(manyCells <= fewCells + 3, "\(few) \(many)")
        let ratio = try #require(report["bytes_per_frame_ratio"] as? Double)
        #expect(ratio > 0.9 && ratio < 1.15, "\(ratio)")
        #expect(report["frame_cpu_us_p99_ratio"] is Double)
    }

    @Test("--shelf-count with --count measures that one size alone")
    func oneSize() async throws {
        let r = try await CarouselBench.run([
            "--shelves", "--shelf-count", "1000000", "--count", "1000000000",
            "--frames", "120", "--json",
        ])
        #expect(r.status == 0, "\(r)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r)")
        let sizes = try #require(report["sizes"] as? [[String: Any]])
        #expect(sizes.count == 1 && sizes[0]["shelves"] as? Int == 1_000_000 && sizes[0]["alive_within_visible"] as? Bool == true)
        #expect(report["frame_cpu_us_p99_ratio"] == nil)
    }

    @Test("--shelves refuses what it cannot compare")
    func refusals() async throws {
        for extra in [["--race"], ["--count", "5"], ["--shelf-count", "5"], ["--vertical"], ["--presenter", "both"]] {
            let r = try await CarouselBench.run(["--shelves"] + extra)
            #expect(r.status == 64 && r.stderr.contains("--shelves"), "\(extra) \(r)")
        }
    }
}
