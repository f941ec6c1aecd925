import CarouselCore
import CarouselKit

/// The sequences `VTScreen` understands, applied as a terminal would; anything else is refused.
extension VTScreen {
    package mutating func apply(_ bytes: [UInt8]) throws {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                lastPrinted = nil
                guard i + 1 < bytes.count else { throw Refused(description: "a lone ESC at \(i)") }
                if bytes[i + 1] == 0x5B, i + 2 < bytes.count, let repeated = repeatable {
                    // REP: only right after a printed character, as the encoder sends it.
                    var j = i + 2, n = 0
                    while j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 { n = n * 10 + Int(bytes[j] - 0x30); j += 1 }
                    if j < bytes.count, bytes[j] == 0x62 {
                        if repeatsASCIIOnly && !repeatableWasASCII {
                            throw Refused(description: "REP of U+\(String(repeated.value, radix: 16)) where REP repeats ASCII only")
                        }
                        for _ in 0..<max(n, 1) { try print(repeated) }
                        i = j + 1
                        continue
                    }
                }
                repeatable = nil
                if bytes[i + 1] == 0x28 {  // ESC ( F: designates G0
                    guard i + 2 < bytes.count, bytes[i + 2] == 0x30 || bytes[i + 2] == 0x42 else {
                        throw Refused(description: "ESC ( not followed by 0 or B at \(i)")
                    }
                    lineDrawing = bytes[i + 2] == 0x30
                    i += 3
                    continue
                }
                if bytes[i + 1] == 0x44 || bytes[i + 1] == 0x4D {  // IND, RI
                    bytes[i + 1] == 0x44 ? index() : reverseIndex()
                    i += 2
                    continue
                }
                guard bytes[i + 1] == 0x5B else { throw Refused(description: "ESC not followed by [, D or M at \(i)") }
                var j = i + 2
                let isPrivate = j < bytes.count && bytes[j] == 0x3F
                if isPrivate { j += 1 }
                var parameters: [Int?] = []
                var current: Int? = nil
                while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == 0x3B {
                    if bytes[j] == 0x3B {
                        parameters.append(current); current = nil
                    } else {
                        current = (current ?? 0) * 10 + Int(bytes[j] - 0x30)
                    }
                    j += 1
                }
                parameters.append(current)
                var intermediate: UInt8? = nil
                if j < bytes.count, bytes[j] >= 0x20, bytes[j] <= 0x2F { intermediate = bytes[j]; j += 1 }
                guard j < bytes.count else { throw Refused(description: "unterminated sequence at \(i)") }
                if isPrivate {
                    guard parameters == [69] || parameters == [7], bytes[j] == 0x68 || bytes[j] == 0x6C else {
                        throw Refused(description: "private mode \(parameters)")
                    }
                    if parameters == [7] {
                        autowrap = bytes[j] == 0x68
                        if !autowrap { pendingWrap = false }
                    } else {
                        leftRightMarginMode = bytes[j] == 0x68
                        if !leftRightMarginMode { left = 0; right = width - 1 }
                    }
                } else if let intermediate {
                    guard intermediate == 0x27, bytes[j] == 0x7E || bytes[j] == 0x7D, parameters.count == 1 else {
                        throw Refused(description: "sequence with intermediate \(intermediate) final \(bytes[j])")
                    }
                    try editColumns(max(parameters[0] ?? 1, 1), delete: bytes[j] == 0x7E)
                } else {
                    try control(bytes[j], parameters)
                }
                i = j + 1
                continue
            }
            if b == 0x0A || b == 0x0D {  // LF (no CR: the tty's ONLCR is off), CR
                if b == 0x0A { index() } else { column = 0 }
                pendingWrap = false
                lastPrinted = nil; repeatable = nil
                i += 1
                continue
            }
            guard b >= 0x20 && b != 0x7F else { throw Refused(description: "control byte \(b) at \(i)") }
            let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            guard i + length <= bytes.count, var s = String(decoding: bytes[i..<i + length], as: UTF8.self).unicodeScalars.first,
                s.value != 0xFFFD || bytes[i] == 0xEF
            else { throw Refused(description: "bad UTF-8 at \(i)") }
            if lineDrawing, let drawn = Self.lineDrawingSet[b], let line = Unicode.Scalar(drawn) {
                s = line
            } else if lineDrawing, b >= 0x5F, b <= 0x7E {
                throw Refused(description: "a letter the line-drawing set changes: \(b)")
            }
            repeatableWasASCII = b < 0x80
            try print(s)
            // REP repeats a character, never a mark or the second half of a flag.
            repeatable = TextWidth.of(s) == 0 || (0x1F1E6...0x1F1FF).contains(s.value) ? nil : s
            i += length
        }
    }

    /// A blank as erasing makes it: the current background (`bce`).
    var erased: Cell { Cell(scalar: 0x20, width: 1, style: Style(background: style.background)) }

    /// Moves cells `start..<end` (indices) back by `n` (delete) or on by `n` (insert),
    /// blanks coming in.
    private mutating func shift(_ n: Int, start: Int, end: Int, delete: Bool) {
        let n = min(n, end - start)
        if delete {
            for i in start..<end { cells[i] = i + n < end ? cells[i + n] : erased }
        } else {
            for i in stride(from: end - 1, through: start, by: -1) { cells[i] = i - n >= start ? cells[i - n] : erased }
        }
    }

    /// Terminals disagree about moving or cutting a wide character sideways: refused.
    private func requireNarrow(row: Int, from: Int, through: Int) throws {
        for x in from...through where cells[row * width + x].width != 1 {
            throw Refused(description: "a sideways shift over a wide character at (\(x), \(row))")
        }
    }

    /// ICH or DCH: at the cursor, to the end of the line (margins must be off).
    private mutating func editCharacters(_ n: Int, delete: Bool) throws {
        guard !leftRightMarginMode else { throw Refused(description: "ICH/DCH with margins on") }
        try requireNarrow(row: row, from: column, through: width - 1)
        shift(n, start: row * width + column, end: row * width + width, delete: delete)
        pendingWrap = false
    }

    /// DECDC or DECIC: every row of the scroll region, from the cursor's column to the right margin.
    private mutating func editColumns(_ n: Int, delete: Bool) throws {
        guard row >= top, row <= bottom, column >= left, column <= right else {
            throw Refused(description: "DECDC/DECIC outside the margins")
        }
        for y in top...bottom {
            try requireNarrow(row: y, from: left, through: right)
            shift(n, start: y * width + column, end: y * width + right + 1, delete: delete)
        }
    }

    /// SU (up) or SD: the scroll region's rows (margins must be off).
    private mutating func scroll(_ n: Int, up: Bool) throws {
        guard left == 0, right == width - 1 else { throw Refused(description: "scrolling with left/right margins") }
        shift(n * width, start: top * width, end: (bottom + 1) * width, delete: up)
    }

    private mutating func index() {
        pendingWrap = false
        if row == bottom && keepsHistory && top == 0 && bottom == height - 1 {
            scrollIntoHistory()
        } else if row == bottom {
            try? scroll(1, up: true)
        } else if row < height - 1 {
            row += 1
        }
    }

    private mutating func reverseIndex() {
        pendingWrap = false
        if row == top { try? scroll(1, up: false) } else if row > 0 { row -= 1 }
    }

    private mutating func control(_ final: UInt8, _ p: [Int?]) throws {
        switch final {
        case 0x48:  // CUP
            guard p.count <= 2 else { throw Refused(description: "CUP with \(p)") }
            row = min(max((p[0] ?? 1), 1), height) - 1
            column = min(max((p.count > 1 ? p[1] ?? 1 : 1), 1), width) - 1
            pendingWrap = false
        case 0x41:  // CUU: stops at the top margin (or the screen's top, from above it)
            guard p.count == 1 else { throw Refused(description: "CUU with \(p)") }
            row = max(row - max(p[0] ?? 1, 1), row >= top ? top : 0)
            pendingWrap = false
        case 0x47:  // CHA
            guard p.count == 1 else { throw Refused(description: "CHA with \(p)") }
            column = min(max(p[0] ?? 1, 1), width) - 1
            pendingWrap = false
        case 0x4A where p == [nil] || p == [0]:  // ED 0: from the cursor to the end of the screen
            // From the first cell it is the whole screen, which tmux (scroll-on-clear) scrolls
            // into the scrollback, rows up to the last one written, instead of blanking it.
            if keepsHistory && row == 0 && column == 0 { scrollScreenIntoHistory() }
            for i in (row * width + column)..<cells.count { cells[i] = erased }
        case 0x43:  // CUF: stops at the last column
            guard p.count == 1 else { throw Refused(description: "CUF with \(p)") }
            column = min(column + max(p[0] ?? 1, 1), width - 1)
            pendingWrap = false
        case 0x4A:  // ED 2 only: blanks in the current background
            guard p == [2] else { throw Refused(description: "ED with \(p)") }
            cells = Array(repeating: erased, count: width * height)
        case 0x4B where p == [nil] || p == [0]:  // EL 0: from the cursor to the end of the row
            for x in column..<width { cells[row * width + x] = erased }
        case 0x4B:  // EL 2 (an inline band's full repaint): the row blanked
            guard p == [2] else { throw Refused(description: "EL with \(p)") }
            for x in 0..<width { cells[row * width + x] = erased }
        case 0x6D:
            try sgr(p)
        case 0x40, 0x50:  // ICH, DCH
            guard p.count == 1 else { throw Refused(description: "ICH/DCH with \(p)") }
            try editCharacters(max(p[0] ?? 1, 1), delete: final == 0x50)
        case 0x53, 0x54:  // SU, SD
            guard p.count == 1 else { throw Refused(description: "SU/SD with \(p)") }
            try scroll(max(p[0] ?? 1, 1), up: final == 0x53)
        case 0x72:  // DECSTBM: homes the cursor
            guard p.count <= 2 else { throw Refused(description: "DECSTBM with \(p)") }
            let t = (p[0] ?? 1) - 1, b = (p.count > 1 ? p[1] ?? height : height) - 1
            guard t >= 0, t < b, b < height else { throw Refused(description: "DECSTBM \(p) on \(height) rows") }
            top = t; bottom = b
            row = 0; column = 0; pendingWrap = false
        case 0x73:  // DECSLRM, only with mode 69 on (else it would save the cursor)
            guard leftRightMarginMode, p.count <= 2 else { throw Refused(description: "CSI s without DECLRMM, or \(p)") }
            let l = (p[0] ?? 1) - 1, r = (p.count > 1 ? p[1] ?? width : width) - 1
            guard l >= 0, l < r, r < width else { throw Refused(description: "DECSLRM \(p) on \(width) columns") }
            left = l; right = r
            row = 0; column = 0; pendingWrap = false
        case 0x6E where p == [5]:  // DSR "are you OK": a question, the screen stays
            break
        default:
            throw Refused(description: "unknown final byte \(final)")
        }
    }

    private mutating func sgr(_ p: [Int?]) throws {
        var k = 0
        func colour(_ extended: Int) throws -> TerminalColor {
            guard k + 2 < p.count, p[k + 1] == 5, let n = p[k + 2], n < 256 else { throw Refused(description: "SGR \(extended) with \(p)") }
            k += 2
            return .indexed(UInt8(n))
        }
        while k < p.count {
            let n = p[k] ?? 0
            switch n {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 30...37: style.foreground = .basic(UInt8(n - 30))
            case 38: style.foreground = try colour(38)
            case 39: style.foreground = .default
            case 40...47: style.background = .basic(UInt8(n - 40))
            case 48: style.background = try colour(48)
            case 49: style.background = .default
            default: throw Refused(description: "SGR \(n)")
            }
            k += 1
        }
    }

    private mutating func print(_ s: Unicode.Scalar) throws {
        let w = TextWidth.of(s)
        if w == 0, let last = lastPrinted {
            cells[last].marks.append(s.value)
            return
        }
        if let last = lastPrinted, (0x1F1E6...0x1F1FF).contains(s.value), (0x1F1E6...0x1F1FF).contains(cells[last].scalar),
            cells[last].marks.isEmpty, cells[last].width == 1
        {
            // The second letter of a flag: the pair is one character two columns wide.
            guard !pendingWrap else { throw Refused(description: "a flag cut by the right margin") }
            cells[last].marks.append(s.value)
            cells[last].width = 2
            if cells[last + 1].width == 2 && column + 1 < width {
                cells[last + 2] = Cell(scalar: 0x20, width: 1, style: cells[last + 2].style)
            }
            cells[last + 1] = Cell(scalar: 0, width: 0, style: style)
            if column + 1 >= width { column = width - 1; pendingWrap = autowrap } else { column += 1 }
            return
        }
        guard w == 1 || w == 2 else { throw Refused(description: "a character of width \(w): \(s.value)") }
        if pendingWrap {
            if row + 1 >= height && keepsHistory {
                scrollIntoHistory()
                row = height - 2
            }
            guard row + 1 < height else { throw Refused(description: "a character after the bottom-right cell: the screen would scroll") }
            row += 1; column = 0; pendingWrap = false
        }
        if w == 2 && column == width - 1 { throw Refused(description: "a wide character in the last column") }
        // Half of a wide character left behind, on either side of what is written, becomes a blank.
        let first = row * width + column, last = first + w - 1
        if cells[first].width == 0 && column > 0 { cells[first - 1] = Cell(scalar: 0x20, width: 1, style: cells[first - 1].style) }
        if cells[last].width == 2 && column + w < width { cells[last + 1] = Cell(scalar: 0x20, width: 1, style: cells[last + 1].style) }
        cells[first] = Cell(scalar: s.value, width: UInt8(w), style: style)
        if w == 2 { cells[last] = Cell(scalar: 0, width: 0, style: style) }
        lastPrinted = first
        if column + w >= width { column = width - 1; pendingWrap = autowrap } else { column += w }
    }
}
