/// What a line holds of the letters, in 32 bits, made while the line is read: enough for a
/// query of one letter to count the line and, most of the time, to know it cannot reach the
/// first screen, and for a longer query to pass over most lines that lack one of its letters,
/// without reading their bytes again (4 bytes a line instead of about 70).
///
/// Bits 0 to 25: `a` to `z`, either case, occur in the line. The flags below say what the
/// letters' places may earn, whether the line has white space at all, and whether its length
/// is its trimmed length. A line with a byte above 0x7F has `notASCII` alone: fzf folds its
/// letters, and its bytes must be read.
package enum LetterSummary {
    /// Some letter stands first or right after a byte below `!` (a blank or a control byte):
    /// the places that may earn the largest bonuses. Without it, every letter of the line
    /// follows a byte from `!` up.
    package static let letterAtWhitePlace: UInt32 = 1 << 28
    /// The line starts or ends with a byte below `!`: its length without white space at either
    /// end (the tiebreak's) needs its bytes.
    package static let blankAtEdge: UInt32 = 1 << 29
    /// Some byte is below `!` (a blank or a control byte): without it, no place of the line
    /// earns a white space's bonus.
    package static let hasBlank: UInt32 = 1 << 30
    /// Some byte is above 0x7F: nothing else is said.
    package static let notASCII: UInt32 = 1 << 31
    private static let letters: UInt32 = (1 << 26) - 1

    /// The bit of an ASCII letter, either case; nil for any other byte.
    package static func letterBit(_ byte: UInt8) -> UInt32? {
        let lower = byte | 0x20
        guard byte < 0x80, lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return nil }
        return 1 << UInt32(lower - UInt8(ascii: "a"))
    }

    /// Each pair of bytes' part of a summary (index: the first byte, plus the second times
    /// 256): their letters' bits, `hasBlank` or `notASCII`; a byte alone is the pair of it and
    /// itself. Two bytes a look-up halve the look-ups (256 KB, made once and never written
    /// after, so that the loop reads no array).
    nonisolated(unsafe) package static let table: UnsafePointer<UInt32> = {
        func part(_ b: UInt8) -> UInt32 { b >= 0x80 ? notASCII : b < 0x21 ? hasBlank : letterBit(b) ?? 0 }
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << 16)
        for pair in 0..<(1 << 16) { table[pair] = part(UInt8(pair & 0xFF)) | part(UInt8(pair >> 8)) }
        return UnsafePointer(table)
    }()

    /// The part of the byte `byte` alone.
    @inline(__always)
    private static func part(_ byte: UInt8, _ table: UnsafePointer<UInt32>) -> UInt32 { table[Int(byte) &* 0x101] }

    /// The summary of the line `base[0..<count]`, with `table` (`LetterSummary.table`).
    @inline(__always)
    package static func of(_ base: UnsafePointer<UInt8>, count: Int, table: UnsafePointer<UInt32>) -> UInt32 {
        guard count > 0 else { return 0 }
        // Eight bytes a turn, from one load, four pairs into two words so that neither waits
        // for the other; the last turn ends at the line's end (it may read bytes again).
        var even: UInt32 = 0, odd: UInt32 = 0
        if count >= 8 {
            let raw = UnsafeRawPointer(base)
            var i = 0
            repeat {
                let w = raw.loadUnaligned(fromByteOffset: min(i, count &- 8), as: UInt64.self)
                even |= table[Int(w & 0xFFFF)] | table[Int(w &>> 16 & 0xFFFF)]
                odd |= table[Int(w &>> 32 & 0xFFFF)] | table[Int(w &>> 48)]
                i &+= 8
            } while i < count
        } else {
            for k in 0..<count { even |= part(base[k], table) }
        }
        var summary = even | odd
        if summary & notASCII != 0 { return notASCII }
        if base[0] < 0x21 || base[count &- 1] < 0x21 { summary |= blankAtEdge }
        if part(base[0], table) & letters != 0 {
            summary |= letterAtWhitePlace
        } else if summary & hasBlank != 0 {
            // Only a line with a blank is read again, for a letter right after one.
            for k in 1..<count where base[k &- 1] < 0x21 && part(base[k], table) & letters != 0 {
                summary |= letterAtWhitePlace
                break
            }
        }
        return summary
    }
}
