#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every byte to `fd`, retrying after an interrupted or partial write. Stops
/// quietly if the terminal has gone away: the event loop notices on its next poll.
func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress else { return }
    var written = 0
    while written < buffer.count {
        let n = write(fd, base + written, buffer.count - written)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        written += n
    }
}
