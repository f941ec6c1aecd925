/// fzf's `--track`: the focus stays on a line while the cards change under it (a new search
/// result, new input), and after a `reload` goes to the line of the same text (or the same
/// `--id-nth` fields) once it has come.
extension Picker {
    /// A reload is about to empty the lines: with `--track`, the followed line's text is
    /// kept to be looked for among the new ones.
    func noteLineToFindAfterReload(in host: some PickerHost) {
        guard host.configuration.tracksCurrent, let line = tracking.line ?? currentLine(in: host) else { return }
        tracking.awaitedText = lines.store.text(at: line).map { identity(of: $0, in: host) }
    }

    /// After a tick: the line the focus is on, kept while nothing else decides it (a
    /// reload's line not found yet, a search under way).
    func noteTrackedLine(in host: some PickerHost, now: Double) {
        guard host.configuration.tracksCurrent, host.count > 0 else { return }
        if tracking.awaitedText != nil || tracking.mustRefocus { return followTrackedLine(in: host, now: now) }
        if search?.isSearching == true { return }
        tracking.line = currentLine(in: host)
    }

    /// The focus back on the followed line where the cards changed under it; after a
    /// reload, the line is looked for by its text among the lines come so far, and given up
    /// once they have all come.
    func followTrackedLine(in host: some PickerHost, now: Double) {
        guard host.configuration.tracksCurrent else { return }
        if tracking.awaitedText != nil, !lookForAwaitedLine(identity: { identity(of: $0, in: host) }) { return }
        guard let line = tracking.line else { return }
        if currentLine(in: host) == line { tracking.mustRefocus = false; return }
        guard let item = item(showing: line, count: host.count) else {
            // Not among the cards once everything is in and searched: the focus stays.
            if lines.store.isFinished && search?.isSearching != true { tracking.mustRefocus = false }
            return
        }
        host.scroll(toPage: item, animated: false, now: now, command: "track")
        tracking.mustRefocus = false
    }

    /// What says two lines are one across a reload: the whole text, or fzf's `--id-nth` fields.
    private func identity(of text: String, in host: some PickerHost) -> String {
        let configuration = host.configuration
        guard let fields = configuration.identityFields else { return text }
        return configuration.placeholderDelimiter.placeholderText(of: text, fields: fields)
    }
}
