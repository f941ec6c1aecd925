import CarouselPlatform
import CarouselKit

/// fzf's `bg-transform…` commands: started and left running beside the loop, their output
/// read as it comes without ever waiting, and handed back to the scene when each ends
/// (`InputEvent.backgroundOutput`), so a slow command never holds up a key or a frame.
final class BackgroundCommands: RunLoopSource {
    private struct Running {
        let id: Int
        let command: String
        let pid: pid_t
        let fd: Int32
        var output: [UInt8] = []
    }

    private var running: [Running] = []
    private var finished: [(id: Int, output: String)] = []

    var descriptors: [Int32] { running.map(\.fd) }
    func secondsUntilDeadline() -> Double? { nil }

    /// Starts `command` for the transform numbered `id`; false when it could not start.
    @discardableResult
    func start(_ command: String, id: Int) -> Bool {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let pid = ChildProcess.spawn(command, stdin: nil, stdout: ends[1], stderr: nil, newProcessGroup: true)
        close(ends[1])
        guard let pid else { close(ends[0]); return false }
        running.append(Running(id: id, command: command, pid: pid, fd: ends[0]))
        return true
    }

    /// Reads what every command printed; one that ended is reaped and its output kept for
    /// `takeFinished`. True when one ended.
    func service() -> Bool {
        var ended = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        var k = 0
        while k < running.count {
            var done = false
            while true {
                let n = read(running[k].fd, &buffer, buffer.count)
                if n > 0 {
                    let room = BoundCommandProcess.captureLimit - running[k].output.count
                    if room > 0 { running[k].output += buffer[0..<min(n, room)] }
                    continue
                }
                if n < 0 && errno == EINTR { continue }
                done = n == 0 || !(errno == EAGAIN || errno == EWOULDBLOCK)
                break
            }
            if done {
                let command = running.remove(at: k)
                close(command.fd)
                _ = ChildProcess.wait(command.pid)
                TemporaryFiles.release(usedBy: command.command)
                finished.append((command.id, String(decoding: command.output, as: UTF8.self)))
                ended = true
            } else {
                k += 1
            }
        }
        return ended
    }

    /// The outputs of the commands that ended, oldest first, once.
    func takeFinished() -> [(id: Int, output: String)] {
        defer { finished.removeAll() }
        return finished
    }

    /// fzf's `bg-cancel`: every command still running stopped (its process group killed).
    func cancelAll() {
        for command in running {
            kill(-command.pid, SIGKILL)
            close(command.fd)
            _ = ChildProcess.wait(command.pid)
            TemporaryFiles.release(usedBy: command.command)
        }
        running.removeAll()
    }

    deinit { cancelAll() }
}
