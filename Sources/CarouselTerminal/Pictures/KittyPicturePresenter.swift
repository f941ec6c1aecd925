import CarouselCore

/// Draws a frame's pictures with kitty's graphics protocol, after the frame's text: each
/// picture sent once, then only placed, and placed again only when where it shows changed
/// (tens of bytes a picture a moving frame); a picture that left the screen, or that
/// something now covers (the help box), has its placement deleted. The cursor is saved and
/// restored around it all, so the frame encoder's idea of it holds.
package struct KittyPicturePresenter: Sendable {
    /// Pictures the terminal keeps, at most: past this the least recently shown is freed.
    package static let mostKept = 48

    private var sent: [Int: Int] = [:]  // id -> last frame it showed
    /// Where each picture is placed: a picture shown in several places at once (a race's
    /// lanes over the same line) has a placement for each, numbered in the frame's order.
    private var placed: [Int: [PicturePlacement]] = [:]
    private var frame = 0

    package init() {}

    /// The bytes that bring the screen's pictures to `canvas`'s placements.
    package mutating func update(for canvas: Canvas) -> [UInt8] {
        frame += 1
        var out: [UInt8] = []
        var shown: [Int: [PicturePlacement]] = [:]
        for placement in canvas.picturePlacements where placement.isUncovered(in: canvas) {
            let number = shown[placement.id, default: []].count + 1
            shown[placement.id, default: []].append(placement)
            if sent[placement.id] == nil { out += KittyGraphicsEncoder.transmit(placement.picture, id: placement.id) }
            sent[placement.id] = frame
            let before = placed[placement.id] ?? []
            guard before.count < number || before[number - 1] != placement else { continue }
            let v = placement.visible
            out += Array("\u{1B}[\(v.y + 1);\(v.x + 1)H".utf8)
            out += KittyGraphicsEncoder.place(
                id: placement.id, placement: number, source: placement.sourceRect,
                columns: v.width, rows: v.height)
        }
        for (id, before) in placed {
            let now = shown[id]?.count ?? 0
            guard before.count > now else { continue }
            if now == 0 {
                out += KittyGraphicsEncoder.delete(id: id, keepingData: true)
            } else {
                for number in (now + 1)...before.count { out += KittyGraphicsEncoder.delete(id: id, placement: number) }
            }
        }
        placed = shown
        while sent.count > Self.mostKept, let oldest = sent.filter({ shown[$0.key] == nil }).min(by: { $0.value < $1.value }) {
            sent.removeValue(forKey: oldest.key)
            out += KittyGraphicsEncoder.delete(id: oldest.key, keepingData: false)
        }
        guard !out.isEmpty else { return [] }
        return Array("\u{1B}7".utf8) + out + Array("\u{1B}8".utf8)
    }

    /// The screen was cleared (a resize, coming back from Ctrl-Z): everything is sent and
    /// placed again, after the old is deleted.
    package mutating func invalidate() -> [UInt8] {
        sent.removeAll()
        placed.removeAll()
        return KittyGraphicsEncoder.deleteAll
    }
}
