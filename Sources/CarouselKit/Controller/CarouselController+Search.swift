/// The picker's search in the controller: typing edits the query, and a finished search
/// becomes the cards.
extension CarouselController {
    /// A key for the query line; true when it took the key.
    func searchTakes(_ key: KeyEvent, now: Double) -> Bool {
        guard let search, search.handle(key) else { return false }
        applySearchResults(now: now)
        return true
    }

    func searchTakesPaste(_ text: String, now: Double) -> Bool {
        guard let search else { return false }
        search.paste(text)
        applySearchResults(now: now)
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
        if queryChanged { scroll(toPage: 0, animated: false, now: now, command: "search") }
    }
}
