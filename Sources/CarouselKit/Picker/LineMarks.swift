/// The lines marked in a multi-select picker (`-m`), in the order they were marked, which
/// is the order they are printed in (as fzf prints its selection). Marks are of lines, not
/// cards: they stay through every change of the query.
public struct LineMarks: Equatable, Sendable {
    public private(set) var inOrder: [Int] = []
    private var members: Set<Int> = []

    public init() {}

    public var count: Int { inOrder.count }
    public var isEmpty: Bool { inOrder.isEmpty }
    public func contains(_ line: Int) -> Bool { members.contains(line) }

    public mutating func mark(_ line: Int) {
        if members.insert(line).inserted { inOrder.append(line) }
    }

    public mutating func unmark(_ line: Int) {
        if members.remove(line) != nil { inOrder.removeAll { $0 == line } }
    }

    /// The first `k` lines were dropped (`--tail`): their marks go, the others move down.
    public mutating func dropFirst(_ k: Int) {
        guard k > 0, !inOrder.isEmpty else { return }
        inOrder = inOrder.compactMap { $0 >= k ? $0 - k : nil }
        members = Set(inOrder)
    }

    /// Marks `line`, or unmarks it when it is marked; true when it is marked now.
    @discardableResult
    public mutating func toggle(_ line: Int) -> Bool {
        if members.remove(line) != nil {
            inOrder.removeAll { $0 == line }
            return false
        }
        members.insert(line)
        inOrder.append(line)
        return true
    }
}
