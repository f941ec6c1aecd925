import Foundation

/// `page X/N` as the status line shows it (1-based).
struct Page: Equatable, Sendable, CustomStringConvertible {
    var current: Int
    var count: Int
    var description: String { "page \(current)/\(count)" }
}

/// A captured pane, with the questions the tests ask of it.
struct Screen: Sendable, CustomStringConvertible {
    let text: String
    let lines: [String]

    init(_ text: String) {
        self.text = text
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    var description: String { text }

    func contains(_ s: String) -> Bool { text.contains(s) }

    /// The first line: the status line.
    var statusLine: String { lines.first ?? "" }

    /// `page X/N` from the status line (or from the one-line note when the screen is small).
    var page: Page? {
        for line in lines.prefix(2) {
            if let m = line.firstMatch(of: /page (\d+)\/(\d+)/), let c = Int(m.1), let n = Int(m.2) {
                return Page(current: c, count: n)
            }
        }
        return nil
    }

    /// The row with the cards' top borders, as an array of characters (one per column:
    /// box drawing is one column wide).
    var topBorderRow: [Character]? {
        lines.first { $0.contains("╭") || $0.contains("╮") }.map(Screen.cells)
    }

    /// Columns (0-based) of every top-left corner `╭` on the border row: where cards begin.
    var cardLeftEdges: [Int] {
        guard let row = topBorderRow else { return [] }
        return row.indices.filter { row[$0] == "╭" }
    }

    /// Columns of every top-right corner `╮`: where cards end.
    var cardRightEdges: [Int] {
        guard let row = topBorderRow else { return [] }
        return row.indices.filter { row[$0] == "╮" }
    }

    /// True when a whole card is on screen with a neighbour cut by each screen edge.
    var neighboursPeekOnBothSides: Bool {
        let lefts = cardLeftEdges, rights = cardRightEdges
        guard let firstRight = rights.first, let firstLeft = lefts.first,
            let lastLeft = lefts.last, let lastRight = rights.last
        else { return false }
        // A left neighbour shows only its right edge; a right neighbour only its left edge;
        // between them a whole card.
        return firstRight < firstLeft && lastLeft > lastRight && lefts.count >= 2 && rights.count >= 2
    }

    /// True when a whole card is on screen and the next one peeks in on the right.
    var rightNeighbourPeeks: Bool {
        let lefts = cardLeftEdges, rights = cardRightEdges
        guard lefts.count >= 2, let lastRight = rights.last else { return false }
        return lefts[0] < lastRight && lefts[lefts.count - 1] > lastRight
    }

    /// A line as terminal cells: a wide character (CJK, emoji) fills two cells, the second
    /// given as U+0000, so that indices are columns.
    static func cells(_ line: String) -> [Character] {
        var cells: [Character] = []
        for ch in line {
            cells.append(ch)
            if isWide(ch) { cells.append("\u{0}") }
        }
        return cells
    }

    /// East Asian wide and emoji presentation: enough for the text the tests use. A flag
    /// (two regional indicators) takes a column per letter.
    static func isWide(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x1F1E6...0x1F1FF:
            return ch.unicodeScalars.count >= 2
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The rows that are not blank.
    var nonBlankLines: [String] {
        lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The decision overlay (the `last flick` line and the one after it), when shown.
    var overlay: String? {
        guard let i = lines.firstIndex(where: { $0.contains("last flick") }) else { return nil }
        return lines[i...].prefix(2).joined(separator: "\n")
    }

    /// The page the decision overlay says the last flick went to (`-> page N`), 1-based.
    var decidedPage: Int? {
        guard let overlay, let m = overlay.firstMatch(of: /->\s*page (\d+)/) else { return nil }
        return Int(m.1)
    }
}
