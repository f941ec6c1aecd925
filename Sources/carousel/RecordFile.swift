import CarouselPlatform

/// The file `--record` appends gestures to, opened before the screen is taken so that a
/// file that cannot be written is reported plainly (exit 73). Opened non-blocking: a FIFO
/// whose reader falls behind loses lines rather than freezing the carousel.
final class RecordFile {
    let path: String
    private let fd: Int32
    /// Why some lines could not be written, reported after the screen is given back.
    private(set) var problem: String?

    struct Failure: Error { let reason: String }

    private init(path: String, fd: Int32) { self.path = path; self.fd = fd }

    deinit { close(fd) }

    static func open(path: String) -> Result<RecordFile, Failure> {
        guard !path.isEmpty else { return .failure(Failure(reason: "an empty file name")) }
        let fd = SystemCall.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard fd >= 0 else { return .failure(Failure(reason: String(cString: strerror(errno)))) }
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFDIR {
            close(fd)
            return .failure(Failure(reason: "is a directory"))
        }
        return .success(RecordFile(path: path, fd: fd))
    }

    /// The file a command's `--record PATH` names (nil when none is asked for), opened before
    /// anything else is done; when it cannot be written that is said, and the command exits 73.
    static func openAsked(_ path: String?) -> Result<RecordFile?, Failure> {
        guard let path else { return .success(nil) }
        switch open(path: path) {
        case .success(let file): return .success(file)
        case .failure(let e):
            Output.error("--record \(path): cannot write: \(e.reason)")
            return .failure(e)
        }
    }

    func append(_ text: String) {
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { p -> Int in
                guard let base = p.baseAddress else { return 0 }
                return write(fd, base + done, p.count - done)
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                problem = "some gestures were not recorded: " + (n < 0 ? String(cString: strerror(errno)) : "nothing written")
                return
            }
            done += n
        }
    }
}
