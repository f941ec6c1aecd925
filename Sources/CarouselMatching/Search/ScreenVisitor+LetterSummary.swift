/// A one-letter query's first screen from the store's letter summaries (`LetterSummary`): a
/// line is counted from its summary, and its bytes are read only when it could enter the
/// top (its length and index leave it a chance, and its summary allows a bonus as large as
/// that needs) or when the summary cannot say (not ASCII; a capital or a letter of its own
/// case asked for, where the summary says only that one of the two is there).
extension ScreenVisitor {
    /// The lines `lines` as `visitOneLetter(_:lines:)` looks at them, their matches written
    /// to `out`; returns how many. The outcome is the byte-by-byte look's: a line is passed
    /// over here only where that look would find it matching and short of the bar.
    func visitOneLetter(
        _ store: LineStore, lines: Range<Int>, summaries: UnsafeMutablePointer<UInt32>, letterBit: UInt32,
        _ look: OneLetterLook, _ bound: ScoreBound, _ bar: inout Bar, into out: UnsafeMutablePointer<UInt32>
    ) -> Int {
        var n = 0
        let folds = look.foldsCase
        // The best bonus a line can have, by whether a letter stands at a white place.
        let atWhitePlace = look.bestPossible, elsewhere = look.quietBest
        store.forEachLineStart(in: lines) { index, start, length in
            let summary = summaries[index]
            let isASCII = summary & LetterSummary.notASCII == 0
            if isASCII && summary & letterBit == 0 { return }
            if isASCII && folds && bar.threshold != RankKey.max {
                let trimmed =
                    summary & LetterSummary.blankAtEdge == 0
                    ? length : LineText.asciiTrimmedLength(store.lineBytes(start: start, length: length))
                let ties = matcher.leastKey(score: bar.score, length: trimmed, index: index, reversed: reversed) < bar.threshold
                let needed = ties ? bar.neededToTie : bar.neededToPass
                let best = summary & LetterSummary.letterAtWhitePlace != 0 ? atWhitePlace : elsewhere
                if best < needed {
                    out[n] = UInt32(truncatingIfNeeded: index)
                    n &+= 1
                    return
                }
            }
            guard oneLetterMatches(index, store.lineBytes(start: start, length: length), bound, look, &bar) else { return }
            out[n] = UInt32(truncatingIfNeeded: index)
            n &+= 1
        }
        return n
    }
}
