import Testing
@testable import CarouselTerminal

/// The modes the session turns on, and the bytes that turn them off on every way out.
@Suite("Terminal modes")
struct TerminalModesTests {
    /// The private mode numbers `ESC [ ? n h` (or `l`) in a string.
    static func modes(in text: String, ending final: Character) -> Set<Int> {
        let matches = text.matches(of: /\u{1B}\[\?(\d+)([hl])/)
        return Set(matches.compactMap { $0.output.2 == String(final) ? Int($0.output.1) : nil })
    }

    @Test func bracketedPasteIsTurnedOnWithTheMouse() {
        #expect(Self.modes(in: TerminalModes.inputOn, ending: "h") == [1000, 1002, 1006, 2004])
    }

    /// What is turned on is turned off by a normal end or pause (`inputOff`) and by the
    /// crash guard's precomputed bytes.
    /// SGR-Pixels comes after SGR (1006), and its undoing first: `CSI ? 1016 l` alone
    /// falls back to X10, not to 1006.
    @Test func pixelsAreTurnedOnAfterSGRAndOffBeforeIt() throws {
        let on = TerminalModes.inputOn(.pixels), off = TerminalModes.mouseOff
        #expect(Self.modes(in: on, ending: "h") == [1000, 1002, 1006, 1016, 2004])
        let sgrOn = try #require(on.range(of: "\u{1B}[?1006h")), pixelsOn = try #require(on.range(of: "\u{1B}[?1016h"))
        #expect(sgrOn.lowerBound < pixelsOn.lowerBound)
        let pixelsOff = try #require(off.range(of: "\u{1B}[?1016l")), sgrOff = try #require(off.range(of: "\u{1B}[?1006l"))
        #expect(pixelsOff.lowerBound < sgrOff.lowerBound)
        #expect(Self.modes(in: TerminalModes.inputOn(.off), ending: "h") == [2004])
        #expect(TerminalModes.inputOn(.cells) == TerminalModes.inputOn)
    }

    @Test func everyModeTurnedOnIsTurnedOff() {
        let on = Self.modes(in: TerminalModes.inputOn(.pixels), ending: "h")
        #expect(Self.modes(in: TerminalModes.inputOff, ending: "l") == on)
        #expect(Self.modes(in: TerminalModes.leaveSequence, ending: "l").isSuperset(of: on))
        #expect(Self.modes(in: String(decoding: CrashGuard.resetBytes, as: UTF8.self), ending: "l").isSuperset(of: on))
    }

    /// In-band resize reports (mode 2048) are on only where the terminal offered them; a
    /// crash, which cannot know, turns them off anyway (a terminal without the mode ignores it).
    @Test func inBandResizeIsTurnedOffOnEveryWayOut() {
        #expect(Self.modes(in: TerminalModes.inBandResizeOn, ending: "h") == [2048])
        #expect(Self.modes(in: TerminalModes.inBandResizeOff, ending: "l") == [2048])
        #expect(Self.modes(in: TerminalModes.leaveSequence, ending: "l").contains(2048))
        #expect(Self.modes(in: String(decoding: CrashGuard.resetBytes, as: UTF8.self), ending: "l").contains(2048))
    }

    /// The encoder draws runs of lines in DEC Special Graphics; whatever ends the program
    /// designates ASCII back, so a frame cut short never leaves the shell's letters as lines.
    @Test func theCharacterSetIsASCIIOnEveryWayOut() {
        #expect(TerminalModes.asciiCharset == "\u{1B}(B")
        #expect(TerminalModes.leaveSequence.contains(TerminalModes.asciiCharset))
        #expect(String(decoding: CrashGuard.resetBytes, as: UTF8.self).contains(TerminalModes.asciiCharset))
    }
}
