/// The VT100's DEC Special Graphics set, as a preview draws with it (`ESC ( 0 lqqk ESC ( B`,
/// what ncurses' ACS and `dialog` write, and `tput smacs`): the letters become the
/// characters they stand for, so the card shows `┌──┐` and not `lqqk`.
enum SpecialGraphics {
    /// The Unicode scalar that `byte` draws in the set; nil for bytes it leaves alone
    /// (everything outside `` ` `` to `~`).
    static func scalar(for byte: UInt8) -> Unicode.Scalar? {
        guard byte >= 0x60, byte <= 0x7E else { return nil }
        return Unicode.Scalar(table[Int(byte - 0x60)])
    }

    /// `` ` `` to `~`, as xterm draws them.
    private static let table: [UInt32] = [
        0x25C6, 0x2592, 0x2409, 0x240C, 0x240D, 0x240A, 0x00B0, 0x00B1,  // ` a b c d e f g  ◆▒␉␌␍␊°±
        0x2424, 0x240B, 0x2518, 0x2510, 0x250C, 0x2514, 0x253C, 0x23BA,  // h i j k l m n o  ␤␋┘┐┌└┼⎺
        0x23BB, 0x2500, 0x23BC, 0x23BD, 0x251C, 0x2524, 0x2534, 0x252C,  // p q r s t u v w  ⎻─⎼⎽├┤┴┬
        0x2502, 0x2264, 0x2265, 0x03C0, 0x2260, 0x00A3, 0x00B7,  // x y z { | } ~    │≤≥π≠£·
    ]
}
