/// One canvas drawn onto another at an offset: how a scene placed in a rectangle of a larger
/// screen (`PlacedScene`) reaches that screen, as a layer is composited into its superlayer.
extension Canvas {
    /// Copies `layer`'s cells to `(x, y)` of this canvas, clipped to it, with the strips that
    /// scroll and the pictures it placed moved by the same offset (the encoder then shifts a
    /// placed strip as it shifts one at the origin).
    public mutating func composite(_ layer: Canvas, x: Int, y: Int) {
        let target = Rect(x: x, y: y, width: layer.width, height: layer.height).intersection(bounds)
        guard target.width > 0, target.height > 0 else { return }
        // Cluster cells point into the layer's pool: into this canvas's pool from here on.
        let clusterMap = layer.clusters.texts.map { clusters.index(of: $0) }
        let sourceX = target.x - x
        for row in 0..<target.height {
            let from = (target.y - y + row) * layer.width + sourceX
            let to = (target.y + row) * width + target.x
            // A wide character of this canvas cut by the layer's edges leaves a space, as
            // drawing over half of it does.
            if cells[to].width == 0, target.x > 0 { cells[to - 1] = cells[to - 1].spaceKeepingStyle }
            let last = to + target.width - 1
            if cells[last].width == 2, target.maxX < width { cells[last + 1] = cells[last + 1].spaceKeepingStyle }
            for k in 0..<target.width {
                var cell = layer.cells[from + k]
                if cell.isCluster {
                    let local = Int(cell.clusterIndex)
                    cell.scalar = local < clusterMap.count ? clusterMap[local].map { Cell.clusterFlag | $0 } ?? 0xFFFD : 0xFFFD
                }
                cells[to + k] = cell
            }
            // And so does a wide character of the layer cut by this canvas's edges.
            if cells[to].width == 0 { cells[to] = cells[to].spaceKeepingStyle }
            if cells[last].width == 2 { cells[last] = cells[last].spaceKeepingStyle }
        }
        for region in layer.scrollingRegions {
            let rect = region.rect.offsetBy(x: x, y: y).intersection(target)
            // A strip cut by the edge would shift cells it does not own: drawn, not shifted.
            guard rect == region.rect.offsetBy(x: x, y: y) else { continue }
            scrollingRegions.append(ScrollingContent(rect: rect, axis: region.axis, position: region.position))
        }
        for var placement in layer.picturePlacements {
            placement.rect = placement.rect.offsetBy(x: x, y: y)
            placement.visible = placement.visible.offsetBy(x: x, y: y).intersection(target)
            guard placement.visible.width > 0, placement.visible.height > 0 else { continue }
            picturePlacements.append(placement)
        }
    }
}
