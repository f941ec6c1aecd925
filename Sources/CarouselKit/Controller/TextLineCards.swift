/// Cards from lines of text: one card per line, a tab splits the title from the body.
///
/// The lines live in a `LineStore`, which may still be growing (a picker reading a pipe):
/// the count is the store's count now, and a card's text is decoded only when the card is
/// configured.
public final class TextLineCards: CollectionViewDataSource {
    public let store: LineStore

    public init(store: LineStore) { self.store = store }

    public convenience init(lines: [String]) { self.init(store: LineStore(lines: lines)) }

    public func numberOfItems(in collectionView: CollectionView) -> Int { store.count }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CarouselController.cellIdentifier, for: index)
        if let card = cell as? CardCell { configure(card, line: index) }
        return cell
    }

    /// Shows line `index` on `card`.
    public func configure(_ card: CardCell, line index: Int) {
        if let line = store.text(at: index) {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            var body = parts.count > 1 ? String(parts[1]).replacingTabs() : ""
            // An item of several lines (--read0): its first line is the title, the rest the body.
            let titleLines = (parts.first ?? "").split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            if titleLines.count > 1 { body = String(titleLines[1]) + (body.isEmpty ? "" : "\n" + body) }
            card.title = String(titleLines.first ?? "")
            card.body = body
        }
    }
}

extension String {
    func replacingTabs() -> String {
        String(unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
    }
}
