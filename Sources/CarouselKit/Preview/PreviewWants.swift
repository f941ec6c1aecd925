import CarouselCore

/// What every collection view showing previews wants of one loader: the line prefetched
/// for each of its cards. The views share the previews by line (a race's lanes, a shelf
/// reused for another): what one prefetches the others find ready, and a line's command is
/// stopped only when no view wants it any more; a view that went takes its wants with it.
package final class PreviewWants {
    package let loader: PreviewLoader

    /// One view's wants: the line prefetched for each of its cards, so that a cancel after
    /// the cards changed (new matches, another shelf) stops what was started, not what the
    /// card shows now.
    private struct Window {
        weak var view: CollectionView?
        var lines: [Int: Int] = [:]
    }
    private var windows: [ObjectIdentifier: Window] = [:]

    package init(loader: PreviewLoader) { self.loader = loader }

    package func prefetch(_ items: [Int], in view: CollectionView, lineForItem: (Int) -> Int?) {
        forgetGoneViews()
        var window = windows[ObjectIdentifier(view)] ?? Window(view: view)
        var lines: [Int] = []
        for item in items {
            guard let line = lineForItem(item) else { continue }
            window.lines[item] = line
            lines.append(line)
        }
        windows[ObjectIdentifier(view)] = window
        loader.prefetch(lines)
    }

    package func cancel(_ items: [Int], in view: CollectionView, lineForItem: (Int) -> Int?) {
        let key = ObjectIdentifier(view)
        var gone: [Int] = []
        for item in items {
            if let line = windows[key]?.lines.removeValue(forKey: item) ?? lineForItem(item) { gone.append(line) }
        }
        cancelUnwanted(gone)
    }

    /// The preview's place in the card (`--preview-window`) gives the body's size.
    /// The last view whose cards changed size says it (a resize tells every view; the lanes
    /// of a race share one size unless a strategy sizes its own cards, and pictures are
    /// fitted to each card as it is drawn).
    package func itemSizeDidChange(_ size: (width: Int, height: Int)) {
        loader.setCardSize(width: size.width, height: size.height)
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
