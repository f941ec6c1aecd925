/// A line as the matcher should read it: the stored bytes when they are shown as they are
/// (no copy), else the shown text, made in a buffer reused line after line.
struct ShapedLine {
    let shaping: LineShaping
    private var buffer: [UInt8] = []

    init(_ shaping: LineShaping) { self.shaping = shaping }

    @inline(__always)
    mutating func with(_ line: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if shaping.isIdentity || (!shaping.choosesFields && !ANSIStripping.needsStripping(line)) {
            body(line)
            return
        }
        shaping.shown(line, into: &buffer)
        buffer.withUnsafeBufferPointer(body)
    }
}
