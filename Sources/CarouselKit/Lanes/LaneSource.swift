import CarouselCore

/// What lanes show: how many there are, each one's name and the strategy it pages by, and
/// its cards. Asked only for the lanes on screen (and those a gesture drives), so a million
/// shelves cost what a dozen do. The race's lanes are strategies over one set of cards
/// (`StrategyLanes`); the shelves' are groups of cards (`ShelfLanes`).
package protocol LaneSource: AnyObject {
    var laneCount: Int { get }
    func name(ofLane lane: Int) -> String
    /// The strategy a lane pages by until a person switches it.
    func strategy(ofLane lane: Int) -> any PagingResolver
    /// The cards of `lane`, as its carousel's data source: `reused` (the data source of a
    /// carousel that showed another lane) pointed at it, or a new one.
    func cards(ofLane lane: Int, reusing reused: CollectionViewDataSource?) -> CollectionViewDataSource
    /// What Enter prints for a card of a lane; nil where the program prints the item of the
    /// chosen page itself (the race, over a carousel's own items).
    func chosenBytes(lane: Int, card: Int) -> [UInt8]?
    /// Takes in what arrived since the last call (lines still read from stdin).
    func update()
}

extension LaneSource {
    package func update() {}
}

/// The race's lanes: one a strategy, every one over the same cards, so that a person sees
/// how each answers the very same flick.
package final class StrategyLanes: LaneSource {
    package let strategies: [any PagingResolver]
    /// The cards every lane shows (the lanes only point at it, as UIKit's views do).
    package let dataSource: CollectionViewDataSource

    package init(strategies: [any PagingResolver], dataSource: CollectionViewDataSource) {
        self.strategies = strategies
        self.dataSource = dataSource
    }

    package var laneCount: Int { strategies.count }
    package func name(ofLane lane: Int) -> String { strategies[lane].name }
    package func strategy(ofLane lane: Int) -> any PagingResolver { strategies[lane] }
    package func cards(ofLane lane: Int, reusing reused: CollectionViewDataSource?) -> CollectionViewDataSource { dataSource }
    package func chosenBytes(lane: Int, card: Int) -> [UInt8]? { nil }
}
