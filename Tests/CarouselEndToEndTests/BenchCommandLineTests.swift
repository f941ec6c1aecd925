import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The benchmark is its own program: `carousel` points at it, and its size options say
/// rows and columns (`--height` is the carousel's inline band).
@Suite("carousel-bench's command line")
struct BenchCommandLineTests {
    @Test("carousel bench names carousel-bench and exits 64")
    func carouselPointsAtTheBench() async throws {
        let r = try await Carousel.run(["bench", "--count", "10"])
        #expect(r.status == 64, "\(r)")
        #expect(r.stdout.isEmpty && r.stderrLines.count == 1 && r.stderr.contains("carousel-bench"), "\(r)")
    }

    @Test("--rows and --columns size the screen; --height and --width are refused")
    func rowsAndColumns() async throws {
        let r = try await CarouselBench.run(["--columns", "100", "--rows", "30", "--count", "10", "--frames", "30", "--json"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("\"width\":100") && r.stdout.contains("\"height\":30"), "\(r)")
        for old in ["--height", "--width"] {
            let refused = try await CarouselBench.run([old, "30"])
            #expect(refused.status == 64 && refused.stderrLines.count == 1 && refused.stderr.contains(old), "\(refused)")
        }
        let help = try await CarouselBench.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("--rows") && help.stdout.contains("--columns"), "\(help)")
    }
}
