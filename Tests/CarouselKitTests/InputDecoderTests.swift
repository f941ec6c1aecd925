@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// Bytes from a terminal into keys and mouse events, under any `TERM`.
@Suite("Input decoder")
struct InputDecoderTests {
    static let esc = "\u{1B}"

    static func decode(_ text: String, flush: Bool = false) -> [InputEvent] {
        decode(Array(text.utf8), flush: flush)
    }

    static func decode(_ bytes: [UInt8], flush: Bool = false) -> [InputEvent] {
        var decoder = InputDecoder()
        var events = decoder.feed(bytes)
        if flush { events += decoder.flush() }
        return events
    }

    static func key(_ k: Key, shift: Bool = false, alt: Bool = false, control: Bool = false) -> InputEvent {
        .key(KeyEvent(k, shift: shift, alt: alt, control: control))
    }

    static func mouse(_ kind: MouseEvent.Kind, _ button: MouseButton, x: Int, y: Int, shift: Bool = false) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: button, x: x, y: y, shift: shift))
    }

    /// X10 mouse report: `ESC [ M` then button, column and row, each plus 32.
    static func x10(_ code: Int, column: Int, row: Int) -> [UInt8] {
        Array("\(esc)[M".utf8) + [UInt8(code + 32), UInt8(column + 32), UInt8(row + 32)]
    }

    // MARK: - Keys

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert),
        ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
        ("\t", .tab), ("\r", .enter), ("\u{7F}", .backspace),
    ])
    func plainKeys(bytes: String, key: Key) {
        #expect(Self.decode(bytes) == [Self.key(key)])
    }

    /// Ctrl-J's byte is Enter with Control (Enter unless `ctrl-j` is bound, as fzf's), and
    /// Alt with Enter, Backspace, Tab or a Ctrl letter is ESC before its byte.
    @Test func controlJAndAltWithControls() {
        #expect(Self.decode("\n") == [Self.key(.enter, control: true)])
        #expect(BindTrigger(KeyEvent(.enter, control: true)) == BindTrigger(fzfName: "ctrl-j"))
        #expect(BindTrigger(KeyEvent(.enter)) == BindTrigger(fzfName: "enter"))
        #expect(Self.decode("\u{1B}\r") == [Self.key(.enter, alt: true)])
        #expect(BindTrigger(KeyEvent(.enter, alt: true)) == BindTrigger(fzfName: "alt-enter"))
        #expect(Self.decode("\u{1B}\u{7F}") == [Self.key(.backspace, alt: true)])
        #expect(BindTrigger(KeyEvent(.backspace, alt: true)) == BindTrigger(fzfName: "alt-bs"))
        #expect(Self.decode("\u{1B}\u{01}") == [Self.key(.control("a"), alt: true, control: true)])
        #expect(BindTrigger(KeyEvent(.control("a"), alt: true, control: true)) == BindTrigger(fzfName: "ctrl-alt-a"))
    }

    @Test func shiftedAndModifiedArrows() {
        let e = Self.esc
        #expect(Self.decode("\(e)[1;2C") == [Self.key(.right, shift: true)])
        #expect(Self.decode("\(e)[1;2D") == [Self.key(.left, shift: true)])
        #expect(Self.decode("\(e)[1;5C") == [Self.key(.right, control: true)])
        #expect(Self.decode("\(e)[1;3D") == [Self.key(.left, alt: true)])
        #expect(Self.decode("\(e)[1;2H") == [Self.key(.home, shift: true)])
        // rxvt's shifted arrows.
        #expect(Self.decode("\(e)[c") == [Self.key(.right, shift: true)])
        #expect(Self.decode("\(e)[d") == [Self.key(.left, shift: true)])
    }

    @Test func shiftTabIsBackTab() {
        #expect(Self.decode("\(Self.esc)[Z") == [Self.key(.backTab, shift: true)])
    }

    @Test func controlKeys() {
        #expect(Self.decode([0x03]) == [Self.key(.control("c"), control: true)], "Ctrl-C")
        #expect(Self.decode([0x1A]) == [Self.key(.control("z"), control: true)], "Ctrl-Z")
        #expect(Self.decode([0x0C]) == [Self.key(.control("l"), control: true)], "Ctrl-L")
        // fzf's ctrl-space (NUL), ctrl-\\, ctrl-], ctrl-^ and ctrl-/ (ctrl-_).
        #expect(
            Self.decode([0x00, 0x1C, 0x1D, 0x1E, 0x1F]) == [
                Self.key(.control(" "), control: true), Self.key(.control("\\"), control: true),
                Self.key(.control("]"), control: true), Self.key(.control("^"), control: true),
                Self.key(.control("/"), control: true),
            ])
    }

    @Test func printableAndUnicodeCharacters() {
        #expect(Self.decode("q") == [Self.key(.character("q"))])
        #expect(
            Self.decode("hL ?") == [
                Self.key(.character("h")), Self.key(.character("L")),
                Self.key(.character(" ")), Self.key(.character("?")),
            ])
        #expect(Self.decode("é") == [Self.key(.character("é"))])
        #expect(Self.decode("中") == [Self.key(.character("中"))])
        #expect(Self.decode("😀") == [Self.key(.character("😀"))])
        #expect(Self.decode("\(Self.esc)x") == [Self.key(.character("x"), alt: true)], "Alt-x")
    }

    @Test func invalidUTF8IsDroppedNotGuessed() {
        #expect(Self.decode([0x80, 0xBF, 0xFF, 0xC0, 0xC1]).isEmpty)
        #expect(Self.decode([0xE4, 0x41]) == [Self.key(.character("A"))], "a cut-off sequence gives way to what follows")
        #expect(Self.decode([0xC2, 0x85]).isEmpty, "C1 control characters are not keys")
        #expect(Self.decode([0xF4, 0x90, 0x80, 0x80]).isEmpty, "past U+10FFFF")
    }

    // MARK: - Escape

    @Test func aLoneEscapeIsTheEscapeKeyOnlyAfterFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty, "might be the start of a sequence")
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [Self.key(.escape)])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.feed(Array("q".utf8)) == [Self.key(.character("q"))])
        #expect(Self.decode([0x1B, 0x1B], flush: true) == [Self.key(.escape), Self.key(.escape)])
    }

    @Test func anUnfinishedSequenceIsDroppedAtFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\(Self.esc)[1;".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array("\(Self.esc)[<0;12".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array("\(Self.esc)[C".utf8)) == [Self.key(.right)])
    }

    // MARK: - Mouse

    @Test func sgrPressMotionReleaseWithLargeCoordinates() {
        let e = Self.esc
        #expect(Self.decode("\(e)[<0;300;40M") == [Self.mouse(.press, .left, x: 299, y: 39)])
        #expect(Self.decode("\(e)[<32;301;40M") == [Self.mouse(.motion, .left, x: 300, y: 39)])
        #expect(Self.decode("\(e)[<0;302;40m") == [Self.mouse(.release, .left, x: 301, y: 39)])
        #expect(Self.decode("\(e)[<0;1;1M") == [Self.mouse(.press, .left, x: 0, y: 0)])
        #expect(Self.decode("\(e)[<2;5;5M") == [Self.mouse(.press, .right, x: 4, y: 4)])
        #expect(Self.decode("\(e)[<4;5;5M") == [Self.mouse(.press, .left, x: 4, y: 4, shift: true)])
        #expect(Self.decode("\(e)[<35;50;7M") == [Self.mouse(.motion, .none, x: 49, y: 6)], "motion with no button")
        #expect(Self.decode("\(e)[<0;99999;88888M") == [Self.mouse(.press, .left, x: 99998, y: 88887)])
    }

    @Test func sgrNonsenseIsIgnored() {
        let e = Self.esc
        // Column 0 (or less) is a pointer left of the window (urxvt, dragging): its first column.
        #expect(Self.decode("\(e)[<0;0;5M") == [Self.mouse(.press, .left, x: 0, y: 4)])
        #expect(Self.decode("\(e)[<0;5M").isEmpty, "too few numbers")
        #expect(Self.decode("\(e)[<0;5;5;5M").isEmpty, "too many numbers")
        #expect(Self.decode("\(e)[<128;5;5M").isEmpty, "extra buttons are not ours")
        #expect(Self.decode("\(e)[<0;99999999999999999999;5M").count <= 1, "a huge number neither traps nor overflows")
    }

    /// DESIGN and the decoder's own promise: what it does not recognise is dropped whole,
    /// so a garbled report never turns into keys (digits would switch the strategy).
    @Test
    func aGarbledMouseReportNeverBecomesKeys() {
        let e = Self.esc
        #expect(Self.decode("\(e)[<;5;5M").isEmpty)
        #expect(Self.decode("\(e)[<0;;5M").isEmpty)
        #expect(Self.decode("\(e)[<0;5;;M").isEmpty)
    }

    @Test func wheel() {
        let e = Self.esc
        #expect(Self.decode("\(e)[<64;10;5M") == [Self.mouse(.wheel(dx: 0, dy: -1), .none, x: 9, y: 4)])
        #expect(Self.decode("\(e)[<65;10;5M") == [Self.mouse(.wheel(dx: 0, dy: 1), .none, x: 9, y: 4)])
        #expect(Self.decode("\(e)[<66;10;5M") == [Self.mouse(.wheel(dx: -1, dy: 0), .none, x: 9, y: 4)])
        #expect(Self.decode("\(e)[<67;10;5M") == [Self.mouse(.wheel(dx: 1, dy: 0), .none, x: 9, y: 4)])
        #expect(Self.decode("\(e)[<68;10;5M") == [Self.mouse(.wheel(dx: 0, dy: -1), .none, x: 9, y: 4, shift: true)])
        #expect(Self.decode(Self.x10(65, column: 10, row: 5)) == [Self.mouse(.wheel(dx: 0, dy: 1), .none, x: 9, y: 4)])
    }

    @Test func x10PressMotionRelease() {
        #expect(Self.decode(Self.x10(0, column: 10, row: 5)) == [Self.mouse(.press, .left, x: 9, y: 4)])
        #expect(Self.decode(Self.x10(32, column: 11, row: 5)) == [Self.mouse(.motion, .left, x: 10, y: 4)])
        #expect(Self.decode(Self.x10(3, column: 12, row: 5)) == [Self.mouse(.release, .none, x: 11, y: 4)])
        // The largest X10 can say: column 223.
        #expect(Self.decode(Self.x10(0, column: 223, row: 1)) == [Self.mouse(.press, .left, x: 222, y: 0)])
        #expect(Self.decode(Self.x10(0, column: 0, row: 5)).isEmpty, "column 0 does not exist")
    }

    // MARK: - Bracketed paste

    /// A paste is one event with the text between the markers, whatever keys it holds.
    @Test func aBracketedPasteIsOnePasteAndNeverKeys() {
        let e = Self.esc
        #expect(Self.decode("\(e)[200~select * from users;\r\(e)[201~") == [.paste("select * from users;\r")])
        #expect(
            Self.decode("\(e)[200~q\(e)[201~Right\(e)[C") == [
                .paste("q"), Self.key(.character("R")),
                Self.key(.character("i")), Self.key(.character("g")), Self.key(.character("h")), Self.key(.character("t")),
                Self.key(.right),
            ])
        #expect(Self.decode("\(e)[200~\(e)[201~") == [.paste("")])
        #expect(Self.decode("\(e)[200~中😀\(e)[20\(e)[201~") == [.paste("中😀\(e)[20")], "a cut-off marker inside is text")
        #expect(Self.decode("\(e)[201~q") == [Self.key(.character("q"))], "a stray end marker is no key")
    }

    /// The paste's end marker may be cut at any byte by a read, and once the paste has
    /// begun it waits through any number of Escape timeouts.
    @Test func aPasteSurvivesEverySplitAndFlushes() {
        let bytes = Array("x\(Self.esc)[200~a;q\r\(Self.esc)[201~y".utf8)
        let expected: [InputEvent] = [Self.key(.character("x")), .paste("a;q\r"), Self.key(.character("y"))]
        let startMarker = 1...6
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            var events = decoder.feed(bytes[..<cut])
            // (A timeout inside the start marker cuts it off like any other sequence.)
            if !startMarker.contains(cut) { events += decoder.flush() }
            events += decoder.feed(bytes[cut...])
            events += decoder.flush()
            #expect(events == expected, "cut at byte \(cut)")
            #expect(!decoder.isInPaste && !decoder.hasPendingInput)
        }
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\(Self.esc)[200~abc".utf8))
        #expect(decoder.isInPaste)
        #expect(!decoder.hasPendingInput, "an open paste asks for no Escape timeout")
        #expect(decoder.flush().isEmpty)
        #expect(decoder.isInPaste, "a flush does not end a paste")
    }

    /// A paste larger than the cap: what is kept is capped, the rest is still swallowed up
    /// to the end marker, and keys work after it.
    @Test func aHugePasteIsCappedAndSwallowedWhole() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("\(Self.esc)[200~".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "q"), count: 10_000)
        for _ in 0..<30 { events += decoder.feed(chunk) }
        events += decoder.feed(Array("\(Self.esc)[201~l".utf8))
        #expect(events.count == 2)
        if case .paste(let text)? = events.first {
            #expect(text.utf8.count == InputDecoder.maximumPasteLength)
        } else {
            Issue.record("no paste: \(events.prefix(3))")
        }
        #expect(events.last == Self.key(.character("l")))
    }

    @Test func aPasteWhoseEndNeverCameCanBeEnded() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\(Self.esc)[200~abc\(Self.esc)[20".utf8)).isEmpty)
        #expect(decoder.endStalledPaste() == [.paste("abc")])
        #expect(!decoder.isInPaste && !decoder.hasPendingInput)
        #expect(decoder.feed(Array("q".utf8)) == [Self.key(.character("q"))])
    }

    // MARK: - Meta-prefixed keys

    /// urxvt sends Alt with a cursor key as ESC before the key's sequence: that is the key
    /// with Alt, never Escape.
    @Test func metaPrefixedKeysAreTheKeyWithAlt() {
        let e = Self.esc
        #expect(Self.decode("\(e)\(e)[C") == [Self.key(.right, alt: true)])
        #expect(Self.decode("\(e)\(e)[D") == [Self.key(.left, alt: true)])
        #expect(Self.decode("\(e)\(e)OA") == [Self.key(.up, alt: true)])
        #expect(Self.decode("\(e)\(e)[5~") == [Self.key(.pageUp, alt: true)])
        let bytes = Array("\(e)\(e)[C".utf8)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
            #expect(events == [Self.key(.right, alt: true)], "cut at byte \(cut)")
        }
    }

    /// Two Escape presses are two Escapes, and what follows them is not lost.
    @Test func aBareDoubleEscapeKeepsTheKeyAfterIt() {
        let e = Self.esc
        #expect(Self.decode("\(e)\(e)", flush: true) == [Self.key(.escape), Self.key(.escape)])
        #expect(Self.decode("\(e)\(e)q") == [Self.key(.escape), Self.key(.character("q"), alt: true)])
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B, 0x1B]).isEmpty, "might be a meta-prefixed key")
        #expect(decoder.flush() == [Self.key(.escape), Self.key(.escape)])
        #expect(decoder.feed(Array("l".utf8)) == [Self.key(.character("l"))])
    }

    // MARK: - Replies to queries

    /// OSC, DCS, APC, PM and SOS strings and CSI replies are swallowed whole, however a
    /// read cuts them; the keys after them come through.
    @Test(arguments: [
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\",
        "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{07}",
        "\u{1B}]52;c;c2VsZWN0ICogZnJvbSB1c2VyczsK\u{07}",
        "\u{1B}P>|XTerm(390)\u{1B}\\",
        "\u{1B}P1$r0;1m\u{1B}\\",
        "\u{1B}_Gi=31;OK\u{1B}\\",
        "\u{1B}^private message\u{1B}\\",
        "\u{1B}Xstart of string\u{1B}\\",
        "\u{1B}[?64;1;2;6;9;15;18;21;22c",
        "\u{1B}[>41;390;0c",
        "\u{1B}[?1016;2$y",
        "\u{1B}[?2004;1$y",
        "\u{1B}[?1u",
        "\u{1B}[12;40R",
    ])
    func repliesToQueriesNeverBecomeKeys(reply: String) {
        let bytes = Array(reply.utf8) + Array("l\u{1B}[C".utf8)
        let expected = [Self.key(.character("l")), Self.key(.right)]
        #expect(Self.decode(bytes) == expected)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
            #expect(events == expected, "cut at byte \(cut)")
        }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for b in bytes { events += decoder.feed([b]) }
        #expect(events == expected, "one byte at a time")
    }

    @Test func aCutOffReplyIsDroppedAtFlushAndKeysFollow() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}]11;rgb:ffff/ff".utf8)).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed(Array("l".utf8)) == [Self.key(.character("l"))])
        // Its ESC of the terminator alone, then a pause: no Escape key (which would quit).
        #expect(decoder.feed(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}".utf8)).isEmpty)
        #expect(decoder.flush().isEmpty)
        // An ESC that is not a terminator ends the string and starts a sequence of its own.
        #expect(decoder.feed(Array("\u{1B}]11;rgb:ff\u{1B}[C".utf8)) == [Self.key(.right)])
        // An introducer alone at the Escape timeout was Alt with that key.
        #expect(decoder.feed(Array("\u{1B}P".utf8)).isEmpty)
        #expect(decoder.flush() == [Self.key(.character("P"), alt: true)])
        // A stray terminator is not Alt-backslash.
        #expect(decoder.feed(Array("\u{1B}\\q".utf8)) == [Self.key(.character("q"))])
    }

    @Test func anEndlessControlStringGivesUpAtItsCap() {
        var decoder = InputDecoder()
        var events = decoder.feed(Array("\u{1B}]".utf8))
        events += decoder.feed([UInt8](repeating: UInt8(ascii: "a"), count: InputDecoder.maximumControlStringLength))
        events += decoder.feed(Array("\u{1B}[C".utf8))
        #expect(events == [Self.key(.right)])
    }

    // MARK: - The tail of a split sequence

    /// Over a slow link the ESC of a sequence can arrive alone, be taken as Escape, and its
    /// rest come later: that rest is dropped whole, never typed as keys.
    @Test(arguments: ["[C", "[<32;40;12M", "OA", "[1;2D", "]11;rgb:ffff/ffff/ffff\u{07}"])
    func theTailOfASequenceSplitAfterItsEscapeIsDropped(tail: String) {
        let bytes = Array(tail.utf8)
        for cut in 1...bytes.count {
            var decoder = InputDecoder()
            #expect(decoder.feed([0x1B]).isEmpty)
            #expect(decoder.flush() == [Self.key(.escape)])
            #expect(decoder.isEscapeTailWindowOpen)
            var events = decoder.feed(bytes[..<cut])
            events += decoder.feed(bytes[cut...])
            events += decoder.flush()
            #expect(events.isEmpty, "cut at byte \(cut): \(events)")
            #expect(decoder.feed(Array("l".utf8)) == [Self.key(.character("l"))])
        }
    }

    @Test func onlyTheFirstReadAfterEscapeCanBeATail() {
        var decoder = InputDecoder()
        _ = decoder.feed([0x1B])
        _ = decoder.flush()
        #expect(decoder.feed(Array("l".utf8)) == [Self.key(.character("l"))], "a key is a key")
        #expect(decoder.feed(Array("[".utf8)) == [Self.key(.character("["))], "the window closed")
        _ = decoder.feed([0x1B])
        _ = decoder.flush()
        decoder.closeEscapeTailWindow()
        #expect(decoder.feed(Array("O".utf8)) == [Self.key(.character("O"))], "closed by the caller")
        _ = decoder.feed(Array("x\u{1B}".utf8))
        #expect(decoder.flush() == [Self.key(.escape)])
        #expect(decoder.feed(Array("[200~q\u{1B}[201~".utf8)) == [.paste("q")], "a paste split after its ESC is still a paste")
    }

    // MARK: - Wheel

    /// xterm and st send a release after buttons 6 and 7 (the horizontal wheel): one notch.
    @Test func aWheelReleaseIsNoNotch() {
        let e = Self.esc
        #expect(Self.decode("\(e)[<66;10;5M\(e)[<66;10;5m") == [Self.mouse(.wheel(dx: -1, dy: 0), .none, x: 9, y: 4)])
        #expect(Self.decode("\(e)[<67;10;5M\(e)[<67;10;5m") == [Self.mouse(.wheel(dx: 1, dy: 0), .none, x: 9, y: 4)])
        #expect(Self.decode("\(e)[<65;10;5m").isEmpty)
        #expect(Self.decode("\(e)[<71;10;5m").isEmpty, "with Shift")
        // X10 has no wheel release of its own: a release there is code 3, with no button,
        // which is not a notch.
        let x10 = Self.decode(Self.x10(67, column: 10, row: 5) + Self.x10(3, column: 10, row: 5))
        #expect(x10 == [Self.mouse(.wheel(dx: 1, dy: 0), .none, x: 9, y: 4), Self.mouse(.release, .none, x: 9, y: 4)])
    }

    /// rxvt's editing keys with modifiers end in `$`, `^`, `@`.
    @Test func rxvtModifiedEditingKeys() {
        let e = Self.esc
        #expect(Self.decode("\(e)[7$") == [Self.key(.home, shift: true)])
        #expect(Self.decode("\(e)[8^") == [Self.key(.end, control: true)])
        #expect(Self.decode("\(e)[5@") == [Self.key(.pageUp, shift: true, control: true)])
        #expect(Self.decode("\(e)[7$q") == [Self.key(.home, shift: true), Self.key(.character("q"))], "the next key is not swallowed")
    }

    // MARK: - Streams

    /// A stream of every kind of input, with the events it must give.
    static let stream: [([UInt8], [InputEvent])] = [
        (Array("\(esc)[A".utf8), [key(.up)]),
        (Array("\(esc)OC".utf8), [key(.right)]),
        (Array("\(esc)[1;2C".utf8), [key(.right, shift: true)]),
        (Array("\(esc)[4~".utf8), [key(.end)]),
        (Array("\(esc)[H".utf8), [key(.home)]),
        (Array("\(esc)[Z".utf8), [key(.backTab, shift: true)]),
        ([0x09], [key(.tab)]),
        ([0x0D], [key(.enter)]),
        ([0x03], [key(.control("c"), control: true)]),
        (Array("q".utf8), [key(.character("q"))]),
        (Array("中😀é".utf8), [key(.character("中")), key(.character("😀")), key(.character("é"))]),
        (Array("\(esc)[<0;300;40M".utf8), [mouse(.press, .left, x: 299, y: 39)]),
        (Array("\(esc)[<32;250;40M".utf8), [mouse(.motion, .left, x: 249, y: 39)]),
        (Array("\(esc)[<0;200;40m".utf8), [mouse(.release, .left, x: 199, y: 39)]),
        (x10(0, column: 40, row: 10), [mouse(.press, .left, x: 39, y: 9)]),
        (x10(32, column: 30, row: 10), [mouse(.motion, .left, x: 29, y: 9)]),
        (x10(3, column: 20, row: 10), [mouse(.release, .none, x: 19, y: 9)]),
        (Array("\(esc)[<65;3;3M".utf8), [mouse(.wheel(dx: 0, dy: 1), .none, x: 2, y: 2)]),
        (Array("\(esc)x".utf8), [key(.character("x"), alt: true)]),
        // A bracketed paste, with keys, a newline and an ESC inside: one paste, no keys.
        (Array("\(esc)[200~select * from users;\nq\(esc)x\(esc)[201~".utf8), [.paste("select * from users;\nq\(esc)x")]),
        // Meta-prefixed keys (urxvt's Alt+Right, Alt+Left).
        (Array("\(esc)\(esc)[C".utf8), [key(.right, alt: true)]),
        (Array("\(esc)\(esc)OD".utf8), [key(.left, alt: true)]),
        // Replies to queries: OSC (both terminators), DCS, APC, DA1, DECRPM. No keys.
        (Array("\(esc)]11;rgb:ffff/ffff/ffff\(esc)\\".utf8), []),
        (Array("\(esc)]10;rgb:0000/0000/0000\u{07}".utf8), []),
        (Array("\(esc)P1$r0m\(esc)\\".utf8), []),
        (Array("\(esc)_Gi=1;OK\(esc)\\".utf8), []),
        (Array("\(esc)[?64;1;2c".utf8), []),
        (Array("\(esc)[?1016;2$y".utf8), []),
        // The horizontal wheel's press and its release: one notch.
        (Array("\(esc)[<66;10;5M\(esc)[<66;10;5m".utf8), [mouse(.wheel(dx: -1, dy: 0), .none, x: 9, y: 4)]),
        (Array("q".utf8), [key(.character("q"))]),
    ]

    @Test func aStreamDecodesToItsEvents() {
        let bytes = Self.stream.flatMap(\.0)
        #expect(Self.decode(bytes) == Self.stream.flatMap(\.1))
    }

    /// A read may end anywhere: split the stream at every byte boundary, the same events.
    @Test func splittingAtEveryByteBoundaryGivesTheSameEvents() {
        let bytes = Self.stream.flatMap(\.0)
        let expected = Self.stream.flatMap(\.1)
        for cut in 0...bytes.count {
            var decoder = InputDecoder()
            let events = decoder.feed(bytes[..<cut]) + decoder.feed(bytes[cut...])
            #expect(events == expected, "cut at byte \(cut)")
        }
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for b in bytes { events += decoder.feed([b]) }
        #expect(events == expected, "one byte at a time")
    }

    @Test func randomChunkingGivesTheSameEvents() {
        let bytes = Self.stream.flatMap(\.0)
        let expected = Self.stream.flatMap(\.1)
        property("chunks", trials: 2000, baseSeed: 0x5EED_0401) { rng in
            var decoder = InputDecoder()
            var events: [InputEvent] = []
            var i = 0
            var cuts: [Int] = []
            while i < bytes.count {
                let n = min(bytes.count - i, rng.int(1...12))
                events += decoder.feed(bytes[i..<(i + n)])
                i += n
                cuts.append(i)
            }
            try require(events == expected, "cut at \(cuts)")
        }
    }

    /// Garbage never traps, never produces a mouse event with impossible coordinates, and
    /// is over once flushed: the keys typed after it still work.
    @Test func randomBytesNeverBreakTheKeysThatFollow() {
        property("random bytes", trials: 300, baseSeed: 0x5EED_0402) { rng in
            var decoder = InputDecoder()
            var produced = 0
            // Mostly escape-sequence material, so that the parser's deep paths get exercised.
            let alphabet: [UInt8] =
                Array("\u{1B}[<;M0123456789m~O".utf8) + [0x1B, 0x1B, 0x5B, 0xC3, 0xE4, 0xF0, 0x80, 0xFF, 0x00, 0x20, 0x7F]
            var total = 0
            while total < 10_000 {
                let n = rng.int(1...64)
                let chunk = (0..<n).map { _ in rng.chance(0.5) ? rng.pick(alphabet) : UInt8.random(in: 0...255, using: &rng) }
                for event in decoder.feed(chunk) {
                    produced += 1
                    if case .mouse(let m) = event {
                        try require(m.x >= 0 && m.y >= 0, "mouse event at \(m.x),\(m.y)")
                    }
                }
                total += n
            }
            _ = decoder.flush()
            try require(!decoder.hasPendingInput, "flush leaves nothing pending")
            try require(decoder.feed(Array("q".utf8)) == [Self.key(.character("q"))], "q after garbage")
            try require(decoder.feed(Array("\u{1B}[C".utf8)) == [Self.key(.right)], "Right after garbage")
            _ = produced
        }
    }

    /// Without a flush, a cut-off sequence can swallow at most what a sequence may hold:
    /// keys after a long enough run of ordinary text come through.
    @Test func garbageCannotStallTheInput() {
        var decoder = InputDecoder()
        _ = decoder.feed(Array("\u{1B}[<0;1;".utf8) + Array(repeating: UInt8(ascii: "9"), count: 200))
        let after = decoder.feed(Array("\u{1B}[Cq".utf8))
        #expect(after.suffix(2) == [Self.key(.right), Self.key(.character("q"))])
        #expect(!decoder.hasPendingInput)
    }
}
