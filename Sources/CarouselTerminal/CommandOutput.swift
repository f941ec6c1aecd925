import CarouselKit
import CarouselMatching
import CarouselPlatform

/// A command whose output becomes the picker's lines (fzf's `reload`): `sh -c COMMAND` in a
/// process group of its own, its standard output a pipe read without waiting, its input and
/// errors /dev/null (as fzf's). Cancelling kills the whole group (a pipeline, `sleep`), as
/// fzf kills an older reload; every shell is reaped, none left as a zombie.
package final class CommandOutput: CancellableInput {
    package let pid: pid_t
    /// The pipe's read end: close-on-exec, non-blocking; whoever reads it closes it.
    package let fd: Int32
    private var ended = false

    private init(pid: pid_t, fd: Int32) {
        self.pid = pid
        self.fd = fd
    }

    /// Starts `sh -c command`; nil when it could not start.
    package static func start(_ command: String) -> CommandOutput? {
        Self.reapEnded()
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        guard let pid = ChildProcess.spawn(command, stdin: nil, stdout: fds[1], stderr: nil, newProcessGroup: true) else {
            close(fds[0]); close(fds[1])
            return nil
        }
        close(fds[1])
        return CommandOutput(pid: pid, fd: fds[0])
    }

    /// Kills the command's group (its output is no longer wanted) and reaps the shell.
    package func cancel() {
        guard !ended else { return }
        ended = true
        kill(-pid, SIGKILL)
        // SIGKILL cannot be caught: the shell ends at once; a moment is waited for it.
        var status: Int32 = 0
        for _ in 0..<250 {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid || (r < 0 && errno != EINTR) { return }
            usleep(2000)
        }
        Self.unreaped.append(pid)
    }

    /// Its output ended: the shell is reaped now, or later if it has not exited yet.
    package func finished() {
        guard !ended else { return }
        ended = true
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 { Self.unreaped.append(pid) }
    }

    /// Shells that had not exited when their output ended, reaped on a later start.
    nonisolated(unsafe) private static var unreaped: [pid_t] = []

    private static func reapEnded() {
        unreaped.removeAll { pid in
            var status: Int32 = 0
            let r = waitpid(pid, &status, WNOHANG)
            return r == pid || r < 0
        }
    }
}
