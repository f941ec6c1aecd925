import CarouselCore

/// The keys, in a box over the carousel (`?`). It is laid out for the screen it is on: the
/// full wording where it fits, shorter wording on a narrow screen, each key over its meaning
/// on a very narrow one; and when even that is taller than the screen, in pages, with a
/// sign on the bottom border that says there is more and which key shows it.
package struct HelpOverlay: Equatable, Sendable {
    /// One line of the help: the keys, what they do, and a shorter way to say it.
    package struct Entry: Sendable {
        package var keys: String
        package var meaning: String
        package var short: String
    }

    /// Every entry of the carousel's keys, as the help of one carousel shows it.
    package static let entries: [Entry] = entries(keyMap: .standard)

    /// Every entry in its full wording, keys in a column: the wide box and `carousel --help`.
    /// A picker's that searches (the typing first, then each command by its keys that are not
    /// letters) or marks (`-m`: Tab marks).
    package static func pickerEntries(searching: Bool, multi: Bool, keyMap: KeyMap = .picker) -> [Entry] {
        keyMap.pickerEntries(searching: searching, multi: multi).map { Entry(keys: $0.keys, meaning: $0.meaning, short: $0.short) }
    }

    /// A scene's entries from its `keyMap` (`--bind`'s keys among them; a component's
    /// words over the carousel's), without a picker's own.
    package static func entries(keyMap: KeyMap) -> [Entry] {
        keyMap.carouselEntries.map { Entry(keys: $0.keys, meaning: $0.meaning, short: $0.short) }
    }

    package static let fullLines: [String] = lines(entries, \.meaning)

    static func lines(_ entries: [Entry], _ wording: KeyPath<Entry, String>) -> [String] {
        // The keys column: the widest keys and a space.
        let keysWidth = entries.map { TextWidth.of($0.keys) }.max().map { $0 + 1 } ?? 0
        return entries.map { $0.keys + String(repeating: " ", count: max(1, keysWidth - TextWidth.of($0.keys))) + $0[keyPath: wording] }
    }

    /// The box, border included.
    package var frame: Rect
    /// The lines on the page shown.
    package var lines: [String]
    /// The page shown (0-based) and how many there are.
    package var page: Int
    package var pageCount: Int

    /// A cell of border, a cell of padding, each side.
    static let chrome = 4

    /// The box for a screen of `width` by `height`, using the rows from `top` down (the
    /// status line above stays in view), showing `page` (clamped to the pages there are).
    /// Nil when not even a line of it fits.
    package init?(width: Int, height: Int, top: Int, page: Int, entries: [Entry] = HelpOverlay.entries) {
        let rows = height - top
        // One blank column each side sets the box apart from the cards, but on a very
        // narrow screen the box takes the whole width.
        var widest = width - 2
        guard rows >= 3, width > Self.chrome + 1 else { return nil }
        // The wording: full, short, else each key over its meaning. Entries are kept
        // whole on a page, so a key is never on one page and its meaning on the next.
        let blocks: [[String]]
        let fullLines = Self.lines(entries, \.meaning), shortLines = Self.lines(entries, \.short)
        if Self.width(of: fullLines) <= widest - Self.chrome {
            blocks = fullLines.map { [$0] }
        } else if Self.width(of: shortLines) <= widest - Self.chrome {
            blocks = shortLines.map { [$0] }
        } else {
            widest = width
            let inner = widest - Self.chrome
            blocks = entries.map { entry in
                [TextFitting.fitted(entry.keys, width: inner)]
                    + TextWrap.wrap(entry.short, width: max(1, inner - 1)).map { " " + $0 }
            }
        }
        // Rows for lines: all there are but the borders'.
        let perPage = max(1, rows - 2)
        var pages: [[String]] = [[]]
        for block in blocks {
            if let last = pages.last, !last.isEmpty, last.count + block.count > perPage { pages.append([]) }
            pages[pages.count - 1] += block.prefix(perPage)
        }
        pageCount = pages.count
        self.page = min(max(0, page), pages.count - 1)
        lines = pages[self.page]
        let tallest = pages.map(\.count).max() ?? 0
        let boxHeight = tallest + 2
        let boxWidth = min(widest, Self.width(of: blocks.flatMap { $0 }) + Self.chrome)
        frame = Rect(x: (width - boxWidth) / 2, y: top + (rows - boxHeight) / 2, width: boxWidth, height: boxHeight)
    }

    private static func width(of lines: [String]) -> Int {
        lines.map { TextWidth.of($0) }.max() ?? 0
    }

    /// What the bottom border says: on a page with more after it, that there is more and
    /// which key shows it; on the last of several, how to go back; the longest that fits.
    var sign: String? {
        let room = frame.width - Self.chrome - 2
        let figure = "\(page + 1)/\(pageCount)"
        let variants: [String]
        if pageCount == 1 {
            variants = ["any key closes this", "any key closes"]
        } else if page < pageCount - 1 {
            variants = ["\(figure)  ▼ more: Space or ↓", "\(figure)  ▼ more: Space", "\(figure) ▼ more", "▼ more"]
        } else {
            variants = ["\(figure)  ▲ back: PgUp or ↑", "\(figure)  ▲ back: ↑", "\(figure) ▲ ↑", figure]
        }
        return variants.first { TextWidth.of($0) <= room }
    }

    /// Draws the box: a blank margin around it (never over the rows above `top`), the
    /// border with the title in it, the lines, and the sign on the bottom border.
    func draw(into canvas: inout Canvas, top: Int, theme: Theme) {
        let margin = Rect(x: frame.x - 1, y: frame.y - 1, width: frame.width + 2, height: frame.height + 2)
        canvas.fill(margin.intersection(Rect(x: 0, y: top, width: canvas.width, height: max(0, canvas.height - top))), style: theme.text)
        canvas.fill(frame, style: theme.text)
        let border = theme.currentBorder
        let right = frame.maxX - 1, bottom = frame.maxY - 1
        canvas.fill(Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1), with: "─", style: border)
        canvas.fill(Rect(x: frame.x + 1, y: bottom, width: frame.width - 2, height: 1), with: "─", style: border)
        for y in (frame.y + 1)..<bottom {
            canvas.put("│", x: frame.x, y: y, style: border)
            canvas.put("│", x: right, y: y, style: border)
        }
        canvas.put("╭", x: frame.x, y: frame.y, style: border)
        canvas.put("╮", x: right, y: frame.y, style: border)
        canvas.put("╰", x: frame.x, y: bottom, style: border)
        canvas.put("╯", x: right, y: bottom, style: border)
        let edge = Rect(x: frame.x + 2, y: frame.y, width: frame.width - Self.chrome, height: 1)
        canvas.write(" Keys ", x: edge.x, y: frame.y, style: theme.currentTitle, clip: edge)
        let inside = Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - Self.chrome, height: frame.height - 2)
        for (k, line) in lines.enumerated() {
            canvas.write(line, x: inside.x, y: inside.y + k, style: theme.text, clip: inside)
        }
        if let sign {
            let x = right - 1 - TextWidth.of(sign) - 2
            canvas.write(
                " \(sign) ", x: x, y: bottom, style: theme.currentTitle,
                clip: Rect(x: frame.x + 1, y: bottom, width: frame.width - 2, height: 1))
        }
    }
}
