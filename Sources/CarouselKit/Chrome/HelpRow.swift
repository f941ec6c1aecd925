import CarouselCore

/// The help row at the foot of a scene of lanes: the key map's words for it, the longest
/// wording that fits, made again only when what it is for or the width changes.
struct HelpRow {
    private var made: (context: HelpLine.Context, width: Int, text: String)?

    /// Draws the row over whatever a lane half scrolled out left there, from the scene's
    /// `keyMap` (a row keeps to one scene's keys).
    mutating func draw(_ context: HelpLine.Context, keyMap: KeyMap, row: Int, width: Int, into canvas: inout Canvas, theme: Theme) {
        if made?.context != context || made?.width != width {
            made = (context, width, HelpLine.text(context, width: width, keyMap: keyMap))
        }
        canvas.fill(Rect(x: 0, y: row, width: width, height: 1), style: theme.text)
        canvas.write(made?.text ?? "", x: 0, y: row, style: theme.faint)
    }
}
