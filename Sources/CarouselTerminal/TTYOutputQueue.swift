import CarouselPlatform
import CarouselKit

/// The bytes the kernel still holds for the terminal (`TIOCOUTQ`): a serial line's
/// queue. A pty says 0 (its queue is the reader's), where the terminal's answers pace.
struct TTYOutputQueue: OutputQueue {
    let fd: Int32

    var bytesQueued: Int {
        var count: Int32 = 0
        guard ioctl(fd, UInt(TIOCOUTQ), &count) == 0 else { return 0 }
        return Int(max(0, count))
    }
}
