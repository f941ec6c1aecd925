/// `-m`'s marks: Tab toggles the current card's mark and moves on, Shift-Tab toggles it and
/// moves back (fzf's `toggle+down` / `toggle+up`: a second Tab on the same card unmarks it);
/// bound actions mark every match, go to the next mark, or take lines out of the picker.
extension Picker {
    /// The marks, where the picker allows more than one choice.
    func marks(in host: some PickerHost) -> LineMarks? {
        host.configuration.allowsMultipleSelection ? lines.marks : nil
    }

    /// Tab and Shift-Tab where cards are marked; true when the key was taken.
    func takeMarkingKey(_ key: KeyEvent, in host: some PickerHost, now: Double) -> Bool {
        guard host.configuration.allowsMultipleSelection, key.key == .tab || key.key == .backTab, host.count > 0 else {
            return false
        }
        let forward = key.key == .tab && !key.shift
        toggleMark(thenMove: forward ? 1 : -1, in: host, now: now, command: forward ? "Tab" : "S-Tab")
        return true
    }

    /// fzf's `toggle`, `toggle+down` and `toggle+up`: the current card's line marked or
    /// unmarked, then `pages` on (0: stay).
    func toggleMark(thenMove pages: Int, in host: some PickerHost, now: Double, command: String) {
        guard host.configuration.allowsMultipleSelection, let line = currentLine(in: host) else { return }
        // fzf's `-m MAX`: a mark beyond the limit is not made (unmarking always is).
        if !lines.marks.contains(line), isAtMarkLimit(host) { return }
        lines.marks.toggle(line)
        // The card shows its mark: drawn afresh.
        host.cardsChangedLook()
        if pages != 0 { host.scroll(byPages: pages, now: now, command: command) }
    }

    /// fzf's `select` (true) and `deselect` (false) of the current card's line.
    func setMark(_ on: Bool, in host: some PickerHost) {
        guard host.configuration.allowsMultipleSelection, let line = currentLine(in: host) else { return }
        if on {
            if !lines.marks.contains(line), isAtMarkLimit(host) { return }
            lines.marks.mark(line)
        } else {
            lines.marks.unmark(line)
        }
        host.cardsChangedLook()
    }

    /// fzf's `select-all`, `deselect-all`, `toggle-all`: over the lines that match (with `-m`).
    func markEveryMatch(_ action: BindAction, in host: some PickerHost) {
        guard host.configuration.allowsMultipleSelection else { return }
        for item in 0..<host.count {
            guard let line = lines.lineIndex(forItem: item) else { continue }
            switch action {
            case .selectAll:
                if isAtMarkLimit(host) { continue }
                lines.marks.mark(line)
            case .deselectAll: lines.marks.unmark(line)
            default: lines.marks.toggle(line)
            }
        }
        host.cardsChangedLook()
    }

    /// `-m MAX` is reached: no more marks.
    private func isAtMarkLimit(_ host: some PickerHost) -> Bool {
        host.configuration.markLimit.map { lines.marks.count >= $0 } ?? false
    }

    /// The next (or previous) card whose line is marked, going round the ends.
    func goToMarked(forward: Bool, in host: some PickerHost, now: Double) {
        let count = host.count
        guard !lines.marks.isEmpty, count > 1 else { return }
        let here = host.destinationPage
        for step in 1..<count {
            let page = ((here + (forward ? step : -step)) % count + count) % count
            if let line = lines.lineIndex(forItem: page), lines.marks.contains(line) {
                host.scroll(toPage: page, animated: true, now: now, command: forward ? "next-selected" : "prev-selected")
                return
            }
        }
    }

    /// fzf's `exclude` (the current line) and `exclude-multi` (the marked lines, else the
    /// current one): the lines leave the picker, and their marks with them; the card after
    /// them takes their place.
    func exclude(marked: Bool, in host: some PickerHost, now: Double) {
        let current = currentLine(in: host).map { [$0] } ?? []
        let chosen = marked ? (marks(in: host)?.inOrder ?? []) : []
        let excluded = chosen.isEmpty ? current : chosen
        guard let search, !excluded.isEmpty else { return }
        for line in excluded { lines.marks.unmark(line) }
        search.exclude(excluded)
        host.cardsReplaced(now: now)
    }
}
