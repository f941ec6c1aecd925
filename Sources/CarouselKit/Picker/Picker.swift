import CarouselMatching

/// fzf's picker as one part that a scene of one carousel holds (the demo holds none): its
/// lines (with their marks and which line each card shows), its search (nil when started
/// `--disabled`, whose letter keys are then commands), `--track`'s line, and whether the
/// query has the terminal's cursor. The scene lays the query line and the header out and
/// moves the carousel; what is only the lines' and the query's is answered here.
package final class Picker {
    /// The lines the cards show, their marks, and the header lines taken from the input.
    package let lines: SearchingLineCards
    /// The query line whose matches are the cards; nil: a picker that does not search.
    package let search: PickerSearch?
    /// `--track`'s line, and the line looked for after a `reload`.
    var tracking = LineTracking()
    /// The person is typing a query (the last key or paste edited it): the terminal's cursor
    /// rests at the query; any other key or the mouse takes it back to the current card.
    package internal(set) var queryHasFocus = false
    /// Edits of the query so far, to tell whether an event edited it.
    private(set) var queryEdits = 0

    /// A picker of `lines`; `search` makes its cards a query's matches.
    package init(lines: SearchingLineCards, search: PickerSearch? = nil) {
        self.lines = lines
        self.search = search
    }

    /// A picker that searches the lines its search was made over.
    package convenience init(search: PickerSearch) {
        self.init(lines: search.cards, search: search)
    }

    // MARK: - The query

    /// A key for the query line: whether it took the key, and whether the query changed.
    func takes(_ key: KeyEvent) -> (took: Bool, queryChanged: Bool) {
        guard let search else { return (false, false) }
        let before = search.query
        guard search.handle(key) else { return (false, false) }
        queryEdits += 1
        return (true, search.query != before)
    }

    /// Pasted text into the query: whether the query changed (nil: nothing to paste into).
    func takesPaste(_ text: String) -> Bool? {
        guard let search else { return nil }
        let before = search.query
        search.paste(text)
        queryEdits += 1
        return search.query != before
    }

    /// After an event: the cursor stays at the query only if the event edited it.
    func noteFocus(editsBefore: Int) { queryHasFocus = queryEdits != editsBefore }

    // MARK: - The lines

    /// A line as a command gets it: with `--ansi`, without its escapes (fzf's `{}`).
    func text(ofLine line: Int) -> String? {
        guard let text = lines.store.text(at: line) else { return nil }
        return lines.lines.shaping.ansi ? ANSIStripping.strip(text) : text
    }

    /// The lines read, less those `exclude` took out (fzf's total count).
    var totalCount: Int { lines.store.count - lines.excluded.count }

    /// The card that shows `line` among `count` cards, if one does.
    func item(showing line: Int, count: Int) -> Int? {
        if lines.result == nil {
            let item = lines.reversed ? lines.store.count - 1 - line : line
            return item >= 0 && item < count ? item : nil
        }
        return (0..<count).first { lines.lineIndex(forItem: $0) == line }
    }

    /// A reload empties the lines for the command's output: the marks, the header lines
    /// taken from the input, and what the search left out go with them; the query stays.
    func dropLines() {
        tracking.line = nil
        tracking.searchedLines = 0
        lines.store.removeAll()
        lines.marks = LineMarks()
        lines.headerLines = []
        // A query's matches are of the lines gone: none until the new lines are searched.
        if let result = lines.result { lines.show(.nothing(query: result.query, reversed: lines.reversed), query: nil) }
        search?.forgetExclusions()
        search?.storeDidDrop()
    }

    /// After a reload, the followed line looked for by `identity` among the lines come so
    /// far: found (the focus must go back to it; true), or given up once every line has come.
    func lookForAwaitedLine(identity: (String) -> String) -> Bool {
        guard let text = tracking.awaitedText else { return false }
        let store = lines.store
        while tracking.searchedLines < store.count {
            let line = tracking.searchedLines
            tracking.searchedLines += 1
            if store.text(at: line).map(identity) == text {
                tracking.line = line
                tracking.awaitedText = nil
                tracking.mustRefocus = true
                return true
            }
        }
        if store.isFinished { tracking.awaitedText = nil }
        return false
    }
}
