/// `-m`: Tab toggles the current card's mark and moves on; Shift-Tab toggles it and moves
/// back, as fzf's `toggle+down` / `toggle+up`: a second Tab on the same card unmarks it.
extension CarouselController {
    /// The marks, in a picker that allows more than one choice.
    package var marks: LineMarks? {
        configuration.allowsMultipleSelection ? pickerLines?.marks : nil
    }

    /// Allows (or not) more than one choice: Tab marks from now on.
    package func setMultipleSelection(_ allows: Bool) {
        configuration.allowsMultipleSelection = allows
    }

    func multiSelectTakes(_ key: KeyEvent, now: Double) -> Bool {
        guard configuration.allowsMultipleSelection, pickerLines != nil,
            key.key == .tab || key.key == .backTab, count > 0
        else { return false }
        let forward = key.key == .tab && !key.shift
        toggleMark(thenMove: forward ? 1 : -1, now: now, command: forward ? "Tab" : "S-Tab")
        return true
    }

    /// fzf's `toggle`, `toggle+down` and `toggle+up`: the current card's line marked or
    /// unmarked, then `pages` on (0: stay).
    func toggleMark(thenMove pages: Int, now: Double, command: String) {
        guard configuration.allowsMultipleSelection, let lines = pickerLines, count > 0,
            let line = lines.lineIndex(forItem: scrollView.destinationPage)
        else { return }
        // fzf's `-m MAX`: a mark beyond the limit is not made (unmarking always is).
        if let limit = configuration.markLimit, !lines.marks.contains(line), lines.marks.count >= limit { return }
        lines.marks.toggle(line)
        // The card shows its mark: drawn afresh.
        collectionView.reloadData()
        if pages != 0 { scrollView.scroll(byPages: pages, now: now, command: command) }
    }
}
