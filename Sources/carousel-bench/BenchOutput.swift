#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// stdout and stderr without Foundation.
enum Output {
    static func print(_ s: String) {
        write(1, s + "\n")
    }

    /// One line on stderr, prefixed with the program's name.
    static func error(_ s: String) {
        write(2, "carousel-bench: " + s + "\n")
    }

    private static func write(_ fd: Int32, _ s: String) {
        write(fd, Array(s.utf8))
    }

    private static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var bytes = bytes
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { p in
                #if canImport(Glibc)
                Glibc.write(fd, p.baseAddress! + done, p.count - done)
                #else
                Darwin.write(fd, p.baseAddress! + done, p.count - done)
                #endif
            }
            if n <= 0 { if errno == EINTR { continue }; return }
            done += n
        }
    }
}

