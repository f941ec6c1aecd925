import CarouselKit

/// Values grouped by key, the keys in the order first seen: Swift's dictionaries iterate in
/// an order that changes from run to run, and a screenshot must come out byte for byte the same.
struct OrderedGroups<Key: Hashable, Value> {
    private(set) var keys: [Key] = []
    private var values: [Key: [Value]] = [:]

    mutating func append(_ value: Value, to key: Key) {
        if values[key] == nil { keys.append(key) }
        values[key, default: []].append(value)
    }

    mutating func append(contentsOf more: [Value], to key: Key) {
        for value in more { append(value, to: key) }
    }

    subscript(key: Key) -> [Value] { values[key] ?? [] }

    var groups: [(key: Key, values: [Value])] { keys.map { ($0, values[$0]!) } }
}
