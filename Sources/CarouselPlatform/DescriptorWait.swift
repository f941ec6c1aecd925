/// Waiting until descriptors (the terminal, pipes) have something to read, with `select()`
/// on every system: macOS's `poll()` answers `POLLNVAL` for a terminal device (its manual's
/// BUGS), so the event loop could never wait on one there; on Linux the same path runs,
/// so the tests here prove the one macOS takes.
///
/// ```swift
/// switch try DescriptorWait.readable([ttyFD, signalFD], milliseconds: 16) {
/// case .ready(let fds) where fds.contains(ttyFD): read(ttyFD, ...)
/// case .ready, .timedOut, .interrupted: break
/// }
/// ```
package enum DescriptorWait {
    package enum Outcome: Equatable, Sendable {
        /// These of the descriptors asked about can be read without blocking (at the end of
        /// a pipe or a hung-up terminal too: the read then returns 0).
        case ready(Set<Int32>)
        case timedOut
        /// A signal arrived first (EINTR): whoever waits looks at its signal pipe and waits again.
        case interrupted
    }

    package enum Failure: Error, Equatable, CustomStringConvertible, Sendable {
        /// `select()` cannot hold a descriptor this large (`FD_SETSIZE`, 1024 on Linux and
        /// macOS): writing it into an `fd_set` would write past it.
        case beyondSelectLimit(descriptor: Int32, limit: Int32)
        /// A descriptor that is not open (EBADF); -1 when none of them could be named.
        case notOpen(descriptor: Int32)
        case failed(errno: Int32)

        package var description: String {
            switch self {
            case .beyondSelectLimit(let fd, let limit):
                return "descriptor \(fd) is beyond the \(limit) that select() can wait on"
            case .notOpen(let fd): return "descriptor \(fd) is not open"
            case .failed(let code): return "select() failed: \(String(cString: strerror(code)))"
            }
        }
    }

    /// The largest descriptor plus one that can be waited on.
    package static var limit: Int32 { DescriptorSet.capacity }

    /// Waits until one of `descriptors` can be read, `milliseconds` pass (negative: no
    /// limit), or a signal arrives.
    package static func readable(_ descriptors: [Int32], milliseconds: Int32) throws(Failure) -> Outcome {
        var set = DescriptorSet()
        var highest: Int32 = -1
        for fd in descriptors {
            guard fd < limit else { throw .beyondSelectLimit(descriptor: fd, limit: limit) }
            // Linux's select() passes over a closed descriptor above the highest it ever
            // opened, waiting on as if it were quiet: asked first, so it fails on every system.
            guard fd >= 0, fcntl(fd, F_GETFD) >= 0 else { throw .notOpen(descriptor: fd) }
            set.insert(fd)
            highest = max(highest, fd)
        }
        var timeout = timeval(tv_sec: Int(milliseconds / 1000), tv_usec: .init(milliseconds % 1000 * 1000))
        let count = withUnsafeMutablePointer(to: &set.storage) { readSet in
            milliseconds < 0
                ? select(highest + 1, readSet, nil, nil, nil)
                : select(highest + 1, readSet, nil, nil, &timeout)
        }
        if count < 0 {
            let code = errno
            if code == EINTR { return .interrupted }
            if code == EBADF { throw .notOpen(descriptor: descriptors.first { fcntl($0, F_GETFD) < 0 } ?? -1) }
            throw .failed(errno: code)
        }
        if count == 0 { return .timedOut }
        return .ready(Set(descriptors.filter { set.contains($0) }))
    }
}
