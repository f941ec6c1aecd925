@testable import CarouselCore
@testable import CarouselKit
import Testing

/// The per-frame text helpers give exactly what the general ones give, and the packed
/// canvas cells keep every character, width and style they are given.
@Suite("Frame text and packed cells")
struct FrameTextTests {
    @Test func fixedMatchesTheFormatterEverywhere() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.5, 1.5, 2.5, -0.5, 0.125, 0.375, 1.005, 2.675, 1e15, -1e15, 123456.789,
            .infinity, -.infinity, .nan, 0.049999, -0.004, 9.995, 99.5, 0.05, 1e-9, -1e-9,
        ]
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -3...12, using: &generator)
            var v = Double.random(in: 0..<1, using: &generator) * Double.pow10(magnitude)
            if Bool.random(using: &generator) { v = -v }
            values.append(v)
            // Values on or near the halfway points, where rounding is decided.
            let d = Int.random(in: 0...3, using: &generator)
            let half = (Double(Int.random(in: -100_000...100_000, using: &generator)) + 0.5) / Double.pow10(Double(d))
            values.append(half)
            values.append(half.nextUp)
            values.append(half.nextDown)
        }
        for v in values {
            for digits in 0...3 {
                #expect(FrameText.fixed(v, digits: digits) == Formatting.fixed(v, digits: digits), "\(v) with \(digits) digits")
            }
        }
    }

    @Test func widthMatchesTextWidth() {
        let samples = [
            "", "plain ascii", "tab\tand\u{7}bell", "café ●○… ←/→ ⇧", "中文字 emoji 😀 flag 🇫🇷",
            "combining e\u{301} zero\u{200B}width", "box ╭──╮ │ ╰──╯", "\u{7F}\u{85}\u{A0}",
        ]
        for s in samples { #expect(FrameText.width(s) == TextWidth.of(s), "\(s)") }
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...20) {
                if let u = Unicode.Scalar(UInt32.random(in: 0...0x2FFFF)) { scalars.append(u) }
            }
            let s = String(scalars)
            #expect(FrameText.width(s) == TextWidth.of(s))
        }
    }

    @Test func fittedCutsWhereTheCharacterWalkCuts() {
        /// The fitting as it was before the fast path: a walk over the characters.
        func walked(_ text: String, width: Int) -> String {
            guard width > 0 else { return "" }
            guard TextWidth.of(text) > width else { return text }
            var result = ""
            var used = 0
            for ch in text {
                let w = TextWidth.drawn(ch)
                if used + w > width - 1 { break }
                result.append(ch)
                used += w
            }
            return result + "…"
        }
        let pieces = ["a", "b ", "·", "×", "→", "╭", "é", "e\u{301}", "中", "😀", "\r\n", "\t", "🇫🇷", "\u{AD}", "…", "  "]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...30)).map { _ in pieces.randomElement()! }.joined()
            for width in 0...12 {
                #expect(TextFitting.fitted(text, width: width) == walked(text, width: width), "\(text.debugDescription) at \(width)")
            }
        }
    }

    @Test func displayWidthMatchesTextWidthForEveryScalar() {
        for v in UInt32(0)...0x3FFFF {
            guard let u = Unicode.Scalar(v) else { continue }
            if Canvas.displayWidth(u) != TextWidth.of(u) {
                Issue.record("width of U+\(String(v, radix: 16))")
                return
            }
        }
    }

    @Test func packedCellsKeepEverything() {
        let colors: [TerminalColor] = [.default, .basic(0), .basic(7), .basic(255), .indexed(0), .indexed(117), .indexed(255)]
        for fg in colors {
            for bg in colors {
                for flags in 0..<16 {
                    let style = Style(
                        foreground: fg, background: bg, bold: flags & 1 != 0, dim: flags & 2 != 0,
                        reverse: flags & 4 != 0, underline: flags & 8 != 0)
                    #expect(Style(packed: style.packed) == style)
                    let cell = Canvas.Cell(scalar: 0x10FFFF, width: 2, style: style)
                    #expect(cell.scalar == 0x10FFFF && cell.width == 2 && cell.style == style)
                }
            }
        }
        var cell = Canvas.Cell.blank
        cell.scalar = 0x41; cell.width = 1; cell.style = Style(foreground: .indexed(9), bold: true)
        #expect(cell == Canvas.Cell(scalar: 0x41, width: 1, style: Style(foreground: .indexed(9), bold: true)))
    }
}

extension Double {
    fileprivate static func pow10(_ x: Double) -> Double {
        var r = 1.0
        var k = Int(x.rounded(.down))
        while k > 0 { r *= 10; k -= 1 }
        while k < 0 { r /= 10; k += 1 }
        return r
    }
}
