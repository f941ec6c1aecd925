/// `-m`: Tab marks the current card and moves on; Shift-Tab unmarks the current card and
/// moves back. Marking never unmarks (a second Tab on a card keeps it), so a key does one
/// thing whatever the card's state.
extension CarouselController {
    /// The marks, in a picker that allows more than one choice.
    public var marks: LineMarks? {
        configuration.allowsMultipleSelection ? pickerLines?.marks : nil
    }

    /// Allows (or not) more than one choice: Tab marks from now on.
    public func setMultipleSelection(_ allows: Bool) {
        configuration.allowsMultipleSelection = allows
    }

    func multiSelectTakes(_ key: KeyEvent, now: Double) -> Bool {
        guard configuration.allowsMultipleSelection, let lines = pickerLines,
              key.key == .tab || key.key == .backTab, count > 0 else { return false }
        let forward = key.key == .tab && !key.shift
        guard let line = lines.lineIndex(forItem: scrollView.destinationPage) else { return true }
        if forward { lines.marks.mark(line) } else { lines.marks.unmark(line) }
        // The card shows its mark: drawn afresh.
        collectionView.reloadData()
        scrollView.scroll(byPages: forward ? 1 : -1, now: now, command: forward ? "Tab" : "S-Tab")
        return true
    }
}
