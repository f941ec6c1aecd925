@testable import CarouselCore
import CarouselKit
@testable import CarouselTerminal
import Testing

/// What each terminal of the test matrix answers to the start-up round trip, byte for byte
/// (recorded under Xvfb on Debian 12 with the request the carousel sends: OSC 11, DECRQM
/// 1016, `CSI 16 t`, DECRQM 2048, XTVERSION, XTGETTCAP colors and RGB, kitty's graphics
/// query, DECRQM 69, the REP probe, `CSI 5 n`, DA1), its `TERM` and `TIOCGWINSZ`, and what the
/// carousel decides from them: the palette, how it shifts cells, the pointer, the first
/// pixel, frame pacing, pictures. A change that decides otherwise for one of them fails here,
/// without the terminal.
struct EmulatorStartupRepliesTests {
    /// One terminal's answers and surroundings.
    struct Recorded {
        let term: String
        let replies: String
        /// `TIOCGWINSZ` at 100x30: pixels across and down (0 where it gives none).
        let windowPixels: (width: Int, height: Int)
        var environment: [String: String] = [:]
    }

    /// What the carousel makes of them.
    struct Decided: Equatable {
        var appearance: Theme.Appearance
        var shifts: FrameEncoder.Capabilities
        var pointer: PointerPrecision
        var cellSize: CellPixelSize?
        var pacesFrames: Bool
        var pictures: PictureFormat
    }

    /// As the session puts the pieces together (`TerminalSession.init`, `queryTerminal`,
    /// `startPointer`, `cellPixelSize`), in a UTF-8 locale. Every `TERM` here has the ANSI
    /// `ich`, `dch`, `csr`, `ri`, `indn`, `rin`; `rep` and `acsc` as `infocmp` gives them.
    static func decide(_ r: Recorded) -> Decided {
        var replies = TerminalQueryReplies()
        replies.feed(Array(r.replies.utf8))
        replies.finish()
        #expect(replies.isComplete && replies.typeahead.isEmpty, "\(r.term): every byte is a reply")
        let environment = r.environment.merging(["TERM": r.term]) { a, _ in a }
        var shifts = ShiftCapabilities.fromTerminfo(
            ich: "\u{1B}[%p1%d@", dch: "\u{1B}[%p1%dP", csr: "\u{1B}[%i%p1%d;%p2%dr",
            ri: "\u{1B}M", indn: "\u{1B}[%p1%dS", rin: "\u{1B}[%p1%dT")
        if ShiftCapabilities.lineDrawingWorks(term: r.term, environment: environment, utf8: true, acsc: "``aaffggjjkkllmmnnooppqqrrss") {
            shifts.insert(.lineDrawingCharset)
        }
        shifts.formUnion(ShiftCapabilities.repeatShown(replies, utf8: true))
        if ShiftCapabilities.marginsWorthAsking(term: r.term, environment: environment), ShiftCapabilities.marginsSupported(replies),
            ShiftCapabilities.usesMarginsInteractively
        {
            shifts.insert(.columnsAndMargins)
        }
        let termProgram = environment["TERM_PROGRAM"]
        var cell =
            replies.cellSize
            ?? CellPixelSize.fromWindowSize(
                pixelWidth: r.windowPixels.width, pixelHeight: r.windowPixels.height,
                columns: 100, rows: 30)
        cell?.firstPixel = replies.firstPixel(term: r.term, termProgram: termProgram)
        let pixels = replies.hasPixelMouse && !replies.reportsPointsForPixels(termProgram: termProgram) && cell != nil
        return Decided(
            appearance: InterfaceStyle.automatic.resolved(background: replies.background, environment: environment),
            shifts: shifts, pointer: pixels ? .pixels : .cells, cellSize: pixels ? cell : nil,
            pacesFrames: replies.answersStatusRequests,
            pictures: PictureFormat.best(replies: replies, term: r.term, termProgram: termProgram))
    }

    static let anyREP: FrameEncoder.Capabilities = FrameEncoder.Capabilities.ansi.union(.repeatCharacter)
    static let margins: FrameEncoder.Capabilities = anyREP.union(.columnsAndMargins)

    @Test("xterm 379: margins and REP; pixels, its cell from TIOCGWINSZ with the 2-pixel border (it answers neither CSI 16 t nor 14 t)")
    func xterm() {
        let d = Self.decide(
            Recorded(
                term: "xterm-256color",
                replies: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1016;2$y\u{1B}[?2048;0$y"
                    + "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?69;2$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c",
                windowPixels: (804, 514)))
        #expect(
            d
                == Decided(
                    appearance: .light, shifts: Self.margins, pointer: .pixels,
                    cellSize: CellPixelSize(width: 804.0 / 100, height: 514.0 / 30), pacesFrames: true, pictures: .symbols))
    }

    @Test(
        "mlterm 3.9: answers DECRQM 69 (reset, known), so it shifts with DECDC/DECIC and margins as xterm does; cells (1016 unknown); sixel"
    )
    func mlterm() {
        let d = Self.decide(
            Recorded(
                term: "mlterm",
                replies: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1016;0$y\u{1B}[6;22;10t"
                    + "\u{1B}[?2048;0$y\u{1B}P1+r636F6C6F7273=323536\u{1B}\\\u{1B}P0+r\u{1B}\\\u{1B}[?69;2$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n"
                    + "\u{1B}[?63;1;2;3;4;6;7;15;18;22;29c",
                windowPixels: (1000, 660), environment: ["COLORFGBG": "default;default"]))
        #expect(d == Decided(appearance: .light, shifts: Self.margins, pointer: .cells, cellSize: nil, pacesFrames: true, pictures: .sixel))
    }

    @Test("urxvt 9.30: no answer to OSC 11 (COLORFGBG decides), REP shown not to work, lines in the line-drawing set; cells")
    func urxvt() {
        let d = Self.decide(
            Recorded(
                term: "rxvt-unicode-256color",
                replies: "\u{1B}[?1016;0$y\u{1B}[?2048;0$y\u{1B}[?69;0$y\u{1B}[1;2R\u{1B}[1;2R\u{1B}[0n\u{1B}[?1;2c",
                windowPixels: (900, 510), environment: ["COLORFGBG": "0;default;15", "COLORTERM": "rxvt-xpm"]))
        #expect(
            d
                == Decided(
                    appearance: .light, shifts: FrameEncoder.Capabilities.ansi.union(.lineDrawingCharset), pointer: .cells,
                    cellSize: nil, pacesFrames: true, pictures: .symbols))
    }

    @Test("st: answers no status request (frames are not paced there) and no DECRQM; REP of any character; cells")
    func st() {
        let d = Self.decide(
            Recorded(
                term: "st-256color", replies: "\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[1;3R\u{1B}[1;3R\u{1B}[?6c",
                windowPixels: (800, 510)))
        #expect(
            d == Decided(appearance: .dark, shifts: Self.anyREP, pointer: .cells, cellSize: nil, pacesFrames: false, pictures: .symbols))
    }

    @Test("kitty 0.26: pixels counted from 0, its cell from CSI 16 t; no margins (69 unknown), no in-band resize yet; its own pictures")
    func kitty() {
        let d = Self.decide(
            Recorded(
                term: "xterm-kitty",
                replies: "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?1016;2$y\u{1B}[6;20;9t"
                    + "\u{1B}[?2048;0$y\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}P1+r636F6C6F7273=323536\u{1B}\\\u{1B}P0+r524742\u{1B}\\"
                    + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?69;0$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?62;c",
                windowPixels: (801, 560), environment: ["COLORTERM": "truecolor"]))
        #expect(
            d
                == Decided(
                    appearance: .dark, shifts: Self.anyREP, pointer: .pixels, cellSize: CellPixelSize(width: 9, height: 20, firstPixel: 0),
                    pacesFrames: true, pictures: .kitty))
        #expect(!Self.replies(of: "\u{1B}[?2048;0$y\u{1B}[?62;c").hasInBandResize)
    }

    @Test("alacritty 0.11: no DECRQM, no XTVERSION; REP of any character; cells")
    func alacritty() {
        let d = Self.decide(
            Recorded(
                term: "alacritty", replies: "\u{1B}]11;rgb:1d1d/1f1f/2121\u{1B}\\\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?6c",
                windowPixels: (900, 630), environment: ["COLORTERM": "truecolor"]))
        #expect(d == Decided(appearance: .dark, shifts: Self.anyREP, pointer: .cells, cellSize: nil, pacesFrames: true, pictures: .symbols))
    }

    @Test("gnome-terminal (VTE 0.70): mode 69 permanently reset, no 1016, no pixels in TIOCGWINSZ; REP; cells")
    func vte() {
        let d = Self.decide(
            Recorded(
                term: "xterm-256color",
                replies: "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1016;0$y\u{1B}[?2048;0$y"
                    + "\u{1B}[?69;4$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?65;1;9c",
                windowPixels: (0, 0), environment: ["COLORTERM": "truecolor", "VTE_VERSION": "7006"]))
        #expect(
            d == Decided(appearance: .light, shifts: Self.anyREP, pointer: .cells, cellSize: nil, pacesFrames: true, pictures: .symbols))
    }

    @Test("konsole 22.12: no DECRQM answers at all; REP; cells; it answers kitty's graphics query, and sixel in DA1")
    func konsole() {
        let d = Self.decide(
            Recorded(
                term: "xterm-256color",
                replies: "\u{1B}]11;rgb:2323/2626/2727\u{1B}\\\u{1B}[6;18;8t"
                    + "\u{1B}P>|Konsole 22.12.3\u{1B}\\\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?62;1;4c",
                windowPixels: (802, 540), environment: ["COLORTERM": "truecolor", "COLORFGBG": "15;0"]))
        #expect(d == Decided(appearance: .dark, shifts: Self.anyREP, pointer: .cells, cellSize: nil, pacesFrames: true, pictures: .kitty))
    }

    @Test("foot 1.13: pixels counted from 1, its cell from CSI 16 t; 69 unknown; no in-band resize yet; sixel")
    func foot() {
        let d = Self.decide(
            Recorded(
                term: "foot",
                replies: "\u{1B}]11;rgb:1111/1111/1111\u{1B}\\\u{1B}[?1016;2$y\u{1B}[6;16;7t"
                    + "\u{1B}[?2048;0$y\u{1B}P>|foot(1.13.1)\u{1B}\\\u{1B}P1+r636F6C6F7273=323536\u{1B}\\\u{1B}P1+r524742=38\u{1B}\\"
                    + "\u{1B}[?69;0$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?62;4;22c",
                windowPixels: (700, 480), environment: ["COLORTERM": "truecolor"]))
        #expect(
            d
                == Decided(
                    appearance: .dark, shifts: Self.anyREP, pointer: .pixels, cellSize: CellPixelSize(width: 7, height: 16),
                    pacesFrames: true, pictures: .sixel))
    }

    @Test("tmux 3.3a: REP of ASCII only and the line-drawing set, never margins; no background of its own; cells; half blocks")
    func tmux() {
        let d = Self.decide(
            Recorded(
                term: "tmux-256color", replies: "\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[1;2R\u{1B}[1;3R\u{1B}[0n\u{1B}[?1;2c",
                windowPixels: (1600, 960), environment: ["TERM_PROGRAM": "tmux", "TMUX": "/tmp/tmux-0/default,1,0"]))
        #expect(d == Decided(appearance: .dark, shifts: .tmux, pointer: .cells, cellSize: nil, pacesFrames: true, pictures: .symbols))
    }

    static func replies(of text: String) -> TerminalQueryReplies {
        var r = TerminalQueryReplies()
        r.feed(Array(text.utf8))
        return r
    }
}
