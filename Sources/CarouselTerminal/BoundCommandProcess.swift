#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CarouselKit

/// A `--bind` command run to its end: `sh -c COMMAND` with the program's environment and
/// signals as a fresh process has them. `execute` gives it the terminal (its input from the
/// terminal, its output where ours goes, as fzf's); `execute-silent` gives it nothing.
public enum BoundCommandProcess {
    /// Runs `command` and waits for it; its exit status, or nil when it could not start.
    @discardableResult
    static func run(_ command: String, terminalFD: Int32?) -> Int32? {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        if let terminalFD {
            posix_spawn_file_actions_adddup2(&actions, terminalFD, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = ["sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        return status
    }

    /// fzf's `become`: this process replaced by `sh -c COMMAND`, its input the terminal (the
    /// terminal already restored). Returns only when that failed.
    public static func become(_ command: String) {
        let tty = open("/dev/tty", O_RDONLY)
        if tty >= 0 {
            dup2(tty, 0)
            close(tty)
        }
        let arguments = ["sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv("/bin/sh", argv)
    }
}
