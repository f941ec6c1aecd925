/// Every resolver the carousel ships, in the order they are cycled through.
public enum Strategies {
    public static let all: [any PagingResolver] = [
        SystemPaging(), UnclippedPaging(), AdjacentPaging(), NearestPaging(),
        OneAtATimePaging(), VotePaging(), FreeScrolling(),
        ByFewPaging(), PagerSnapPaging(), SplinePaging(),
    ]

    /// The strategy the demo starts with: the one the articles end up recommending.
    public static var defaultStrategy: any PagingResolver { OneAtATimePaging() }

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> (any PagingResolver)? {
        all.first { $0.name == name.lowercased() }
    }

    /// `name  summary` lines, names padded to one column.
    public static var listing: String {
        let width = (names.map(\.count).max() ?? 0) + 2
        return all.map { $0.name + String(repeating: " ", count: max(0, width - $0.name.count)) + $0.summary }
            .joined(separator: "\n")
    }
}
