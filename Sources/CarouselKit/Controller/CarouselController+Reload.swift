/// fzf's `reload` and `--track` in the picker. A reload empties the lines for the
/// command's output, which then comes in as the input did: the query stays and is searched
/// again, the marks go (as fzf's), and the focus goes to the first card, or, with
/// `--track`, to the line of the same text once it has come.
extension CarouselController {
    /// The lines are replaced by a reload's output (the program reads it into the same
    /// store from now on). Nothing happens in a scene that is not a picker.
    package func replaceInput(now: Double) {
        guard let picker else { return }
        if configuration.tracksCurrent, let line = picker.tracking.line ?? currentLineIndex {
            picker.tracking.awaitedText = picker.lines.store.text(at: line).map(trackingIdentity)
        }
        gestures.cancel(now: now)
        picker.dropLines()
        (dataSource as? PreviewingCards)?.loader.runAgain(nil)
        handle(.loadingMore(true), now: now)
        collectionView.invalidatePrefetching()
        reloadData(now: now)
        scroll(toPage: 0, animated: false, now: now, command: "reload")
    }

    /// `--track`: the line the focus is on, kept while nothing else decides it (a reload's
    /// line not found yet, a search under way).
    func noteTrackedLine(now: Double) {
        guard configuration.tracksCurrent, count > 0, let picker else { return }
        if picker.tracking.awaitedText != nil || picker.tracking.mustRefocus { return followTrackedLine(now: now) }
        if search?.isSearching == true { return }
        picker.tracking.line = currentLineIndex
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
        guard configuration.tracksCurrent, let picker else { return }
        if picker.tracking.awaitedText != nil, !picker.lookForAwaitedLine(identity: trackingIdentity) { return }
        guard let line = picker.tracking.line else { return }
        if currentLineIndex == line { picker.tracking.mustRefocus = false; return }
        guard let item = picker.item(showing: line, count: count) else {
            // Not among the cards once everything is in and searched: the focus stays.
            if picker.lines.store.isFinished && search?.isSearching != true { picker.tracking.mustRefocus = false }
            return
        }
        scroll(toPage: item, animated: false, now: now, command: "track")
        picker.tracking.mustRefocus = false
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
