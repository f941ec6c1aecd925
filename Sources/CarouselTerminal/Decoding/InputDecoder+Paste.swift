import CarouselKit

/// Bracketed paste (mode 2004): the bytes between `ESC [ 200 ~` and `ESC [ 201 ~` become one `.paste`.
extension InputDecoder {
    /// `ESC [ 201 ~`, the end of a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Keeps the pasted bytes from `i` on, up to the end marker. Returns the index after the
    /// marker (the paste is emitted), or nil when the buffer ends first (the buffer then
    /// holds only the part of the end marker that has arrived, if any).
    mutating func scanPaste(from i: Int, events: inout [InputEvent]) -> Int? {
        var j = i
        while j < buffer.count {
            guard let escape = buffer[j...].firstIndex(of: 0x1B) else {
                keepPasted(j..<buffer.count)
                buffer.removeAll(keepingCapacity: true)
                return nil
            }
            keepPasted(j..<escape)
            var k = 0
            while k < Self.pasteEnd.count, escape + k < buffer.count, buffer[escape + k] == Self.pasteEnd[k] { k += 1 }
            if k == Self.pasteEnd.count {
                events.append(finishPaste())
                return escape + k
            }
            if escape + k == buffer.count {
                // Maybe the start of the end marker: wait for the rest.
                buffer.removeFirst(escape)
                return nil
            }
            // An ESC inside the paste: it is text like the rest.
            keepPasted(escape..<(escape + 1))
            j = escape + 1
        }
        buffer.removeAll(keepingCapacity: true)
        return nil
    }

    private mutating func keepPasted(_ range: Range<Int>) {
        let room = Self.maximumPasteLength - pasteBytes.count
        guard room > 0, !range.isEmpty else { return }
        pasteBytes.append(contentsOf: buffer[range.lowerBound..<min(range.upperBound, range.lowerBound + room)])
    }

    mutating func finishPaste() -> InputEvent {
        mode = .ground
        let text = String(decoding: pasteBytes, as: UTF8.self)
        pasteBytes.removeAll(keepingCapacity: true)
        return .paste(text)
    }
}
