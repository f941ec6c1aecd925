import Foundation

extension ScreenSVG {
    /// The parts drawn, in one document: backgrounds, strokes, fills, then text on top.
    func document() -> String {
        let w = Self.pad * 2 + Double(screen.width) * Self.cellWidth
        let h = Self.pad * 2 + Double(screen.height) * Self.cellHeight
        var paths = OrderedGroups<Pen, String>()
        for (track, spans) in tracks.groups {
            for (a, b) in Self.merged(spans) {
                let d =
                    track.horizontal
                    ? "M\(fmt(Self.x(a))) \(fmt(Self.y(track.fixed)))H\(fmt(Self.x(b)))"
                    : "M\(fmt(Self.x(track.fixed))) \(fmt(Self.y(a)))V\(fmt(Self.y(b)))"
                paths.append(d, to: track.pen)
            }
        }
        for (pen, parts) in shapes.groups { paths.append(contentsOf: parts, to: pen) }

        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(fmt(w))\" height=\"\(fmt(h))\" "
                + "viewBox=\"0 0 \(fmt(w)) \(fmt(h))\" xml:space=\"preserve\">"
        ]
        if !title.isEmpty { out.append("<title>\(escaped(title, quotes: true))</title>") }
        var css = ["text{font-family:\(Self.fonts);font-size:\(Self.fontSize)px;white-space:pre;font-variant-ligatures:none}"]
        css += classes.keys.enumerated().map { ".c\($0.offset){\($0.element)}" }
        out.append("<style>" + css.joined() + "</style>")
        out.append("<rect width=\"100%\" height=\"100%\" rx=\"8\" fill=\"\(TerminalPalette.hex(TerminalPalette.background))\"/>")
        out += backgrounds
        for (pen, parts) in paths.groups {
            out.append(
                "<path d=\"\(parts.joined())\" fill=\"none\" stroke=\"\(pen.colour)\" "
                    + "stroke-width=\"\(fmt(pen.weight))\" stroke-linecap=\"square\"/>")
        }
        for (colour, parts) in fills.groups { out.append("<path d=\"\(parts.joined())\" fill=\"\(colour)\"/>") }
        out += texts
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Spans along one line, overlapping or touching ones joined.
    static func merged(_ spans: [(Double, Double)]) -> [(Double, Double)] {
        let sorted = spans.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        var out: [(Double, Double)] = []
        for (a, b) in sorted {
            if let last = out.last, a <= last.1 + 1e-6 {
                out[out.count - 1].1 = max(last.1, b)
            } else {
                out.append((a, b))
            }
        }
        return out
    }
}

/// A number with at most two decimals and no trailing zeros.
func fmt(_ v: Double) -> String {
    var s = String(format: "%.2f", v)
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" || s.isEmpty ? "0" : s
}

/// Text for an SVG document: &, < and > escaped (and quotes, in attributes and titles).
func escaped(_ text: String, quotes: Bool = false) -> String {
    var out = ""
    for ch in text {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"" where quotes: out += "&quot;"
        case "'" where quotes: out += "&#x27;"
        default: out.append(ch)
        }
    }
    return out
}
