/// What the matcher needs to know of a character (a Unicode scalar value, as fzf's runes):
/// its class, its lower case, whether it is white space, and its Latin letter without
/// accents. ASCII is answered from small tables exactly as fzf does; other scalars from
/// Unicode's properties, built once on first need.
enum CharacterTables {
    @inline(__always)
    static func characterClass(_ c: UInt32) -> CharacterClass {
        c < 128 ? asciiClasses[Int(c)] : nonASCIIClass(c)
    }

    /// The simple lower case of `c` (one scalar for one scalar; `c` itself when the full
    /// mapping would need more than one, e.g. U+0130).
    @inline(__always)
    static func lowercased(_ c: UInt32) -> UInt32 {
        if c < 128 { return c &- 65 < 26 ? c &+ 32 : c }
        if c < 0x10000 { return basicPlane.lower[Int(c)] }
        return computeLower(c)
    }

    /// White space as Go's `unicode.IsSpace` sees it.
    @inline(__always)
    static func isSpace(_ c: UInt32) -> Bool {
        switch c {
        case 9...13, 32, 0x85, 0xA0: return true
        case 0..<0x100: return false
        default: return Unicode.Scalar(c)?.properties.isWhitespace ?? false
        }
    }

    /// A Latin letter with diacritics folded to its base letter (`é` → `e`, `Ø` → `O`), as
    /// fzf does unless `--literal`. fzf keeps a hand-made table of about 400 letters between
    /// U+00C0 and U+2184; this folds every scalar of that range whose Unicode name is
    /// "LATIN SMALL/CAPITAL LETTER X …" to X, which covers the same letters and a few more.
    @inline(__always)
    static func folded(_ c: UInt32) -> UInt32 {
        guard c >= foldingRange.lowerBound, c <= foldingRange.upperBound else { return c }
        return latinFolding[Int(c - foldingRange.lowerBound)]
    }

    static let foldingRange: ClosedRange<UInt32> = 0x00C0...0x2184

    // MARK: - Tables

    private static let asciiClasses: [CharacterClass] = (0..<128).map { (c: Int) -> CharacterClass in
        switch UInt8(c) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case 9...13, 32: return .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"): return .delimiter
        default: return .nonWord
        }
    }

    private struct BasicPlane: Sendable {
        var lower: [UInt32]
        var classes: [CharacterClass]
    }

    /// Lower case and class of every scalar below U+10000, computed once (about 320 kB).
    private static let basicPlane: BasicPlane = {
        var lower = [UInt32](repeating: 0, count: 0x10000)
        var classes = [CharacterClass](repeating: .nonWord, count: 0x10000)
        for c in 0..<UInt32(0x10000) {
            lower[Int(c)] = c < 128 ? (c &- 65 < 26 ? c + 32 : c) : computeLower(c)
            classes[Int(c)] = c < 128 ? asciiClasses[Int(c)] : computeClass(c)
        }
        return BasicPlane(lower: lower, classes: classes)
    }()

    private static func nonASCIIClass(_ c: UInt32) -> CharacterClass {
        c < 0x10000 ? basicPlane.classes[Int(c)] : computeClass(c)
    }

    private static func computeLower(_ c: UInt32) -> UInt32 {
        guard let scalar = Unicode.Scalar(c) else { return c }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        guard mapped.count == 1, let only = mapped.first else { return c }
        return only.value
    }

    /// Go's order of questions: lower, upper, number, letter, space, else non-word (no
    /// delimiter is outside ASCII).
    private static func computeClass(_ c: UInt32) -> CharacterClass {
        guard let scalar = Unicode.Scalar(c) else { return .nonWord }
        switch scalar.properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default: return isSpace(c) ? .white : .nonWord
        }
    }

    private static let latinFolding: [UInt32] = {
        let range = foldingRange
        var table = [UInt32](range)
        for c in range {
            guard let name = Unicode.Scalar(c)?.properties.name else { continue }
            let small = "LATIN SMALL LETTER ", capital = "LATIN CAPITAL LETTER "
            let isSmall = name.hasPrefix(small)
            guard isSmall || name.hasPrefix(capital) else { continue }
            let rest = name.dropFirst(isSmall ? small.count : capital.count)
            let words = rest.split(separator: " ")
            // "X WITH …", or "SHARP S" / "REVERSED C": the one single letter named.
            guard let letter = words.first(where: { $0.count == 1 }), words.first?.count == 1 || words.count == 2,
                  let ascii = letter.unicodeScalars.first, ascii.value >= 65, ascii.value <= 90 else { continue }
            table[Int(c - range.lowerBound)] = isSmall ? ascii.value + 32 : ascii.value
        }
        return table
    }()
}
