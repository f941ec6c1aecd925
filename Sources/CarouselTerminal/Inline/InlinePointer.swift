import CarouselKit

/// Pointer reports for an inline carousel: the terminal counts rows from its own top, the
/// scene from the region's. A press outside the region is not the carousel's (it is on the
/// text above), and neither is the drag it starts; a drag that began inside and wanders
/// out stays the carousel's, held to its rows.
///
/// ```swift
/// var pointer = InlinePointer(region: InlineRegion(top: 20, height: 10))
/// pointer.translate(MouseEvent(kind: .press, button: .left, x: 5, y: 22))?.y   // 2
/// pointer.translate(MouseEvent(kind: .press, button: .left, x: 5, y: 3))       // nil
/// ```
package struct InlinePointer: Sendable {
    package var region: InlineRegion
    /// A press landed outside: its motion and release are dropped too.
    private var ignoringDrag = false
    /// A press landed inside and is not yet released.
    private var dragging = false

    package init(region: InlineRegion) { self.region = region }

    /// The event in the region's rows, or nil when it is not the carousel's.
    package mutating func translate(_ event: MouseEvent) -> MouseEvent? {
        let inside = event.y >= region.top && event.y < region.bottom
        switch event.kind {
        case .press:
            ignoringDrag = !inside
            dragging = inside
            if !inside { return nil }
        case .release:
            defer { ignoringDrag = false; dragging = false }
            if ignoringDrag || (!dragging && !inside) { return nil }
        case .motion:
            if ignoringDrag || (!dragging && !inside) { return nil }
        case .wheel:
            if !inside { return nil }
        }
        var moved = event
        let offset = Double(region.top)
        moved.y = min(max(event.y - region.top, 0), max(0, region.height - 1))
        moved.preciseY = min(max(event.preciseY - offset, 0), Double(max(1, region.height)) - 0.001)
        return moved
    }
}
