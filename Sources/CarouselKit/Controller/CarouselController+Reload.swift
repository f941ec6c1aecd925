/// fzf's `reload` in the picker, and its previews shown, hidden and run again. A reload
/// empties the lines for the command's output, which then comes in as the input did: the
/// query stays and is searched again, the marks go (as fzf's), and the focus goes to the
/// first card, or, with `--track`, to the line of the same text once it has come
/// (`Picker+Tracking`).
extension CarouselController {
    /// The lines are replaced by a reload's output (the program reads it into the same
    /// store from now on). Nothing happens in a scene that is not a picker.
    package func replaceInput(now: Double) {
        guard let picker else { return }
        picker.noteLineToFindAfterReload(in: self)
        gestures.cancel(now: now)
        picker.dropLines()
        (dataSource as? PreviewingCards)?.loader.runAgain(nil)
        handle(.loadingMore(true), now: now)
        cardsReplaced(now: now)
        scroll(toPage: 0, animated: false, now: now, command: "reload")
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
