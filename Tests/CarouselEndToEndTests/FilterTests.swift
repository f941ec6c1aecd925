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

    @Test("a file read in place, from where the shell left stdin, through a pipe and by --items: the same lines")
    func fileInPlaceAndPipeAgree() async throws {
        // Enough lines for several batches of the output (each 32,768 lines a half), with
        // colours, a CRLF and long lines among them.
        var text = "header one\nheader two\n"
        for k in 0..<90_000 {
            let colour = k % 7 == 0 ? "\u{1B}[3\(k % 8)m" : ""
            let tail = k % 1_000 == 0 ? String(repeating: "x", count: 300) : ""
            text += "\(colour)/srv/\(k % 13)/lib/item-\(k).so\(colour.isEmpty ? "" : "\u{1B}[0m")\(tail)\(k % 5 == 0 ? "\r" : "")\n"
        }
        text += "last/lib without a newline"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-filter-map-\(getpid()).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = url.path
        let shell = "'\(Carousel.binary)' --ansi -f lib --header-lines 1"
        let fromFile = try await Command.run("/bin/sh", ["-c", "exec \(shell) < '\(file)'"], timeout: 300)
        let fromPipe = try await Command.run("/bin/sh", ["-c", "cat '\(file)' | \(shell)"], timeout: 300)
        let byItems = try await Command.run("/bin/sh", ["-c", "exec \(shell) --items '\(file)'"], timeout: 300)
        // The shell reads its line and leaves the offset after it: the program starts there.
        let afterRead = try await Command.run("/bin/sh", ["-c", "{ read first; exec \(shell); } < '\(file)'"], timeout: 300)
        #expect(fromFile.status == 0 && fromFile.stderr.isEmpty, "\(fromFile.stderr)")
        let lines = fromFile.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 90_002, "every item but the header matches lib, and the output ends in a newline")
        #expect(!fromFile.stdout.contains("\u{1B}"), "printed without their colours")
        #expect(fromFile.stdout == fromPipe.stdout, "a file read in place and the same bytes through a pipe")
        #expect(fromFile.stdout == byItems.stdout)
        #expect(afterRead.status == 0 && !afterRead.stdout.contains("header two"), "header two is the header now")
        #expect(afterRead.stdout.split(separator: "\n").count == 90_001)
    }

    @Test("a file cut short while it is read in place: a message and status 74, or the lines that were there; never a crash")
    func fileShrinkingWhileRead() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-filter-shrink-\(getpid()).txt")
        let line = String(repeating: "/srv/lib/a-path-of-some-length", count: 2) + "\n"
        let block = String(repeating: line, count: 10_000)
        defer { try? FileManager.default.removeItem(at: url) }
        for delay in ["0", "0.01", "0.03"] {
            try String(repeating: block, count: 100).write(to: url, atomically: false, encoding: .utf8)
            // 60 MB: the cut lands while it is indexed, matched, or before it is mapped.
            let r = try await Command.run(
                "/bin/sh",
                ["-c", "'\(Carousel.binary)' -f zzqqxj < '\(url.path)' & sleep \(delay); truncate -s 1000 '\(url.path)'; wait $!"],
                timeout: 120)
            #expect([0, 1, 74].contains(r.status), "delay \(delay): \(r)")
            #expect(r.stderr.isEmpty || r.stderr == "carousel: the input file shrank while it was read\n", "delay \(delay): \(r)")
        }
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
