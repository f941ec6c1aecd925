import CarouselCore
import CarouselMatching

/// The picker's cards while it searches: the lines of the newest search result, best
/// first, with the matched characters of each title marked; every line (in input order,
/// or backwards with `--tac`) while the query is empty.
package final class SearchingLineCards: CollectionViewDataSource {
    package let lines: TextLineCards
    package let reversed: Bool
    /// The result shown; nil while the query is empty.
    package private(set) var result: SearchResult?
    /// The query whose matches are marked.
    private var marked: SearchQuery?
    /// The lines chosen so far in a multi-select picker; their cards say so on their border.
    package var marks = LineMarks()
    /// fzf's `--header-lines`: the first lines of the input, shown above the cards and
    /// never matched nor printed (they are not in the store).
    package var headerLines: [String] = []
    /// The sign a marked card's border shows before "marked" (fzf's `--marker`).
    package var markSign = "✓"
    /// `--nth`: the fields a query matched in, where the marks go.
    package var nth: [FieldRange]?

    package init(lines: TextLineCards, reversed: Bool = false) {
        self.lines = lines
        self.reversed = reversed
    }

    package var store: LineStore { lines.store }

    /// Shows `result` (nil: every line); `query` is what it matched, for the marks.
    package func show(_ result: SearchResult?, query: SearchQuery?) {
        self.result = result
        marked = result == nil ? nil : query
    }

    /// Lines fzf's `exclude` took out: left out of every line's list too.
    package var excluded = ExcludedLines()

    package func numberOfItems(in collectionView: CollectionView) -> Int { result?.count ?? max(0, store.count - excluded.count) }

    /// The line a card shows: what the picker prints when it is chosen.
    package func lineIndex(forItem item: Int) -> Int? {
        if let result { return result.lineIndex(at: item) }
        let total = store.count
        guard item >= 0, item < total - excluded.count else { return nil }
        let position = reversed ? total - excluded.count - 1 - item : item
        return excluded.isEmpty ? position : excluded.line(atPosition: position, of: total)
    }

    package func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        guard let card = cell as? CardCell, let line = lineIndex(forItem: index) else { return cell }
        lines.configure(card, line: line)
        card.footer = marks.contains(line) ? markSign + " marked" : ""
        if let marked, let text = store.text(at: line, maximumBytes: 4096) {
            card.titleMarks = MatchPositions.positions(
                of: marked, in: lines.shaping.isIdentity ? text : lines.shaping.shown(text),
                nth: nth, delimiter: lines.shaping.delimiter)
        }
        return cell
    }
}
