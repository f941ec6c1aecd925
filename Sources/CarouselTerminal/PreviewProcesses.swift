import CarouselPlatform
import CarouselKit

/// Runs `--preview` commands: `sh -c CMD` through `posix_spawn`, each in a process group of
/// its own (so cancelling reaches whatever it started: `sleep`, a pipeline), stdin from
/// /dev/null, stdout and stderr into one non-blocking pipe. A cancelled group gets SIGTERM,
/// then SIGKILL after `grace`; every shell is reaped (a cancelled one after that SIGKILL, so
/// the group's id stays ours until then), and none is left as a zombie. The event
/// loop polls the pipes beside the terminal (a few: at most `PreviewLoader.maximumRunning`).
package final class PreviewProcesses: PreviewLauncher {
    /// How long a cancelled group has to end on SIGTERM before SIGKILL.
    package static let grace = 0.25
    private let clock = MonotonicClock()
    private let baseEnvironment: [String]
    /// A process group told to end: SIGKILL at `killAt` (nil once sent), and its shell
    /// reaped (`shellReaped`) before it is forgotten.
    fileprivate struct Ending {
        var group: pid_t
        var killAt: Double?
        var shellReaped: Bool
    }
    fileprivate var dying: [Ending] = []
    /// Shells whose output ended but that were not reaped yet.
    fileprivate var live: [PreviewProcess] = []

    package init(environment: [String: String]) {
        let dropped: Set<String> = [
            "FZF_PREVIEW_COLUMNS", "FZF_PREVIEW_LINES", "CAROUSEL_PREVIEW_COLUMNS", "CAROUSEL_PREVIEW_LINES",
            "COLUMNS", "LINES",
            "CAROUSEL_IMAGE_FORMAT", "CAROUSEL_PREVIEW_WIDTH_PX", "CAROUSEL_PREVIEW_HEIGHT_PX",
        ]
        baseEnvironment = environment.filter { !dropped.contains($0.key) }.map { "\($0.key)=\($0.value)" }
    }

    deinit { terminateAll() }

    package var descriptors: [Int32] { live.compactMap { $0.fd >= 0 ? $0.fd : nil } }

    package func launch(command: String, columns: Int, lines: Int) -> PreviewJob? {
        launch(command: command, columns: columns, lines: lines, pictures: PictureEnvironment())
    }

    package func launch(command: String, columns: Int, lines: Int, pictures: PictureEnvironment) -> PreviewJob? {
        var fds: [Int32] = [-1, -1]
        // Close-on-exec, so no other preview inherits this pipe (and keeps it open).
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        let readEnd = fds[0], writeEnd = fds[1]
        // COLUMNS and LINES too, as fzf sets them: tools (man, ls) format to them.
        let size =
            [
                "FZF_PREVIEW_COLUMNS=\(columns)", "FZF_PREVIEW_LINES=\(lines)",
                "CAROUSEL_PREVIEW_COLUMNS=\(columns)", "CAROUSEL_PREVIEW_LINES=\(lines)",
                "COLUMNS=\(columns)", "LINES=\(lines)",
            ]
            + pictures.variables(columns: columns, lines: lines)
        // fzf's variables as the picker stands (FZF_QUERY, FZF_POS...), then the size.
        guard let pid = Self.spawn(command, environment: CommandEnvironment.merged(into: baseEnvironment) + size, output: writeEnd) else {
            close(readEnd); close(writeEnd)
            return nil
        }
        close(writeEnd)
        let process = PreviewProcess(pid: pid, fd: readEnd, owner: self)
        live.append(process)
        return process
    }

    package func secondsUntilDeadline() -> Double? {
        let now = clock.now
        var next: Double? = nil
        for d in dying { if let at = d.killAt { next = min(next ?? at, at) } }
        // A shell whose pipe closed, or one past its SIGKILL, is reaped on a later look.
        if dying.contains(where: { !$0.shellReaped && $0.killAt == nil }) || live.contains(where: { $0.fd < 0 && $0.exit == nil }) {
            next = min(next ?? now + 0.02, now + 0.02)
        }
        return next.map { max(0, $0 - now) }
    }

    /// Sends SIGKILL to groups past their grace and reaps the shells that ended.
    package func reap() {
        let now = clock.now
        for k in dying.indices {
            if let at = dying[k].killAt, now >= at {
                kill(-dying[k].group, SIGKILL)
                dying[k].killAt = nil
            }
            // The shell is reaped only once its group had SIGKILL: till then its pid (the
            // group's id) cannot be taken by another process, so the signal reaches only ours.
            if !dying[k].shellReaped && dying[k].killAt == nil {
                var status: Int32 = 0
                let r = waitpid(dying[k].group, &status, WNOHANG)
                if r == dying[k].group || (r < 0 && errno == ECHILD) { dying[k].shellReaped = true }
            }
        }
        dying.removeAll { $0.shellReaped && $0.killAt == nil }
    }

    fileprivate func cancel(_ process: PreviewProcess) {
        process.closePipe()
        live.removeAll { $0 === process }
        guard process.exit == nil else { return }
        kill(-process.pid, SIGTERM)
        kill(-process.pid, SIGCONT)
        dying.append(Ending(group: process.pid, killAt: clock.now + Self.grace, shellReaped: false))
        reap()
    }

    fileprivate func ended(_ process: PreviewProcess) {
        live.removeAll { $0 === process }
        // Whatever the shell left behind in its group (`sleep 60 &`) is told to end with it.
        // No SIGKILL later: the shell is reaped, and its pid may soon be another's.
        kill(-process.pid, SIGTERM)
    }

    package func terminateAll() {
        for p in live where p.exit == nil {
            p.closePipe()
            dying.append(Ending(group: p.pid, killAt: nil, shellReaped: false))
        }
        live.removeAll()
        for d in dying { kill(-d.group, SIGKILL) }
        // SIGKILL cannot be caught: the shells end at once; wait a moment for each.
        let deadline = clock.now + 0.5
        for d in dying where !d.shellReaped {
            var status: Int32 = 0
            while waitpid(d.group, &status, WNOHANG) == 0 && clock.now < deadline { usleep(2000) }
        }
        dying.removeAll()
    }

    /// `sh -c command` in a new process group, output (and errors) into `output`, nothing
    /// else of ours: not the terminal (it could write to it past the parser), not another
    /// preview's pipe (which would then never end).
    private static func spawn(_ command: String, environment: [String], output: Int32) -> pid_t? {
        ChildProcess.spawn(command, stdin: nil, stdout: output, stderr: output, environment: environment, newProcessGroup: true)
    }
}

/// One preview's shell: its pipe, read without waiting, and its exit status once reaped.
final class PreviewProcess: PreviewJob {
    let pid: pid_t
    fileprivate(set) var fd: Int32
    fileprivate(set) var exit: PreviewExit?
    private unowned let owner: PreviewProcesses
    private var buffer = [UInt8](repeating: 0, count: 16 << 10)

    fileprivate init(pid: pid_t, fd: Int32, owner: PreviewProcesses) {
        self.pid = pid
        self.fd = fd
        self.owner = owner
    }

    func readAvailable(maximum: Int, _ output: (ArraySlice<UInt8>) -> Void) -> PreviewExit? {
        owner.reap()
        if let exit { return exit }
        var left = maximum
        while fd >= 0, left > 0 {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, left)) }
            if n > 0 {
                output(buffer[0..<n])
                left -= n
                continue
            }
            if n < 0 && (errno == EINTR) { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { break }
            closePipe()  // end of output (or an error: the same)
        }
        guard fd < 0 else { return nil }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        guard r == pid else { return nil }
        let code = status & 0x7F
        exit = code == 0 ? .exited((status >> 8) & 0xFF) : .signalled(code)
        owner.ended(self)
        return exit
    }

    func cancel() { owner.cancel(self) }

    fileprivate func closePipe() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }
}
