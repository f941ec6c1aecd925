/// A grid of styled cells that everything draws into; the terminal backend writes it out.
/// Like ratatui's buffer: widgets draw, they never talk to the terminal.
public struct Canvas: Equatable, Sendable {
    /// One terminal cell. A wide character occupies its cell and marks the next one as a
    /// continuation (`scalar == 0`).
    public struct Cell: Equatable, Sendable {
        public var scalar: UInt32
        public var width: UInt8
        public var style: Style
        public static let blank = Cell(scalar: 0x20, width: 1, style: .plain)
        public static let continuation = Cell(scalar: 0, width: 0, style: .plain)
    }

    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Resizes (clearing) or just clears, reusing storage.
    public mutating func reset(width: Int, height: Int) {
        let w = max(0, width), h = max(0, height)
        if w != self.width || h != self.height {
            self.width = w; self.height = h
            cells = Array(repeating: .blank, count: w * h)
        } else {
            for i in cells.indices { cells[i] = .blank }
        }
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
    }

    /// Puts one character; wide ones that do not fit are replaced by a space.
    public mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: Style, clip: Rect? = nil) {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard area.contains(x: x, y: y) else { return }
        let w = TextWidth.of(scalar)
        guard w > 0 else { return }
        let i = y * width + x
        // Never leave half of a wide character behind.
        if cells[i].width == 0, x > 0 { cells[i - 1] = Cell(scalar: 0x20, width: 1, style: cells[i - 1].style) }
        if cells[i].width == 2, x + 1 < width { cells[i + 1] = Cell(scalar: 0x20, width: 1, style: cells[i + 1].style) }
        if w == 2 {
            guard x + 1 < area.maxX else {
                cells[i] = Cell(scalar: 0x20, width: 1, style: style)
                return
            }
            if cells[i + 1].width == 2, x + 2 < width { cells[i + 2] = Cell(scalar: 0x20, width: 1, style: cells[i + 2].style) }
            cells[i] = Cell(scalar: scalar.value, width: 2, style: style)
            cells[i + 1] = Cell(scalar: 0, width: 0, style: style)
        } else {
            cells[i] = Cell(scalar: scalar.value, width: 1, style: style)
        }
    }

    /// Writes text from (x, y), clipped to `clip`; returns the column after the text.
    /// Control characters are shown as `�`-free visible marks, never written raw.
    @discardableResult
    public mutating func write(_ text: Substring, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        var column = x
        let limit = (clip ?? bounds).maxX
        for scalar in text.unicodeScalars {
            if column >= limit { break }
            let visible = Self.visible(scalar)
            let w = TextWidth.of(visible)
            if w == 0 { continue }
            put(visible, x: column, y: y, style: style, clip: clip)
            column += w
        }
        return column
    }

    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        write(text[...], x: x, y: y, style: style, clip: clip)
    }

    /// Control characters become visible placeholders so they can never reach the terminal.
    @inline(__always)
    static func visible(_ s: Unicode.Scalar) -> Unicode.Scalar {
        switch s.value {
        case 0x09: return " "
        case 0..<0x20: return Unicode.Scalar(0x2400 + s.value) ?? "?"   // ␀ … ␟
        case 0x7F: return "\u{2421}"
        case 0x80..<0xA0: return "?"
        default: return s
        }
    }

    /// Fills a rectangle with a character.
    public mutating func fill(_ rect: Rect, with scalar: Unicode.Scalar = " ", style: Style) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX { put(scalar, x: x, y: y, style: style) }
        }
    }

    /// The canvas as plain text lines (trailing spaces kept), for tests and golden files.
    public var lines: [String] {
        (0..<height).map { y in
            var line = String.UnicodeScalarView()
            for x in 0..<width {
                let c = cells[y * width + x]
                if c.width == 0 { continue }
                line.append(Unicode.Scalar(c.scalar) ?? " ")
            }
            return String(line)
        }
    }

    public var text: String { lines.joined(separator: "\n") }
}
