@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// The replies to the background query, picked out of whatever else the terminal sends.
struct TerminalQueryRepliesTests {
    static let esc = "\u{1B}"
    static let deviceAttributes = "\u{1B}[?1;2c"

    func replies(_ chunks: String...) -> TerminalQueryReplies {
        var r = TerminalQueryReplies()
        for chunk in chunks { r.feed(Array(chunk.utf8)) }
        return r
    }

    @Test func aReplyEndedBySTThenDeviceAttributes() {
        let r = replies("\(Self.esc)]11;rgb:ffff/ffff/ffff\(Self.esc)\\" + Self.deviceAttributes)
        #expect(r.background == .white)
        #expect(r.isComplete)
        #expect(r.typeahead.isEmpty)
    }

    @Test func aReplyEndedByBEL() {
        let r = replies("\(Self.esc)]11;rgb:0000/2b2b/3636\u{07}" + Self.deviceAttributes)
        #expect(r.background == RGBColor(red: 0, green: Double(0x2b2b) / 65535, blue: Double(0x3636) / 65535))
        #expect(r.isComplete)
    }

    @Test func repliesSplitAtEveryByteReadTheSame() {
        let whole = "\(Self.esc)]11;rgb:fd/f6/e3\(Self.esc)\\" + Self.deviceAttributes
        var r = TerminalQueryReplies()
        for byte in whole.utf8 {
            #expect(!r.isComplete)
            r.feed([byte])
        }
        #expect(r.background == RGBColor(0xfd, 0xf6, 0xe3))
        #expect(r.isComplete)
        #expect(r.typeahead.isEmpty)
        // Split inside the terminator too.
        let split = replies("\(Self.esc)]11;rgb:0/0/0\(Self.esc)", "\\\(Self.esc)[?6", "2;22c")
        #expect(split.background == .black)
        #expect(split.isComplete)
    }

    @Test func aTerminalThatKnowsNoOSC11AnswersOnlyTheDeviceAttributes() {
        let r = replies(Self.deviceAttributes)
        #expect(r.background == nil)
        #expect(r.isComplete)
    }

    @Test func aTerminalThatAnswersNothingLeavesTheKeysTyped() {
        var r = replies("q")
        #expect(!r.isComplete)
        r.finish()
        #expect(r.typeahead == Array("q".utf8))
        #expect(r.background == nil)
    }

    @Test func keysTypedBeforeBetweenAndAfterTheRepliesAreKeptInOrder() {
        // l, an arrow key, an SGR mouse press, then the replies, then Escape and j.
        let r = replies(
            "l\(Self.esc)[C\(Self.esc)[<0;10;5M", "\(Self.esc)]11;rgb:ffff/ffff/ffff\u{07}",
            "h" + Self.deviceAttributes + "\(Self.esc)j")
        #expect(r.background == .white)
        #expect(r.isComplete)
        #expect(r.typeahead == Array("l\(Self.esc)[C\(Self.esc)[<0;10;5Mh\(Self.esc)j".utf8))
    }

    @Test func aLoneEscapeLeftAtTheEndIsAKey() {
        var r = replies(Self.deviceAttributes, Self.esc)
        r.finish()
        #expect(r.typeahead == [0x1B])
    }

    @Test func junkIsPassedOnAndNeverTakenForAReply() {
        // A reply to something else, a colour that cannot be read, an OSC cut short by an
        // escape, an endless sequence: nothing is taken for a background.
        var r = replies(
            "\(Self.esc)]10;rgb:ffff/ffff/ffff\u{07}", "\(Self.esc)]11;rgb:zz/00/00\u{07}",
            "\(Self.esc)]11;rgb:ff\(Self.esc)x")
        #expect(r.background == nil)
        #expect(r.typeahead == Array("\(Self.esc)]11;rgb:ff\(Self.esc)x".utf8))
        r.feed(Array(("\(Self.esc)]" + String(repeating: "1", count: 1000)).utf8))
        r.feed(Array(Self.deviceAttributes.utf8))
        r.finish()
        #expect(r.background == nil)
        #expect(r.isComplete)
        #expect(r.typeahead.count > 1000)
    }

    @Test func colourSpecificationsWithOneToFourDigitsAChannel() {
        func colour(_ s: String) -> RGBColor? { TerminalQueryReplies.color(specification: s[...]) }
        #expect(colour("rgb:f/f/f") == .white)
        #expect(colour("rgb:ff/ff/ff") == .white)
        #expect(colour("rgb:fff/fff/fff") == .white)
        #expect(colour("rgb:ffff/ffff/ffff") == .white)
        #expect(colour("rgb:8/0/0") == RGBColor(red: 8.0 / 15, green: 0, blue: 0))
        #expect(colour("rgba:0000/0000/0000/ffff") == .black)
        #expect(colour("#ffffff") == .white)
        #expect(colour("rgb:fffff/0/0") == nil)
        #expect(colour("rgb:/0/0") == nil)
        #expect(colour("rgb:0/0") == nil)
        #expect(colour("rgb:-1/0/0") == nil)
        #expect(colour("white") == nil)
    }

    @Test func theBackgroundDecidesTheAppearance() {
        #expect(Theme.Appearance(background: .white) == .light)
        #expect(Theme.Appearance(background: .black) == .dark)
        #expect(Theme.Appearance(background: RGBColor(0xfd, 0xf6, 0xe3)) == .light)  // Solarized light
        #expect(Theme.Appearance(background: RGBColor(0x00, 0x2b, 0x36)) == .dark)  // Solarized dark
        #expect(Theme.Appearance(background: RGBColor(0x28, 0x2c, 0x34)) == .dark)
    }

    @Test func colorFGBGIsAHint() {
        #expect(Theme.Appearance(colorFGBG: "0;15") == .light)
        #expect(Theme.Appearance(colorFGBG: "15;0") == .dark)
        #expect(Theme.Appearance(colorFGBG: "0;default;15") == .light)
        #expect(Theme.Appearance(colorFGBG: "7;8") == .dark)
        #expect(Theme.Appearance(colorFGBG: "0;7") == .light)
        #expect(Theme.Appearance(colorFGBG: "0;231") == .light)
        #expect(Theme.Appearance(colorFGBG: "15;default") == nil)
        #expect(Theme.Appearance(colorFGBG: "") == nil)
        #expect(Theme.Appearance(colorFGBG: "0;999") == nil)
    }

    @Test func anExplicitStyleWinsThenTheReplyThenTheHint() {
        let hintLight = ["COLORFGBG": "0;15"]
        #expect(InterfaceStyle.dark.resolved(background: .white, environment: hintLight) == .dark)
        #expect(InterfaceStyle.light.resolved(background: .black, environment: [:]) == .light)
        #expect(InterfaceStyle.automatic.resolved(background: .black, environment: hintLight) == .dark)
        #expect(InterfaceStyle.automatic.resolved(background: nil, environment: hintLight) == .light)
        #expect(InterfaceStyle.automatic.resolved(background: nil, environment: [:]) == .dark)
    }
}

/// Replies that come after the start-up wait (a slow link) reach the event loop's decoder:
/// they must never turn into keys (`1` picks a strategy, `g` the first card, and the
/// device-attributes reply ends in `c`, rxvt's Shift+Right).
struct LateReplyTests {
    static let late = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1;2c\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[>41;351;0c"

    @Test func lateRepliesAreNotKeys() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array((Self.late + "l").utf8)) == [.key(KeyEvent(.character("l")))])
        #expect(!decoder.hasPendingInput)
    }

    @Test func lateRepliesSplitAtEveryByteAreNotKeysEither() {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for byte in (Self.late + "j").utf8 { events += decoder.feed([byte]) }
        events += decoder.flush()
        #expect(events == [.key(KeyEvent(.character("j")))])
    }

    @Test func altBracketAndRxvtsShiftRightStillWork() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}]".utf8)).isEmpty)
        #expect(decoder.flush() == [.key(KeyEvent(.character("]"), alt: true))])
        #expect(decoder.feed(Array("\u{1B}[c".utf8)) == [.key(KeyEvent(.right, shift: true))])
    }

    /// A terminal that answers a device status request paces its frames; st does not answer.
    @Test func aStatusAnswerIsNoted() {
        var answered = TerminalQueryReplies()
        answered.feed(Array("\u{1B}[0n\u{1B}[?62;22c".utf8))
        #expect(answered.answersStatusRequests && answered.isComplete)
        var silent = TerminalQueryReplies()
        silent.feed(Array("\u{1B}[?6c".utf8))
        #expect(!silent.answersStatusRequests && silent.isComplete)
    }
}
