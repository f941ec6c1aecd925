import CarouselPlatform

/// Signals become bytes on a pipe that the event loop polls beside the terminal: the
/// handler does nothing but `write`, the one thing that is safe inside a handler.
enum SignalPipe {
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    nonisolated(unsafe) static var readEnd: Int32 = -1

    /// Signals whose default action ends the process: each must first put the terminal
    /// back, so the session catches them all and ends as the signal would have.
    static let ending: [Int32] = [
        SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
        SIGPROF, SIGXCPU, SIGXFSZ, SIGPIPE,
    ]

    /// The signals the session turns into events.
    static let handled: [Int32] = [SIGINT, SIGWINCH, SIGTSTP, SIGCONT] + ending

    static func install() -> Bool {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        readEnd = fds[0]; writeEnd = fds[1]
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        for s in handled { setHandler(s) }
        return true
    }

    static func setHandler(_ s: Int32) {
        SignalHandler.install(s, flags: SA_RESTART) { sig in
            var byte = UInt8(truncatingIfNeeded: sig)
            _ = write(SignalPipe.writeEnd, &byte, 1)
        }
    }

    static func setDefault(_ s: Int32) {
        signal(s, SIG_DFL)
    }

    static func uninstall() {
        for s in handled { signal(s, SIG_DFL) }
        // Output after the session (the chosen line into a closed pipe) gets EPIPE, not death.
        signal(SIGPIPE, SIG_IGN)
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
        readEnd = -1; writeEnd = -1
    }

    /// Signals that arrived since the last call, in order.
    static func drain() -> [Int32] {
        var result: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readEnd, &buffer, buffer.count)
            if n <= 0 { break }
            result.append(contentsOf: buffer[0..<n].map { Int32($0) })
        }
        return result
    }
}
