import Foundation
import Testing

/// Where the terminal's cursor is, as tmux says (`#{cursor_x},#{cursor_y}`, 0-based): a
/// screen reader that follows the cursor reads what is there.
extension TmuxSession {
    func cursorPosition() async throws -> (x: Int, y: Int) {
        let text = try await tmuxCommand(["display", "-p", "-t", target, "#{cursor_x},#{cursor_y}"])
        let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2 else { throw HarnessError("unexpected cursor position: \(text)") }
        return (parts[0], parts[1])
    }

    /// Waits until the cursor and the screen satisfy `condition`: the screen's line at the
    /// cursor as cells, and the cursor's column; returns that screen.
    @discardableResult
    func waitForCursor(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping (_ screen: Screen, _ line: [Character], _ x: Int, _ y: Int) -> Bool
    ) async throws -> Screen {
        var last = (x: -1, y: -1)
        do {
            return try await waitFor("the cursor \(what)", quickly: true, sourceLocation: sourceLocation) {
                let cursor = try await self.cursorPosition()
                last = cursor
                let screen = try await self.capture()
                guard cursor.y < screen.lines.count else { return nil }
                return condition(screen, Screen.cells(screen.lines[cursor.y]), cursor.x, cursor.y) ? screen : nil
            }
        } catch {
            Issue.record("the cursor was at column \(last.x), row \(last.y) (0-based)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// Waits until the cursor rests where `text` begins (a card's title).
    @discardableResult
    func waitForCursor(on text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Screen {
        try await waitForCursor("to rest on \"\(text)\"", sourceLocation: sourceLocation) { _, line, x, _ in
            x < line.count && String(line[x...]).hasPrefix(text)
        }
    }

    /// Waits until the cursor rests just after `query` (the picker's query being typed).
    @discardableResult
    func waitForCursor(after query: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Screen {
        try await waitForCursor("to rest after the query \"\(query)\"", sourceLocation: sourceLocation) { _, line, x, _ in
            x <= line.count && String(line[..<x]).hasSuffix(query)
        }
    }
}

extension Screen {
    /// The label row nearest above `row` that names a lane (`NAME  page X/N`), trimmed: which
    /// lane of a race or shelf `row` is in.
    func laneLabel(above row: Int) -> String? {
        guard row > 0 else { return nil }
        return lines[..<min(row, lines.count)].last { $0.contains("page ") && !$0.hasPrefix(" carousel") && !$0.contains("╭") }?
            .trimmingCharacters(in: .whitespaces)
    }
}
