import CarouselCore

/// A preview line cut into rows of a card's width (`--preview-window wrap`), each
/// character kept in its span's style; with `wrap-word`, at the last space that fits
/// where there is one.
enum PreviewWrapping {
    static func rows(of line: StyledText.Line, width: Int, atWords: Bool = false) -> [StyledText.Line] {
        guard width > 0 else { return [line] }
        var rows: [[(Character, Style)]] = []
        var row: [(Character, Style)] = []
        var column = 0
        for span in line {
            for character in span.text {
                let w = TextWidth.of(String(character))
                if column + w > width, column > 0 {
                    // wrap-word: the word being cut moves whole to the next row.
                    if atWords, character != " ", let space = row.lastIndex(where: { $0.0 == " " }), space > 0,
                        space < row.count - 1
                    {
                        let carried = Array(row[(space + 1)...])
                        rows.append(Array(row[...space]))
                        row = carried
                        column = carried.reduce(0) { $0 + TextWidth.of(String($1.0)) }
                    } else {
                        rows.append(row)
                        row = []
                        column = 0
                    }
                }
                row.append((character, span.style))
                column += w
            }
        }
        rows.append(row)
        return rows.map(spans)
    }

    /// Characters back into spans: neighbours in one style joined.
    private static func spans(_ characters: [(Character, Style)]) -> StyledText.Line {
        var line: StyledText.Line = []
        for (character, style) in characters {
            if let last = line.indices.last, line[last].style == style {
                line[last].text.append(character)
            } else {
                line.append(StyledText.Span(String(character), style: style))
            }
        }
        return line
    }
}
