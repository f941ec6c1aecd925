/// fzf's `reload` and `--track` in the picker. A reload empties the lines for the
/// command's output, which then comes in as the input did: the query stays and is searched
/// again, the marks go (as fzf's), and the focus goes to the first card, or, with
/// `--track`, to the line of the same text once it has come.
extension CarouselController {
    /// The lines are replaced by a reload's output (the program reads it into the same
    /// store from now on). Nothing happens in a scene that is not a picker.
    package func replaceInput(now: Double) {
        guard let lines = pickerLines else { return }
        if configuration.tracksCurrent, let line = tracking.line ?? currentLineIndex {
            tracking.awaitedText = lines.store.text(at: line).map(trackingIdentity)
        }
        tracking.line = nil
        tracking.searchedLines = 0
        gestures.cancel(now: now)
        lines.store.removeAll()
        lines.marks = LineMarks()
        lines.headerLines = []
        // A query's matches are of the lines gone: none until the new lines are searched.
        if let result = lines.result { lines.show(.nothing(query: result.query, reversed: lines.reversed), query: nil) }
        search?.forgetExclusions()
        search?.storeDidDrop()
        (dataSource as? PreviewingCards)?.loader.runAgain(nil)
        handle(.loadingMore(true), now: now)
        collectionView.invalidatePrefetching()
        reloadData(now: now)
        scroll(toPage: 0, animated: false, now: now, command: "reload")
    }

    /// `--track`: the line the focus is on, kept while nothing else decides it (a reload's
    /// line not found yet, a search under way).
    func noteTrackedLine(now: Double) {
        guard configuration.tracksCurrent, count > 0 else { return }
        if tracking.awaitedText != nil || tracking.mustRefocus { return followTrackedLine(now: now) }
        if search?.isSearching == true { return }
        tracking.line = currentLineIndex
    }

    /// What says two lines are one across a reload: the whole text, or fzf's `--id-nth` fields.
    func trackingIdentity(_ text: String) -> String {
        guard let fields = configuration.identityFields else { return text }
        return configuration.placeholderDelimiter.placeholderText(of: text, fields: fields)
    }

    /// `--track`: the focus back on the followed line where the cards changed under it (a
    /// new search result, new input); after a reload, the line is looked for by its text
    /// among the lines come so far, and given up once they have all come.
    func followTrackedLine(now: Double) {
        guard configuration.tracksCurrent, let lines = pickerLines else { return }
        if let text = tracking.awaitedText {
            let store = lines.store
            while tracking.searchedLines < store.count {
                let line = tracking.searchedLines
                tracking.searchedLines += 1
                if store.text(at: line).map(trackingIdentity) == text {
                    tracking.line = line
                    tracking.awaitedText = nil
                    tracking.mustRefocus = true
                    break
                }
            }
            if tracking.awaitedText != nil {
                if store.isFinished { tracking.awaitedText = nil }
                return
            }
        }
        guard let line = tracking.line else { return }
        if currentLineIndex == line { tracking.mustRefocus = false; return }
        guard let item = item(showing: line) else {
            // Not among the cards once everything is in and searched: the focus stays.
            if lines.store.isFinished && search?.isSearching != true { tracking.mustRefocus = false }
            return
        }
        scroll(toPage: item, animated: false, now: now, command: "track")
        tracking.mustRefocus = false
    }

    /// The card that shows `line`, if one does.
    func item(showing line: Int) -> Int? {
        guard let lines = pickerLines else { return nil }
        if lines.result == nil {
            let item = lines.reversed ? lines.store.count - 1 - line : line
            return item >= 0 && item < count ? item : nil
        }
        return (0..<count).first { lines.lineIndex(forItem: $0) == line }
    }

    /// fzf's `toggle-preview`: the cards without their preview, or with it again.
    func togglePreview(now: Double) {
        guard let previewing = dataSource as? PreviewingCards else { return }
        setPreviewShown(!previewing.isShown, now: now)
    }

    /// fzf's `show-preview` and `hide-preview`.
    func setPreviewShown(_ shown: Bool, now: Double) {
        guard let previewing = dataSource as? PreviewingCards, previewing.isShown != shown else { return }
        previewing.isShown = shown
        collectionView.invalidatePrefetching()
        reloadData(now: now)
    }

    /// fzf's `refresh-preview`: the current card's preview command run again.
    func refreshPreview() {
        guard let previewing = dataSource as? PreviewingCards, previewing.isShown, count > 0 else { return }
        let item = scrollView.destinationPage
        guard let line = previewing.lineForItem(item) else { return }
        previewing.loader.runAgain(line)
    }
}
