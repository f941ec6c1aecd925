/// A scrollback and resizes for `VTScreen`, as tmux (3.3a) does them, for the inline band:
/// the rows move under a program that may be writing at that very moment.
extension VTScreen {
    /// The top row goes into the history, every other row up by one, a blank row in at
    /// the bottom; the cursor stays on its row of the screen.
    mutating func scrollIntoHistory() {
        history.append(Array(cells[0..<width]))
        cells.removeFirst(width)
        cells += Array(repeating: erased, count: width)
    }

    /// tmux's ED from the screen's first cell: the rows down to the last one with anything
    /// on it go into the history (blanked on the screen by the caller).
    mutating func scrollScreenIntoHistory() {
        let rows = (0..<height).map { Array(cells[($0 * width)..<(($0 + 1) * width)]) }
        guard let last = rows.lastIndex(where: { $0.contains { $0.scalar != 0x20 } }) else { return }
        history += rows[...last]
    }

    /// The screen becomes `newWidth` by `newHeight`. Rows are cut or padded on the right
    /// (no rewrap). Shrinking drops rows below the cursor first, then pushes rows from the
    /// top into the history; growing takes back from the history what shrinking put there
    /// (the cursor moves down with its row), then adds blank rows at the bottom. The
    /// scroll region and margins are reset, the cursor kept in the screen.
    package mutating func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(1, newWidth), newHeight = max(1, newHeight)
        var rows = (0..<height).map { Array(cells[($0 * width)..<(($0 + 1) * width)]) }
        func fitted(_ line: [Cell]) -> [Cell] {
            var line = Array(line.prefix(newWidth))
            if let last = line.last, last.width == 2 { line[line.count - 1] = Cell() }
            return line + Array(repeating: Cell(), count: newWidth - line.count)
        }
        if newHeight < rows.count {
            let dropped = min(rows.count - newHeight, rows.count - 1 - row)
            rows.removeLast(dropped)
            let pushed = rows.count - newHeight
            history += rows.prefix(pushed)
            rows.removeFirst(pushed)
            resizedIntoHistory += pushed
            row -= pushed
        } else if newHeight > rows.count {
            let pulled = min(newHeight - rows.count, resizedIntoHistory, history.count)
            rows.insert(contentsOf: history.suffix(pulled), at: 0)
            history.removeLast(pulled)
            resizedIntoHistory -= pulled
            row += pulled
            rows += Array(repeating: [Cell](), count: newHeight - rows.count)
        }
        cells = rows.flatMap(fitted)
        width = newWidth; height = newHeight
        top = 0; bottom = newHeight - 1; left = 0; right = newWidth - 1
        row = min(max(0, row), newHeight - 1); column = min(column, newWidth - 1)
        pendingWrap = false; lastPrinted = nil
    }

    /// The history and the screen, line by line, trailing blanks dropped: what a person
    /// scrolling back would read.
    package var transcript: [String] {
        let screen = (0..<height).map { Array(cells[($0 * width)..<(($0 + 1) * width)]) }
        return (history + screen).map { line in
            var text = line.filter { $0.width != 0 }.map { String(UnicodeScalar($0.scalar) ?? " ") }.joined()
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
