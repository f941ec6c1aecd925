import CarouselCore

/// The frame's line and label, drawn in fzf's characters for each shape (the output's
/// glyph fallback turns them into ASCII or the VT100's set where the terminal needs it).
extension WindowFrame {
    /// The characters of one shape: corners, then the top, bottom, left and right edges.
    struct Strokes {
        let topLeft, topRight, bottomLeft, bottomRight, top, bottom, left, right: Unicode.Scalar
    }

    static func strokes(of shape: BorderShape) -> Strokes {
        switch shape {
        case .sharp:
            return Strokes(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", top: "─", bottom: "─", left: "│", right: "│")
        case .bold:
            return Strokes(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", top: "━", bottom: "━", left: "┃", right: "┃")
        case .double:
            return Strokes(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", top: "═", bottom: "═", left: "║", right: "║")
        case .dashed:
            return Strokes(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", top: "╌", bottom: "╌", left: "╎", right: "╎")
        case .block:
            return Strokes(topLeft: "▛", topRight: "▜", bottomLeft: "▙", bottomRight: "▟", top: "▀", bottom: "▄", left: "▌", right: "▐")
        case .thinblock:
            return Strokes(topLeft: "▔", topRight: "▔", bottomLeft: "▁", bottomRight: "▁", top: "▔", bottom: "▁", left: "▏", right: "▕")
        default:
            return Strokes(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", top: "─", bottom: "─", left: "│", right: "│")
        }
    }

    /// Draws the border and its label on a screen of the canvas's size; the margins and the
    /// padding stay blank.
    package func draw(into canvas: inout Canvas, border style: Style, label labelStyle: Style) {
        let rect = borderRect(width: canvas.width, height: canvas.height)
        guard border != .none, rect.width >= 1, rect.height >= 1 else { return }
        let s = Self.strokes(of: border)
        let hasLeft = border.hasLeft, hasRight = border.hasRight && rect.width > 1
        let hasTop = border.hasTop, hasBottom = border.hasBottom && rect.height > 1
        if hasTop { canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), with: s.top, style: style) }
        if hasBottom { canvas.fill(Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), with: s.bottom, style: style) }
        if hasLeft { canvas.fill(Rect(x: rect.x, y: rect.y, width: 1, height: rect.height), with: s.left, style: style) }
        if hasRight { canvas.fill(Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: rect.height), with: s.right, style: style) }
        if hasTop && hasLeft { canvas.put(s.topLeft, x: rect.x, y: rect.y, style: style) }
        if hasTop && hasRight { canvas.put(s.topRight, x: rect.maxX - 1, y: rect.y, style: style) }
        if hasBottom && hasLeft { canvas.put(s.bottomLeft, x: rect.x, y: rect.maxY - 1, style: style) }
        if hasBottom && hasRight { canvas.put(s.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style) }
        drawLabel(into: &canvas, on: rect, style: labelStyle)
    }

    /// fzf's placement: on a shape with a top or bottom line, centred or `column` cells in
    /// from either end, cut to the line's width.
    private func drawLabel(into canvas: inout Canvas, on rect: Rect, style: Style) {
        guard let label, !label.isEmpty, border.hasTop || border.hasBottom else { return }
        let text = TextFitting.fitted(label, width: rect.width)
        let length = TextWidth.of(text)
        let column: Int
        if labelPosition.column == 0 {
            column = max(0, (rect.width - length) / 2)
        } else if labelPosition.column < 0 {
            column = max(0, rect.width + labelPosition.column + 1 - length)
        } else {
            column = max(0, min(labelPosition.column - 1, rect.width - length))
        }
        let onBottom = border == .bottom || (labelPosition.bottom && border.hasBottom) || !border.hasTop
        let row = onBottom ? rect.maxY - 1 : rect.y
        canvas.write(text, x: rect.x + column, y: row, style: style, clip: rect)
    }
}
