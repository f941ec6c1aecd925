#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the picker's lines from a file or stdin, without Foundation's traps on bad bytes:
/// invalid UTF-8 is repaired, not fatal.
enum ItemsReader {
    struct Failure: Error { let reason: String }

    /// True when stdin carries data (a pipe or a file), not a terminal or /dev/null.
    static func stdinIsData() -> Bool {
        if isatty(0) != 0 { return false }
        var st = stat()
        guard fstat(0, &st) == 0 else { return false }
        let type = st.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFREG || type == S_IFSOCK
    }

    static func read(path: String) -> Result<[String], Failure> {
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        defer { if fd != 0 { close(fd) } }
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFDIR {
            return .failure(Failure(reason: "is a directory"))
        }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc_read(fd, &chunk, chunk.count)
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(reason: String(cString: strerror(errno))))
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
            if data.count > 512 * 1024 * 1024 { return .failure(Failure(reason: "larger than 512 MiB")) }
        }
        let text = String(decoding: data, as: UTF8.self)
        // Split on the byte, not the Character: Swift reads "\r\n" as one Character, so
        // Windows line endings would otherwise never split.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            return String(decoding: bytes, as: UTF8.self)
        }
        if lines.last == "" { lines.removeLast() }
        return .success(lines)
    }

    private static func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
        #else
        return Darwin.read(fd, buffer, count)
        #endif
    }
}
