@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// What each terminal sends for the wheel and for a drag let go outside its window, byte
/// for byte and read by read as it came (recorded under Xvfb with xdotool: buttons 4 to 7
/// over the middle of a 100x30 window, then a drag from near the left edge out past it),
/// through the decoder and the gesture layer to what the person sees: where the cards rest.
struct EmulatorPointerReportsTests {
    /// Each read's bytes at its time, decoded and handed to the scene as the runner does.
    /// Returns the events sent.
    @discardableResult
    static func play(_ reads: [(at: Double, bytes: String)], into h: Harness<SceneStack>, cell: CellPixelSize? = nil) -> [InputEvent] {
        var decoder = InputDecoder()
        decoder.pixelCellSize = cell
        var echo = WheelEchoAcrossReads()
        var sent: [InputEvent] = []
        for read in reads {
            for event in echo.filter(decoder.feed(Array(read.bytes.utf8)), now: read.at) {
                h.send(event, at: read.at)
                sent.append(event)
            }
        }
        _ = settle(h.scene, from: reads.last?.at ?? 0)
        return sent
    }

    @Test("mlterm: its wheel to the left (button 6) is a notch; to the right (7) it sends a release with no press, which moves nothing")
    func mltermHorizontalWheel() {
        let left = Harness(count: 100, startPage: 5)
        Self.play([(1.879, "\u{1B}[<66;50;16M")], into: left)
        #expect(left.page == 4)
        let right = Harness(count: 100, startPage: 5)
        Self.play([(2.384, "\u{1B}[<0;50;16m")], into: right)
        #expect(right.page == 5 && !right.scene.isTracking)
        // The same report over the card peeking at the right is no click on it either.
        Self.play([(3.384, "\u{1B}[<0;95;16m")], into: right)
        #expect(right.page == 5)
    }

    @Test("st: the horizontal wheel's press and its release, in two reads, are one notch each way")
    func stHorizontalWheel() {
        let h = Harness(count: 100, startPage: 5)
        let back = Self.play([(1.8715, "\u{1B}[<66;51;16M"), (1.8716, "\u{1B}[<66;51;16m")], into: h)
        #expect(back.count == 1 && h.page == 4)
        let on = Self.play([(4.3806, "\u{1B}[<67;51;16M"), (4.3807, "\u{1B}[<67;51;16m")], into: h)
        #expect(on.count == 1 && h.page == 5)
    }

    @Test("xterm: the horizontal wheel's press and release in one read are one notch")
    func xtermHorizontalWheel() {
        let h = Harness(count: 100, startPage: 5)
        let sent = Self.play([(1.870, "\u{1B}[<66;50;15M\u{1B}[<66;50;15m")], into: h)
        #expect(sent.count == 1 && h.page == 4)
    }

    @Test("alacritty: each notch written twice in one read is one card")
    func alacrittyTwinNotch() {
        let h = Harness(count: 100, startPage: 5)
        let sent = Self.play([(1.360, "\u{1B}[<65;51;16M\u{1B}[<65;51;16M")], into: h)
        #expect(sent.count == 1 && h.page == 6)
    }

    /// A slow drag to the right over several columns, then the recorded drag out to the left.
    @Test(
        "urxvt: a drag let go left of the window, in columns 0, -1 and -3, ends there: the cards rest and the next press starts a new drag")
    func urxvtDragOutLeft() {
        let h = Harness(count: 100, startPage: 5)
        Self.play(
            [
                (2.9755, "\u{1B}[<0;6;16M"), (3.0792, "\u{1B}[<32;3;16M"), (3.1349, "\u{1B}[<32;1;16M"), (3.1938, "\u{1B}[<32;0;16M"),
                (3.2555, "\u{1B}[<32;-1;16M"), (3.3153, "\u{1B}[<32;-3;16M"), (3.4791, "\u{1B}[<0;-3;16m"),
            ], into: h)
        #expect(!h.scene.isTracking && h.scene.isAtRest, "the release off the window ended the drag")
        #expect(h.page == 5, "a short slow drag rests where it began")
    }

    /// gnome-terminal (VTE) busy when the drag came (stopped with SIGSTOP just after the press,
    /// as a cold first launch or a loaded machine stalls it): GTK merges the motion queued
    /// meanwhile into one, so a hard 48 ms flick of 60 columns arrives as the press, then
    /// 572 ms later one motion and the release in one read.
    @Test("gnome-terminal: a flick VTE sent as a press and, after a stall, one motion and the release is a flick")
    func gnomeTerminalMergedFlick() {
        let h = Harness(count: 100, strategy: NearestPaging(), startPage: 5)
        Self.play([(1.7649, "\u{1B}[<0;85;12M"), (2.3370, "\u{1B}[<32;25;12M\u{1B}[<0;25;12m")], into: h)
        // Let go where it was, the drag would rest one card on (60 of its 63 columns).
        #expect(h.page > 6, "the flick coasted past the card the drag let go at: page \(h.page)")
        // A hand's nudge of two columns after a hold of as long stops dead.
        let nudged = Harness(count: 100, strategy: OneAtATimePaging(), startPage: 5)
        Self.play([(1.7649, "\u{1B}[<0;85;12M"), (2.3370, "\u{1B}[<32;83;12M\u{1B}[<0;83;12m")], into: nudged)
        #expect(nudged.page == 5, "a nudge after a hold rests where it began: page \(nudged.page)")
    }

    @Test(
        "xterm in pixels: a drag out to the left reports negative pixels (-12, -32); they are the window's edge, and the release there ends the drag"
    )
    func xtermPixelDragOutLeft() {
        let h = Harness(count: 100, startPage: 5)
        // xterm 379 answers no CSI 16 t: the cell is TIOCGWINSZ's 804x514 over 100x30.
        let cell = CellPixelSize(width: 8.04, height: 514.0 / 30)
        var decoder = InputDecoder()
        decoder.pixelCellSize = cell
        let out = decoder.feed(Array("\u{1B}[<32;-12;255M".utf8))
        guard case .mouse(let m)? = out.first else { Issue.record("no event: \(out)"); return }
        #expect(m.kind == .motion && m.x == 0 && m.preciseX == 0)
        Self.play(
            [
                (2.8915, "\u{1B}[<0;58;255M"), (2.9948, "\u{1B}[<32;38;255M"), (3.048, "\u{1B}[<32;18;255M"), (3.1014, "\u{1B}[<32;3;255M"),
                (3.1548, "\u{1B}[<32;-12;255M"), (3.2082, "\u{1B}[<32;-32;255M"), (3.3676, "\u{1B}[<0;-32;255m"),
            ], into: h, cell: cell)
        #expect(!h.scene.isTracking && h.scene.isAtRest, "the release off the window ended the drag")
    }

    @Test("kitty: pixels count from 0 (pixel 60 in its 9-pixel cells is column 6.67); xterm and foot count from 1")
    func kittyFirstPixel() {
        var kitty = InputDecoder()
        kitty.pixelCellSize = CellPixelSize(width: 9, height: 20, firstPixel: 0)
        var foot = InputDecoder()
        foot.pixelCellSize = CellPixelSize(width: 7, height: 16)
        guard case .mouse(let k)? = kitty.feed(Array("\u{1B}[<0;60;280M".utf8)).first,
            case .mouse(let f)? = foot.feed(Array("\u{1B}[<0;8;17M".utf8)).first
        else { Issue.record("no press"); return }
        #expect(abs(k.preciseX - 60.0 / 9) < 1e-9 && k.x == 6 && k.y == 14)
        #expect(f.preciseX == 1 && f.x == 1 && f.y == 1, "foot's pixel 8 is the second column's first")
    }
}
