import CarouselCore

/// The picker's query line: the prompt, the query with its cursor (a reversed cell, as the
/// terminal's own cursor stays hidden), and at the right how many lines match
/// (`12/3,400`, or `searching…` while a search runs).
package enum QueryLine {
    /// Returns the column of the query's cursor (where the terminal's rests while typing).
    @discardableResult
    package static func draw(
        _ search: PickerSearch, matches: Int, isLoadingMore: Bool, row: Int, width: Int,
        into canvas: inout Canvas, theme: Theme
    ) -> Int {
        guard width > 0 else { return 0 }
        canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: .plain)
        let counter =
            (search.matchCountPrefix ?? "")
            + (search.isSearching
                ? "searching…"
                : "\(grouped(matches))/\(grouped(search.totalLines))\(isLoadingMore ? "+" : "")")
        let counterWidth = TextWidth.of(counter)
        let showsCounter = search.matchCountPrefix != nil && width >= counterWidth + 12
        let room = max(1, width - (showsCounter ? counterWidth + 2 : 0))
        var promptStyle = theme.accent
        promptStyle.bold = true
        var x = canvas.write(
            TextFitting.fitted(search.prompt, width: max(0, room - 1)), x: 0, y: row, style: promptStyle,
            clip: Rect(x: 0, y: row, width: room, height: 1))
        // The part of the query around the cursor that fits.
        let characters = search.field.characters, cursor = search.field.cursor
        let fieldWidth = max(1, room - x)
        var first = 0, used = 1
        for k in stride(from: cursor - 1, through: 0, by: -1) {
            let w = TextWidth.drawn(characters[k])
            if used + w > fieldWidth { break }
            used += w
            first = k
        }
        if cursor == 0 { first = 0 }
        let clip = Rect(x: 0, y: row, width: room, height: 1)
        var cursorStyle = Style.plain
        cursorStyle.reverse = true
        var cursorX = min(x, room - 1)
        for k in first..<characters.count {
            guard x < room else { break }
            if k == cursor { cursorX = x }
            x = canvas.write(String(characters[k]), x: x, y: row, style: k == cursor ? cursorStyle : .plain, clip: clip)
        }
        if cursor == characters.count, x < room {
            canvas.put(" ", x: x, y: row, style: cursorStyle, clip: clip)
            cursorX = x
        }
        // The ghost under the cursor, as fzf shows it: its first character reversed.
        if characters.isEmpty, !search.ghost.isEmpty, x < room, let first = search.ghost.first {
            canvas.write(search.ghost, x: x, y: row, style: theme.faint, clip: clip)
            canvas.write(String(first), x: x, y: row, style: cursorStyle, clip: clip)
        }
        if showsCounter {
            canvas.write(counter, x: width - counterWidth - 1, y: row, style: theme.faint)
        }
        return cursorX
    }

    /// 1200000 as `1,200,000`.
    package static func grouped(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }
}
