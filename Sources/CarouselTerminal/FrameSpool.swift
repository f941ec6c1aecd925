import CarouselPlatform

/// Sends each frame to the terminal in one `write`.
///
/// ncurses flushes its output after every cursor movement (its `mvcur` ends in a flush),
/// so a frame would reach the terminal in a dozen pieces, and a terminal that draws in
/// between shows half of the old frame and half of the new. While a frame is drawn, the
/// descriptor ncurses writes to points at an unlinked spool file; afterwards the spool's
/// bytes go to the terminal at once.
final class FrameSpool {
    private let outputFD: Int32
    private let spoolFD: Int32
    private var bytes: [UInt8] = []

    /// `outputFD` is the descriptor ncurses writes to. Returns nil where no spool file can
    /// be made; frames are then written as ncurses writes them.
    init?(outputFD: Int32) {
        var made: Int32 = -1
        for directory in ["/dev/shm", "/tmp"] {
            var template = Array("\(directory)/carousel-frame-XXXXXX".utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { continue }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            made = fd
            break
        }
        guard made >= 0 else { return nil }
        self.outputFD = outputFD
        spoolFD = made
        bytes.reserveCapacity(64 * 1024)
    }

    deinit { close(spoolFD) }

    /// Runs `draw` with ncurses' output spooled, then sends the frame in one write.
    func frame(_ draw: () -> Void) {
        let saved = dup(outputFD)
        guard saved >= 0, dup2(spoolFD, outputFD) >= 0 else {
            if saved >= 0 { close(saved) }
            draw()
            return
        }
        draw()
        _ = dup2(saved, outputFD)
        close(saved)
        let length = Int(lseek(spoolFD, 0, SEEK_CUR))
        guard length > 0 else { return }
        if bytes.count < length { bytes = [UInt8](repeating: 0, count: length) }
        let read = bytes.withUnsafeMutableBytes { pread(spoolFD, $0.baseAddress, length, 0) }
        _ = ftruncate(spoolFD, 0)
        _ = lseek(spoolFD, 0, SEEK_SET)
        guard read > 0 else { return }
        bytes.withUnsafeBytes { writeAll(outputFD, UnsafeRawBufferPointer(rebasing: $0[0..<read])) }
    }
}
