/// A card's title with a search's matched characters marked.
extension CardCell {
    /// A title row whose first character is the title's `offset`th scalar, its marked
    /// characters underlined and bold: written a run of alike characters at a time.
    func writeMarked(_ text: String, from offset: Int, x: Int, y: Int, style: Style, clip: Rect, canvas: inout Canvas) {
        guard !titleMarks.isEmpty else {
            canvas.write(text, x: x, y: y, style: style, clip: clip)
            return
        }
        // Underlined and bold; where the title is underlined already, reversed instead.
        var markStyle = style
        if style.underline { markStyle.reverse = true } else { markStyle.underline = true }
        markStyle.bold = true
        var x = x, scalar = offset
        var run = "", runMarked = false
        for character in text {
            let marked = (scalar..<(scalar + character.unicodeScalars.count)).contains { titleMarks.contains($0) }
            if marked != runMarked, !run.isEmpty {
                x = canvas.write(run, x: x, y: y, style: runMarked ? markStyle : style, clip: clip)
                run = ""
            }
            runMarked = marked
            run.append(character)
            scalar += character.unicodeScalars.count
        }
        if !run.isEmpty { canvas.write(run, x: x, y: y, style: runMarked ? markStyle : style, clip: clip) }
    }
}
