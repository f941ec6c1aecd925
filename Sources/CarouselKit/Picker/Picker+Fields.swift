import CarouselMatching

/// fzf's `change-nth` and `change-with-nth` (and their `transform-`): the fields a query
/// searches, or the fields a card shows and a query searches, changed while the picker runs.
extension Picker {
    /// `text` as fzf's `--nth` or `--with-nth` value; empty: the option's own, as given.
    func changeFields(_ which: BindAction.FieldsChange, to text: String, in host: some PickerHost, now: Double) {
        guard let search else { return }
        switch which {
        case .nth:
            let ranges: [FieldRange]?
            if text.isEmpty {
                ranges = search.initialOptions.nth
            } else {
                guard let parsed = FieldRange.list(text) else { return }
                ranges = parsed
            }
            search.changeNth(ranges)
        case .withNth:
            var shaping = search.initialOptions.shaping
            if !text.isEmpty {
                guard let ranges = FieldRange.list(text) else { return }
                shaping.withNth = ranges
                shaping.withNthTemplate = nil
            }
            lines.lines.shaping = shaping
            search.changeShaping(shaping)
        }
        host.cardsChangedLook()
        showResults(in: host, now: now)
    }
}
