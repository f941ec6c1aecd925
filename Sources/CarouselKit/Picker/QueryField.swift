/// The picker's query as it is typed: its characters and the cursor between them, edited
/// with the keys of a shell's line editor as fzf takes them (Backspace, Ctrl-U, Ctrl-W,
/// Ctrl-A/E, Ctrl-B/F, Alt-B/F, Delete). Arrows page the cards, so they are not here.
package struct QueryField: Equatable, Sendable {
    package private(set) var characters: [Character]
    /// Where the next character goes: 0 before the first, `characters.count` after the last.
    package private(set) var cursor: Int
    /// What the last kill (Ctrl-U, Ctrl-W, Alt-D, `kill-line`) took: Ctrl-Y (fzf's `yank`)
    /// types it back.
    package private(set) var yanked: [Character] = []

    package init(_ text: String = "") {
        characters = Self.typeable(text)
        cursor = characters.count
    }

    package var text: String { String(characters) }
    /// A query longer than this is not a search but a mistaken paste: the rest is dropped.
    package static let maximumLength = 1024
    package var isEmpty: Bool { characters.isEmpty }

    /// Applies an editing key; false when `key` edits nothing (it is a command's, or the
    /// edit had nothing to do: Backspace at the start still counts as taken).
    package mutating func apply(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .character(let c) where key.alt:
            switch c {
            case "b": moveWord(forward: false)
            case "f": moveWord(forward: true)
            case "d": deleteWord(forward: true)
            default: return false
            }
        case .character(let c) where !key.control: insert(String(c))
        case .backspace where key.alt: deleteWord(forward: false)
        case .backspace, .control("h"): deleteBackward()
        case .delete: deleteForward()
        case .control("u"): deleteToStart()
        case .control("w"): deleteWord(forward: false)
        case .control("a"): cursor = 0
        case .control("e"): cursor = characters.count
        case .control("b"): cursor = max(0, cursor - 1)
        case .control("f"): cursor = min(characters.count, cursor + 1)
        case .control("y"): insert(String(yanked))
        default: return false
        }
        return true
    }

    /// Types `text` at the cursor (a paste: line breaks and tabs become spaces, other
    /// control characters are dropped).
    package mutating func insert(_ text: String) {
        let typed = Self.typeable(text).prefix(max(0, Self.maximumLength - characters.count))
        characters.insert(contentsOf: typed, at: cursor)
        cursor += typed.count
    }

    package mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    package mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-U: everything before the cursor.
    /// fzf's `kill-line`: everything after the cursor.
    package mutating func deleteToEnd() {
        if cursor < characters.count { yanked = Array(characters[cursor...]) }
        characters.removeSubrange(cursor...)
    }

    package mutating func deleteToStart() {
        if cursor > 0 { yanked = Array(characters[..<cursor]) }
        characters.removeFirst(cursor)
        cursor = 0
    }

    /// Ctrl-W: the word before the cursor and the spaces after it (a shell's `unix-word-rubout`).
    package mutating func deleteWord(forward: Bool) {
        let boundary = wordBoundary(forward: forward)
        let range = forward ? cursor..<boundary : boundary..<cursor
        if !range.isEmpty { yanked = Array(characters[range]) }
        if forward {
            characters.removeSubrange(cursor..<boundary)
        } else {
            characters.removeSubrange(boundary..<cursor)
            cursor = boundary
        }
    }

    package mutating func moveWord(forward: Bool) { cursor = wordBoundary(forward: forward) }

    /// Past the spaces next to the cursor, then past the word.
    private func wordBoundary(forward: Bool) -> Int {
        var i = cursor
        if forward {
            while i < characters.count, characters[i] == " " { i += 1 }
            while i < characters.count, characters[i] != " " { i += 1 }
        } else {
            while i > 0, characters[i - 1] == " " { i -= 1 }
            while i > 0, characters[i - 1] != " " { i -= 1 }
        }
        return i
    }

    private static func typeable(_ text: String) -> [Character] {
        text.compactMap { c in
            if c == "\n" || c == "\r\n" || c == "\r" || c == "\t" { return " " }
            return c.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? nil : c
        }
    }
}
