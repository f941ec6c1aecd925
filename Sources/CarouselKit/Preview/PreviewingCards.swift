/// Cards with a preview: another data source's cards, each showing what `--preview`'s
/// command prints for it under its title. Every collection view that prefetches through it
/// (the demo's, or each lane of a race) shows the same previews, shared by line: what one
/// prefetches the others find ready, and a line's command is stopped only when no view
/// wants it any more.
public final class PreviewingCards: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    public let cards: CollectionViewDataSource
    public let loader: PreviewLoader
    /// The line a card shows, which its preview is of: a searching picker's cards are the
    /// matches, not the lines in order.
    public var lineForItem: (Int) -> Int? = { $0 }

    /// One collection view's wants: the line prefetched for each of its cards, so that a
    /// cancel after the matches changed stops what was started, not what the card shows now.
    private struct Window {
        weak var view: CollectionView?
        var lines: [Int: Int] = [:]
    }
    private var windows: [ObjectIdentifier: Window] = [:]

    public init(cards: CollectionViewDataSource, loader: PreviewLoader) {
        self.cards = cards
        self.loader = loader
    }

    public func numberOfItems(in collectionView: CollectionView) -> Int { cards.numberOfItems(in: collectionView) }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = cards.collectionView(collectionView, cellForItemAt: index)
        // Only views that prefetch through us show previews: nothing would run for the others.
        if collectionView.prefetchDataSource === self {
            if let line = lineForItem(index) { (cell as? CardCell)?.preview = loader.content(for: line) }
        }
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, prefetchItemsAt indices: [Int]) {
        forgetGoneViews()
        var window = windows[ObjectIdentifier(collectionView)] ?? Window(view: collectionView)
        var lines: [Int] = []
        for item in indices {
            guard let line = lineForItem(item) else { continue }
            window.lines[item] = line
            lines.append(line)
        }
        windows[ObjectIdentifier(collectionView)] = window
        loader.prefetch(lines)
    }

    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indices: [Int]) {
        let key = ObjectIdentifier(collectionView)
        var gone: [Int] = []
        for item in indices {
            if let line = windows[key]?.lines.removeValue(forKey: item) ?? lineForItem(item) { gone.append(line) }
        }
        cancelUnwanted(gone)
    }

    /// The body under the title: the card less its border and padding, and the title's row.
    /// The last view whose cards changed size says it (a resize tells every view; the lanes
    /// of a race share one size unless a strategy sizes its own cards, and pictures are
    /// fitted to each card as it is drawn).
    public func collectionView(_ collectionView: CollectionView, itemSizeDidChange size: (width: Int, height: Int)) {
        loader.setBodySize(columns: max(0, size.width - 4), lines: max(0, size.height - 3))
    }

    /// Lines no view wants any more are cancelled; a line another view still shows runs on.
    private func cancelUnwanted(_ lines: [Int]) {
        guard !lines.isEmpty else { return }
        let stillWanted = Set(windows.values.filter { $0.view != nil }.flatMap { $0.lines.values })
        let unwanted = lines.filter { !stillWanted.contains($0) }
        if !unwanted.isEmpty { loader.cancelPrefetching(unwanted) }
    }

    /// A view that went (a race closed): its wants go with it.
    private func forgetGoneViews() {
        let gone = windows.filter { $0.value.view == nil }
        guard !gone.isEmpty else { return }
        for key in gone.keys { windows.removeValue(forKey: key) }
        cancelUnwanted(gone.values.flatMap { $0.lines.values })
    }
}
