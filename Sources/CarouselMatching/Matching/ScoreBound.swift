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
package final class ScoreBound {
    private struct Term {
        /// For each byte: 1 when it is the term's first character, 2 when it is any of them
        /// (case folded as the term asks).
        var roles: [UInt8]
        var length: Int
        /// The bytes with a role, when there are at most two (a one-letter term): their
        /// occurrences are found with `memchr` rather than by reading every byte.
        var probes: [UInt8]
        /// Otherwise, up to three (mask, byte) pairs, each repeated over a 64-bit word, that
        /// together find every byte with a role (`byte | mask == target`), eight bytes at a
        /// time; nil when more are needed (a longer term: walked byte by byte).
        var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)?
    }

    private let terms: [Term]
    /// The bound for any line at all (the best bonus everywhere).
    package let ceiling: Int
    /// The bound for a line without white space (no bonus after or of a blank, the largest),
    /// whose first byte is none of the terms' when the line's start counts as white: what
    /// most lines of paths get, read in one quick pass instead of the bonuses' walk.
    private let quietCeiling: Int
    private let startIsWhite: Bool
    /// Every byte that plays a role in some term.
    private let anyRole: [Bool]

    /// Nil unless every group is one positive fuzzy term of ASCII characters: other queries
    /// are scored exactly.
    package init?(_ query: SearchQuery) {
        var terms: [Term] = []
        for group in query.groups {
            guard group.count == 1, let term = group.first, !term.isNegated, term.kind == .fuzzy,
                !term.text.isEmpty, term.text.allSatisfy({ $0 < 128 })
            else { return nil }
            var roles = [UInt8](repeating: 0, count: 256)
            for (k, c) in term.text.enumerated() {
                let role: UInt8 = k == 0 ? 3 : 2
                roles[Int(c)] |= role
                if !term.isCaseSensitive, c >= 97, c <= 122 { roles[Int(c - 32)] |= role }
            }
            let probes = (0..<256).filter { roles[$0] != 0 }.map { UInt8($0) }
            terms.append(
                Term(
                    roles: roles, length: term.text.count, probes: probes.count <= 2 ? probes : [],
                    words: probes.count <= 2 ? nil : Self.words(probes)))
        }
        guard !terms.isEmpty else { return nil }
        self.terms = terms
        let scoring = query.scheme.scoring
        let best = Int(scoring.maxBonus)
        ceiling = terms.reduce(0) { $0 + Self.termBound(length: $1.length, first: best, any: best) }
        initial = Int(scoring.initialClass.rawValue)
        var quiet: Int16 = 0
        for p in CharacterClass.allCases where p != .white {
            for c in CharacterClass.allCases where c != .white { quiet = max(quiet, scoring.bonus(after: p, for: c)) }
        }
        quietCeiling = terms.reduce(0) { $0 + Self.termBound(length: $1.length, first: Int(quiet), any: Int(quiet)) }
        startIsWhite = scoring.initialClass == .white
        anyRole = (0..<256).map { b in terms.contains { $0.roles[b] != 0 } }
        classes = (0..<128).map { scoring.characterClass(UInt32($0)).rawValue }
        bonuses = (0..<64).map { k in
            guard let previous = CharacterClass(rawValue: UInt8(k / 8)), let current = CharacterClass(rawValue: UInt8(k % 8))
            else { return 0 }
            return scoring.bonus(after: previous, for: current)
        }
    }

    /// The (mask, target) words finding `probes`: a lower-case letter and its capital as one
    /// pair (the mask 0x20 makes the capital the letter), any other byte as a pair of its own.
    private static func words(_ probes: [UInt8]) -> (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)? {
        var pairs: [(UInt8, UInt8)] = []
        for byte in probes {
            let lower = byte | 0x20
            let folds = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") && probes.contains(lower) && probes.contains(lower & ~0x20)
            let pair: (UInt8, UInt8) = folds ? (0x20, lower) : (0, byte)
            if !pairs.contains(where: { $0 == pair }) { pairs.append(pair) }
        }
        guard pairs.count <= 3 else { return nil }
        while pairs.count < 3 { pairs.append(pairs[0]) }
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (
            UInt64(pairs[0].0) &* ones, UInt64(pairs[0].1) &* ones, UInt64(pairs[1].0) &* ones,
            UInt64(pairs[1].1) &* ones, UInt64(pairs[2].0) &* ones, UInt64(pairs[2].1) &* ones
        )
    }

    private static func termBound(length m: Int, first: Int, any: Int) -> Int {
        m * Int(ScoreRules.match) + 2 * first + (m - 1) * max(any, Int(ScoreRules.consecutive))
    }

    /// At least the score of the line `bytes` (all ASCII), as `bound(ascii:)` but coarser, and
    /// cheaper: eight bytes at a time, looking only for blanks (any byte below 0x21).
    package func quickBound(ascii bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return ceiling }
        if startIsWhite && anyRole[Int(base[0])] { return ceiling }
        let raw = UnsafeRawPointer(base), count = bytes.count
        let below: UInt64 = 0x2121_2121_2121_2121, highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i &+ 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // ASCII bytes: the high bit of `word - 0x21` is set in a byte below 0x21 (or past one).
            if (word &- below) & ~word & highs != 0 { return ceiling }
            i &+= 8
        }
        while i < count {
            if base[i] < 0x21 { return ceiling }
            i &+= 1
        }
        return quietCeiling
    }

    /// `quickBound(ascii:)` of a line whose bytes were already read for blanks: `isQuiet` when
    /// it has no byte below `!`.
    package func quickBound(ascii bytes: UnsafeBufferPointer<UInt8>, isQuiet: Bool) -> Int {
        guard isQuiet, let base = bytes.baseAddress, bytes.count > 0 else { return ceiling }
        return startIsWhite && anyRole[Int(base[0])] ? ceiling : quietCeiling
    }

    /// At least the score of the line `bytes` (all ASCII) for the query, when it matches.
    package func bound(ascii bytes: UnsafeBufferPointer<UInt8>) -> Int { bound(asciiFields: CollectionOfOne(bytes)) }

    /// At least the score of a line whose terms match within `fields` (all ASCII).
    package func bound<Fields: Collection>(asciiFields fields: Fields) -> Int where Fields.Element == UnsafeBufferPointer<UInt8> {
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
                    if let words = term.words, let base = bytes.baseAddress {
                        // Only the words holding a byte with a role are read byte by byte.
                        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                        let raw = UnsafeRawPointer(base), count = bytes.count
                        @inline(__always) func look(_ at: Int) {
                            let byte = base[at]
                            let role = roles[Int(byte)]
                            guard role != 0 else { return }
                            let before = at == 0 ? initial : Int(classes[Int(base[at &- 1] & 0x7F)])
                            let bonus = bonuses[before &* 8 &+ Int(classes[Int(byte & 0x7F)])]
                            if role & 1 != 0, bonus > first { first = bonus }
                            if bonus > any { any = bonus }
                        }
                        var i = 0
                        while i &+ 8 <= count {
                            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                            let a = (word | words.0) ^ words.1, b = (word | words.2) ^ words.3, c = (word | words.4) ^ words.5
                            if ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c) & highs != 0 {
                                for j in i..<(i &+ 8) { look(j) }
                            }
                            i &+= 8
                        }
                        while i < count { look(i); i &+= 1 }
                        return
                    }
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
    package func oneLetterBound(bestBonus: Int16) -> Int { Self.termBound(length: 1, first: Int(bestBonus), any: Int(bestBonus)) }

    /// The bonus of the ASCII byte `byte` after the ASCII byte `previous` (nil: at a line's start).
    package func letterBonus(after previous: UInt8?, of byte: UInt8) -> Int16 {
        let before = previous.map { Int(classes[Int($0 & 0x7F)]) } ?? initial
        return bonuses[before * 8 + Int(classes[Int(byte & 0x7F)])]
    }

    /// Each ASCII byte's class under the query's scheme, the class before a line's start, and
    /// the bonus of a class after another (`previous * 8 + class`), copied here so the loop
    /// reads plain arrays.
    private let classes: [UInt8]
    private let initial: Int
    private let bonuses: [Int16]
}
