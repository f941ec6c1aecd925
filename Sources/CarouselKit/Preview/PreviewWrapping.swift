/// A preview line cut into rows of a card's width (`--preview-window wrap`), each
/// character kept in its span's style.
enum PreviewWrapping {
    static func rows(of line: StyledText.Line, width: Int) -> [StyledText.Line] {
        guard width > 0 else { return [line] }
        var rows: [StyledText.Line] = []
        var row: StyledText.Line = []
        var column = 0
        for span in line {
            var piece = ""
            for character in span.text {
                let w = TextWidth.of(String(character))
                if column + w > width, column > 0 {
                    if !piece.isEmpty { row.append(StyledText.Span(piece, style: span.style)) }
                    rows.append(row)
                    row = []
                    piece = ""
                    column = 0
                }
                piece.append(character)
                column += w
            }
            if !piece.isEmpty { row.append(StyledText.Span(piece, style: span.style)) }
        }
        rows.append(row)
        return rows
    }
}
