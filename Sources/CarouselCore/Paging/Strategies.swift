/// The strategies a carousel switches between: the ones it ships, in the order Tab and the
/// digit keys go through them, then those a program registered, in the order it did.
///
/// A program's own resolver, registered once before the first scene starts, joins Tab, the
/// `strategy(NAME)` binding, the race's lanes and every name lookup (`--strategy`) as the
/// built-in ones do:
///
/// ```swift
/// Strategies.register(EveryOtherCard())
/// ```
public enum Strategies {
    /// The resolvers the carousel ships, in their order.
    package static let builtIn: [any PagingResolver] = [
        SystemPaging(), UnclippedPaging(), AdjacentPaging(), NearestPaging(),
        OneAtATimePaging(), VotePaging(), FreeScrolling(),
        ByFewPaging(), PagerSnapPaging(), SplinePaging(),
    ]

    /// Every strategy: the built-in ones, then the registered ones.
    public static var all: [any PagingResolver] { builtIn + current.resolvers }

    /// Those a program registered, in the order it did.
    package static var registered: [any PagingResolver] { current.resolvers }

    /// Adds `resolver` after the built-in strategies. A name registered before is replaced
    /// where it stands. Refused, returning false: a built-in name (the built-in ones keep
    /// their places, so that the digit keys and recorded gestures mean what they did), and a
    /// name that is empty or not as the command line takes it (lowercase, no space or comma,
    /// not `all`, which `--strategies` reads as every strategy).
    @discardableResult
    public static func register(_ resolver: any PagingResolver) -> Bool {
        let name = resolver.name
        guard !name.isEmpty, name == name.lowercased(), !name.contains(where: { $0 == "," || $0.isWhitespace }), name != "all",
            !builtIn.contains(where: { $0.name == name })
        else { return false }
        current.add(resolver, named: name)
        return true
    }

    /// The strategy the demo starts with: the one the articles end up recommending.
    package static var defaultStrategy: any PagingResolver { OneAtATimePaging() }

    /// Every strategy's name, in the order of `all`.
    package static var names: [String] { all.map(\.name) }

    /// The strategy called `name` (any case), built-in or registered; nil when there is none.
    public static func named(_ name: String) -> (any PagingResolver)? {
        all.first { $0.name == name.lowercased() }
    }

    /// Where a digit key goes, by its place (0 for `1`, 9 for `0`): the strategy at that place,
    /// and pressed on it again, the one ten places further (the 11th, the 21st, …), then round
    /// to the first; so strategies registered past the tenth have digits too. Nil past the end.
    package static func index(forDigitPlace place: Int, from current: String) -> Int? {
        let count = all.count
        guard place >= 0, place < 10, place < count else { return nil }
        guard let here = names.firstIndex(of: current), here % 10 == place else { return place }
        return here + 10 < count ? here + 10 : place
    }

    /// `name  summary` lines, names padded to one column.
    package static var listing: String {
        let width = (names.map(\.count).max() ?? 0) + 2
        return all.map { $0.name + String(repeating: " ", count: max(0, width - $0.name.count)) + $0.summary }
            .joined(separator: "\n")
    }

    /// The registered resolvers, behind a lock: a program may register from any thread, and
    /// the scenes read the list on their own.
    private static let registry = StrategyRegistry()

    /// A list of its own for one task and what it calls (`withOwnRegistry`), in place of the
    /// process's: tests register there while the tests running beside them see the built-in
    /// list, with no child process to run them in.
    @TaskLocal private static var scoped: StrategyRegistry?

    private static var current: StrategyRegistry { scoped ?? registry }

    /// Runs `body` with a registry of its own, empty at first: what it registers is seen by it
    /// and what it calls on this task alone, and is gone when it returns.
    package static func withOwnRegistry<T>(_ body: () throws -> T) rethrows -> T {
        try $scoped.withValue(StrategyRegistry(), operation: body)
    }
}

/// The list `Strategies.register` grows.
package final class StrategyRegistry: @unchecked Sendable {
    private let lock = ReadWriteLock()
    private var list: [any PagingResolver] = []

    var resolvers: [any PagingResolver] { lock.reading { list } }

    init() {}

    func add(_ resolver: any PagingResolver, named name: String) {
        lock.writing {
            if let index = list.firstIndex(where: { $0.name == name }) {
                list[index] = resolver
            } else {
                list.append(resolver)
            }
        }
    }
}
