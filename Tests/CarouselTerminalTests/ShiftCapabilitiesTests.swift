import Testing
@testable import CarouselTerminal
import CarouselKit

/// What the frame encoder may use to shift cells: from terminfo's strings, and margins only
/// where the terminal itself says it has them, never inside tmux or screen.
struct ShiftCapabilitiesTests {
    @Test func xtermTmuxAndScreenTerminfoGiveCharacterEditsAndScrolling() {
        let ansi = ShiftCapabilities.fromTerminfo(ich: "\u{1B}[%p1%d@", dch: "\u{1B}[%p1%dP", csr: "\u{1B}[%i%p1%d;%p2%dr",
                                                  ri: "\u{1B}M", indn: "\u{1B}[%p1%dS", rin: "\u{1B}[%p1%dT")
        #expect(ansi == .ansi)
        // The Linux console: no SU/SD in its terminfo, IND/RI instead.
        let linux = ShiftCapabilities.fromTerminfo(ich: "\u{1B}[%p1%d@", dch: "\u{1B}[%p1%dP", csr: "\u{1B}[%i%p1%d;%p2%dr",
                                                   ri: "\u{1B}M", indn: nil, rin: nil)
        #expect(linux == [.insertDeleteCharacters, .scrollRegion])
        #expect(ShiftCapabilities.fromTerminfo(ich: nil, dch: nil, csr: nil, ri: nil, indn: nil, rin: nil).isEmpty)
        // Strings that are not the ANSI sequences the encoder sends are not taken.
        #expect(ShiftCapabilities.fromTerminfo(ich: "\u{1B}[%p1%d@$<2>", dch: "\u{1B}[%p1%dP", csr: nil, ri: nil, indn: nil, rin: nil).isEmpty)
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
        let silent = replies("\u{1B}[?62;22c")
        #expect(silent.isComplete && !ShiftCapabilities.marginsSupported(silent))
        // Keys typed meanwhile stay keys.
        let typed = replies("j\u{1B}[?69;2$yk\u{1B}[?64c")
        #expect(typed.typeahead == Array("jk".utf8))
    }
}
