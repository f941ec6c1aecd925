/// A virtual collection view: only the visible items have cells, and cells that scroll out
/// are reused for the items scrolling in, so a billion items cost what ten do.
///
/// Register a cell type per reuse identifier, give it a data source, and call
/// `updateVisibleItems(_:)` with the items the layout says are visible; the data source is
/// asked only for items that were not visible before.
public final class CollectionView {
    /// How many items `dataSource` has, asked as a collection view asks.
    package static func count(of dataSource: CollectionViewDataSource) -> Int {
        let probe = CollectionView()
        probe.dataSource = dataSource
        return probe.numberOfItems
    }

    /// Counters for tests, the debug overlay and benchmarks.
    package struct Counters: Equatable, Sendable {
        /// Cells ever made by a factory.
        package var created = 0
        /// Dequeues served from the reuse pool.
        package var reused = 0
        /// Cells that exist now: on screen plus waiting in the pool.
        package var alive = 0
        /// The most cells ever alive at once.
        package var aliveMax = 0
        /// Cells on screen now.
        package var visible = 0
    }

    /// Where the cards come from; held weakly, as UIKit's is.
    public weak var dataSource: CollectionViewDataSource?
    /// Told which items will be needed soon (`prefetchDataSource`), if anyone listens.
    package weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    // `@exclusivity(unchecked)`: read and written every frame by the loop's thread alone, never
    // across a call that could reach it again; the runtime's check was a tenth of a frame.
    /// The items prefetched now, most wanted first.
    @exclusivity(unchecked) package private(set) var prefetchedItems: [Int] = []
    /// The size of a cell, as the layout last said.
    package private(set) var itemSize = (width: 0, height: 0)
    @exclusivity(unchecked) package private(set) var counters = Counters()

    private var factories: [String: (String) -> CollectionViewCell] = [:]
    @exclusivity(unchecked) private var pools: [String: [CollectionViewCell]] = [:]
    /// Visible cells keyed by item index, in no particular order (few: a handful).
    @exclusivity(unchecked) package private(set) var visibleCells: [(index: Int, cell: CollectionViewCell)] = []
    @exclusivity(unchecked) private var scratch: [(index: Int, cell: CollectionViewCell)] = []
    @exclusivity(unchecked) private var wanted: [Int] = []
    /// Pool size per identifier beyond which cells are let go.
    package var maximumPooledCells = 4

    package init() {
        visibleCells.reserveCapacity(16)
        scratch.reserveCapacity(16)
        wanted.reserveCapacity(16)
    }

    /// `register(_:forCellWithReuseIdentifier:)`.
    public func register<Cell: CollectionViewCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier identifier: String) {
        factories[identifier] = { Cell(reuseIdentifier: $0) }
    }

    /// How many cards the data source says there are (never negative).
    package var numberOfItems: Int { max(0, dataSource?.numberOfItems(in: self) ?? 0) }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a pooled cell, prepared, or a new one.
    /// An identifier nobody registered gets a plain cell rather than a crash.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for index: Int) -> CollectionViewCell {
        let cell: CollectionViewCell
        if let pooled = pools[identifier]?.popLast() {
            pooled.prepareForReuse()
            counters.reused += 1
            cell = pooled
        } else {
            cell = factories[identifier]?(identifier) ?? CollectionViewCell(reuseIdentifier: identifier)
            counters.created += 1
            counters.alive += 1
            counters.aliveMax = max(counters.aliveMax, counters.alive)
        }
        cell.index = index
        return cell
    }

    /// The cell showing `index`, if it is visible.
    package func cellForItem(at index: Int) -> CollectionViewCell? {
        visibleCells.first { $0.index == index }?.cell
    }

    /// Makes exactly `indices` visible: keeps cells already showing them, returns the rest
    /// to the pool first (so they can be reused at once), then asks for the new ones.
    package func updateVisibleItems<S: Sequence>(_ indices: S) where S.Element == Int {
        scratch.removeAll(keepingCapacity: true)
        wanted.removeAll(keepingCapacity: true)
        // An endless carousel of two cards shows one of them twice: one cell serves both.
        for i in indices where !wanted.contains(i) { wanted.append(i) }
        // The same items in the same order, as in most frames: nothing to do.
        if wanted.count == visibleCells.count, wanted.indices.allSatisfy({ wanted[$0] == visibleCells[$0].index }) { return }
        // Send away cells that left the screen.
        for entry in visibleCells where !wanted.contains(entry.index) {
            enqueue(entry.cell)
        }
        for i in wanted {
            if let kept = visibleCells.first(where: { $0.index == i }) {
                scratch.append(kept)
            } else if let source = dataSource {
                scratch.append((i, source.collectionView(self, cellForItemAt: i)))
            }
        }
        swap(&visibleCells, &scratch)
        scratch.removeAll(keepingCapacity: true)
        counters.visible = visibleCells.count
    }

    /// The way the current item last moved (+1 toward later items, -1 back), for prefetching.
    package func travelDirection(toward current: Int, count: Int, wraps: Bool) -> Int {
        if let last = lastCurrentItem, last != current {
            var step = current > last ? 1 : -1
            // Around the end of a wrapping carousel, the short way is the way it went.
            if wraps, abs(current - last) > count / 2 { step = -step }
            lastDirection = step
        }
        lastCurrentItem = current
        return lastDirection
    }
    private var lastCurrentItem: Int?
    private var lastDirection = 1

    /// The layout's current window of wanted items (see `PrefetchWindow`): those new to it
    /// are prefetched, those gone from it cancelled.
    package func updatePrefetchWindow(_ indices: [Int], itemSize size: (width: Int, height: Int)) {
        guard let prefetcher = prefetchDataSource else { return }
        if size != itemSize {
            itemSize = size
            prefetcher.collectionView(self, itemSizeDidChange: size)
        }
        guard indices != prefetchedItems else { return }
        let gone = prefetchedItems.filter { !indices.contains($0) }
        let new = indices.filter { !prefetchedItems.contains($0) }
        prefetchedItems = indices
        if !gone.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: gone) }
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
    }

    /// The items changed under the same indices (a search's new matches): what was
    /// prefetched is cancelled, and the next window is prefetched afresh.
    package func invalidatePrefetching() {
        let gone = prefetchedItems
        prefetchedItems = []
        if !gone.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: gone) }
    }

    /// The prefetching data source is told the item size again with the next window: another
    /// view sharing it (a race's lane) told its own meanwhile.
    package func invalidateItemSize() { itemSize = (0, 0) }

    /// `reloadData()`: every visible cell goes back to the pool and is asked for again.
    public func reloadData() {
        for entry in visibleCells { enqueue(entry.cell) }
        visibleCells.removeAll(keepingCapacity: true)
        counters.visible = 0
    }

    private func enqueue(_ cell: CollectionViewCell) {
        if pools[cell.reuseIdentifier, default: []].count < maximumPooledCells {
            pools[cell.reuseIdentifier, default: []].append(cell)
        } else {
            counters.alive -= 1
        }
    }
}
