/// A match as one sortable word: ascending keys are fzf's order. Ranked: the score
/// (inverted, so the best comes first), then the line's length, then input order; unranked
/// (`--no-sort`, negations only): input order alone. With `--tac` the input order runs
/// backwards. The line's index is in the low 32 bits.
public enum MatchKey {
    public static func ranked(score: Int, length: Int, index: Int, reversed: Bool) -> UInt64 {
        let points = UInt64(UInt16.max) - UInt64(min(max(score, 0), Int(UInt16.max)))
        let length = UInt64(min(max(length, 0), Int(UInt16.max)))
        return points << 48 | length << 32 | order(index, reversed: reversed)
    }

    public static func unranked(index: Int, reversed: Bool) -> UInt64 { order(index, reversed: reversed) }

    public static func lineIndex(of key: UInt64, reversed: Bool) -> Int {
        let low = Int(truncatingIfNeeded: key & 0xFFFF_FFFF)
        return reversed ? Int(UInt32.max) - low : low
    }

    private static func order(_ index: Int, reversed: Bool) -> UInt64 {
        reversed ? UInt64(UInt32.max) - UInt64(index) : UInt64(index)
    }
}
