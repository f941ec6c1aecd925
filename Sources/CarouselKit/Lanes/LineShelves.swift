import CarouselCore
import CarouselMatching

/// Shelves from lines `SHELF<TAB>TITLE[<TAB>BODY]`: one shelf per distinct first field, in
/// the order of first appearance, its cards in input order. The lines live in a `LineStore`
/// that may still be growing (stdin): `update()` takes in the lines that came since.
/// A line without a tab is a card titled by the whole line on a shelf with no name.
package final class LineShelves: ShelfSource {
    package let store: LineStore
    package let resolver: any PagingResolver
    private var names: [String] = []
    private var shelfOfName: [String: Int] = [:]
    /// The store's line index of each card, per shelf.
    private var lines: [[Int]] = []
    private var indexed = 0

    package init(store: LineStore, strategy: any PagingResolver) {
        self.store = store
        resolver = strategy
        update()
    }

    /// Takes in the lines read since the last call; true when anything changed.
    @discardableResult
    package func update() -> Bool {
        guard store.count > indexed else { return false }
        for index in indexed..<store.count {
            let shelfName =
                store.withBytes(at: index) { bytes -> String in
                    let end = bytes.firstIndex(of: UInt8(ascii: "\t")) ?? bytes.count
                    return end == bytes.count ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
                } ?? ""
            if let shelf = shelfOfName[shelfName] {
                lines[shelf].append(index)
            } else {
                shelfOfName[shelfName] = names.count
                names.append(shelfName)
                lines.append([index])
            }
        }
        indexed = store.count
        return true
    }

    package var shelfCount: Int { names.count }
    package func name(ofShelf shelf: Int) -> String { shelf < names.count ? names[shelf] : "" }
    package func cardCount(ofShelf shelf: Int) -> Int { shelf < lines.count ? lines[shelf].count : 0 }
    package func strategy(ofShelf shelf: Int) -> any PagingResolver { resolver }

    /// The line's fields after the shelf's: the title, then the body (tabs in it as spaces).
    private func fields(shelf: Int, card: Int) -> (title: String, body: String) {
        guard shelf < lines.count, card >= 0, card < lines[shelf].count, let line = store.text(at: lines[shelf][card]) else {
            return ("", "")
        }
        let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count > 1 else { return (line, "") }
        let body = parts.count > 2 ? String(parts[2].map { $0 == "\t" ? " " : $0 }) : ""
        return (String(parts[1]), body)
    }

    package func title(shelf: Int, card: Int) -> String { fields(shelf: shelf, card: card).title }
    package func body(shelf: Int, card: Int) -> String { fields(shelf: shelf, card: card).body }

    package func line(shelf: Int, card: Int) -> Int? {
        shelf < lines.count && card >= 0 && card < lines[shelf].count ? lines[shelf][card] : nil
    }

    package func chosenBytes(shelf: Int, card: Int) -> [UInt8] {
        guard shelf < lines.count, card >= 0, card < lines[shelf].count else { return [] }
        return store.bytes(at: lines[shelf][card]) ?? []
    }
}
