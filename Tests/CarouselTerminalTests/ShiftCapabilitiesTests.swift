import Testing
@testable import CarouselTerminal
import CarouselKit

/// What the frame encoder may use to shift cells: from terminfo's strings, and margins only
/// where the terminal itself says it has them, never inside tmux or screen.
struct ShiftCapabilitiesTests {
    @Test func xtermTmuxAndScreenTerminfoGiveCharacterEditsAndScrolling() {
        let ansi = ShiftCapabilities.fromTerminfo(
            ich: "\u{1B}[%p1%d@", dch: "\u{1B}[%p1%dP", csr: "\u{1B}[%i%p1%d;%p2%dr",
            ri: "\u{1B}M", indn: "\u{1B}[%p1%dS", rin: "\u{1B}[%p1%dT")
        #expect(ansi == .ansi)
        // The Linux console: no SU/SD in its terminfo, IND/RI instead.
        let linux = ShiftCapabilities.fromTerminfo(
            ich: "\u{1B}[%p1%d@", dch: "\u{1B}[%p1%dP", csr: "\u{1B}[%i%p1%d;%p2%dr",
            ri: "\u{1B}M", indn: nil, rin: nil)
        #expect(linux == [.insertDeleteCharacters, .scrollRegion])
        #expect(ShiftCapabilities.fromTerminfo(ich: nil, dch: nil, csr: nil, ri: nil, indn: nil, rin: nil).isEmpty)
        // Strings that are not the ANSI sequences the encoder sends are not taken.
        #expect(
            ShiftCapabilities.fromTerminfo(ich: "\u{1B}[%p1%d@$<2>", dch: "\u{1B}[%p1%dP", csr: nil, ri: nil, indn: nil, rin: nil).isEmpty)
    }

    @Test func marginsAreNeverAskedAboutInsideTmuxOrScreen() {
        #expect(ShiftCapabilities.marginsWorthAsking(term: "xterm-256color", environment: [:]))
        #expect(!ShiftCapabilities.marginsWorthAsking(term: "xterm-256color", environment: ["TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(!ShiftCapabilities.marginsWorthAsking(term: "xterm-256color", environment: ["STY": "123.pts-0.host"]))
        #expect(!ShiftCapabilities.marginsWorthAsking(term: "tmux-256color", environment: [:]))
        #expect(!ShiftCapabilities.marginsWorthAsking(term: "screen-256color", environment: [:]))
        #expect(!ShiftCapabilities.marginsWorthAsking(term: "linux", environment: [:]))
    }

    @Test func marginsAreUsedOnlyWhenTheTerminalKnowsMode69() {
        func replies(_ s: String) -> TerminalQueryReplies {
            var r = TerminalQueryReplies()
            r.feed(Array(s.utf8))
            return r
        }
        // xterm: known, reset; then the device attributes.
        let xterm = replies("\u{1B}[?69;2$y\u{1B}[?64;1;2c")
        #expect(xterm.isComplete && xterm.typeahead.isEmpty)
        #expect(ShiftCapabilities.marginsSupported(xterm))
        #expect(ShiftCapabilities.marginsSupported(replies("\u{1B}[?69;1$y\u{1B}[?64c")))
        // Not known (0), permanently reset (4), or no answer at all (kitty, Alacritty).
        #expect(!ShiftCapabilities.marginsSupported(replies("\u{1B}[?69;0$y\u{1B}[?62c")))
        #expect(!ShiftCapabilities.marginsSupported(replies("\u{1B}[?69;4$y\u{1B}[?62c")))
        // Ghostty knows mode 69 but not DECIC/DECDC: by its XTVERSION or TERM_PROGRAM.
        #expect(!ShiftCapabilities.marginsSupported(replies("\u{1B}[?69;2$y\u{1B}P>|ghostty 1.2.0\u{1B}\\\u{1B}[?62;22;52c")))
        #expect(!ShiftCapabilities.marginsSupported(replies("\u{1B}[?69;2$y\u{1B}[?62;22;52c"), termProgram: "ghostty"))
        let silent = replies("\u{1B}[?62;22c")
        #expect(silent.isComplete && !ShiftCapabilities.marginsSupported(silent))
        // Keys typed meanwhile stay keys.
        let typed = replies("j\u{1B}[?69;2$yk\u{1B}[?64c")
        #expect(typed.typeahead == Array("jk".utf8))
    }

    @Test func repeatIsTakenFromTerminfoThenSeenWorking() {
        let xterm = ShiftCapabilities.fromTerminfo(
            ich: "\u{1B}[%p1%d@", dch: "\u{1B}[%p1%dP", csr: "\u{1B}[%i%p1%d;%p2%dr",
            ri: "\u{1B}M", indn: "\u{1B}[%p1%dS", rin: "\u{1B}[%p1%dT",
            rep: "%p1%c\u{1B}[%p2%{1}%-%db")
        #expect(xterm == FrameEncoder.Capabilities.ansi.union(.repeatCharacter))
        #expect(
            !ShiftCapabilities.fromTerminfo(ich: nil, dch: nil, csr: nil, ri: nil, indn: nil, rin: nil, rep: "%p1%c%p2%d").contains(
                .repeatCharacter))
        func replies(_ s: String) -> TerminalQueryReplies {
            var r = TerminalQueryReplies()
            r.feed(Array(s.utf8))
            return r
        }
        // The probe: a blank at the top left, REP, a position report; where the locale is
        // UTF-8, a no-break space first, then a plain one.
        #expect(ShiftCapabilities.repeatProbe(utf8: true) == "\u{1B}[H\u{A0}\u{1B}[b\u{1B}[6n\u{1B}[H \u{1B}[b\u{1B}[6n")
        #expect(ShiftCapabilities.repeatProbe(utf8: false) == "\u{1B}[H \u{1B}[b\u{1B}[6n")
        // xterm repeats both.
        let repeats = replies("\u{1B}[1;3R\u{1B}[1;3R\u{1B}[?64;1;2c")
        #expect(repeats.isComplete && repeats.typeahead.isEmpty)
        #expect(ShiftCapabilities.repeatShown(repeats, utf8: true) == [.repeatCharacter])
        // tmux 3.3a repeats the plain space only.
        #expect(ShiftCapabilities.repeatShown(replies("\u{1B}[1;2R\u{1B}[1;3R\u{1B}[?62c"), utf8: true) == [.repeatASCII])
        // st ignores REP: the cursor stays after the one blank, both times.
        #expect(ShiftCapabilities.repeatShown(replies("\u{1B}[1;2R\u{1B}[1;2R\u{1B}[?62c"), utf8: true) == [])
        // Outside UTF-8 one probe, and every character drawn is ASCII.
        #expect(ShiftCapabilities.repeatShown(replies("\u{1B}[1;3R\u{1B}[?62c"), utf8: false) == [.repeatCharacter])
        #expect(ShiftCapabilities.repeatShown(replies("\u{1B}[1;2R\u{1B}[?62c"), utf8: false) == [])
        // No report, or only one of two: not taken.
        #expect(ShiftCapabilities.repeatShown(replies("\u{1B}[?62c"), utf8: true) == [])
        #expect(ShiftCapabilities.repeatShown(replies("\u{1B}[1;3R\u{1B}[?62c"), utf8: true) == [])
        // Keys around the reports stay keys; the reports are read in order.
        let typed = replies("a\u{1B}[1;2Rb\u{1B}[1;3R\u{1B}[?64c")
        #expect(typed.typeahead == Array("ab".utf8))
        #expect(typed.cursorPositions == [CursorPosition(row: 1, column: 2), CursorPosition(row: 1, column: 3)])
        #expect(ShiftCapabilities.repeatShown(typed, utf8: true) == [.repeatASCII])
        // More reports than any probe asks for are typeahead, not remembered.
        let many = replies(String(repeating: "\u{1B}[1;3R", count: 6) + "\u{1B}[?64c")
        #expect(many.cursorPositions.count == 4 && many.typeahead == Array(String(repeating: "\u{1B}[1;3R", count: 2).utf8))
    }

    /// The line-drawing set only where it is known to draw lines in a UTF-8 locale.
    @Test func lineDrawingOnlyWhereItIsKnownToWork() {
        let acsc = "``aaffggjjkkllmmnnooppqqrrssttuuvvwwxxyyzz{{||}}~~"
        func works(_ term: String, _ environment: [String: String] = [:], utf8: Bool = true, acsc: String? = acsc) -> Bool {
            ShiftCapabilities.lineDrawingWorks(term: term, environment: environment, utf8: utf8, acsc: acsc)
        }
        let tmux = ["TMUX": "/tmp/tmux-0/default,1,0"]
        // tmux, whatever its panes say TERM is, and rxvt-unicode.
        #expect(works("tmux-256color") && works("screen-256color", tmux) && works("xterm-256color", tmux))
        #expect(works("rxvt-unicode-256color"))
        // Not GNU screen, the Linux console, or an xterm-like terminal that may be PuTTY.
        #expect(!works("screen-256color") && !works("linux") && !works("xterm-256color") && !works("st-256color"))
        // The user's word, as ncurses takes it.
        #expect(!works("tmux-256color", ["NCURSES_NO_UTF8_ACS": "1"]))
        #expect(works("tmux-256color", ["NCURSES_NO_UTF8_ACS": "0"]))
        // No line drawing in terminfo, or not a UTF-8 locale (ASCII is drawn there).
        #expect(!works("tmux-256color", acsc: nil) && !works("tmux-256color", acsc: "++,,--"))
        #expect(!works("tmux-256color", utf8: false))
    }
}
