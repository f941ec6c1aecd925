import CarouselPlatform

/// A cheap upper bound of the score fzf gives a line, for queries of plain fuzzy terms: the
/// search scores exactly only the lines whose bound could still reach the cards on screen.
///
/// Each matched character earns `match` plus a bonus, the first character's bonus twice, and
/// gaps only cost. A character's bonus is its own (where it stands) or, inside a run, the
/// run's first character's, or `consecutive`: never more than the best bonus any of the term's
/// characters has anywhere in the line. So a term of `m` characters scores at most
/// `m * match + 2 * B0 + (m - 1) * max(B, consecutive)`, where `B0` is the best bonus of the
/// term's first character in the line and `B` the best of any of its characters. Reading the
/// bonuses is one pass over the bytes, no score matrix.
///
/// With `--nth` a term is matched within one field, whose first character counts as the start
/// of a line: the bonuses are read over the fields, each started afresh.
///
/// ```swift
/// let bound = ScoreBound(SearchQuery("usr"))!
/// bound.bound(ascii: bytes)   // >= QueryMatcher(SearchQuery("usr")).score(bytes)
/// ```
struct ScoreBound {
    private struct Term {
        /// For each byte: 1 when it is the term's first character, 2 when it is any of them
        /// (case folded as the term asks).
        var roles: [UInt8]
        var length: Int
        /// The bytes with a role, when there are at most two (a one-letter term): their
        /// occurrences are found with `memchr` rather than by reading every byte.
        var probes: [UInt8]
    }

    private let terms: [Term]
    /// The bound for any line at all (the best bonus everywhere).
    let ceiling: Int

    /// Nil unless every group is one positive fuzzy term of ASCII characters: other queries
    /// are scored exactly.
    init?(_ query: SearchQuery) {
        var terms: [Term] = []
        for group in query.groups {
            guard group.count == 1, let term = group.first, !term.isNegated, term.kind == .fuzzy,
                  !term.text.isEmpty, term.text.allSatisfy({ $0 < 128 }) else { return nil }
            var roles = [UInt8](repeating: 0, count: 256)
            for (k, c) in term.text.enumerated() {
                let role: UInt8 = k == 0 ? 3 : 2
                roles[Int(c)] |= role
                if !term.isCaseSensitive, c >= 97, c <= 122 { roles[Int(c - 32)] |= role }
            }
            let probes = (0..<256).filter { roles[$0] != 0 }.map { UInt8($0) }
            terms.append(Term(roles: roles, length: term.text.count, probes: probes.count <= 2 ? probes : []))
        }
        guard !terms.isEmpty else { return nil }
        self.terms = terms
        let scoring = query.scheme.scoring
        let best = Int(scoring.maxBonus)
        ceiling = terms.reduce(0) { $0 + Self.termBound(length: $1.length, first: best, any: best) }
        initial = Int(scoring.initialClass.rawValue)
        classes = (0..<128).map { scoring.characterClass(UInt32($0)).rawValue }
        bonuses = (0..<64).map { k in
            guard let previous = CharacterClass(rawValue: UInt8(k / 8)), let current = CharacterClass(rawValue: UInt8(k % 8))
            else { return 0 }
            return scoring.bonus(after: previous, for: current)
        }
    }

    private static func termBound(length m: Int, first: Int, any: Int) -> Int {
        m * Int(ScoreRules.match) + 2 * first + (m - 1) * max(any, Int(ScoreRules.consecutive))
    }

    /// At least the score of the line `bytes` (all ASCII) for the query, when it matches.
    func bound(ascii bytes: UnsafeBufferPointer<UInt8>) -> Int { bound(asciiFields: CollectionOfOne(bytes)) }

    /// At least the score of a line whose terms match within `fields` (all ASCII).
    func bound<Fields: Collection>(asciiFields fields: Fields) -> Int where Fields.Element == UnsafeBufferPointer<UInt8> {
        var total = 0
        for term in terms {
            var first: Int16 = 0, any: Int16 = 0
            for bytes in fields { bonuses(of: term, in: bytes, first: &first, any: &any) }
            total += Self.termBound(length: term.length, first: Int(first), any: Int(any))
        }
        return total
    }

    /// The best bonus of the term's first character and of any of its characters in `bytes`,
    /// raised into `first` and `any`.
    private func bonuses(of term: Term, in bytes: UnsafeBufferPointer<UInt8>, first: inout Int16, any: inout Int16) {
        classes.withUnsafeBufferPointer { classes in
            bonuses.withUnsafeBufferPointer { bonuses in
                var previous = initial
                if !term.probes.isEmpty, let base = bytes.baseAddress {
                    // Only where a probe byte stands: the byte before it says its bonus.
                    for probe in term.probes {
                        let role = term.roles[Int(probe)]
                        var from = 0
                        while from < bytes.count, let hit = memchr(base + from, Int32(probe), bytes.count - from) {
                            let at = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                            let before = at == 0 ? initial : Int(classes[Int(base[at - 1] & 0x7F)])
                            let bonus = bonuses[before &* 8 &+ Int(classes[Int(probe & 0x7F)])]
                            if role & 1 != 0, bonus > first { first = bonus }
                            if bonus > any { any = bonus }
                            from = at + 1
                        }
                    }
                    return
                }
                term.roles.withUnsafeBufferPointer { roles in
                    for byte in bytes {
                        let cls = Int(classes[Int(byte & 0x7F)])
                        let role = roles[Int(byte)]
                        if role != 0 {
                            let bonus = bonuses[previous &* 8 &+ cls]
                            if role & 1 != 0, bonus > first { first = bonus }
                            if bonus > any { any = bonus }
                        }
                        previous = cls
                    }
                }
            }
        }
    }

    /// A one-letter query's bound from the best bonus its letter has in the line (the
    /// largest `letterBonus` of its places): what `bound(ascii:)` gives, without its walk.
    func oneLetterBound(bestBonus: Int16) -> Int { Self.termBound(length: 1, first: Int(bestBonus), any: Int(bestBonus)) }

    /// The bonus of the ASCII byte at `at` in `bytes`, from the byte before it.
    @inline(__always)
    func letterBonus(_ bytes: UnsafeBufferPointer<UInt8>, at: Int) -> Int16 {
        classes.withUnsafeBufferPointer { classes in
            let before = at == 0 ? initial : Int(classes[Int(bytes[at &- 1] & 0x7F)])
            return bonuses[before &* 8 &+ Int(classes[Int(bytes[at] & 0x7F)])]
        }
    }

    /// Each ASCII byte's class under the query's scheme, the class before a line's start, and
    /// the bonus of a class after another (`previous * 8 + class`), copied here so the loop
    /// reads plain arrays.
    private let classes: [UInt8]
    private let initial: Int
    private let bonuses: [Int16]
}
