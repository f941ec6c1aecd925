@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// How many colours to draw with: the terminal's word before terminfo's, from the replies
/// real terminals sent to the start-up query (bytes as they came).
struct TerminalColourDepthTests {
    /// xterm 379 (Debian, `xterm -tn xterm`), default resources: XTGETTCAP unanswered.
    static let xterm = "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
    /// The same xterm with `allowTcapOps: true`: `colors=256`, `RGB=8`, `Co=256`, in hex.
    static let xtermAnsweringTcap =
        "\u{1B}P1+r636F6C6F7273=323536\u{1B}\\\u{1B}P1+r524742=38\u{1B}\\"
        + "\u{1B}P1+r436F=323536\u{1B}\\" + xterm
    /// tmux 3.3a under `TERM=xterm`: its name, no XTGETTCAP.
    static let tmux = "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c"
    /// A terminal that says it has 8 colours, and one that does not know the name.
    static let eight = "\u{1B}P1+r636F6C6F7273=38\u{1B}\\\u{1B}P0+r524742\u{1B}\\\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;2c"

    func replies(_ text: String) -> TerminalQueryReplies {
        var r = TerminalQueryReplies()
        r.feed(Array(text.utf8))
        r.finish()
        return r
    }

    @Test func xtermsCapabilityRepliesAreDecoded() {
        let r = replies(Self.xtermAnsweringTcap)
        #expect(r.capabilities == ["colors": "256", "RGB": "8", "Co": "256"])
        #expect(r.terminalVersion == "XTerm(379)")
        #expect(r.isComplete && r.typeahead.isEmpty)
        // Split at every byte, the same.
        var split = TerminalQueryReplies()
        for byte in Self.xtermAnsweringTcap.utf8 { split.feed([byte]) }
        #expect(split.capabilities == r.capabilities && split.typeahead.isEmpty)
    }

    @Test func aNameTheTerminalDoesNotKnowIsLeftOutAndNotInput() {
        let r = replies(Self.eight)
        #expect(r.capabilities == ["colors": "8"])
        #expect(r.typeahead.isEmpty)
        #expect(replies("\u{1B}P1+rZZ=323536\u{1B}\\\u{1B}[?1;2c").capabilities.isEmpty, "not hex: nothing")
    }

    @Test func xtermUnderTermXtermDrawsTwoHundredFiftySixColours() {
        #expect(TerminalColourDepth.depth(terminfo: .basic, colorTerm: nil, replies: replies(Self.xterm)) == .full)
        #expect(TerminalColourDepth.depth(terminfo: .basic, colorTerm: nil, replies: replies(Self.xtermAnsweringTcap)) == .full)
    }

    @Test func theTerminalsOwnCountDecidesBeforeItsName() {
        #expect(TerminalColourDepth.depth(terminfo: .basic, colorTerm: nil, replies: replies(Self.eight)) == .basic)
    }

    @Test func colorTermSaysTrueColour() {
        for value in ["truecolor", "24bit", "TrueColor"] {
            #expect(TerminalColourDepth.depth(terminfo: .basic, colorTerm: value, replies: nil) == .full, "\(value)")
        }
        #expect(TerminalColourDepth.depth(terminfo: .basic, colorTerm: "rxvt-xpm", replies: nil) == .basic)
    }

    @Test func whereNothingSaysMoreTerminfoStands() {
        #expect(
            TerminalColourDepth.depth(terminfo: .basic, colorTerm: nil, replies: replies(Self.tmux)) == .basic,
            "tmux draws what its outer terminal has")
        #expect(TerminalColourDepth.depth(terminfo: .basic, colorTerm: nil, replies: nil) == .basic)
        #expect(TerminalColourDepth.depth(terminfo: .basic, colorTerm: "", replies: replies("\u{1B}[?1;2c")) == .basic)
    }

    @Test func neverColourWhereThereWasNoneNorFewerThanTerminfo() {
        #expect(TerminalColourDepth.depth(terminfo: .none, colorTerm: "truecolor", replies: replies(Self.xtermAnsweringTcap)) == .none)
        #expect(TerminalColourDepth.depth(terminfo: .full, colorTerm: nil, replies: replies(Self.eight)) == .full)
    }
}
