import CarouselPlatform

/// The files fzf's `{f}` placeholders stand for: made in the temporary folder (`TMPDIR`),
/// readable by their owner alone, and removed once the command that names them has ended
/// (`release(usedBy:)`), or when the program leaves (`removeAll()`). The loop's thread alone
/// makes and removes them.
package enum TemporaryFiles {
    nonisolated(unsafe) private static var made: [String] = []

    /// Writes `values`, each followed by `separator`, to a new file; its path, or nil when
    /// none could be made.
    package static func file(of values: [String], separator: String) -> String? {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template =
            Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("carousel-temp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var bytes: [UInt8] = []
        for value in values { bytes += Array(value.utf8) + Array(separator.utf8) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            written += n
        }
        made.append(path)
        return path
    }

    /// Removes the files `command` names: it has ended, and nothing else was given them.
    package static func release(usedBy command: String) {
        let used = made.filter { command.contains($0) }
        guard !used.isEmpty else { return }
        for path in used { unlink(path) }
        made.removeAll { used.contains($0) }
    }

    /// Removes every file still here but those `command` names (fzf's `become` is given its
    /// files): the program is leaving.
    package static func removeAll(exceptThoseIn command: String? = nil) {
        for path in made where !(command?.contains(path) ?? false) { unlink(path) }
        made.removeAll()
    }
}
