/// How the current card stands out beyond its colours, as fzf marks its current line: a
/// pointer beside the title (`--pointer`) and the title's line highlighted across the card
/// (`--highlight-line`). Neither by default: the current card's border and title colours
/// already tell it apart.
package struct CurrentCardLook: Equatable, Hashable, Sendable {
    /// Drawn left of the title, in the card's padding (two columns: over its border too).
    package var pointer: String = ""
    package var highlightsTitleLine = false

    package init(pointer: String = "", highlightsTitleLine: Bool = false) {
        self.pointer = pointer
        self.highlightsTitleLine = highlightsTitleLine
    }

    /// A pointer fzf would take: at most two columns.
    package static func isValidPointer(_ text: String) -> Bool { TextWidth.of(text) <= 2 }
}
