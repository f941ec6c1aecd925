import CarouselPlatform

/// fzf's `--history FILE`: the queries accepted before, one a line, oldest first, at most
/// `maxSize` kept. `prev-history` and `next-history` (Ctrl-P and Ctrl-N when the file is
/// given) walk them, the query being typed kept as the newest; an entry edited while
/// walking keeps its edit until the picker ends, and the file is not changed by it. A
/// query accepted is appended when the picker ends (an empty one is not).
package final class QueryHistory: @unchecked Sendable {
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package let path: String
    package var maxSize: Int
    /// The entries, and the query being typed last.
    private var lines: [String]
    private var edited: [Int: String] = [:]
    private var cursor: Int

    /// Reads the file, making it (empty, readable by its owner only) when it is not there.
    package init(path: String, maxSize: Int = 1000) throws(Failure) {
        self.path = path
        self.maxSize = max(1, maxSize)
        let text: String
        if let read = Self.readFile(path) {
            text = read
        } else if errno == ENOENT {
            guard Self.writeFile("", to: path) else { throw Failure(description: Self.reason(path)) }
            text = ""
        } else {
            throw Failure(description: Self.reason(path))
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.first == "" && lines.count > 1 { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        lines.append("")
        self.lines = lines
        cursor = lines.count - 1
    }

    /// The entry before, the query typed (`current`) kept where it was.
    package func previous(current: String) -> String {
        keep(current)
        if cursor > 0 { cursor -= 1 }
        return entry
    }

    /// The entry after (the query being typed, last).
    package func next(current: String) -> String {
        keep(current)
        if cursor < lines.count - 1 { cursor += 1 }
        return entry
    }

    /// The query accepted, written to the file (at most `maxSize` entries kept).
    @discardableResult
    package func append(_ query: String) -> Bool {
        guard !query.isEmpty else { return true }
        var kept = Array(lines.dropLast()) + [query]
        if kept.count > maxSize { kept.removeFirst(kept.count - maxSize) }
        lines = kept + [""]
        cursor = lines.count - 1
        edited = [:]
        return Self.writeFile(lines.joined(separator: "\n"), to: path)
    }

    private var entry: String { edited[cursor] ?? lines[cursor] }

    private func keep(_ current: String) {
        if cursor == lines.count - 1 { lines[cursor] = current } else { edited[cursor] = current }
    }

    private static func reason(_ path: String) -> String {
        errno == EACCES ? "permission denied: \(path)" : "invalid history file: \(path): \(String(cString: strerror(errno)))"
    }

    private static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { errno = EISDIR; return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func writeFile(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { writeSome(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return false }
            bytes = bytes.dropFirst(n)
        }
        return true
    }
}

/// `write(2)`, by a name of its own.
private func writeSome(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
}
