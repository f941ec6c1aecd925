/// The picker's search in the controller: typing edits the query, and a finished search
/// becomes the cards.
extension CarouselController {
    /// A key for the query line; true when it took the key.
    func searchTakes(_ key: KeyEvent, now: Double) -> Bool {
        guard let (took, queryChanged) = picker?.takes(key), took else { return false }
        applySearchResults(now: now)
        if queryChanged { fire(.change, now: now) }
        return true
    }

    func searchTakesPaste(_ text: String, now: Double) -> Bool {
        guard let queryChanged = picker?.takesPaste(text) else { return false }
        applySearchResults(now: now)
        if queryChanged { fire(.change, now: now) }
        return true
    }

    /// Shows a finished search: the cards are the new matches, from the best (a query that
    /// changed starts again at the first card, as fzf's cursor goes back to the top; more
    /// matches of the same query from new input keep the page).
    func applySearchResults(now: Double) {
        guard let search else { return }
        let before = search.shownQuery
        guard search.takeFinished() else { return }
        let queryChanged = search.shownQuery != before
        // A drag is let go when what it holds is replaced; new input's matches leave it be.
        if queryChanged { gestures.cancel(now: now) }
        collectionView.invalidatePrefetching()
        reloadData(now: now)
        // With --track the current line stays current (reloadData found it), if it matches.
        if queryChanged && !(configuration.tracksCurrent && currentLineIndex == picker?.tracking.line && picker?.tracking.line != nil) {
            scroll(toPage: 0, animated: false, now: now, command: "search")
        }
        // fzf's events for a finished search: `result`, then `one` or `zero`.
        fire(.result, now: now)
        // The input read to its end and the search caught up: fzf's `result-final`.
        if !isLoadingMore && !search.isSearching { fire(.resultFinal, now: now) }
        if count == 1 { fire(.one, now: now) }
        if count == 0 { fire(.zero, now: now) }
    }
}
