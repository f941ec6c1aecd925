import CarouselCore

/// A card's title with a search's matched characters marked, in its own colours (`--ansi`).
extension CardCell {
    /// A title row whose first character is the title's `offset`th scalar, its marked
    /// characters underlined and bold: written a run of alike characters at a time.
    func writeMarked(_ text: String, from offset: Int, x: Int, y: Int, style: Style, clip: Rect, canvas: inout Canvas) {
        guard !titleMarks.isEmpty || !titleColours.isEmpty else {
            canvas.write(text, x: x, y: y, style: style, clip: clip)
            return
        }
        // Underlined and bold; where the title is underlined already, reversed instead.
        func marked(_ base: Style) -> Style {
            var markStyle = base
            if base.underline { markStyle.reverse = true } else { markStyle.underline = true }
            markStyle.bold = true
            return markStyle
        }
        var x = x, scalar = offset
        var run = "", runStyle = style
        for character in text {
            let isMarked = (scalar..<(scalar + character.unicodeScalars.count)).contains { titleMarks.contains($0) }
            let base = scalar < titleColours.count ? Self.merged(titleColours[scalar], into: style) : style
            let characterStyle = isMarked ? marked(base) : base
            if characterStyle != runStyle, !run.isEmpty {
                x = canvas.write(run, x: x, y: y, style: runStyle, clip: clip)
                run = ""
            }
            runStyle = characterStyle
            run.append(character)
            scalar += character.unicodeScalars.count
        }
        if !run.isEmpty { canvas.write(run, x: x, y: y, style: runStyle, clip: clip) }
    }
}
