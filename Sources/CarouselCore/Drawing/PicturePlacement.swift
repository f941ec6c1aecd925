/// Where a picture showed in a frame: the cells its symbols took (`rect`, whole, maybe
/// past the window) and the part of them that shows (`visible`). Cards add one as they are
/// drawn; a pixel presenter draws the real picture over those cells.
package struct PicturePlacement: Equatable, Sendable {
    /// The same picture keeps its id from frame to frame (and a new picture gets a new one).
    package var id: Int
    package var picture: Picture
    package var rect: Rect
    package var visible: Rect
    /// The cells of `rect` (row by row) where the picture is transparent through and
    /// through: drawn as blanks in the card's background, not half blocks. Empty: none.
    package var clear: [Bool]

    package init(id: Int, picture: Picture, rect: Rect, visible: Rect, clear: [Bool] = []) {
        self.id = id
        self.picture = picture
        self.rect = rect
        self.visible = visible
        self.clear = clear.count == rect.width * rect.height ? clear : []
    }

    package static func == (a: PicturePlacement, b: PicturePlacement) -> Bool {
        a.id == b.id && a.rect == b.rect && a.visible == b.visible
    }

    /// The part of the picture that shows, in its pixels: the visible cells' share of it.
    package var sourceRect: (x: Int, y: Int, width: Int, height: Int) {
        guard rect.width > 0, rect.height > 0 else { return (0, 0, 0, 0) }
        let w = picture.width, h = picture.height
        let x0 = (visible.x - rect.x) * w / rect.width, x1 = (visible.maxX - rect.x) * w / rect.width
        let y0 = (visible.y - rect.y) * h / rect.height, y1 = (visible.maxY - rect.y) * h / rect.height
        return (x0, y0, max(1, x1 - x0), max(1, y1 - y0))
    }

    /// Every cell it covers still holds its half blocks, or its blank where the picture is
    /// transparent: nothing (the help box, a note) was drawn over it since.
    package func isUncovered(in canvas: Canvas) -> Bool {
        let cells = visible.intersection(canvas.bounds)
        guard cells == visible else { return false }  // off the canvas: nothing to draw over
        for y in cells.y..<cells.maxY {
            for x in cells.x..<cells.maxX {
                let scalar = canvas[x, y].scalar
                if scalar == 0x2580 || scalar == 0x2584 { continue }
                guard scalar == 0x20, !clear.isEmpty, clear[(y - rect.y) * rect.width + (x - rect.x)] else { return false }
            }
        }
        return true
    }
}
