import CarouselPlatform
import CarouselKit

/// The one way this program starts a command: `sh -c COMMAND` (or `CommandShell`'s) through `posix_spawnp`, its
/// standard input, output and error as given (nil: /dev/null), every other descriptor of
/// ours closed (the terminal, the signal pipe, other commands' pipes: a command that held
/// one open would keep it from ever ending), signals as a fresh process has them (default
/// actions, none blocked), and, when asked, in a process group of its own so that ending it
/// reaches whatever it started.
enum ChildProcess {
    /// Starts `sh -c command`; its pid, or nil when it could not start. `environment` nil:
    /// ours.
    static func spawn(
        _ command: String, stdin: Int32?, stdout: Int32?, stderr: Int32?,
        environment: [String]? = nil, newProcessGroup: Bool = false
    ) -> pid_t? {
        var actions = SpawnDescriptors.blankActions()
        var attributes = SpawnDescriptors.blankAttributes()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (target, source, mode) in [(Int32(0), stdin, O_RDONLY), (1, stdout, O_WRONLY), (2, stderr, O_WRONLY)] {
            if let source {
                // dup2 onto itself clears close-on-exec, so a descriptor given as it is stays.
                posix_spawn_file_actions_adddup2(&actions, source, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", mode, 0)
            }
        }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        SpawnDescriptors.closeAllButStandard(actions: &actions, flags: &flags)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let arguments = CommandShell.arguments(command)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        // Ours, with fzf's variables for the command (FZF_QUERY...) when the picker set them.
        let environment =
            environment
            ?? (CommandEnvironment.current.isEmpty && CommandEnvironment.lasting.isEmpty
                ? nil : CommandEnvironment.merged(into: Self.ownEnvironment()))
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc: Int32
        if let envp {
            rc = posix_spawnp(&pid, CommandShell.program, &actions, &attributes, argv, envp)
        } else {
            rc = posix_spawnp(&pid, CommandShell.program, &actions, &attributes, argv, environ)
        }
        return rc == 0 ? pid : nil
    }

    /// This process's environment as `NAME=value` strings.
    static func ownEnvironment() -> [String] {
        var entries: [String] = []
        var pointer = environ
        while let entry = pointer.pointee {
            entries.append(String(cString: entry))
            pointer += 1
        }
        return entries
    }

    /// Waits for `pid` to end (through EINTR); its wait status, or nil when it cannot be waited for.
    static func wait(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        return status
    }
}
