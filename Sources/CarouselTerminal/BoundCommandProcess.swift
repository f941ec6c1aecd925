import CarouselPlatform
import CarouselKit

/// A `--bind` command run to its end: `sh -c COMMAND` with the program's environment and
/// signals as a fresh process has them. `execute` gives it the terminal (its input from the
/// terminal, its output where ours goes, as fzf's); `execute-silent` gives it nothing.
package enum BoundCommandProcess {
    /// Runs `command` and waits for it; its exit status, or nil when it could not start.
    @discardableResult
    static func run(_ command: String, terminalFD: Int32?) -> Int32? {
        // `execute`: input from the terminal, output and errors where ours go.
        let pid =
            terminalFD.map { ChildProcess.spawn(command, stdin: $0, stdout: 1, stderr: 2) }
            ?? ChildProcess.spawn(command, stdin: nil, stdout: nil, stderr: nil)
        return pid.flatMap { ChildProcess.wait($0) }
    }

    /// fzf's `transform` family: `sh -c COMMAND` run to its end with no input, what it
    /// printed (at most `captureLimit` bytes kept; the rest is read and dropped, so that the
    /// command never blocks on a full pipe); nil when it could not start.
    static func capture(_ command: String) -> String? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let pid = ChildProcess.spawn(command, stdin: nil, stdout: ends[1], stderr: nil)
        close(ends[1])
        defer { close(ends[0]) }
        guard let pid else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(ends[0], &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            if output.count < captureLimit { output += buffer[0..<min(n, captureLimit - output.count)] }
        }
        _ = ChildProcess.wait(pid)
        return String(decoding: output, as: UTF8.self)
    }

    /// The most of a `transform` command's output kept: a query, a prompt or a chain of actions.
    static let captureLimit = 1 << 20

    /// fzf's `become`: this process replaced by `sh -c COMMAND`, its input the terminal (the
    /// terminal already restored). Returns only when that failed.
    package static func become(_ command: String) {
        let tty = open("/dev/tty", O_RDONLY)
        if tty >= 0 {
            dup2(tty, 0)
            close(tty)
        }
        let arguments = CommandShell.arguments(command)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execvp(CommandShell.program, argv)
    }
}
