import CarouselMatching

/// fzf's `change-nth` and `change-with-nth` (and their `transform-`): the fields a query
/// searches, or the fields a card shows and a query searches, changed while the picker runs;
/// and `next-selected` / `prev-selected` among the marked cards.
extension CarouselController {
    /// `text` as fzf's `--nth` or `--with-nth` value; empty: the option's own, as given.
    func changeFields(_ which: BindAction.FieldsChange, to text: String, now: Double) {
        guard let search, let lines = pickerLines else { return }
        switch which {
        case .nth:
            let ranges: [FieldRange]?
            if text.isEmpty {
                ranges = search.initialOptions.nth
            } else {
                guard let parsed = FieldRange.list(text) else { return }
                ranges = parsed
            }
            search.changeNth(ranges)
        case .withNth:
            var shaping = search.initialOptions.shaping
            if !text.isEmpty {
                guard let ranges = FieldRange.list(text) else { return }
                shaping.withNth = ranges
                shaping.withNthTemplate = nil
            }
            lines.lines.shaping = shaping
            search.changeShaping(shaping)
        }
        collectionView.reloadData()
        applySearchResults(now: now)
    }

    /// The next (or previous) card whose line is marked, going round the ends.
    func goToMarked(forward: Bool, now: Double) {
        guard let lines = pickerLines, !lines.marks.isEmpty, count > 1 else { return }
        let here = scrollView.destinationPage
        for step in 1..<count {
            let page = ((here + (forward ? step : -step)) % count + count) % count
            if let line = lines.lineIndex(forItem: page), lines.marks.contains(line) {
                scroll(toPage: page, now: now, command: forward ? "next-selected" : "prev-selected")
                return
            }
        }
    }
}
