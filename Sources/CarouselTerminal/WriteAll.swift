import CarouselPlatform

/// Writes every byte to `fd`, retrying after an interrupted or partial write. Stops
/// quietly if the terminal has gone away: the event loop notices on its next poll.
/// Every caller writes to the terminal: what is written is also copied to the output log,
/// when one is open (`OutputLog`).
func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) {
    OutputLog.append(buffer)
    writeFully(fd, buffer)
}

/// Every byte to `fd`, retrying after an interrupted or partial write; stops at an error.
private func writeFully(_ fd: Int32, _ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress else { return }
    var written = 0
    while written < buffer.count {
        let n = write(fd, base + written, buffer.count - written)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        written += n
    }
}

/// `CAROUSEL_OUTPUT_LOG=FILE`: a copy of the bytes the carousel sends the terminal (its
/// frames, modes and questions; not what ncurses writes at start and end by itself), for a
/// report of a screen drawn wrong, or a test that must know which sequences a real terminal
/// was sent. The file is created (or emptied), readable by its owner only.
enum OutputLog {
    nonisolated(unsafe) private static var fd: Int32 = -1

    /// Opens the log named by the environment; an error message when it cannot be written.
    static func start(environment: [String: String]) -> String? {
        guard let path = environment["CAROUSEL_OUTPUT_LOG"], !path.isEmpty, fd < 0 else { return nil }
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0o600)
        guard opened >= 0 else { return "cannot write CAROUSEL_OUTPUT_LOG=\(path): \(String(cString: strerror(errno)))" }
        fd = opened
        return nil
    }

    static func append(_ buffer: UnsafeRawBufferPointer) {
        guard fd >= 0 else { return }
        writeFully(fd, buffer)
    }

    static func stop() {
        guard fd >= 0 else { return }
        _ = close(fd)
        fd = -1
    }
}
