import CarouselCore
import CarouselKit

/// Draws a frame's pictures as sixel where the terminal has it: sixel pixels cannot be
/// moved, so they are drawn only while nothing moves (the half blocks stand in during a
/// drag, a flick or a settle), scaled to their cells' pixels and cropped to what shows.
/// When what should show changes and pixels are on screen, the frame is repainted whole
/// (its `ESC [ 2 J` clears them), so no stale pixel stays behind.
package struct SixelPicturePresenter: Sendable {
    private var drawn: [PicturePlacement] = []
    /// Crops of pictures scaled to their cells, by placement, so that coming to rest again
    /// at the same place costs no scaling.
    private var encoded: [Int: (placement: PicturePlacement, bytes: [UInt8])] = [:]

    package init() {}

    /// The placements that should show as pixels in `canvas`: none while moving.
    package static func wanted(in canvas: Canvas, atRest: Bool) -> [PicturePlacement] {
        atRest ? canvas.picturePlacements.filter { $0.isUncovered(in: canvas) } : []
    }

    /// Whether the frame must be repainted whole first: pixels are on screen that should
    /// not stay.
    package func needsFullRepaint(for wanted: [PicturePlacement]) -> Bool {
        !drawn.isEmpty && drawn != wanted
    }

    /// The sixel bytes for `wanted` (after the frame's text), or none if they are drawn.
    package mutating func update(_ wanted: [PicturePlacement], cell: CellPixelSize) -> [UInt8] {
        guard wanted != drawn else { return [] }
        drawn = wanted
        var out: [UInt8] = []
        for placement in wanted {
            let bytes: [UInt8]
            if let e = encoded[placement.id], e.placement == placement {
                bytes = e.bytes
            } else {
                bytes = Self.encode(placement, cell: cell)
                encoded[placement.id] = (placement, bytes)
            }
            guard !bytes.isEmpty else { continue }
            out += Array("\u{1B}[\(placement.visible.y + 1);\(placement.visible.x + 1)H".utf8)
            out += bytes
        }
        if encoded.count > 32 { encoded = encoded.filter { id, _ in wanted.contains { $0.id == id } } }
        guard !out.isEmpty else { return [] }
        return Array("\u{1B}7".utf8) + out + Array("\u{1B}8".utf8)
    }

    /// Forget what is on screen (it was cleared).
    package mutating func invalidate() { drawn = [] }

    /// The visible part, at the pixels of its cells, every row of them: where that is not a
    /// whole number of 6-pixel bands the last band is drawn in part (its lower bits clear,
    /// so transparent), never spilling into the row below nor leaving a strip of the half
    /// blocks under the picture.
    static func encode(_ placement: PicturePlacement, cell: CellPixelSize) -> [UInt8] {
        let v = placement.visible
        let width = Int(Double(v.width) * cell.width), height = Int(Double(v.height) * cell.height)
        let source = placement.sourceRect
        guard width > 0, height > 0, let crop = crop(placement.picture, source),
            let scaled = PictureScaling.resample(crop, width: width, height: height)
        else { return [] }
        return SixelEncoder.encode(scaled)
    }

    static func crop(_ picture: Picture, _ r: (x: Int, y: Int, width: Int, height: Int)) -> Picture? {
        let x0 = max(0, min(r.x, picture.width - 1)), y0 = max(0, min(r.y, picture.height - 1))
        let w = min(r.width, picture.width - x0), h = min(r.height, picture.height - y0)
        guard w > 0, h > 0 else { return nil }
        if x0 == 0 && y0 == 0 && w == picture.width && h == picture.height { return picture }
        var out: [UInt8] = []
        out.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) {
            // Spelled out: as one expression it took the type checker seconds.
            let start: Int = (y * picture.width + x0) * 4
            let end: Int = start + w * 4
            out += picture.rgba[start..<end]
        }
        return Picture(width: w, height: h, rgba: out)
    }
}
