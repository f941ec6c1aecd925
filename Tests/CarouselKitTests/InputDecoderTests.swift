import Testing
@testable import CarouselKit

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
        ("\t", .tab), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace),
    ])
    func plainKeys(bytes: String, key: Key) {
        #expect(Self.decode(bytes) == [Self.key(key)])
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
        #expect(Self.decode([0x00, 0x1C, 0x1F]).isEmpty, "NUL and the other C0 leftovers make no key")
    }

    @Test func printableAndUnicodeCharacters() {
        #expect(Self.decode("q") == [Self.key(.character("q"))])
        #expect(Self.decode("hL ?") == [Self.key(.character("h")), Self.key(.character("L")),
                                        Self.key(.character(" ")), Self.key(.character("?"))])
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
        #expect(Self.decode("\(e)[<0;0;5M").isEmpty, "column 0 does not exist")
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
            let alphabet: [UInt8] = Array("\u{1B}[<;M0123456789m~O".utf8) + [0x1B, 0x1B, 0x5B, 0xC3, 0xE4, 0xF0, 0x80, 0xFF, 0x00, 0x20, 0x7F]
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
