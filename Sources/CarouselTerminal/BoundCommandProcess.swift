import CarouselPlatform
import CarouselKit

/// A `--bind` command run to its end: `sh -c COMMAND` with the program's environment and
/// signals as a fresh process has them. `execute` gives it the terminal (its input from the
/// terminal, its output where ours goes, as fzf's); `execute-silent` gives it nothing.
public enum BoundCommandProcess {
    /// Runs `command` and waits for it; its exit status, or nil when it could not start.
    @discardableResult
    static func run(_ command: String, terminalFD: Int32?) -> Int32? {
        // `execute`: input from the terminal, output and errors where ours go.
        let pid = terminalFD.map { ChildProcess.spawn(command, stdin: $0, stdout: 1, stderr: 2) }
            ?? ChildProcess.spawn(command, stdin: nil, stdout: nil, stderr: nil)
        return pid.flatMap { ChildProcess.wait($0) }
    }

    /// fzf's `become`: this process replaced by `sh -c COMMAND`, its input the terminal (the
    /// terminal already restored). Returns only when that failed.
    public static func become(_ command: String) {
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
