import CarouselCore

/// What the inside of a card says, row by row: the title wrapped over as many rows as it
/// needs (a long line is not cut at the card's edge), a blank row, then the body; when text
/// is left over, the last row ends in `…`, so a card never hides that it was cut.
package enum CardText {
    package struct Row: Equatable, Sendable {
        package var text: String
        package var isTitle: Bool
        /// A title row's first character, counted in Unicode scalars from the title's start
        /// (where matched characters are marked).
        package var titleOffset: Int? = nil
    }

    /// Rows for an inside `width` cells wide and `height` rows high. With a body, the title
    /// keeps to the upper half so that some of the body shows.
    package static func rows(title: String, body: String, width: Int, height: Int) -> [Row] {
        guard width > 0, height > 0 else { return [] }
        let titleLimit = body.isEmpty ? height : max(1, height / 2)
        let titleLines = TextWrap.wrap(title, width: width, maximumLines: titleLimit + 1)
        var rows = titleLines.prefix(titleLimit).map { line in
            Row(
                text: String(line), isTitle: true,
                titleOffset: title.unicodeScalars.distance(from: title.startIndex, to: line.startIndex))
        }
        var leftOver = titleLines.count > titleLimit
        if !body.isEmpty {
            let room = height - rows.count - 1
            if room > 0 && !leftOver {
                let bodyLines = TextWrap.wrap(body, width: width, maximumLines: room + 1)
                rows.append(Row(text: "", isTitle: false))
                rows += bodyLines.prefix(room).map { Row(text: String($0), isTitle: false) }
                leftOver = bodyLines.count > room
            } else {
                leftOver = true
            }
        }
        if leftOver, let last = rows.indices.last {
            rows[last].text = ellipsized(rows[last].text, width: width)
        }
        return rows
    }

    /// The line with `…` at its end, cut so that both fit in `width` cells.
    static func ellipsized(_ line: String, width: Int) -> String {
        var kept = Substring(line)
        var used = TextWidth.drawn(kept)
        while used + 1 > width, let last = kept.last {
            used -= TextWidth.drawn(last)
            kept = kept.dropLast()
        }
        // Trailing spaces before the ellipsis would make it look detached.
        while kept.last == " " { kept = kept.dropLast() }
        return String(kept) + "…"
    }
}
