import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `carousel --filter`: fzf's non-interactive mode, no terminal (stdin a file, stdout a file).
@Suite("Filter")
struct FilterTests {
    private let lines = "src/main.swift\nREADME.md\nSources/CarouselKit/Matching/LineFilter.swift\ndocs/matching.md\nMakefile\n"

    @Test("the matching lines, best first, exit 0; none: exit 1 and nothing printed")
    func rankedAndExitStatus() async throws {
        var r = try await Carousel.run(["--filter", "ma"], stdin: Data(lines.utf8))
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout == "Makefile\nsrc/main.swift\ndocs/matching.md\nSources/CarouselKit/Matching/LineFilter.swift\n", "\(r)")
        #expect(r.stderr.isEmpty, "\(r)")
        r = try await Carousel.run(["-f", "zzqq"], stdin: Data(lines.utf8))
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r)")
        r = try await Carousel.run(["--filter=.md$ !^docs"], stdin: Data(lines.utf8))
        #expect(r.status == 0 && r.stdout == "README.md\n", "\(r)")
    }

    @Test("-e, -i, +i, --no-sort and --tac as in fzf; the picker refuses them without --filter")
    func searchOptions() async throws {
        let input = Data("ab\nxa-b\nAB\nxab\n".utf8)
        var r = try await Carousel.run(["-f", "ab", "-e"], stdin: input)
        #expect(r.stdout == "ab\nAB\nxab\n", "\(r)")
        r = try await Carousel.run(["-f", "AB", "-i"], stdin: input)
        #expect(r.stdout == "ab\nAB\nxa-b\nxab\n", "\(r)")
        r = try await Carousel.run(["-f", "ab", "+i"], stdin: input)
        #expect(r.stdout == "ab\nxa-b\nxab\n", "\(r)")
        r = try await Carousel.run(["-f", "ab", "--no-sort"], stdin: input)
        #expect(r.stdout == "ab\nxa-b\nAB\nxab\n", "\(r)")
        r = try await Carousel.run(["-f", "ab", "--tac"], stdin: input)
        #expect(r.stdout == "AB\nab\nxa-b\nxab\n", "\(r)")
        r = try await Carousel.run(["-f", "", "--no-sort", "--tac"], stdin: input)
        #expect(r.stdout == "xab\nAB\nxa-b\nab\n", "\(r)")
        // A starting query needs lines to search.
        r = try await Carousel.run(["-q", "ab"])
        #expect(r.status == 64 && r.stderrLines.count == 1 && r.stderr.contains("-q"), "\(r)")
    }

    @Test("--read0 and --print0: items with newlines in them, printed as they came")
    func nulSeparated() async throws {
        var input = Data("one\ntwo\u{0}three\u{0}".utf8)
        input.append(contentsOf: Array("tö\u{0}".utf8))
        let r = try await Carousel.run(["-f", "t", "--read0", "--print0", "--no-sort"], stdin: input)
        #expect(r.status == 0, "\(r)")
        let out = Data(r.stdout.utf8)
        #expect(r.stdout.hasPrefix("one\ntwo\u{0}three\u{0}t"), "\(r)")
        #expect(out.filter { $0 == 0 }.count == 3, "three items, each ended by NUL: \(r)")
    }

    @Test("--items FILE; an unreadable file exits 66")
    func itemsFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-filter-\(getpid()).txt")
        try lines.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        var r = try await Carousel.run(["--items", url.path, "-f", "'Make"])
        #expect(r.status == 0 && r.stdout == "Makefile\n", "\(r)")
        r = try await Carousel.run(["--items", "/nonexistent/list", "-f", "a"])
        #expect(r.status == 66 && r.stderrLines.count == 1, "\(r)")
    }
}
