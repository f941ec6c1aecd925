/// fzf's `--track` in a picker: the line the focus stays on while the cards change, and,
/// after a `reload`, the text of that line to find again among the new lines.
struct LineTracking {
    /// The line followed (an index into the picker's lines).
    var line: Int?
    /// After a reload: the followed line's text, looked for as the new lines come in.
    var awaitedText: String?
    /// How many of the new lines were looked through for `awaitedText`.
    var searchedLines = 0
    /// The line was found again after a reload: the focus goes to it once its card is there.
    var mustRefocus = false
}
