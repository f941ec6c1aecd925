@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// What the start-up round trip learns beyond SGR-Pixels: in-band resize reports (mode
/// 2048) and the terminal's name (XTVERSION), which says where the pixels are not what
/// the DECRQM answer promises (iTerm2's points, kitty's and ghostty's first pixel 0).
@Suite("In-band resize, and the terminal's name")
struct TerminalIdentityTests {
    static let deviceAttributes = "\u{1B}[?62;4c"

    func replies(_ text: String) -> TerminalQueryReplies {
        var r = TerminalQueryReplies()
        r.feed(Array(text.utf8))
        r.finish()
        return r
    }

    @Test("DECRPM 2048 set or reset offers in-band resize; 0, silence and other modes do not")
    func inBandResizeOffered() {
        #expect(replies("\u{1B}[?2048;2$y" + Self.deviceAttributes).hasInBandResize)
        #expect(replies("\u{1B}[?2048;1$y" + Self.deviceAttributes).hasInBandResize)
        #expect(!replies("\u{1B}[?2048;0$y" + Self.deviceAttributes).hasInBandResize)
        #expect(!replies(Self.deviceAttributes).hasInBandResize)
        #expect(!replies("\u{1B}[?1016;2$y" + Self.deviceAttributes).hasInBandResize)
    }

    @Test("XTVERSION's answer is read, split anywhere, and never leaks as keys")
    func terminalVersion() {
        let text = "a\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?1016;2$yb" + Self.deviceAttributes
        let whole = replies(text)
        #expect(whole.terminalVersion == "kitty(0.35.2)" && whole.hasPixelMouse && whole.isComplete)
        #expect(whole.typeahead == Array("ab".utf8))
        var split = TerminalQueryReplies()
        for byte in Array(text.utf8) { split.feed([byte]) }
        split.finish()
        #expect(split.terminalVersion == "kitty(0.35.2)" && split.typeahead == Array("ab".utf8))
        // Another DCS answer is no key either, and names nothing.
        let other = replies("\u{1B}P1$r0m\u{1B}\\" + Self.deviceAttributes)
        #expect(other.terminalVersion == nil && other.typeahead.isEmpty)
    }

    @Test("iTerm2 answers DECRQM 1016 but reports points: known by its XTVERSION or TERM_PROGRAM")
    func iTerm2ReportsPoints() {
        let iTerm = replies("\u{1B}[?1016;2$y\u{1B}P>|iTerm2 3.5.0\u{1B}\\" + Self.deviceAttributes)
        #expect(iTerm.hasPixelMouse)
        #expect(iTerm.reportsPointsForPixels(termProgram: nil))
        let silent = replies("\u{1B}[?1016;2$y" + Self.deviceAttributes)
        #expect(silent.reportsPointsForPixels(termProgram: "iTerm.app"))
        #expect(!silent.reportsPointsForPixels(termProgram: nil))
        #expect(!replies("\u{1B}P>|XTerm(379)\u{1B}\\" + Self.deviceAttributes).reportsPointsForPixels(termProgram: "vscode"))
    }

    @Test("kitty and ghostty count pixels from 0, xterm, WezTerm and the unnamed from 1")
    func firstPixel() {
        #expect(replies("\u{1B}P>|kitty(0.35.2)\u{1B}\\").firstPixel(term: "xterm-kitty", termProgram: nil) == 0)
        #expect(replies("\u{1B}P>|ghostty 1.1.2\u{1B}\\").firstPixel(term: "xterm-ghostty", termProgram: "ghostty") == 0)
        #expect(replies("\u{1B}P>|XTerm(379)\u{1B}\\").firstPixel(term: "xterm-256color", termProgram: nil) == 1)
        #expect(replies("\u{1B}P>|WezTerm 20240203\u{1B}\\").firstPixel(term: "xterm-256color", termProgram: "WezTerm") == 1)
        // No reply (through ssh, say): the environment says it.
        #expect(replies("").firstPixel(term: "xterm-kitty", termProgram: nil) == 0)
        #expect(replies("").firstPixel(term: "xterm-256color", termProgram: "ghostty") == 0)
        #expect(replies("").firstPixel(term: "xterm-256color", termProgram: nil) == 1)
    }

    @Test("pixels counted from 0: pixel 0 is the first column's left edge, 16 the third's in 8-pixel columns")
    func zeroBasedPixels() {
        var decoder = InputDecoder()
        decoder.pixelCellSize = CellPixelSize(width: 8, height: 16, firstPixel: 0)
        let events = decoder.feed(Array("\u{1B}[<0;0;0M\u{1B}[<32;16;20M".utf8))
        guard events.count == 2, case .mouse(let press) = events[0], case .mouse(let motion) = events[1] else {
            Issue.record("\(events)")
            return
        }
        #expect(press.x == 0 && press.preciseX == 0 && press.y == 0)
        #expect(motion.x == 2 && motion.preciseX == 2 && motion.y == 1 && motion.preciseY == 1.25)
    }

    @Test("negative pixel positions while dragging off the window clamp to its edge, never trap")
    func negativePositionsClamp() {
        var decoder = InputDecoder()
        decoder.pixelCellSize = CellPixelSize(width: 8, height: 16, firstPixel: 0)
        let events = decoder.feed(Array("\u{1B}[<32;-40;-9999999M\u{1B}[<32;-2147483648;5M\u{1B}[<0;-1;-1m".utf8))
        #expect(events.count == 3)
        for case .mouse(let m) in events {
            #expect(m.x == 0 && m.preciseX == 0 && m.y >= 0 && m.preciseY >= 0)
        }
    }

    @Test("a flick that runs off the window's left edge in pixels keeps the speed it had there")
    func dragOffTheWindowKeepsItsSpeed() {
        // 100 columns of 8 pixels; kitty reports -16, -40 past the edge, clamped to 0.
        let cell = CellPixelSize(width: 8, height: 16, firstPixel: 0)
        var tracker = VelocityTracker()
        let pixels = [400, 320, 240, 160, 80, 0, -16, -40]
        for (k, p) in pixels.enumerated() {
            tracker.addSample(position: cell.column(pixel: p), timeMilliseconds: Double(k) * 8)
        }
        // Released 40 ms after the last report: still moving, off the window.
        let v = tracker.velocity(atMilliseconds: Double(pixels.count - 1) * 8 + 40, window: 0...99)
        #expect(v < -1000, "v \(v)")
    }

    @Test("an in-band resize report is a new size carrying the cell size, never a key")
    func inBandResizeReport() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[48;30;100;510;800tx".utf8)) == [.key(KeyEvent(.character("x")))])
        let size = decoder.takeReportedResize()
        #expect(size?.width == 100 && size?.height == 30)
        #expect(decoder.takeReportedCellSize() == CellPixelSize(width: 8, height: 17))
        #expect(decoder.takeReportedResize() == nil)
        // Without pixels (0): the size, and no cell size.
        #expect(decoder.feed(Array("\u{1B}[48;24;80;0;0t".utf8)).isEmpty)
        #expect(decoder.takeReportedResize()?.width == 80 && decoder.takeReportedCellSize() == nil)
        // Garbage shaped like it: dropped whole, nothing reported.
        #expect(decoder.feed(Array("\u{1B}[48;0;80;1;1t\u{1B}[48;24;;1;1t\u{1B}[48;1;2;3t".utf8)).isEmpty)
        #expect(decoder.takeReportedResize() == nil)
        // Split at every byte, it reads the same.
        for byte in Array("\u{1B}[48;12;40;204;320t".utf8) { _ = decoder.feed([byte]) }
        #expect(decoder.takeReportedResize()?.height == 12 && decoder.takeReportedCellSize() == CellPixelSize(width: 8, height: 17))
    }
}
