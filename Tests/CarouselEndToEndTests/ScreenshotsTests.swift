import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `carousel-screenshots`: the README's pictures drawn on a fake clock, so that the same
/// build writes the same bytes and a file changes only when its screen does.
@Suite("The screenshots")
struct ScreenshotsTests {
    static var binary: String {
        URL(fileURLWithPath: Carousel.binary).deletingLastPathComponent().appendingPathComponent("carousel-screenshots").path
    }

    private func shoot(_ scenes: String) async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-shots-\(getpid())-\(UUID().uuidString.prefix(8))")
        let r = try await Command.run(Self.binary, [directory.path, "--only", scenes, "--carousel", Carousel.binary], timeout: 300)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        return directory
    }

    @Test("two runs write the same bytes, and each picture shows its scene")
    func sameBytesEveryRun() async throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw HarnessError("no carousel-screenshots at \(Self.binary): build it first")
        }
        let scenes = "demo,picker,narrow,compare"
        let first = try await shoot(scenes), second = try await shoot(scenes)
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let files = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(
            files == ["compare.svg", "demo-flick.svg", "demo-rest.svg", "narrow.svg", "picker-search.svg", "picker.svg", "too-small.svg"])
        for file in files {
            let a = try Data(contentsOf: first.appendingPathComponent(file)), b = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(a == b, "\(file) differs from one run to the next")
        }
        func svg(_ name: String) throws -> String { try String(contentsOf: first.appendingPathComponent(name), encoding: .utf8) }
        // The flick went from page 3 to page 10 with nearest; mid-way the page is between them.
        #expect(try svg("demo-rest.svg").contains(">page 10/20<"))
        let flick = try svg("demo-flick.svg")
        #expect((4...9).contains { flick.contains(">page \($0)/20<") }, "\(flick)")
        #expect(try svg("picker-search.svg").contains(">page 1/3 of 4<"))
        #expect(try svg("too-small.svg").contains(">too small<"))
        #expect(try svg("compare.svg").contains("one-at-a-time"))
    }
}
