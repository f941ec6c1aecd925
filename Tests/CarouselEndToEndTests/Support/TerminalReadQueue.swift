import Foundation
import CarouselPlatform

/// How many bytes the program wrote to a terminal's tty that the terminal has not yet read
/// (`TIOCOUTQ` on the pty's side the program writes to): once none are left, what the window
/// shows a moment later is everything the program sent.
enum TerminalReadQueue {
    /// nil where the tty cannot be opened or asked.
    static func unreadBytes(tty: String) -> Int? {
        let fd = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var count: Int32 = 0
        guard ioctl(fd, UInt(TIOCOUTQ), &count) == 0 else { return nil }
        return Int(count)
    }
}
