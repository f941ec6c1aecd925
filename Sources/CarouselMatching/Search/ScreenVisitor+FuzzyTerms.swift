/// The first screen's look for a query of fuzzy ASCII terms (`FuzzyTermsLook`), a chunk in one
/// loop as `visitOneLetter` goes: an ASCII line is passed over from its `LetterSummary` when
/// it lacks one of the terms' letters, else its bytes are looked through once per character;
/// a match is counted and offered to the top as `visit` would (the summary also saying
/// whether the line has white space, and at its edges). A line not all ASCII is scored by the
/// matcher itself. The outcome is `visit`'s, line for line.
extension ScreenVisitor {
    /// The lines `lines` (ascending: a range of fresh lines, or a wider query's matches). False,
    /// with nothing looked at, where this does not apply (another query; lines shaped or
    /// excluded).
    package func visitFuzzyTerms<Lines: Collection>(_ store: LineStore, lines: Lines) -> Bool where Lines.Element: BinaryInteger {
        guard let look = fuzzyLook, let bound = scoreBound, looksAtLinesAsHeld else { return false }
        let summaries = store.letterSummaries
        collectFound(upTo: lines.count) { out in
            var n = 0
            store.forEachLineStart(at: lines) { index, start, length in
                guard fuzzyTermsMatch(store, summaries, index, start, length, look, bound) else { return }
                out[n] = UInt32(truncatingIfNeeded: index)
                n &+= 1
            }
            return n
        }
        return true
    }

    /// The `count` room of `found` given to `body`, which returns how many it wrote: they
    /// join the members.
    @inline(__always)
    private func collectFound(upTo count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Int) {
        if found.count < count { found = [UInt32](repeating: 0, count: count) }
        let n = found.withUnsafeMutableBufferPointer { body($0.baseAddress.unsafelyUnwrapped) }
        members.append(contentsOf: found[..<n])
    }

    /// Whether the line matches; a match that could enter the top is scored and offered.
    @inline(__always)
    private func fuzzyTermsMatch(
        _ store: LineStore, _ summaries: UnsafeMutablePointer<UInt32>?, _ index: Int, _ start: Int, _ length: Int,
        _ look: FuzzyTermsLook, _ bound: ScoreBound
    ) -> Bool {
        if let summaries {
            let summary = summaries[index]
            guard summary & LetterSummary.notASCII == 0 else { return visitExactly(index, store.lineBytes(start: start, length: length)) }
            guard summary & look.summaryLetters == look.summaryLetters else { return false }
            let bytes = store.lineBytes(start: start, length: length)
            guard look.matches(bytes) else { return false }
            offerASCII(
                index, bytes, bound, isQuiet: summary & LetterSummary.hasBlank == 0,
                blankAtEdge: summary & LetterSummary.blankAtEdge != 0)
            return true
        }
        let bytes = store.lineBytes(start: start, length: length)
        let scan = LineText.scanASCIIQuiet(bytes)
        guard scan.isASCII else { return visitExactly(index, bytes) }
        guard look.matches(bytes) else { return false }
        offerASCII(index, bytes, bound, isQuiet: scan.isQuiet, blankAtEdge: true)
        return true
    }
}
