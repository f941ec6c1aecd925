/// A match's place in fzf's order, as one comparable value: ascending keys are fzf's order.
/// `points` holds the score (inverted, so the best comes first) in its top 16 bits, then
/// one 16-bit value per tiebreak criterion; `order` is input order (backwards with `--tac`).
package struct RankKey: Comparable, Hashable, Sendable {
    package var points: UInt64
    package var order: UInt32

    package init(points: UInt64, order: UInt32) {
        self.points = points
        self.order = order
    }

    /// Past every real key.
    package static let max = RankKey(points: .max, order: .max)

    @inline(__always)
    package static func < (a: RankKey, b: RankKey) -> Bool {
        a.points != b.points ? a.points < b.points : a.order < b.order
    }
}

/// Makes `RankKey`s. Ranked: the score, then the tiebreak values; unranked (`--no-sort`,
/// negations only): input order alone.
package enum MatchKey {
    /// The key of a line scored `score` whose tiebreak values are `values` (in criterion
    /// order, each already as fzf clamps it to 16 bits).
    package static func ranked(score: Int, values: [UInt16] = [], index: Int, reversed: Bool) -> RankKey {
        RankKey(points: points(score: score, values: values), order: order(index, reversed: reversed))
    }

    /// fzf's default tiebreak (`length`) alone.
    package static func ranked(score: Int, length: Int, index: Int, reversed: Bool) -> RankKey {
        ranked(score: score, values: [clamped(length)], index: index, reversed: reversed)
    }

    package static func points(score: Int, values: [UInt16]) -> UInt64 {
        var points = UInt64(UInt16.max - clamped(score)) << 48
        for (k, value) in values.prefix(3).enumerated() { points |= UInt64(value) << UInt64(32 - 16 * k) }
        return points
    }

    package static func unranked(index: Int, reversed: Bool) -> RankKey {
        RankKey(points: 0, order: order(index, reversed: reversed))
    }

    package static func lineIndex(of key: RankKey, reversed: Bool) -> Int {
        let low = Int(key.order)
        return reversed ? Int(UInt32.max) - low : low
    }

    /// fzf's AsUint16: below 0 is 0, above 65535 is 65535.
    @inline(__always)
    package static func clamped(_ value: Int) -> UInt16 { UInt16(Swift.min(Swift.max(value, 0), Int(UInt16.max))) }

    private static func order(_ index: Int, reversed: Bool) -> UInt32 {
        reversed ? UInt32.max - UInt32(truncatingIfNeeded: index) : UInt32(truncatingIfNeeded: index)
    }
}
