import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `--nth` and `--tiebreak` in the real binary: typing matches only the chosen fields, the
/// filter ranks as asked, and bad values are refused with a clear line and exit 64.
@Suite("--nth and --tiebreak")
struct NthTiebreakTests {
    @Test("--nth 2 --delimiter ':': typing matches only the second field; a line with the query in its first does not show")
    func typingMatchesTheChosenField() async throws {
        let lines = "alpha:one\nbeta:alpha\ngamma:two\n"
        try await TmuxSession.withCarousel(
            ["--nth", "2", "--delimiter", ":"], pipedInput: lines,
            waitForScreen: "page 1/3"
        ) { tmux in
            try await tmux.type("alpha")
            let screen = try await tmux.waitForScreen(containing: "page 1/1 of 3")
            #expect(screen.text.contains("beta:alpha"), "\(screen)")
            #expect(!screen.text.contains("alpha:one"), "the first field is not searched:\n\(screen)")
            try await tmux.send("C-u")
            try await tmux.type("gamma")
            try await tmux.waitForScreen(containing: "no match of 3")
            try await tmux.send("C-u")
            try await tmux.type("one")
            try await tmux.waitForScreen(containing: "page 1/1 of 3")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "alpha:one\n", "\(exit)")
        }
    }

    @Test("--filter with --nth and --tiebreak ranks as fzf does")
    func filter() async throws {
        var r = try await Carousel.run(["-f", "ab", "--nth", "-1", "--delimiter", ":"], stdin: Data("ab:x\nx:ab\ny:zab\n".utf8))
        #expect(r.status == 0 && r.stdout == "x:ab\ny:zab\n", "\(r)")
        // Equal scores: by default the shorter first; with index, input order; with --tac, backwards.
        let lines = Data("xx ab\nab\n".utf8)
        r = try await Carousel.run(["-f", "ab"], stdin: lines)
        #expect(r.stdout == "ab\nxx ab\n", "\(r)")
        r = try await Carousel.run(["-f", "ab", "--tiebreak", "index"], stdin: lines)
        #expect(r.stdout == "xx ab\nab\n", "\(r)")
        r = try await Carousel.run(["-f", "ab", "--tiebreak=index", "--tac"], stdin: lines)
        #expect(r.stdout == "ab\nxx ab\n", "\(r)")
        r = try await Carousel.run(["-f", "ab", "--tiebreak", "end,length"], stdin: Data("ab xx\nxx ab\n".utf8))
        #expect(r.stdout == "xx ab\nab xx\n", "\(r)")
    }

    @Test("bad --tiebreak and --nth values: one line naming the option, exit 64")
    func refused() async throws {
        for (arguments, words) in [
            (["--tiebreak", "size"], "invalid sort criterion"),
            (["--tiebreak", "index,length"], "index should be the last"),
            (["--tiebreak", "begin,begin"], "duplicate"),
            (["--tiebreak", "chunk,length,begin,end"], "at most 3"),
            (["--nth", "0"], "invalid field index"),
            (["--nth", "1..x"], "invalid field index"),
        ] {
            let r = try await Carousel.run(["-f", "a"] + arguments, stdin: Data("a\n".utf8))
            #expect(r.status == 64, "\(arguments): \(r)")
            #expect(r.stderr.contains(arguments[0]) && r.stderr.contains(words), "\(arguments): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "one line: \(r.stderr)")
        }
        let missing = try await Carousel.run(["-f", "a", "--tiebreak"], stdin: Data("a\n".utf8))
        #expect(missing.status == 64 && missing.stderr.contains("--tiebreak"), "\(missing)")
    }
}
