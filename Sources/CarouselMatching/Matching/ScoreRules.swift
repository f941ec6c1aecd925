/// The points of fzf's fuzzy scoring (as in fzf 0.74.5), so that a query ranks lines the way
/// an fzf user expects. What depends on `--scheme` is in `Scoring`.
///
/// A matched character earns `match` plus a bonus for where it stands (the start of a word
/// earns most); a gap between matched characters costs `gapStart` for its first character and
/// `gapExtension` for each further one. The bonus of the query's first character counts
/// twice: what is typed first is what is meant most.
package enum ScoreRules {
    package static let match: Int16 = 16
    package static let gapStart: Int16 = -3
    package static let gapExtension: Int16 = -1
    /// A word starting after a non-word character.
    package static let boundary: Int16 = match / 2
    /// A non-word character itself (so that a run starting at one keeps a bonus).
    package static let nonWord: Int16 = match / 2
    /// lowerUpper or a digit after a non-digit: a boundary without a gap in front.
    package static let camel123: Int16 = boundary + gapExtension
    /// The least each character of a consecutive run earns: what a one-character gap costs.
    package static let consecutive: Int16 = -(gapStart + gapExtension)
    package static let firstCharMultiplier: Int16 = 2

    /// fzf gives up the optimal alignment for a line whose length times the term's length
    /// exceeds this, or for a term longer than `alignmentTermLimit`, and takes the first
    /// greedy one instead.
    package static let alignmentCellLimit = 100 * 1024
    package static let alignmentTermLimit = 1000
}

/// fzf's `--scheme`: how a match's place is valued. `default` for text, `path` for file
/// paths (only `/` is a delimiter, the start of the line counts as after one, and a word after
/// white space earns no more than after other non-word characters), `history` for command
/// lines (every boundary alike). fzf also takes each scheme's own `--tiebreak` default
/// (`Tiebreak.default(for:)`).
package enum ScoringScheme: String, Sendable, Equatable, CaseIterable {
    case `default`, path, history

    package var scoring: Scoring {
        switch self {
        case .default: return Scoring.default
        case .path: return Scoring.path
        case .history: return Scoring.history
        }
    }
}

/// What kind of character stands at a position; the order matters: every class from
/// `nonWord` on starts a word when it follows white space, a delimiter or a non-word character.
package enum CharacterClass: UInt8, CaseIterable {
    case white = 0, nonWord, delimiter, lower, upper, letter, number
}

/// A scheme's bonuses: the class of each character and the bonus of a class after another,
/// as fzf's `algo.Init(scheme)` sets them.
package final class Scoring: Sendable {
    /// A word after white space, or at the start of the line (fzf's bonusAt of position 0).
    package let boundaryWhite: Int16
    /// A word after a delimiter.
    package let boundaryDelimiter: Int16
    /// The class taken to stand before the line's first character.
    package let initialClass: CharacterClass
    /// The largest bonus any character can have.
    package let maxBonus: Int16
    private let asciiClasses: [CharacterClass]
    private let bonusTable: [Int16]

    package static let `default` = Scoring(
        white: ScoreRules.boundary + 2, delimiter: ScoreRules.boundary + 1,
        delimiters: "/,:;|", initial: .white)
    package static let path = Scoring(
        white: ScoreRules.boundary, delimiter: ScoreRules.boundary + 1,
        delimiters: "/", initial: .delimiter)
    package static let history = Scoring(
        white: ScoreRules.boundary, delimiter: ScoreRules.boundary,
        delimiters: "/,:;|", initial: .white)

    private init(white: Int16, delimiter: Int16, delimiters: String, initial: CharacterClass) {
        boundaryWhite = white
        boundaryDelimiter = delimiter
        initialClass = initial
        let delimiterBytes = Set(delimiters.utf8)
        asciiClasses = (0..<128).map { (c: Int) -> CharacterClass in
            switch UInt8(c) {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
            case 9...13, 32: return .white
            case let b where delimiterBytes.contains(b): return .delimiter
            default: return .nonWord
            }
        }
        var table = [Int16](repeating: 0, count: 49)
        for p in 0..<7 {
            for c in 0..<7 {
                table[p * 7 + c] = Self.computeBonus(
                    CharacterClass(rawValue: UInt8(p))!, CharacterClass(rawValue: UInt8(c))!,
                    white: white, delimiter: delimiter)
            }
        }
        bonusTable = table
        maxBonus = max(table.max() ?? 0, white)
    }

    /// The class of a character: ASCII by the scheme's table (its delimiters), the rest by
    /// Unicode's properties (no delimiter is outside ASCII on Linux).
    @inline(__always)
    package func characterClass(_ c: UInt32) -> CharacterClass {
        c < 128 ? asciiClasses[Int(c)] : CharacterTables.nonASCIIClass(c)
    }

    /// The bonus for a character of class `current` right after one of class `previous`.
    @inline(__always)
    package func bonus(after previous: CharacterClass, for current: CharacterClass) -> Int16 {
        bonusTable[Int(previous.rawValue) &* 7 &+ Int(current.rawValue)]
    }

    private static func computeBonus(
        _ previous: CharacterClass, _ current: CharacterClass,
        white: Int16, delimiter: Int16
    ) -> Int16 {
        if current.rawValue >= CharacterClass.nonWord.rawValue {
            switch previous {
            case .white: return white
            case .delimiter: return delimiter
            case .nonWord: return ScoreRules.boundary
            default: break
            }
        }
        if (previous == .lower && current == .upper) || (previous != .number && current == .number) {
            return ScoreRules.camel123
        }
        switch current {
        case .nonWord, .delimiter: return ScoreRules.nonWord
        case .white: return white
        default: return 0
        }
    }
}
