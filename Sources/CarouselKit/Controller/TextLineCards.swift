import CarouselCore
import CarouselMatching

/// Cards from lines of text: one card per line, a tab splits the title from the body.
///
/// The lines live in a `LineStore`, which may still be growing (a picker reading a pipe):
/// the count is the store's count now, and a card's text is decoded only when the card is
/// configured.
package final class TextLineCards: CollectionViewDataSource {
    package let store: LineStore
    /// What of each line the card shows (`--with-nth`, `--ansi`).
    /// What a card shows of its line (`change-with-nth` changes it).
    package var shaping: LineShaping

    package init(store: LineStore, shaping: LineShaping = LineShaping()) {
        self.store = store
        self.shaping = shaping
    }

    package convenience init(lines: [String]) { self.init(store: LineStore(lines: lines)) }

    package func numberOfItems(in collectionView: CollectionView) -> Int { store.count }

    package func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        if let card = cell as? CardCell { configure(card, line: index) }
        return cell
    }

    /// Shows line `index` on `card`.
    package func configure(_ card: CardCell, line index: Int) {
        if let whole = store.text(at: index) {
            let line = shaping.shownRaw(whole)
            if shaping.ansi {
                configureColoured(card, line: line)
                return
            }
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            var body = parts.count > 1 ? String(parts[1]).replacingTabs() : ""
            // An item of several lines (--read0): its first line is the title, the rest the body.
            let titleLines = (parts.first ?? "").split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            if titleLines.count > 1 { body = String(titleLines[1]) + (body.isEmpty ? "" : "\n" + body) }
            card.title = String(titleLines.first ?? "")
            card.body = body
        }
    }

    /// A line with colours: the title drawn in them (parsed as a preview's output is), the
    /// body without its escapes.
    private func configureColoured(_ card: CardCell, line: String) {
        let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        var parser = PreviewOutputParser(maximumLines: 1)
        parser.feed(Array((parts.first ?? "").utf8))
        parser.builder.newline()
        let spans = parser.text.lines.first ?? []
        var colours: [Style] = []
        for span in spans { colours += Array(repeating: span.style, count: span.text.unicodeScalars.count) }
        card.title = spans.map(\.text).joined()
        card.titleColours = colours.contains { $0 != .plain } ? colours : []
        card.body = parts.count > 1 ? ANSIStripping.strip(String(parts[1])).replacingTabs() : ""
    }
}

extension String {
    func replacingTabs() -> String {
        String(unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
    }
}
