/// Control strings (OSC, DCS, APC, PM, SOS): terminal replies, swallowed whole up to BEL or `ESC \`.
extension InputDecoder {
    /// Swallows a control string's body from `i` up to BEL or `ESC \` (an ESC followed by
    /// anything else ends the string and starts a new sequence, as in xterm). Returns where
    /// decoding goes on, or nil when the buffer ends first (an ESC at its very end stays,
    /// in case a `\` follows).
    mutating func scanControlString(from i: Int, final: Bool) -> Int? {
        var j = i
        while j < buffer.count {
            let b = buffer[j]
            if b == 0x07 {
                mode = .ground
                return j + 1
            }
            if b == 0x1B {
                if j + 1 < buffer.count {
                    mode = .ground
                    return buffer[j + 1] == UInt8(ascii: "\\") ? j + 2 : j
                }
                if final { break }
                buffer.removeFirst(j)
                return nil
            }
            controlStringLength += 1
            if controlStringLength > Self.maximumControlStringLength {
                mode = .ground
                return j + 1
            }
            j += 1
        }
        if final {
            // Cut off: the rest of it, should it come, is garbage like any cut-off sequence.
            mode = .ground
            return buffer.count
        }
        buffer.removeAll(keepingCapacity: true)
        return nil
    }
}
