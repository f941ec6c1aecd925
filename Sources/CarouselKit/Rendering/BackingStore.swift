import CarouselCore

/// Cells drawn once and copied into every frame until what they show changes, as a
/// `CALayer` keeps its backing store instead of drawing itself for every frame: a card's
/// border and wrapped text, the status line, the overlay's lines.
///
/// The same drawing code runs into a canvas of the store's own size. What it never
/// touched stays transparent, so compositing the store changes exactly the cells that
/// drawing in place would have changed, and nothing else.
///
/// ```swift
/// var store = BackingStore()
/// store.draw(width: 20, height: 3) { $0.write("hello", x: 1, y: 1, style: .plain) }
/// canvas.composite(store, x: 10, y: 4, clip: strip)   // every frame: a row copy
/// ```
package struct BackingStore: Sendable {
    /// What was drawn, its origin at (0, 0), with its own cluster pool.
    package private(set) var canvas = Canvas(width: 0, height: 0)
    /// What each cell held before the content was drawn over the background: what a
    /// clipped wide character leaves showing in the cell of its second half.
    private var underlay: [Canvas.Cell] = []
    /// The drawn cells, as runs along rows, row by row.
    private var runs: [Run] = []
    /// Every cell was drawn: each row is one run.
    private(set) var isOpaque = false

    struct Run {
        var y: Int
        var x: Int
        var count: Int
    }

    package init() {}

    package var width: Int { canvas.width }
    package var height: Int { canvas.height }

    /// A cell nothing drew: a space 15 columns wide, a width no character has (whatever
    /// bits styles come to use), which drawing over treats as it treats a narrow one.
    static let hole = Canvas.Cell(packed: Canvas.Cell.pack(scalar: 0x20, width: 0xF, style: 0))

    /// Draws the store afresh, reusing its storage: `background` first, then `content` over
    /// it (a wide character of the content cut by a clip shows the background beside it).
    /// `opaque`: every cell counts as drawn, those the drawing leaves staying blank (for a
    /// background that covers the store, or rows drawn over a blank canvas); the store is
    /// then copied a whole row at a time without looking for what was left undrawn.
    package mutating func draw(
        width: Int, height: Int, opaque: Bool = false, background: (inout Canvas) -> Void = { _ in },
        content: (inout Canvas) -> Void
    ) {
        canvas.reset(width: width, height: height)
        if !opaque { canvas.cells.withUnsafeMutableBufferPointer { Canvas.fill($0, with: Self.hole) } }
        background(&canvas)
        if underlay.count != canvas.cells.count { underlay = Array(repeating: .blank, count: canvas.cells.count) }
        underlay.withUnsafeMutableBufferPointer { out in
            canvas.cells.withUnsafeBufferPointer { cells in
                if let to = out.baseAddress, let from = cells.baseAddress { Canvas.copy(from, to: to, count: cells.count) }
            }
        }
        content(&canvas)
        if opaque {
            runs.removeAll(keepingCapacity: true)
            isOpaque = true
        } else {
            findRuns()
        }
    }

    private mutating func findRuns() {
        runs.removeAll(keepingCapacity: true)
        let width = canvas.width
        let hole = Self.hole.packed
        canvas.cells.withUnsafeBufferPointer { cells in
            for y in 0..<canvas.height {
                var x = 0
                while x < width {
                    while x < width, cells[y * width + x].packed == hole { x += 1 }
                    let start = x
                    while x < width, cells[y * width + x].packed != hole { x += 1 }
                    if x > start { runs.append(Run(y: y, x: start, count: x - start)) }
                }
            }
        }
        isOpaque = runs.count == canvas.height && runs.allSatisfy { $0.x == 0 && $0.count == width }
    }

    /// What shows in the cell at `index` when its wide character is clipped away: what
    /// was there before the character was drawn, or `nil` for a cell nothing had drawn.
    func beneath(_ index: Int) -> Canvas.Cell? {
        guard index < underlay.count else { return nil }
        let cell = underlay[index]
        return cell.packed == Self.hole.packed ? nil : cell
    }

    /// Whether any cell is a character of several scalars (its text is in the store's pool).
    var hasClusters: Bool { !canvas.clusters.isEmpty }

    func forEachRun(_ body: (Run) -> Void) {
        for run in runs { body(run) }
    }
}

extension Canvas {
    /// Copies what `store` drew with its origin at (x, y), clipped to `clip`: a copy per row
    /// (per run of drawn cells, where the store has holes). The result is what drawing in
    /// place with that clip gives: a wide character the clip cuts at the right becomes a
    /// space in its style, one cut at the left leaves what lay beneath its second half.
    package mutating func composite(_ store: BackingStore, x: Int, y: Int, clip: Rect? = nil) {
        let area = (clip.map { $0.intersection(bounds) } ?? bounds)
            .intersection(Rect(x: x, y: y, width: store.width, height: store.height))
        guard !area.isEmpty else { return }
        let width = self.width
        let storeWidth = store.width
        var clusterIndices: [UInt32] = []
        var pool = ClusterPool()
        if store.hasClusters {
            clusterIndices = Array(repeating: .max, count: store.canvas.clusters.count)
            swap(&pool, &clusters)
        }
        // Asked of a constant, not of the array the copies below share: that one is boxed,
        // and every look at it would be an exclusivity check a row.
        let remapsClusters = !clusterIndices.isEmpty
        cells.withUnsafeMutableBufferPointer { out in
            store.canvas.cells.withUnsafeBufferPointer { source in
                /// Copies the cells `runStart..<runEnd` of row `row` (canvas columns) that
                /// are inside the area.
                func copy(row: Int, storeRow: Int, runStart: Int, runEnd: Int) {
                    var from = max(runStart, area.x)
                    let to = min(runEnd, area.maxX)
                    guard from < to else { return }
                    // The second half of a wide character cut off at the left shows what was
                    // beneath it; where nothing was, the cell is left as it is.
                    var beneath: Cell? = nil
                    if from > runStart, source[storeRow * storeWidth + (from - x)].width == 0 {
                        beneath = store.beneath(storeRow * storeWidth + (from - x))
                        if beneath == nil { from += 1 }
                    }
                    guard from < to else { return }
                    // Inside both buffers (the area is inside the canvas and the store).
                    let d = row &* width &+ from, s = storeRow &* storeWidth &+ (from &- x), n = to &- from
                    let last = d &+ n &- 1
                    // Never leave half of a wide character that was there.
                    if out[d].width == 0, from > 0 { out[d &- 1] = out[d &- 1].spaceKeepingStyle }
                    if out[last].width == 2, to < width { out[last &+ 1] = out[last &+ 1].spaceKeepingStyle }
                    (out.baseAddress.unsafelyUnwrapped + d).update(from: source.baseAddress.unsafelyUnwrapped + s, count: n)
                    if let beneath { out[d] = beneath }
                    if to < runEnd, source[s &+ n &- 1].width == 2 {
                        out[last] = out[last].spaceKeepingStyle
                    }
                    guard remapsClusters else { return }
                    for i in d..<(d + n) where out[i].isCluster {
                        let local = Int(out[i].clusterIndex)
                        guard local < clusterIndices.count else { out[i].scalar = 0xFFFD; continue }
                        if clusterIndices[local] == .max {
                            clusterIndices[local] =
                                pool.index(of: store.canvas.clusters[UInt32(local)]).map { Cell.clusterFlag | $0 } ?? 0xFFFD
                        }
                        out[i].scalar = clusterIndices[local]
                    }
                }
                if store.isOpaque && !remapsClusters {
                    // Every row the same span: the common case, with the least work a row.
                    let from = area.x, to = area.maxX, n = to &- from
                    let cutAtLeft = from > x, cutAtRight = to < x &+ storeWidth
                    guard let target = out.baseAddress, let origin = source.baseAddress else { return }
                    var d = area.y &* width &+ from, s = (area.y &- y) &* storeWidth &+ (from &- x)
                    for row in area.y..<area.maxY {
                        if cutAtLeft && source[s].width == 0 {
                            copy(row: row, storeRow: row &- y, runStart: x, runEnd: x &+ storeWidth)
                        } else {
                            let last = d &+ n &- 1
                            if out[d].width == 0, from > 0 { out[d &- 1] = out[d &- 1].spaceKeepingStyle }
                            if out[last].width == 2, to < width { out[last &+ 1] = out[last &+ 1].spaceKeepingStyle }
                            (target + d).update(from: origin + s, count: n)
                            if cutAtRight && source[s &+ n &- 1].width == 2 { out[last] = out[last].spaceKeepingStyle }
                        }
                        d = d &+ width
                        s = s &+ storeWidth
                    }
                } else if store.isOpaque {
                    for row in area.y..<area.maxY {
                        copy(row: row, storeRow: row - y, runStart: x, runEnd: x + storeWidth)
                    }
                } else {
                    store.forEachRun { run in
                        let row = y + run.y
                        guard row >= area.y, row < area.maxY else { return }
                        copy(row: row, storeRow: run.y, runStart: x + run.x, runEnd: x + run.x + run.count)
                    }
                }
            }
        }
        if store.hasClusters { swap(&pool, &clusters) }
    }
}
