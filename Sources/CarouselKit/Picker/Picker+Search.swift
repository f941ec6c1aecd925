/// The picker's query: typing and pasting edit it, bound actions set it, and a finished
/// search becomes the cards.
extension Picker {
    /// A key for the query line; true when it took the key.
    func takeKey(_ key: KeyEvent, in host: some PickerHost, now: Double) -> Bool {
        let (took, queryChanged) = takes(key)
        guard took else { return false }
        showResults(in: host, now: now)
        if queryChanged { host.fire(.change, now: now) }
        return true
    }

    /// Pasted text into the query; false when there is no query to paste into.
    func takePaste(_ text: String, in host: some PickerHost, now: Double) -> Bool {
        guard let queryChanged = takesPaste(text) else { return false }
        showResults(in: host, now: now)
        if queryChanged { host.fire(.change, now: now) }
        return true
    }

    /// fzf's `change-query`, `clear-query` and a `transform-query`'s output: the query is
    /// `text` from now on.
    func setQuery(_ text: String, in host: some PickerHost, now: Double) {
        guard let search, search.query != text else { return }
        search.setQuery(text)
        showResults(in: host, now: now)
        host.fire(.change, now: now)
    }

    /// An edit of the query by a bound action (`kill-line`, `put`): shown, and `change`
    /// fired when it changed the query.
    func edit(in host: some PickerHost, now: Double, _ edit: (PickerSearch) -> Void) {
        guard let search else { return }
        let before = search.query
        edit(search)
        showResults(in: host, now: now)
        if search.query != before { host.fire(.change, now: now) }
    }

    /// Shows a finished search: the cards are the new matches, from the best (a query that
    /// changed starts again at the first card, as fzf's cursor goes back to the top; more
    /// matches of the same query from new input keep the page).
    func showResults(in host: some PickerHost, now: Double) {
        guard let search else { return }
        let before = search.shownQuery
        guard search.takeFinished() else { return }
        let queryChanged = search.shownQuery != before
        // A drag is let go when what it holds is replaced; new input's matches leave it be.
        if queryChanged { host.cancelGestures(now: now) }
        host.cardsReplaced(now: now)
        // With --track the current line stays current (the reload found it), if it matches.
        let keepsLine = host.configuration.tracksCurrent && tracking.line != nil && currentLine(in: host) == tracking.line
        if queryChanged && !keepsLine { host.scroll(toPage: 0, animated: false, now: now, command: "search") }
        // fzf's events for a finished search: `result`, then `one` or `zero`.
        host.fire(.result, now: now)
        // The input read to its end and the search caught up: fzf's `result-final`.
        if !host.isLoadingMore && !search.isSearching { host.fire(.resultFinal, now: now) }
        if host.count == 1 { host.fire(.one, now: now) }
        if host.count == 0 { host.fire(.zero, now: now) }
    }

    /// The line the current card shows (its index in the input); nil with no cards.
    func currentLine(in host: some PickerHost) -> Int? {
        host.count > 0 ? lines.lineIndex(forItem: host.destinationPage) : nil
    }
}
