import CarouselKit
import CarouselMatching
import CarouselPlatform

/// Reads the picker's lines from a file or stdin into a `LineStore`, first until there is
/// something to show, then bit by bit while the carousel runs, never blocking its loop.
/// Bytes are kept as they are: invalid UTF-8 is repaired on the screen only.
final class ItemsReader {
    struct Failure: Error { let reason: String }

    let store: LineStore
    /// What is read: the input, then a `reload` command's output.
    private(set) var fd: Int32
    /// fzf's `--header-lines`: how many of the first lines are the header, not items.
    var headerLineCount = 0
    /// The header lines taken so far (out of the store), as shown; `--ansi`: without escapes.
    private(set) var headerLines: [String] = []
    /// Why reading stopped early, if it did (a read error, or more than the store holds).
    private(set) var problem: String?
    private var savedFlags: Int32?

    private init(fd: Int32, separator: UInt8) {
        self.fd = fd
        store = LineStore(separator: separator)
    }

    deinit {
        if let savedFlags { _ = fcntl(fd, F_SETFL, savedFlags) }
        if fd != 0 { close(fd) }
    }

    /// True when stdin carries data (a pipe or a file), not a terminal or /dev/null.
    static func stdinIsData() -> Bool {
        if isatty(0) != 0 { return false }
        var st = stat()
        guard fstat(0, &st) == 0 else { return false }
        let type = st.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFREG || type == S_IFSOCK
    }

    /// Opens a file of lines, or stdin for `-`; items end at `separator` (NUL for `--read0`).
    static func open(path: String, separator: UInt8 = UInt8(ascii: "\n")) -> Result<ItemsReader, Failure> {
        let fd: Int32 = path == "-" ? 0 : SystemCall.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        let reader = ItemsReader(fd: fd, separator: separator)
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFDIR {
            return .failure(Failure(reason: "is a directory"))
        }
        return .success(reader)
    }

    /// Reads an open descriptor (a walk's pipe, a command's output, stdin as it is).
    static func reading(fd: Int32, separator: UInt8 = UInt8(ascii: "\n")) -> ItemsReader {
        ItemsReader(fd: fd, separator: separator)
    }

    /// Blocks until more than `lines` lines are there or the input has ended: what the
    /// screen needs before it opens. A read error here is a failure (nothing shown yet).
    func waitForLines(moreThan lines: Int) -> Failure? {
        while store.count <= lines && !store.isFinished {
            let (n, _) = store.read(from: fd, upTo: 1 << 20)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return Failure(reason: String(cString: strerror(errno)))
            }
            if n == 0 { endOfInput() }
        }
        return nil
    }

    /// Blocks until the input has ended: `--select-1` and `--exit-0` decide on the whole
    /// list before any screen opens.
    func readToEnd() -> Failure? {
        waitForLines(moreThan: Int.max)
    }

    /// From now on reads never block: the carousel's loop calls `readAvailable` when the
    /// descriptor is readable. Regular files never block anyway.
    func stopBlocking() {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, flags & O_NONBLOCK == 0 else { return }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT != S_IFREG else { return }
        if fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 { savedFlags = flags }
    }

    /// Reads what is there now, for a few milliseconds at most so that keys are not kept
    /// waiting (a file is always readable; megabytes of one-letter lines take a while to
    /// index): whether the count changed, and whether more may come.
    func readAvailable() -> (countChanged: Bool, moreToCome: Bool) {
        let before = store.count
        let deadline = ContinuousClock.now + Self.readingSlice
        repeat {
            let (n, _) = store.read(from: fd, upTo: 256 * 1024)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { break }
                problem = String(cString: strerror(errno))
                endOfInput()
                break
            }
            if n == 0 { endOfInput(); break }
        } while !store.isFinished && ContinuousClock.now < deadline
        return (store.count != before, !store.isFinished)
    }

    /// The first lines, up to `headerLineCount`, taken out of the store into `headerLines`;
    /// true when some were.
    func takeHeaderLines(ansi: Bool) -> Bool {
        let wanted = min(headerLineCount - headerLines.count, store.count)
        guard wanted > 0 else { return false }
        headerLines += (0..<wanted).map { index in
            let text = store.text(at: index) ?? ""
            return ansi ? ANSIStripping.strip(text) : text
        }
        store.removeFirst(wanted)
        return true
    }

    /// Reads `fd` from now on instead (a `reload`'s output, non-blocking), into the store
    /// emptied for it; the descriptor read so far is closed (stdin is left as it was).
    func read(from newFD: Int32) {
        if let savedFlags { _ = fcntl(fd, F_SETFL, savedFlags) }
        savedFlags = nil
        if fd != 0 { close(fd) }
        fd = newFD
        problem = nil
        headerLines = []
    }

    /// How long one turn of reading may hold up the carousel's loop: half a frame.
    static let readingSlice = Duration.milliseconds(8)

    private func endOfInput() {
        store.finish()
        if store.isTruncated && problem == nil {
            problem = "only the first \(store.byteSize) bytes were read (more than a picker holds)"
        }
    }
}
