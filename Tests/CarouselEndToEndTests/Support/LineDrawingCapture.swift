/// tmux keeps what a program drew in DEC Special Graphics (`ESC ( 0`) as the ASCII letters
/// it was sent with, marked as line drawing: on its screen (and in copy mode's copies) a
/// `q` so marked is `─`, but `capture-pane -p` prints the bare `q`, and `capture-pane -e`
/// puts the marked letters between SO and SI. The carousel sends runs of `─` that way in
/// tmux (`FrameEncoder+LineDrawing`), so the tests read the screen as a user sees it: from
/// `capture-pane -e`, each marked letter turned into what tmux shows for it.
enum LineDrawingCapture {
    /// The VT100's line-drawing set: the letter, and the character it draws.
    static let characters: [Character: Character] = [
        "`": "◆", "a": "▒", "f": "°", "g": "±", "j": "┘", "k": "┐", "l": "┌", "m": "└", "n": "┼",
        "o": "⎺", "p": "⎻", "q": "─", "r": "⎼", "s": "⎽", "t": "├", "u": "┤", "v": "┴", "w": "┬",
        "x": "│", "y": "≤", "z": "≥", "{": "π", "|": "≠", "}": "£", "~": "·",
    ]

    /// `capture-pane -e` text as the screen shows it: SO and SI gone and the letters between
    /// them drawn; with `keepingSequences` false, the SGR sequences gone too and each line's
    /// trailing blanks trimmed, as `capture-pane -p` gives them.
    static func resolve(_ text: String, keepingSequences: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var lineDrawing = false
        var scalars = text.unicodeScalars.makeIterator()
        var sequence = ""
        while let s = scalars.next() {
            switch s {
            case "\u{0E}": lineDrawing = true
            case "\u{0F}": lineDrawing = false
            case "\u{1B}":
                // CSI: parameters and intermediates up to a final byte (tmux writes SGR only).
                sequence = "\u{1B}"
                while let t = scalars.next() {
                    sequence.unicodeScalars.append(t)
                    if t.value >= 0x40 && t.value <= 0x7E && t != "[" { break }
                }
                if keepingSequences { out += sequence }
            case "\n":
                // tmux carries the mark over the line's end: SO may come on an earlier line.
                if !keepingSequences { trimTrailingBlanks(&out) }
                out.unicodeScalars.append(s)
            default:
                if lineDrawing, let drawn = characters[Character(s)] { out.append(drawn) } else { out.unicodeScalars.append(s) }
            }
        }
        if !keepingSequences { trimTrailingBlanks(&out) }
        return out
    }

    private static func trimTrailingBlanks(_ s: inout String) {
        while s.unicodeScalars.last == " " { s.unicodeScalars.removeLast() }
    }
}
