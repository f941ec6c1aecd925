/// fzf's `reload` in the picker. A reload empties the lines for the command's output, which
/// then comes in as the input did: the query stays and is searched again, the marks go (as
/// fzf's), and the focus goes to the first card, or, with `--track`, to the line of the same
/// text once it has come (`Picker+Tracking`).
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
}
