/// Where a line's terms matched, as fzf's ranking reads it: the earliest start, the earliest
/// end and the latest end of the non-empty matches (a negated term matches nothing).
package struct MatchSpans {
    package var minBegin = Int.max, minEnd = Int.max, maxEnd = 0
    package var isEmpty = true

    package mutating func add(_ span: Range<Int>) {
        guard span.lowerBound < span.upperBound else { return }
        minBegin = min(minBegin, span.lowerBound)
        minEnd = min(minEnd, span.upperBound)
        maxEnd = max(maxEnd, span.upperBound)
        isEmpty = false
    }
}

/// The points of a match, as fzf's buildResult makes them: the score, then one value per
/// tiebreak criterion, smaller first. Without a match to measure, a criterion that needs one
/// is at its worst.
package enum RankPoints {
    package static func points(score: Int, criteria: [Tiebreak.Criterion], spans: MatchSpans, line: inout LineText) -> UInt64 {
        var points = MatchKey.points(score: score, values: [])
        for (k, criterion) in criteria.prefix(3).enumerated() {
            points |= UInt64(value(criterion, spans: spans, line: &line)) << UInt64(32 - 16 * k)
        }
        return points
    }

    private static func value(_ criterion: Tiebreak.Criterion, spans: MatchSpans, line: inout LineText) -> UInt16 {
        if criterion == .length { return MatchKey.clamped(line.trimmedLength()) }
        guard !spans.isEmpty else { return UInt16.max }
        let text = line.characters()
        let n = text.count
        switch criterion {
        case .length:
            return MatchKey.clamped(line.trimmedLength())
        case .chunk:
            // The white-space-delimited stretch holding every match.
            var b = spans.minBegin, e = spans.maxEnd
            while b >= 1, !CharacterTables.isSpace(text[b &- 1]) { b &-= 1 }
            while e < n, !CharacterTables.isSpace(text[e]) { e &+= 1 }
            return MatchKey.clamped(e &- b)
        case .pathname:
            // From the last `/` or `\\` to the match's start. fzf measures the separator in
            // bytes of the line's UTF-8 and the start in characters, and so does this.
            var last = n &- 1
            while last >= 0, text[last] != 0x2F, text[last] != 0x5C { last &-= 1 }
            var separator = -1
            if last >= 0 {
                separator = 0
                for k in 0..<last { separator &+= utf8Length(text[k]) }
            }
            guard separator <= spans.minBegin else { return UInt16.max }
            return MatchKey.clamped(spans.minBegin &- separator)
        case .begin, .end:
            // White space before the line's first word does not count (unless matched).
            var whitePrefix = 0
            while whitePrefix < spans.minBegin, whitePrefix < n &- 1, CharacterTables.isSpace(text[whitePrefix]) {
                whitePrefix &+= 1
            }
            if criterion == .begin { return MatchKey.clamped(spans.minEnd &- whitePrefix) }
            // fzf 0.74.5 divides by one more than the length: a match at the very end is not
            // at 0, and lines of different lengths rarely tie.
            let length = line.trimmedLength()
            let maximum = Int(UInt16.max)
            return MatchKey.clamped(maximum - maximum * (spans.maxEnd &- whitePrefix) / (length &+ 1))
        }
    }

    @inline(__always)
    private static func utf8Length(_ c: UInt32) -> Int {
        c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4
    }
}
