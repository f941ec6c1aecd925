import CarouselCore
import CarouselKit
import Foundation

/// The benchmark, a program of its own beside the carousel under test.
enum CarouselBench {
    /// `$CAROUSEL_BENCH_BIN`, else `carousel-bench` in the carousel's own directory (the two
    /// are built together).
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["CAROUSEL_BENCH_BIN"], !path.isEmpty { return path }
        return URL(fileURLWithPath: Carousel.binary).deletingLastPathComponent().appendingPathComponent("carousel-bench").path
    }

    /// Runs the benchmark directly (no terminal), as `Carousel.run` runs the carousel.
    static func run(_ arguments: [String], timeout: Double = 900) async throws -> CommandResult {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw HarnessError("no carousel-bench at \(binary): build it first or set CAROUSEL_BENCH_BIN")
        }
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "LINES", "COLUMNS"] { env.removeValue(forKey: key) }
        env["TERM"] = "xterm-256color"
        return try await Command.run(binary, arguments, environment: env, stdin: nil, timeout: timeout)
    }
}
