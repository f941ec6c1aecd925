import CarouselKit
import CarouselMatching

extension TerminalCarousel {
    /// Lets a person choose one of `lines` on the terminal, as fzf does: typing filters and
    /// ranks them by fzf's scores, the arrow keys flick through the matching cards, Enter
    /// chooses. Returns the line chosen, or nil when the person left without choosing
    /// (Escape, Ctrl-C) or there was nothing to choose from.
    ///
    /// ```swift
    /// if let fruit = try TerminalCarousel.pick(from: ["apple", "banana", "cherry"], prompt: "fruit> ") {
    ///     print("you chose", fruit)
    /// }
    /// ```
    public static func pick(
        from lines: [String], prompt: String = "> ", query: String = "",
        configuration: CarouselConfiguration = CarouselConfiguration()
    ) throws(TerminalError) -> String? {
        guard !lines.isEmpty else { return nil }
        let store = LineStore(lines: lines)
        let cards = SearchingLineCards(lines: TextLineCards(store: store))
        let search = PickerSearch(cards: cards, options: SearchOptions(), prompt: prompt, query: query)
        var configuration = configuration
        configuration.isPicker = true
        // A picker is a tool, not a demo: no decision overlay.
        configuration.showsDetails = false
        if configuration.title == CarouselConfiguration().title { configuration.title = "pick" }
        let outcome = try run(
            dataSource: cards, configuration: configuration, extraInput: nil,
            pickerLines: cards, search: search)
        guard case .finished(let chose?) = outcome, let line = cards.lineIndex(forItem: chose) else { return nil }
        return lines[line]
    }
}
