@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Foundation
import Testing

/// What a preview prints becomes styled text: its colours kept, everything else a terminal
/// would act on (cursor moves, clears, titles, images, modes) dropped.
@Suite("Preview output")
struct PreviewTextTests {
    static func parse(_ text: String) -> StyledText { parse(Array(text.utf8)) }

    static func parse(_ bytes: [UInt8]) -> StyledText {
        var parser = PreviewOutputParser()
        parser.feed(bytes)
        return parser.text
    }

    /// The style of the span holding `word`.
    static func style(of word: String, in text: StyledText) -> Style? {
        for line in text.lines { for span in line where span.text.contains(word) { return span.style } }
        return nil
    }

    @Test(
        "every kept SGR code gives its style",
        arguments: [
            ("1", Style(bold: true)), ("2", Style(dim: true)), ("3", Style(italic: true)), ("4", Style(underline: true)),
            ("7", Style(reverse: true)), ("31", Style(foreground: .red)), ("37", Style(foreground: .white)),
            ("41", Style(background: .red)), ("47", Style(background: .white)),
            ("91", Style(foreground: .indexed(9))), ("97", Style(foreground: .indexed(15))),
            ("101", Style(background: .indexed(9))), ("107", Style(background: .indexed(15))),
            ("38;5;208", Style(foreground: .indexed(208))), ("48;5;22", Style(background: .indexed(22))),
            ("38:5:208", Style(foreground: .indexed(208))), ("48:5:22", Style(background: .indexed(22))),
            ("38;2;255;0;0", Style(foreground: .indexed(196))), ("48;2;0;0;255", Style(background: .indexed(21))),
            ("38:2::255:0:0", Style(foreground: .indexed(196))), ("38:2:255:0:0", Style(foreground: .indexed(196))),
            ("48:2::128:128:128", Style(background: .indexed(244))),
            ("1;31;42", Style(foreground: .red, background: .green, bold: true)),
        ])
    func keptCode(code: String, expected: Style) {
        let text = Self.parse("\u{1B}[\(code)mword\u{1B}[0m plain")
        #expect(Self.style(of: "word", in: text) == expected, "SGR \(code)")
        #expect(Self.style(of: "plain", in: text) == .plain, "SGR 0 resets after \(code)")
    }

    @Test("the ends of attributes and colours: 22-27, 39, 49")
    func ends() {
        let base = "\u{1B}[1;2;3;4;7;31;41m"
        #expect(
            Self.style(of: "w", in: Self.parse(base + "\u{1B}[22mw"))
                == Style(foreground: .red, background: .red, reverse: true, underline: true, italic: true))
        #expect(
            Self.style(of: "w", in: Self.parse(base + "\u{1B}[23;24;27mw"))
                == Style(foreground: .red, background: .red, bold: true, dim: true))
        #expect(Self.style(of: "w", in: Self.parse(base + "\u{1B}[39;49mw"))?.foreground == .default)
        #expect(Self.style(of: "w", in: Self.parse(base + "\u{1B}[39;49mw"))?.background == .default)
        #expect(Self.style(of: "w", in: Self.parse(base + "\u{1B}[mw")) == .plain, "an empty SGR is a reset")
        #expect(Self.style(of: "w", in: Self.parse("\u{1B}[4m\u{1B}[4:0mw")) == .plain, "4:0 is no underline")
        #expect(Self.style(of: "w", in: Self.parse("\u{1B}[5;9;53mw")) == .plain, "blink, strike, overline: not kept")
    }

    @Test("24-bit colours go to the nearest of the 256")
    func nearestIndexed() {
        #expect(TerminalColor.nearestIndexed(red: 0, green: 0, blue: 0) == .indexed(16))
        #expect(TerminalColor.nearestIndexed(red: 255, green: 255, blue: 255) == .indexed(231))
        #expect(TerminalColor.nearestIndexed(red: 95, green: 135, blue: 175) == .indexed(67))
        #expect(TerminalColor.nearestIndexed(red: 128, green: 128, blue: 128) == .indexed(244))
        #expect(TerminalColor.nearestIndexed(red: 8, green: 8, blue: 8) == .indexed(232))
    }

    @Test("what a terminal would act on is dropped, the text around it kept")
    func hostileSequencesDropped() {
        let hostile = [
            "\u{1B}[3J\u{1B}[H", "\u{1B}]0;title\u{7}", "\u{1B}]0;title\u{1B}\\", "\u{1B}[?1049l", "\u{1B}[?1000h",
            "\u{1B}[10;20H", "\u{1B}[5A", "\u{1B}[K", "\u{1B}Pq#0;2;0;0;0#0!10~-\u{1B}\\",  // sixel
            "\u{1B}_Gf=100,a=T;AAAA\u{1B}\\",  // kitty graphics
            "\u{1B}^private\u{1B}\\", "\u{1B}Xsos\u{1B}\\", "\u{1B}7", "\u{1B}8", "\u{1B}c", "\u{1B}(B", "\u{1B})0", "\u{1B}#8",
            "\u{1B}[>4;1m", "\u{1B}[?25l", "\u{1B}[1 q", "\u{1B}]8;;http://x\u{1B}\\", "\u{7}", "\u{0}",
            "\u{9B}2J",  // C1 CSI, as UTF-8
        ]
        for seq in hostile {
            let text = Self.parse("left" + seq + "right")
            #expect(text.plainLines == ["leftright"] || text.plainLines == ["left2Jright"], "\(seq.debugDescription): \(text.plainLines)")
            #expect(text.lines.allSatisfy { $0.allSatisfy { $0.style == .plain } }, "\(seq.debugDescription) changed no style")
        }
        // `ESC [2J` clears, as fzf takes it in a preview: what came before it goes.
        #expect(Self.parse("left\u{1B}[2J\u{1B}[Hright").plainLines == ["right"])
    }

    @Test("the DEC line-drawing set draws its lines: ESC ( 0 in G0, ESC ) 0 in G1 with SO and SI")
    func lineDrawingSet() {
        #expect(Self.parse("\u{1B}(0lqqk\u{1B}(B").plainLines == ["┌──┐"])
        #expect(Self.parse("a\u{1B}(0x\nmqj\u{1B}(Bb").plainLines == ["a│", "└─┘b"], "the set lasts across lines")
        #expect(Self.parse("\u{1B})0\u{0E}tqu\u{0F}q").plainLines == ["├─┤q"], "SO draws from G1, SI goes back to G0")
        #expect(Self.parse("\u{1B})0lqk").plainLines == ["lqk"], "G1 designated but not shifted in: letters")
        #expect(
            Self.parse("\u{1B}(0`afgjklmnopqrstuvwxyz{|}~ AZ_\u{1B}(B").plainLines
                == ["◆▒°±┘┐┌└┼⎺⎻─⎼⎽├┤┴┬│≤≥π≠£· AZ_"], "every graphic, and what the set leaves alone")
        #expect(Self.parse("\u{1B}(0q\u{1B}cq").plainLines == ["─q"], "a full reset is ASCII again")
        let coloured = Self.parse("\u{1B}[31m\u{1B}(0qq\u{1B}(B\u{1B}[0m")
        #expect(Self.style(of: "──", in: coloured) == Style(foreground: .red))
        // Cut across reads, one byte at a time, the same.
        var parser = PreviewOutputParser()
        for byte in Array("\u{1B}(0lqqk\u{1B}(B!".utf8) { parser.feed([byte]) }
        #expect(parser.text.plainLines == ["┌──┐!"])
    }

    @Test("a lone ESC at the end, or before a newline, is dropped")
    func loneEscape() {
        #expect(Self.parse("left\u{1B}").plainLines == ["left"])
        #expect(Self.parse("a\u{1B}\nb").plainLines == ["a", "b"])
    }

    @Test("tabs expand to the next multiple of 8; newlines split lines")
    func tabsAndNewlines() {
        #expect(Self.parse("a\tb\nabcdefgh\tc\n\tx").plainLines == ["a       b", "abcdefgh        c", "        x"])
    }

    @Test("a carriage return starts the line over, CRLF is a newline, a backspace takes back one character")
    func carriageReturnAndBackspace() {
        #expect(Self.parse("10%\r50%\r100%\ndone").plainLines == ["100%", "done"])
        #expect(Self.parse("one\r\ntwo\r\n").plainLines == ["one", "two"])
        #expect(Self.parse("ab\u{8}c").plainLines == ["ac"])
        #expect(Self.parse("a\u{8}a\u{8}\u{8}\u{8}b").plainLines == ["b"], "a backspace at the start does nothing")
        #expect(Self.parse("é\u{8}e").plainLines == ["e"])
    }

    @Test("output cut into reads anywhere comes out the same")
    func splitAnywhere() {
        let bytes = Array("\u{1B}[38;2;10;200;30mgrün\u{1B}[0m 中文\t\u{1B}]0;t\u{7}x\r\n\u{1B}[1mé\u{1B}[22m".utf8)
        let whole = Self.parse(bytes)
        for cut in 0...bytes.count {
            var parser = PreviewOutputParser()
            parser.feed(bytes[..<cut])
            _ = parser.text  // drawn between reads: must not change what comes after
            parser.feed(bytes[cut...])
            #expect(parser.text == whole, "cut at \(cut)")
        }
    }

    @Test("random byte soup never traps and never yields a control character or an escape")
    func byteSoup() {
        let pieces: [[UInt8]] = [
            [0x1B], Array("[".utf8), Array("]".utf8), Array("P".utf8), Array("_".utf8), Array(";".utf8),
            Array(":".utf8), Array("38".utf8), Array("2".utf8), Array("5".utf8), Array("m".utf8),
            Array("\\".utf8), [0x07], [0x08], [0x09], [0x0A], [0x0D], [0x18], [0x9B], [0xC2], [0x9B],
            Array("中".utf8), Array("a".utf8), [0xF0, 0x9F], [0x7F], [0x00],
        ]
        property("preview output", trials: PropertySeeds.trials(300), baseSeed: 0x5EED_0010) { rng in
            var bytes: [UInt8] = []
            for _ in 0..<rng.int(0...400) {
                if rng.chance(0.3) { bytes.append(UInt8(rng.int(0...255))) } else { bytes += rng.pick(pieces) }
            }
            var parser = PreviewOutputParser(maximumLines: 50)
            var k = 0
            while k < bytes.count {
                let n = rng.int(1...16)
                parser.feed(bytes[k..<min(bytes.count, k + n)])
                k += n
            }
            for line in parser.text.lines {
                for span in line {
                    for s in span.text.unicodeScalars {
                        try require(
                            s.value >= 0x20 && s.value != 0x7F && !(0x80..<0xA0).contains(s.value),
                            "a control character U+\(String(s.value, radix: 16)) came out of \(bytes)")
                    }
                }
            }
            try require(parser.text.lines.count <= 50, "more lines than asked for")
        }
    }
}

/// `{}` is the line, single-quoted for sh, so that any line is one literal argument.
@Suite("Preview command")
struct PreviewCommandTests {
    /// What sh hands `printf %s` for `{}`: must be the line itself, byte for byte.
    static func roundTrip(_ line: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", PreviewCommand("printf %s {}").command(line: line, index: 0)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        "lines with quotes, $, backticks, newlines and globs stay one literal argument",
        arguments: [
            "it's", "'", "''", "a 'quoted' word", "$HOME", "$(touch /tmp/carousel-pwned)", "`id`", "two\nlines", "*", "a\\b",
            "\"double\"", "; rm -rf /", "-n", "", "tab\there", "émoji 👍🏽",
        ])
    func quoting(line: String) throws {
        #expect(try Self.roundTrip(line) == line)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/carousel-pwned"))
    }

    @Test("{} and {n} are replaced, other braces are left")
    func placeholders() {
        let command = PreviewCommand("head -{n} {} {x} { } {}")
        #expect(command.command(line: "it's", index: 7) == "head -7 'it'\\''s' {x} { } 'it'\\''s'")
        #expect(PreviewCommand.singleQuoted("a'b") == "'a'\\''b'")
    }
}

@Suite("Preview output bounds")
struct PreviewOutputBoundsTests {
    @Test("a line that never ends keeps only what a card could show, and the next line starts afresh")
    func longLine() {
        var parser = PreviewOutputParser()
        parser.feed(Array(repeating: UInt8(ascii: "y"), count: 100_000))
        parser.feed(Array("\nnext\n".utf8))
        let lines = parser.text.plainLines
        #expect(lines.count == 2)
        #expect(lines.first?.count == StyledTextBuilder.maximumLineBytes)
        #expect(lines.last == "next")
    }
}
