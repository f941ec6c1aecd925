/// The lines marked in a multi-select picker (`-m`), in the order they were marked, which
/// is the order they are printed in (as fzf prints its selection). Marks are of lines, not
/// cards: they stay through every change of the query.
package struct LineMarks: Equatable, Sendable {
    package private(set) var inOrder: [Int] = []
    private var members: Set<Int> = []

    package init() {}

    package var count: Int { inOrder.count }
    package var isEmpty: Bool { inOrder.isEmpty }
    package func contains(_ line: Int) -> Bool { members.contains(line) }

    package mutating func mark(_ line: Int) {
        if members.insert(line).inserted { inOrder.append(line) }
    }

    package mutating func unmark(_ line: Int) {
        if members.remove(line) != nil { inOrder.removeAll { $0 == line } }
    }

    /// The first `k` lines were dropped (`--tail`): their marks go, the others move down.
    package mutating func dropFirst(_ k: Int) {
        guard k > 0, !inOrder.isEmpty else { return }
        inOrder = inOrder.compactMap { $0 >= k ? $0 - k : nil }
        members = Set(inOrder)
    }

    /// Marks `line`, or unmarks it when it is marked; true when it is marked now.
    @discardableResult
    package mutating func toggle(_ line: Int) -> Bool {
        if members.remove(line) != nil {
            inOrder.removeAll { $0 == line }
            return false
        }
        members.insert(line)
        inOrder.append(line)
        return true
    }
}
