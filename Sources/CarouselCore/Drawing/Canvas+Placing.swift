/// Drawing a whole canvas into a rectangle of another: how a scene drawn at its own size
/// lands inside a frame (`FramedScene`), with what the encoder and the picture presenters
/// read of it (scrolling strips, picture placements) moved along.
extension Canvas {
    /// Copies `inner` with its top-left cell at (`x`, `y`), clipped to this canvas. Its
    /// clusters join this canvas's pool, and its scrolling regions and pictures move with it
    /// (a region or picture cut by the edge is dropped: the encoder only shifts whole ones),
    /// and so does its focus, where the terminal's cursor rests. With `clip`, only what falls
    /// inside it is copied.
    package mutating func place(_ inner: Canvas, x: Int, y: Int, clip: Rect? = nil) {
        var visible = bounds.intersection(Rect(x: x, y: y, width: inner.width, height: inner.height))
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty else { return }
        let clusterMap = inner.clusters.texts.map { clusters.index(of: $0) }
        let innerWidth = inner.width, outerWidth = width
        cells.withUnsafeMutableBufferPointer { out in
            inner.cells.withUnsafeBufferPointer { source in
                for row in visible.y..<visible.maxY {
                    let from = (row - y) * innerWidth + (visible.x - x)
                    let to = row * outerWidth + visible.x
                    for k in 0..<visible.width {
                        var cell = source[from + k]
                        if cell.isCluster {
                            let local = Int(cell.clusterIndex)
                            cell.scalar = local < clusterMap.count ? clusterMap[local].map { Cell.clusterFlag | $0 } ?? 0xFFFD : 0xFFFD
                        }
                        out[to + k] = cell
                    }
                }
            }
        }
        for region in inner.scrollingRegions {
            var moved = region
            moved.rect = region.rect.offsetBy(x: x, y: y)
            if bounds.intersection(moved.rect) == moved.rect { scrollingRegions.append(moved) }
        }
        if var focus = inner.focus {
            // The cursor goes where the scene inside said, moved with it.
            focus.x += x
            focus.y += y
            focus.width = max(0, min(focus.width, width - focus.x))
            if bounds.contains(x: focus.x, y: focus.y) { self.focus = focus }
        }
        for placement in inner.picturePlacements {
            var moved = placement
            moved.rect = placement.rect.offsetBy(x: x, y: y)
            moved.visible = placement.visible.offsetBy(x: x, y: y)
            if bounds.intersection(moved.visible) == moved.visible { picturePlacements.append(moved) }
        }
    }
}
