/// The points of fzf's fuzzy scoring (its default scheme, as in fzf 0.38), so that a query
/// ranks lines the way an fzf user expects.
///
/// A matched character earns `match` plus a bonus for where it stands (the start of a word
/// earns most); a gap between matched characters costs `gapStart` for its first character and
/// `gapExtension` for each further one. The bonus of the query's first character counts
/// twice: what is typed first is what is meant most.
enum ScoreRules {
    static let match: Int16 = 16
    static let gapStart: Int16 = -3
    static let gapExtension: Int16 = -1
    /// A word starting after a non-word character.
    static let boundary: Int16 = match / 2
    /// A non-word character itself (so that a run starting at one keeps a bonus).
    static let nonWord: Int16 = match / 2
    /// lowerUpper or a digit after a non-digit: a boundary without a gap in front.
    static let camel123: Int16 = boundary + gapExtension
    /// The least each character of a consecutive run earns: what a one-character gap costs.
    static let consecutive: Int16 = -(gapStart + gapExtension)
    static let firstCharMultiplier: Int16 = 2
    /// A word after white space, or at the start of the line.
    static let boundaryWhite: Int16 = boundary + 2
    /// A word after one of `/,:;|`.
    static let boundaryDelimiter: Int16 = boundary + 1

    /// fzf gives up the optimal alignment for a line whose length times the term's length
    /// exceeds this, and takes the first greedy one instead.
    static let alignmentCellLimit = 100 * 1024
}

/// What kind of character stands at a position; the order matters: every class after
/// `nonWord` starts a word when it follows white space, a delimiter or a non-word character.
enum CharacterClass: UInt8 {
    case white = 0, nonWord, delimiter, lower, upper, letter, number

    /// The bonus for a character of class `current` right after one of class `previous`.
    @inline(__always)
    static func bonus(after previous: CharacterClass, for current: CharacterClass) -> Int16 {
        bonusTable[Int(previous.rawValue) &* 7 &+ Int(current.rawValue)]
    }

    private static let bonusTable: [Int16] = {
        var table = [Int16](repeating: 0, count: 49)
        for p in 0..<7 {
            for c in 0..<7 {
                table[p * 7 + c] = computeBonus(CharacterClass(rawValue: UInt8(p))!, CharacterClass(rawValue: UInt8(c))!)
            }
        }
        return table
    }()

    private static func computeBonus(_ previous: CharacterClass, _ current: CharacterClass) -> Int16 {
        if current.rawValue > CharacterClass.nonWord.rawValue {
            switch previous {
            case .white: return ScoreRules.boundaryWhite
            case .delimiter: return ScoreRules.boundaryDelimiter
            case .nonWord: return ScoreRules.boundary
            default: break
            }
        }
        if (previous == .lower && current == .upper) || (previous != .number && current == .number) {
            return ScoreRules.camel123
        }
        if current == .nonWord { return ScoreRules.nonWord }
        if current == .white { return ScoreRules.boundaryWhite }
        return 0
    }
}
