import CarouselPlatform

/// stdout and stderr without Foundation, for a program that names itself on stderr: each
/// program declares its `Output` with its name, and writes the same way as the others.
package protocol ProgramOutput {
    /// What begins every line on stderr.
    static var programName: String { get }
}

extension ProgramOutput {
    package static func print(_ s: String) {
        writeString(1, s + "\n")
    }

    /// Bytes as they are, then a newline (or NUL for `--print0`): a picker's choice, which
    /// need not be UTF-8.
    package static func printBytes(_ bytes: [UInt8], terminator: UInt8 = UInt8(ascii: "\n")) {
        (bytes + [terminator]).withUnsafeBytes { _ = writeFully(1, $0) }
    }

    /// One line on stderr, prefixed with the program's name.
    package static func error(_ s: String) {
        writeString(2, programName + ": " + s + "\n")
    }

    private static func writeString(_ fd: Int32, _ s: String) {
        Array(s.utf8).withUnsafeBytes { _ = writeFully(fd, $0) }
    }
}

/// Writes every byte to `fd`, again after an interrupted write. False when the descriptor
/// takes no more (a closed pipe, `| head`): what is left is dropped, quietly.
package func writeFully(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var done = 0
    while done < bytes.count {
        let n = SystemCall.write(fd, bytes.baseAddress! + done, bytes.count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        done += n
    }
    return true
}
