import CarouselCore

/// The status line across the top of a scene, a widget drawn in the rectangle it is given.
/// A carousel of one: ` title  name: tagline        page 3/20 `, where what gives way first
/// on a narrow screen is the tagline, then the title (shortened with an ellipsis, then
/// dropped), then the end of the name, and the page figure stays. Lanes (the race, the shelves):
/// a title, bold notes, then what they are (`drawLanes`).
enum StatusLine {
    /// A title shortened below this many cells (its ellipsis included) says too little to keep.
    static let shortestTitle = 4

    /// Where the page figure of `pageWidth` cells starts in `rect`: a space after it and two
    /// before it; on a line too narrow for the whole name that way, one before and none after.
    static func pageX(name: String, pageWidth: Int, in rect: Rect) -> Int {
        rect.x + max(0, rect.width - pageWidth - (isRoomy(name: name, pageWidth: pageWidth, width: rect.width) ? 1 : 0))
    }

    private static func isRoomy(name: String, pageWidth: Int, width: Int) -> Bool {
        1 + TextWidth.of(name) + 2 + pageWidth + 1 <= width
    }

    /// A carousel's status line in `rect` (its first row); the page figure `page` (of
    /// `pageWidth` cells) at the right, or only room left for it when `page` is nil (it is
    /// drawn from a store of its own).
    static func draw(
        title: String, name: String, tagline: String, page: String?, pageWidth: Int, in rect: Rect,
        into canvas: inout Canvas, theme: Theme
    ) {
        let row = rect.y
        canvas.fill(Rect(x: rect.x, y: row, width: rect.width, height: 1), style: theme.status)
        let nameWidth = TextWidth.of(name)
        var bold = theme.status
        bold.bold = true
        let roomy = isRoomy(name: name, pageWidth: pageWidth, width: rect.width)
        let pageX = pageX(name: name, pageWidth: pageWidth, in: rect)
        let room = Rect(x: rect.x, y: row, width: max(0, pageX - rect.x - (roomy ? 2 : 1)), height: 1)
        var x = canvas.write(" ", x: rect.x, y: row, style: theme.status, clip: room)
        let titleRoom = room.maxX - x - nameWidth - 2
        let fitted = TextFitting.fitted(title, width: titleRoom)
        if !title.isEmpty, TextWidth.of(fitted) >= min(shortestTitle, TextWidth.of(title)) {
            x = canvas.write(fitted, x: x, y: row, style: theme.status, clip: room)
            x = canvas.write("  ", x: x, y: row, style: theme.status, clip: room)
        }
        x = canvas.write(TextFitting.fitted(name, width: room.maxX - x), x: x, y: row, style: bold, clip: room)
        if room.maxX - x >= shortestTitle {
            canvas.write(TextFitting.fitted(": " + tagline, width: room.maxX - x), x: x, y: row, style: theme.status, clip: room)
        }
        if let page { canvas.write(page, x: pageX, y: row, style: bold, clip: rect) }
    }

    /// The status line of lanes in `rect` (its first row): ` race  notes  N strategies: one
    /// drag drives every lane`, ` shelves  shelf 3/12  list: nearest`; the title and the
    /// notes in bold, what they are first (what plays by itself is what a person may want
    /// to stop), then `about` in what room is left.
    static func drawLanes(title: String, notes: [String], about: String, in rect: Rect, into canvas: inout Canvas, theme: Theme) {
        let row = rect.y
        let room = Rect(x: rect.x, y: row, width: rect.width, height: 1)
        canvas.fill(room, style: theme.status)
        var bold = theme.status
        bold.bold = true
        var x = canvas.write(" " + title, x: rect.x, y: row, style: bold, clip: room)
        for note in notes { x = canvas.write("  " + note, x: x, y: row, style: bold, clip: room) }
        canvas.write(TextFitting.fitted("  " + about, width: max(0, room.maxX - x)), x: x, y: row, style: theme.status, clip: room)
    }
}
