import CarouselKit

/// Mouse reports: SGR (mode 1006), SGR-Pixels (mode 1016) and X10.
extension InputDecoder {
    func parseSGRMouse(at i: Int, final: Bool) -> Step {
        var j = i + 3
        var numbers = CSIParameters()
        var current: Int? = nil
        var negative = false
        var malformed = false
        while j < buffer.count {
            let c = buffer[j]
            if j - i > Self.maximumSequenceLength { return .skip(j) }
            switch c {
            case 0x30...0x39:
                current = min((current ?? 0) * 10 + Int(c - 0x30), 10_000_000)
            case UInt8(ascii: "-") where current == nil && !negative:
                // kitty and ghostty report pixels left of or above the window while dragging.
                negative = true
            case UInt8(ascii: ";"):
                // An empty or extra parameter: the report is garbage, but it still ends at
                // its final M or m, and none of it may leak out as keys.
                if let value = current, numbers.count < 2 { numbers.append(negative ? -value : value) } else { malformed = true }
                current = nil
                negative = false
            case UInt8(ascii: "M"), UInt8(ascii: "m"):
                guard !malformed, let last = current, numbers.count == 2 else { return .skip(j + 1) }
                let row = negative ? -last : last
                let event: MouseEvent?
                if let cell = pixelCellSize, cell.isUsable {
                    event = Self.mouse(
                        code: numbers.first, pixelX: numbers.second, pixelY: row, cell: cell, sgrRelease: c == UInt8(ascii: "m"))
                } else {
                    // urxvt reports a pointer dragged left of or above the window in cells
                    // before the first (0, -7): it is at the window's edge, and its release
                    // must not be lost, or the drag never ends.
                    event = Self.mouse(
                        code: numbers.first, column: max(1, numbers.second), row: max(1, row),
                        sgrRelease: c == UInt8(ascii: "m"))
                }
                return event.map { .event(.mouse($0), j + 1) } ?? .skip(j + 1)
            default:
                return .skip(j)
            }
            j += 1
        }
        return final ? .skip(buffer.count) : .needMore
    }

    func parseX10Mouse(at i: Int, final: Bool) -> Step {
        guard i + 5 < buffer.count else { return final ? .skip(buffer.count) : .needMore }
        let code = Int(buffer[i + 3]) - 32, column = Int(buffer[i + 4]) - 32, row = Int(buffer[i + 5]) - 32
        guard code >= 0 else { return .skip(i + 6) }
        let event = Self.mouse(code: code, column: column, row: row, sgrRelease: false, x10: true)
        return event.map { .event(.mouse($0), i + 6) } ?? .skip(i + 6)
    }

    /// Decodes an SGR-Pixels report: the cell under the pointer for hit tests, and the
    /// pointer to the fraction of a cell for drags.
    static func mouse(code: Int, pixelX: Int, pixelY: Int, cell: CellPixelSize, sgrRelease: Bool) -> MouseEvent? {
        let preciseX = cell.column(pixel: pixelX), preciseY = cell.row(pixel: pixelY)
        let column = Int(min(preciseX, 1_000_000).rounded(.down)) + 1, row = Int(min(preciseY, 1_000_000).rounded(.down)) + 1
        guard var event = mouse(code: code, column: column, row: row, sgrRelease: sgrRelease) else { return nil }
        event.preciseX = preciseX
        event.preciseY = preciseY
        return event
    }

    /// Decodes a button code and 1-based coordinates; `nil` for nonsense.
    static func mouse(code: Int, column: Int, row: Int, sgrRelease: Bool, x10: Bool = false) -> MouseEvent? {
        guard column >= 1, row >= 1, code >= 0, code < 256 else { return nil }
        let x = column - 1, y = row - 1
        let shift = code & 4 != 0
        let low = code & 3
        let button: MouseButton = [.left, .middle, .right, .none][low]
        if code & 64 != 0 {
            // xterm and st report the end of a horizontal wheel "click" (buttons 6 and 7)
            // as a release: that is no second notch.
            if code & 128 != 0 || sgrRelease { return nil }
            switch low {
            case 0: return MouseEvent(kind: .wheel(dx: 0, dy: -1), button: .none, x: x, y: y, shift: shift)
            case 1: return MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: x, y: y, shift: shift)
            case 2: return MouseEvent(kind: .wheel(dx: -1, dy: 0), button: .none, x: x, y: y, shift: shift)
            default: return MouseEvent(kind: .wheel(dx: 1, dy: 0), button: .none, x: x, y: y, shift: shift)
            }
        }
        if code & 128 != 0 { return nil }  // extra buttons 8-11: not ours
        if sgrRelease { return MouseEvent(kind: .release, button: button, x: x, y: y, shift: shift) }
        if code & 32 != 0 { return MouseEvent(kind: .motion, button: button, x: x, y: y, shift: shift) }
        if x10 && low == 3 { return MouseEvent(kind: .release, button: .none, x: x, y: y, shift: shift) }
        return MouseEvent(kind: .press, button: button, x: x, y: y, shift: shift)
    }
}
