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
                endReply(buffer[i...j], complete: true)
                return j + 1
            }
            if b == 0x1B {
                if j + 1 < buffer.count {
                    mode = .ground
                    let terminated = buffer[j + 1] == UInt8(ascii: "\\")
                    endReply(buffer[i..<(terminated ? j + 2 : j)], complete: terminated)
                    return terminated ? j + 2 : j
                }
                if final { break }
                keepReply(buffer[i..<j])
                buffer.removeFirst(j)
                return nil
            }
            controlStringLength += 1
            if controlStringLength > Self.maximumControlStringLength {
                mode = .ground
                endReply(buffer[i...j], complete: false)
                return j + 1
            }
            j += 1
        }
        if final {
            // Cut off: the rest of it, should it come, is garbage like any cut-off sequence.
            mode = .ground
            endReply(buffer[i...], complete: false)
            return buffer.count
        }
        keepReply(buffer[i...])
        buffer.removeAll(keepingCapacity: true)
        return nil
    }

    /// A control string's bytes so far, kept while replies are collected.
    private mutating func keepReply(_ bytes: ArraySlice<UInt8>) {
        guard collectsReplies, !replyInProgress.isEmpty else { return }
        if replyInProgress.count + bytes.count > Self.mostReplyBytes { replyInProgress = []; return }
        replyInProgress += bytes
    }

    /// The string ended: whole (its terminator came) it is a reply; cut off, it is dropped.
    private mutating func endReply(_ bytes: ArraySlice<UInt8>, complete: Bool) {
        defer { replyInProgress = [] }
        guard collectsReplies, complete, !replyInProgress.isEmpty else { return }
        keepReply(bytes)
        guard !replyInProgress.isEmpty else { return }
        noteReply(replyInProgress[...])
    }
}
