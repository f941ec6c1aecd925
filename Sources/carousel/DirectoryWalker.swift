import CarouselPlatform

/// fzf's built-in walker: with no input and no `FZF_DEFAULT_COMMAND`, the picker lists the
/// files (and, asked, directories) under the current directory, as fzf 0.74 does: a
/// directory's files before its folders, folders breadth first; paths relative to the root,
/// `./` left off, a folder's with `/` after it; `.git` and `node_modules` skipped by name;
/// hidden folders entered only with `hidden`; links to folders followed only with `follow`,
/// and never one that leads back to a root (a loop).
///
/// The paths go, each ended by the separator the picker reads, into a pipe whose read end
/// the picker reads as it would stdin: cards show while the walk goes on.
struct DirectoryWalker: Sendable {
    var listsFiles = true
    var listsDirectories = false
    var follows = true
    var entersHidden = true
    var roots = ["."]
    var skipped = [".git", "node_modules"]

    /// fzf's `--walker` words: `file`, `dir`, `follow`, `hidden`, comma-separated.
    mutating func apply(_ text: String) -> Bool {
        var file = false, dir = false, follow = false, hidden = false
        for word in text.split(separator: ",", omittingEmptySubsequences: true) {
            switch word.lowercased() {
            case "file": file = true
            case "dir": dir = true
            case "follow": follow = true
            case "hidden": hidden = true
            default: return false
            }
        }
        guard file || dir else { return false }
        listsFiles = file; listsDirectories = dir; follows = follow; entersHidden = hidden
        return true
    }

    /// Starts the walk on a thread of its own; the read end of the pipe it writes, or nil
    /// when no pipe or thread could be had.
    func start(separator: UInt8) -> Int32? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let job = Box(walker: self, fd: fds[1], separator: separator)
        let context = Unmanaged.passRetained(job).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(
            &thread, nil,
            { raw in
                let job = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                job.walker.walk(into: job.fd, separator: job.separator)
                close(job.fd)
                return nil
            }, context)
        guard made == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            close(fds[0]); close(fds[1])
            return nil
        }
        pthread_detach(thread)
        return fds[0]
    }

    private final class Box: @unchecked Sendable {
        let walker: DirectoryWalker, fd: Int32, separator: UInt8
        init(walker: DirectoryWalker, fd: Int32, separator: UInt8) { self.walker = walker; self.fd = fd; self.separator = separator }
    }

    /// Walks every root, writing each path listed; stops early when nobody reads any more.
    func walk(into fd: Int32, separator: UInt8) {
        var output = PathOutput(fd: fd, separator: separator)
        let rootTargets = Set(roots.compactMap(Self.realPath))
        for root in roots {
            guard output.isOpen else { return }
            walk(root: root, rootTargets: rootTargets, output: &output)
        }
        output.flush()
    }

    /// Breadth first from one root.
    private func walk(root: String, rootTargets: Set<String>, output: inout PathOutput) {
        var queue = [Self.trimmed(root)]
        var next = 0
        while next < queue.count, output.isOpen {
            let directory = queue[next]
            next += 1
            if directory != "." && listsDirectories { output.write(directory == "/" ? "/" : directory + "/") }
            guard let dir = opendir(directory) else { continue }
            var files: [String] = [], folders: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = directory == "." ? name : directory.hasSuffix("/") ? directory + name : directory + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                var isFolder = (info.st_mode & S_IFMT) == S_IFDIR
                if (info.st_mode & S_IFMT) == S_IFLNK {
                    var target = stat()
                    if stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFDIR {
                        // A link to a folder: followed only when asked, never back into a root.
                        guard follows, let real = Self.realPath(path), real != "/",
                            !rootTargets.contains(where: { $0 == real || $0.hasPrefix(real + "/") })
                        else { continue }
                        isFolder = true
                    }
                }
                if isFolder {
                    if !entersHidden && name.hasPrefix(".") { continue }
                    if skipped.contains(name) || skipped.contains(where: { $0.contains("/") && (path == $0 || path.hasSuffix("/" + $0)) }) {
                        continue
                    }
                    folders.append(path)
                } else if listsFiles {
                    files.append(path)
                }
            }
            closedir(dir)
            for file in files.sorted() { output.write(file) }
            queue += folders.sorted()
        }
    }

    /// `./a/./b` as fzf shows it: the leading `./` taken off.
    static func trimmed(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasPrefix("./") { p = p.dropFirst(2) }
        return p.isEmpty ? "." : String(p)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Paths into a pipe through a buffer; a reader that went away ends the walk.
private struct PathOutput {
    let fd: Int32
    let separator: UInt8
    private var buffer: [UInt8] = []
    private(set) var isOpen = true

    init(fd: Int32, separator: UInt8) {
        self.fd = fd
        self.separator = separator
        buffer.reserveCapacity(1 << 16)
    }

    mutating func write(_ path: String) {
        guard isOpen else { return }
        buffer.append(contentsOf: path.utf8)
        buffer.append(separator)
        if buffer.count >= 1 << 15 { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < buffer.count, isOpen {
            let n = buffer.withUnsafeBytes { writeSome(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                isOpen = false
            } else {
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// `write(2)`, named apart from the method above.
private func writeSome(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
