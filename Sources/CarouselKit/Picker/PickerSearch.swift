import CarouselMatching

/// A picker that searches as it is typed into: the query line, the search running beside
/// the loop, and the cards it shows. Keys that edit the query are taken here; every other
/// key goes on to the key map (arrows, Enter, Esc, Tab, F1: the commands' keys that are
/// not letters).
///
/// ```swift
/// let search = PickerSearch(cards: SearchingLineCards(lines: TextLineCards(lines: ["alpha", "beta"])),
///                           options: SearchOptions(), runsInBackground: false)
/// let controller = CarouselController(configuration: .init(), dataSource: search.cards, picker: Picker(search: search))
/// controller.handle(.key(KeyEvent(.character("b"))), now: 0)   // one card: beta
/// ```
package final class PickerSearch {
    package private(set) var field: QueryField
    /// What the query line starts with (`--prompt`; a binding's `change-prompt`).
    package var prompt: String
    /// Faint text on the query line while the query is empty (fzf's `--ghost`).
    package var ghost = ""
    /// What stands before the match count at the line's right (fzf's `--info inline:SEP`);
    /// nil: no count (`--info hidden`).
    package var matchCountPrefix: String? = ""
    package let cards: SearchingLineCards
    package let worker: SearchWorker
    /// The query whose matches the cards show ("" for every line).
    package private(set) var shownQuery = ""
    private var shownResultQuery: String?
    /// The query has no term (blank, or only `^` or `'`): every line shows, nothing is
    /// searched. Kept as the query changes, not parsed again every frame.
    private var queryIsEmpty = true

    /// Whether the query filters the lines (fzf's `--disabled` and `disable-search` turn it
    /// off: the query is still typed, for `{q}`, and every line stays).
    package private(set) var filters: Bool
    /// What is searched for instead of the query (fzf's `search(…)`), until the query changes.
    package private(set) var searchOverride: String?

    /// The options as the picker began (`change-nth` with an empty choice goes back to them).
    package let initialOptions: SearchOptions

    package init(
        cards: SearchingLineCards, options: SearchOptions, prompt: String = "> ", query: String = "",
        runsInBackground: Bool = true, filters: Bool = true
    ) {
        self.cards = cards
        initialOptions = options
        self.prompt = prompt
        self.filters = filters
        field = QueryField(query)
        worker = SearchWorker(store: cards.store, options: options, runsInBackground: runsInBackground)
        queryChanged()
    }

    /// What the lines are searched for: another string (`search(…)`, which searches even
    /// where the query does not filter, as fzf's with `--disabled`), the query, or nothing.
    private var searched: String { searchOverride ?? (filters ? field.text : "") }

    private func queryChanged() {
        searchOverride = nil
        searchAgain()
    }

    private func searchAgain() {
        queryIsEmpty = options.parse(searched).isEmpty
        worker.search(searched)
    }

    /// fzf's `kill-line`: the query after the cursor deleted (no key does it: Ctrl-K moves).
    package func killLine() {
        guard field.cursor < field.characters.count else { return }
        field.deleteToEnd()
        queryChanged()
    }

    /// fzf's `enable-search`, `disable-search` and `toggle-search`.
    package func setFilters(_ on: Bool) {
        guard on != filters else { return }
        filters = on
        searchAgain()
    }

    /// fzf's `search(…)`: the lines searched for `text` instead of the query (typing goes back
    /// to the query); `transform-search` too.
    package func search(for text: String) {
        searchOverride = text
        searchAgain()
    }

    package var options: SearchOptions { worker.options }
    package var query: String { field.text }
    /// The lines searched: what `of N` counts.
    package var totalLines: Int { cards.store.count }
    /// The query typed has no result on screen yet.
    package var isSearching: Bool { worker.isSearching && !queryIsEmpty }

    /// An editing key: true when it was one (the query may or may not have changed).
    package func handle(_ key: KeyEvent) -> Bool {
        guard field.apply(key) else { return false }
        queryChanged()
        return true
    }

    /// The query replaced (a binding's `change-query`, `clear-query`), the cursor at its end.
    package func setQuery(_ text: String) {
        guard text != field.text else { return }
        field = QueryField(text)
        queryChanged()
    }

    /// Pasted text goes into the query.
    package func paste(_ text: String) {
        field.insert(text)
        queryChanged()
    }

    /// fzf's `toggle-sort`: the matches ranked, or in the input's order; the query is searched
    /// again either way (an empty query shows the input's order regardless).
    /// fzf's `change-nth`: the fields searched from now on (nil: the whole line).
    package func changeNth(_ ranges: [FieldRange]?) {
        var changed = options
        changed.nth = ranges
        cards.nth = ranges
        worker.changeOptions(changed)
    }

    /// fzf's `change-with-nth`: what is shown of each line, and searched.
    package func changeShaping(_ shaping: LineShaping) {
        var changed = options
        changed.shaping = shaping
        worker.changeOptions(changed)
    }

    package func toggleSort() {
        var changed = options
        changed.sorts.toggle()
        worker.changeOptions(changed)
    }

    /// fzf's `exclude`: `lines` never match nor show again (until a reload empties the list).
    package func exclude(_ lines: [Int]) {
        var changed = options
        for line in lines { changed.excluded.insert(line) }
        cards.excluded = changed.excluded
        worker.changeOptions(changed)
    }

    /// A reload's new lines: nothing of the old ones is excluded.
    package func forgetExclusions() {
        guard !options.excluded.isEmpty else { return }
        var changed = options
        changed.excluded = ExcludedLines()
        cards.excluded = changed.excluded
        worker.changeOptions(changed)
    }

    /// The input grew: its new lines are searched too.
    package func storeDidGrow() { worker.storeDidGrow() }

    /// Lines were dropped from the start (`--tail`): searched again.
    package func storeDidDrop() { worker.storeDidDrop() }

    /// Puts a finished search on the cards; true when what they show changed.
    package func takeFinished() -> Bool {
        if let result = worker.takeResult() {
            cards.show(result, query: options.parse(result.query))
            shownQuery = result.query
            shownResultQuery = result.query
            return true
        }
        // An empty query shows every line at once: there is nothing to search.
        if queryIsEmpty, shownResultQuery != nil {
            cards.show(nil, query: nil)
            shownQuery = field.text
            shownResultQuery = nil
            return true
        }
        return false
    }
}
