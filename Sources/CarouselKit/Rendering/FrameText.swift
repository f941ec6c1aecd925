import CarouselCore

/// Text work done every frame, without Foundation's formatter or String's per-character
/// machinery: the same results as `Formatting.fixed` and `TextWidth.of`, far cheaper.
enum FrameText {
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `Formatting.fixed(value, digits:)`, character for character. The rounding is done on
    /// the scaled value; when that lies too close to a half for the scaling's own rounding
    /// error to be ruled out, the exact formatter decides.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        let d = max(0, digits)
        guard d < powersOfTen.count else { return Formatting.fixed(value, digits: digits) }
        let scaled = value.magnitude * powersOfTen[d]
        guard scaled < 1e15 else { return Formatting.fixed(value, digits: digits) }
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        let doubt = scaled * 0x1p-50 + 0x1p-40
        guard (fraction - 0.5).magnitude > doubt else { return Formatting.fixed(value, digits: digits) }
        let n = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
        // "-0.00" is printed without its sign, as Formatting.fixed does.
        var out = value < 0 && n != 0 ? "-" : ""
        let unit = UInt64(powersOfTen[d])
        out += String(n / unit)
        if d > 0 {
            let digitsText = String(n % unit)
            out += "."
            out += String(repeating: "0", count: d - digitsText.utf8.count)
            out += digitsText
        }
        return out
    }

    /// `TextWidth.of(text)`, decoding the UTF-8 in place while every scalar stands alone
    /// (`ClusterShaping.standsAlone`); text with clusters is measured by `TextWidth`.
    static func width(_ text: String) -> Int {
        var text = text
        let simple: Int? = text.withUTF8 { bytes in
            var total = 0
            var i = 0
            let n = bytes.count
            while i < n {
                let b0 = bytes[i]
                if b0 < 0x80 {
                    total += b0 >= 0x20 && b0 < 0x7F ? 1 : 0
                    i += 1
                    continue
                }
                let length = b0 >= 0xF0 ? 4 : (b0 >= 0xE0 ? 3 : 2)
                guard i + length <= n else { break }
                var value = UInt32(b0) & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07))
                for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
                i += length
                guard ClusterShaping.standsAlone(value) else { return nil }
                if let scalar = Unicode.Scalar(value) { total += Canvas.displayWidth(scalar) }
            }
            return total
        }
        return simple ?? TextWidth.of(text)
    }

    /// The longest start of `text` at most `width` cells wide, cut between characters, when
    /// every scalar up to the cut is one that stands alone as a character (printable ASCII,
    /// Latin-1, punctuation, arrows, box drawing: one cell each, never joined to a
    /// neighbour); `nil` otherwise, and the caller walks the characters itself.
    static func simplePrefix(_ text: String, width: Int) -> String? {
        var text = text
        let cut: Int? = text.withUTF8 { bytes in
            var used = 0
            var i = 0
            let n = bytes.count
            while i < n {
                let b0 = bytes[i]
                var value = UInt32(b0)
                var length = 1
                if b0 >= 0x80 {
                    length = b0 >= 0xF0 ? 4 : (b0 >= 0xE0 ? 3 : 2)
                    guard i + length <= n else { return nil }
                    value &= length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07)
                    for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
                }
                guard standsAlone(value) else { return nil }
                if used + 1 > width { return i }
                used += 1
                i += length
            }
            return n
        }
        guard let cut else { return nil }
        return String(decoding: text.utf8.prefix(cut), as: UTF8.self)
    }

    @inline(__always)
    private static func standsAlone(_ v: UInt32) -> Bool {
        switch v {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC:
            return true
        default:
            return false
        }
    }
}
