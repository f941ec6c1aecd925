/// Raw mouse reports as a terminal sends them, to be written with `tmux send-keys -H`.
enum MouseEncoding: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `ESC [ < b ; x ; y M` (press, motion) and `... m` (release): mode 1006.
    case sgr
    /// `ESC [ M` then three bytes, 32 + code, 32 + x, 32 + y; release is code 3.
    case x10

    var description: String { rawValue }

    /// A left-button press at 1-based (x, y).
    func press(_ x: Int, _ y: Int) -> [UInt8] {
        switch self {
        case .sgr: return Array("\u{1B}[<0;\(x);\(y)M".utf8)
        case .x10: return x10(code: 0, x, y)
        }
    }

    /// Motion with the left button held.
    func motion(_ x: Int, _ y: Int) -> [UInt8] {
        switch self {
        case .sgr: return Array("\u{1B}[<32;\(x);\(y)M".utf8)
        case .x10: return x10(code: 32, x, y)
        }
    }

    /// The left button's release.
    func release(_ x: Int, _ y: Int) -> [UInt8] {
        switch self {
        case .sgr: return Array("\u{1B}[<0;\(x);\(y)m".utf8)
        case .x10: return x10(code: 3, x, y)
        }
    }

    /// One notch of the wheel: 64 up, 65 down, 66 left, 67 right (buttons 4 to 7).
    func wheel(code: Int, _ x: Int, _ y: Int) -> [UInt8] {
        switch self {
        case .sgr: return Array("\u{1B}[<\(code);\(x);\(y)M".utf8)
        case .x10: return x10(code: code, x, y)
        }
    }

    private func x10(code: Int, _ x: Int, _ y: Int) -> [UInt8] {
        [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + code), UInt8(32 + x), UInt8(32 + y)]
    }

    /// Press at `from`, motions every `step` columns to `to`, on row `y`.
    func drag(from: Int, to: Int, step: Int, y: Int) -> [UInt8] {
        var bytes = press(from, y)
        let direction = to < from ? -1 : 1
        var x = from
        while x != to {
            x = direction < 0 ? max(to, x - step) : min(to, x + step)
            bytes += motion(x, y)
        }
        return bytes
    }
}
