/// A line as the matcher should read it: the stored bytes when they are shown as they are
/// (no copy), else the shown text, made in a buffer reused line after line.
package struct ShapedLine {
    package let shaping: LineShaping
    private var buffer: [UInt8] = []

    package init(_ shaping: LineShaping) { self.shaping = shaping }

    @inline(__always)
    package mutating func with(_ line: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if shaping.isIdentity || (!shaping.choosesFields && !ANSIStripping.needsStripping(line)) {
            body(line)
            return
        }
        if !shaping.choosesFields {
            // `--ansi` alone: the escapes are taken out straight into the reused buffer.
            if buffer.count < line.count { buffer = [UInt8](repeating: 0, count: max(line.count, 2 * buffer.count)) }
            buffer.withUnsafeMutableBufferPointer { room in
                let written = ANSIStripping.strip(line, writingAt: room.baseAddress.unsafelyUnwrapped)
                body(UnsafeBufferPointer(start: room.baseAddress, count: written))
            }
            return
        }
        shaping.shown(line, into: &buffer)
        buffer.withUnsafeBufferPointer(body)
    }
}
