import CarouselCore
import CarouselKit
import CarouselPlatform
import Foundation

/// What a finished child process left behind.
struct CommandResult: Sendable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    /// True when the process was killed by our timeout rather than exiting by itself.
    var timedOut: Bool

    var description: String {
        "status \(status)\(timedOut ? " (timed out)" : "")\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }

    /// The non-empty lines of stderr.
    var stderrLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// Errors of the harness itself (as opposed to failures of the program under test).
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs `body`, then `cleanUp` whether `body` returned or threw: a `defer` that may await.
func afterwards<T>(_ cleanUp: () async -> Void, _ body: () async throws -> T) async throws -> T {
    let result: T
    do {
        result = try await body()
    } catch {
        await cleanUp()
        throw error
    }
    await cleanUp()
    return result
}

enum Command {
    /// Finds an executable on PATH (or returns the name unchanged when it has a slash).
    static func which(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a program to completion without blocking Swift's cooperative threads.
    ///
    /// The child is started with `posix_spawn`, not Foundation's `Process`: with a clean
    /// signal mask and default dispositions (a tmux server started from a thread that blocks
    /// signals would otherwise ignore `kill-server`), no inherited descriptors, and stdout and
    /// stderr going to files (a daemon such as the tmux server must not hold our pipes open).
    /// - Parameters:
    ///   - environment: the complete environment of the child (nil: ours).
    ///   - timeout: seconds after which the child is killed and `timedOut` is set.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]? = nil,
        stdin: Data? = nil,
        timeout: Double = 30
    ) async throws -> CommandResult {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<CommandResult, Error>) in
            DispatchQueue.global().async {
                do {
                    continuation.resume(
                        returning: try runBlocking(executable, arguments, environment: environment, stdin: stdin, timeout: timeout))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    /// The blocking form of `run`: it holds the calling thread until the child is gone.
    static func runBlocking(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]? = nil,
        stdin: Data? = nil,
        timeout: Double = 30
    ) throws -> CommandResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("carousel-e2e-cmd-\(getpid())-\(UUID().uuidString.prefix(12))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inPath = scratch.appendingPathComponent("stdin").path
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path
        try (stdin ?? Data()).write(to: URL(fileURLWithPath: inPath))

        let pid = try spawn(
            executable, arguments, environment: environment ?? ProcessInfo.processInfo.environment,
            stdin: stdin == nil ? "/dev/null" : inPath, stdout: outPath, stderr: errPath)
        let start = Date()
        var status: Int32 = 0
        var timedOut = false
        while true {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { break }
            if r < 0 && errno != EINTR { throw HarnessError("waitpid failed for \(executable): errno \(errno)") }
            if !timedOut && Date().timeIntervalSince(start) > timeout {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let exitStatus: Int32
        if status & 0x7F == 0 {
            exitStatus = (status >> 8) & 0xFF  // exited
        } else {
            exitStatus = 128 + (status & 0x7F)  // killed by a signal, as a shell says
        }
        func read(_ path: String) -> String {
            (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        }
        return CommandResult(status: exitStatus, stdout: read(outPath), stderr: read(errPath), timedOut: timedOut)
    }

    /// `posix_spawn` with a clean signal state and only fds 0, 1, 2.
    private static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String],
        stdin: String, stdout: String, stderr: String
    ) throws -> pid_t {
        var actions = SpawnDescriptors.blankActions()
        var attributes = SpawnDescriptors.blankAttributes()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        SpawnDescriptors.closeAllButStandard(actions: &actions, flags: &flags)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw HarnessError("cannot start \(executable): \(String(cString: strerror(rc)))") }
        return pid
    }
}

/// Where the program under test is.
enum Carousel {
    /// The package root, found from this file's path (Tests/CarouselEndToEndTests/Support/...).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // CarouselEndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `$CAROUSEL_BIN`, else `.build/debug/carousel` under the package root.
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["CAROUSEL_BIN"], !path.isEmpty { return path }
        return packageRoot.appendingPathComponent(".build/debug/carousel").path
    }

    static var binaryExists: Bool { FileManager.default.isExecutableFile(atPath: binary) }

    /// Runs the binary directly (no terminal): stdin is /dev/null unless given. The deadline
    /// only stops a hang: a bench of 20 CPU-seconds at idle priority (`make test` runs the
    /// benches so, beside the other passes) took over 180 s while those shared two cores.
    static func run(
        _ arguments: [String],
        environment overrides: [String: String?] = [:],
        stdin: Data? = nil,
        timeout: Double = 900
    ) async throws -> CommandResult {
        guard binaryExists else {
            throw HarnessError("no carousel binary at \(binary): build it first or set CAROUSEL_BIN")
        }
        var env = ProcessInfo.processInfo.environment
        for key in ["NO_COLOR", "LINES", "COLUMNS"] { env.removeValue(forKey: key) }
        env["TERM"] = "xterm-256color"
        for (key, value) in overrides { env[key] = value }
        return try await Command.run(binary, arguments, environment: env, stdin: stdin, timeout: timeout)
    }

    /// Text that only a crash would print.
    static let crashMarkers = [
        "Fatal error", "Stack dump", "Current stack trace", "Backtrace", "Illegal instruction", "Trace/breakpoint", "Segmentation fault",
        "core dumped",
    ]

    static func looksLikeCrash(_ text: String) -> Bool {
        crashMarkers.contains { text.contains($0) }
    }
}
