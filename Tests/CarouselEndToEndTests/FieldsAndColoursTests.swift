import CarouselCore
import CarouselKit
import Foundation
import Testing

/// `--with-nth`/`--delimiter`, `--ansi` and a preview scrolled by its keys, in a real
/// terminal: what the cards show, what typing matches, what is printed.
@Suite("Fields, colours and a scrolled preview")
struct FieldsAndColoursTests {
    @Test("--with-nth shows the chosen fields and matches on them; Enter prints the whole line")
    func fieldsShownLinePrinted() async throws {
        let lines = "1:src/alpha.swift:hidden\n2:doc/beta.md:secret\n3:gamma.txt:zeta\n"
        try await TmuxSession.withCarousel(
            ["--delimiter", ":", "--with-nth", "2"], pipedInput: lines,
            waitForScreen: "page 1/3"
        ) { tmux in
            var screen = try await tmux.waitForScreen(containing: "src/alpha.swift:")
            #expect(!screen.text.contains("hidden") && !screen.text.contains("1:src"), "only field 2 shows:\n\(screen)")
            // "secret" is in a hidden field: it matches nothing; "beta" does.
            try await tmux.type("secret")
            try await tmux.waitForScreen(containing: "no match of 3")
            try await tmux.send("C-u")
            try await tmux.type("beta")
            screen = try await tmux.waitForScreen(containing: "page 1/1 of 3")
            #expect(screen.text.contains("doc/beta.md:"), "\(screen)")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "2:doc/beta.md:secret\n", "the whole line: \(exit)")
        }
    }

    @Test("--ansi shows a line's colours, matches its text, prints it without its escapes (as fzf)")
    func colours() async throws {
        let lines = "\u{1B}[31mred apple\u{1B}[0m\n\u{1B}[32mgreen\u{1B}[0m pear\nplain 31m\n"
        try await TmuxSession.withCarousel(["--ansi"], pipedInput: lines, waitForScreen: "page 1/3") { tmux in
            let screen = try await tmux.waitForScreen(containing: "red apple")
            #expect(!screen.text.contains("[31m"), "no escape shows as text:\n\(screen)")
            let coloured = try await tmux.captureWithAttributes()
            #expect(
                coloured.range(of: "\u{1B}\\[([0-9]+;)*31(;[0-9]+)*mred apple", options: .regularExpression) != nil,
                "the title in red (SGR 31) in capture-pane -e:\n\(coloured)")
            // "31m" is only in the escapes of the first line and in the text of the third.
            try await tmux.type("31m")
            let narrowed = try await tmux.waitForScreen(containing: "page 1/1 of 3")
            #expect(narrowed.text.contains("plain 31m"), "\(narrowed)")
            try await tmux.send("C-u")
            try await tmux.type("apple")
            try await tmux.waitForScreen(containing: "page 1/1 of 3")
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            // `git log --color=always --oneline | carousel --ansi | cut -d' ' -f1` must give a hash.
            #expect(exit.status == 0 && exit.stdout == "red apple\n", "printed as fzf prints it: \(exit.stdout.debugDescription)")
        }
    }

    @Test("--filter matches the shown fields and prints whole lines; with --ansi, without escapes (as fzf)")
    func filter() async throws {
        let lines = "1:src/alpha.swift:beta\n2:doc/beta.md:x\n"
        var r = try await Carousel.run(["-f", "beta", "--delimiter", ":", "--with-nth", "2"], stdin: Data(lines.utf8))
        #expect(r.status == 0 && r.stdout == "2:doc/beta.md:x\n", "\(r)")
        r = try await Carousel.run(["-f", "31", "--ansi"], stdin: Data("\u{1B}[31mred\u{1B}[0m\nplain 31\n".utf8))
        #expect(r.status == 0 && r.stdout == "plain 31\n", "\(r)")
        r = try await Carousel.run(["-f", "red", "--ansi"], stdin: Data("\u{1B}[31mred\u{1B}[0m\n".utf8))
        #expect(r.stdout == "red\n", "\(r)")
        r = try await Carousel.run(["-f", "red", "--ansi", "--select-1"], stdin: Data("\u{1B}[1;31mred\u{1B}[m apple\n".utf8))
        #expect(r.stdout == "red apple\n", "\(r)")
        r = try await Carousel.run(["--with-nth", "0"], stdin: Data(lines.utf8))
        #expect(r.status == 64 && r.stderr.contains("--with-nth"), "\(r)")
    }

    static let preview = ["--preview", "seq 1 80 | sed 's/^/row /'"]

    @Test("Shift-Down scrolls the preview a line, Shift-PgDn a page; the card says where")
    func scrollKeys() async throws {
        try await TmuxSession.withCarousel(
            Self.preview + ["--settle-speed", "4"], pipedInput: "one\ntwo\n",
            waitForScreen: "page 1/2"
        ) { tmux in
            var screen = try await tmux.waitForScreen(containing: "│ row 1 ")
            try await tmux.send("S-Down")
            screen = try await tmux.waitForScreen(containing: "2/80")
            #expect(screen.lines.contains { $0.contains("│ row 2 ") } && !screen.lines.contains { $0.contains("│ row 1 ") }, "\(screen)")
            #expect(screen.text.contains("page 1/2"), "the card stays:\n\(screen)")
            let top = try #require(screen.lines.firstIndex { $0.contains("│ row 2 ") })
            let bottom = try #require(screen.lines.lastIndex { $0.range(of: #"│ row \d+ "#, options: .regularExpression) != nil })
            let page = bottom - top + 1
            try await tmux.send("S-NPage")
            screen = try await tmux.waitForScreen(containing: "\(2 + page)/80")
            #expect(screen.lines.contains { $0.contains("│ row \(2 + page) ") }, "a page further:\n\(screen)")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
    }

    @Test("--preview-window +3 starts scrolled; +{2}-1 from the line's field, coloured or not")
    func initialScroll() async throws {
        try await TmuxSession.withCarousel(
            Self.preview + ["--preview-window", "right:50%:+3"], pipedInput: "one\ntwo\n",
            waitForScreen: "page 1/2"
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: "3/80")
            #expect(screen.lines.contains { $0.contains("│ row 3 ") } && !screen.lines.contains { $0.contains("│ row 2 ") }, "\(screen)")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
        try await TmuxSession.withCarousel(
            Self.preview + ["--delimiter", ":", "--preview-window", "+{2}-1"],
            pipedInput: "a.txt:40:x\n", waitForScreen: "page 1/1"
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: "39/80")
            #expect(screen.lines.contains { $0.contains("│ row 39 ") }, "\(screen)")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
        // grep --color's line: the field read without its colours, as fzf reads it.
        try await TmuxSession.withCarousel(
            Self.preview + ["--ansi", "--delimiter", ":", "--preview-window", "+{2}-1"],
            pipedInput: "\u{1B}[35ma.txt\u{1B}[m:\u{1B}[32m40\u{1B}[m:x\n", waitForScreen: "page 1/1"
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: "39/80")
            #expect(screen.lines.contains { $0.contains("│ row 39 ") }, "\(screen)")
            try await tmux.send("Escape")
            _ = try await tmux.waitForExit()
        }
    }
}
