import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The terminal modes tmux tracks for a pane, read with `tmux display -p`.
struct PaneModes: Equatable, Sendable, CustomStringConvertible {
    var alternateScreen: Bool
    /// Any mouse mode at all (1000, 1002, 1003).
    var mouseAny: Bool
    /// Mode 1000.
    var mouseStandard: Bool
    /// Mode 1002: motion while a button is held.
    var mouseButton: Bool
    /// Mode 1006: SGR reports.
    var mouseSGR: Bool
    var cursorVisible: Bool

    /// A shell's pane before any program touched it.
    static let pristine = PaneModes(
        alternateScreen: false, mouseAny: false, mouseStandard: false, mouseButton: false, mouseSGR: false, cursorVisible: true)

    var mouseOff: Bool { !mouseAny && !mouseStandard && !mouseButton && !mouseSGR }
    /// What the carousel turns on: 1002 (which in tmux replaces 1000) and 1006.
    var mouseOn: Bool { mouseAny && mouseButton && mouseSGR }

    var description: String {
        "alternate=\(alternateScreen) mouse any=\(mouseAny) 1000=\(mouseStandard) 1002=\(mouseButton) 1006=\(mouseSGR) cursor=\(cursorVisible)"
    }
}

/// How a run of the carousel in a pane ended.
struct PaneExit: Sendable, CustomStringConvertible {
    /// What the pane's script left in `directory` once the carousel exited (its `status`
    /// file is written last), or nil while it runs.
    static func recorded(in directory: URL) -> PaneExit? {
        func read(_ name: String) -> String {
            (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        guard let status = Int32(read("status").trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return PaneExit(
            status: status, stdout: read("stdout"), stderr: read("stderr"),
            sttyBefore: read("stty.before").trimmingCharacters(in: .whitespacesAndNewlines),
            sttyAfter: read("stty.after").trimmingCharacters(in: .whitespacesAndNewlines))
    }

    var status: Int32
    var stdout: String
    var stderr: String
    var sttyBefore: String
    var sttyAfter: String

    var description: String {
        "status \(status)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)\n--- stty before ---\n\(sttyBefore)\n--- stty after ---\n\(sttyAfter)"
    }
}

/// One private tmux server with one pane, for one test.
///
/// Each session has its own socket (`tmux -L`), no configuration (`-f /dev/null`), UTF-8
/// (`-u`), and its own temporary directory where the pane's script leaves `stty -g` before
/// and after, the exit status, stdout and stderr of the carousel. Nothing waits a fixed time:
/// every wait polls a condition until a generous deadline.
final class TmuxSession: Sendable {
    let socket: String
    let directory: URL
    let target = "e2e"
    let tmux: String
    let term: String
    /// The pane's first process, recorded at start for the clean-up.
    let paneProcess = LockedValue<Int32?>(nil)

    /// How long any condition may take before the test fails; generous, for loaded machines.
    static let deadline: Double = 45

    private init(tmux: String, term: String) throws {
        self.tmux = tmux
        self.term = term
        let id = "\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        socket = "carousel-e2e-\(id)"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-e2e-\(id)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    // MARK: - Starting

    /// Runs `body` with the carousel started in a fresh pane of the given size; the tmux
    /// server and the temporary directory are removed afterwards, even when the test fails.
    ///
    /// - Parameters:
    ///   - arguments: the carousel's arguments.
    ///   - term: the `TERM` the carousel runs under.
    ///   - pipedInput: when set, written to a file and piped into the carousel with `cat`.
    ///   - pipedCommand: when set, a shell command (run in the session's directory) whose
    ///     output is piped into the carousel: bytes that are not UTF-8, input that comes slowly.
    ///   - waitForScreen: wait for this text before calling `body` (nil: do not wait).
    ///   - paneBackground: the pane's background colour as tmux names it (`colour231`),
    ///     which tmux then reports when asked (OSC 11); nil: none, and tmux does not answer.
    ///   - linkRate: when set, the carousel's output reaches the pane at this many bytes a
    ///     second, through `scripts/slow-link.py`.
    ///   - answerDelay: when set, keys and the terminal's answers reach the carousel this
    ///     many seconds late (a long link's round trip), through the same proxy.
    @discardableResult
    static func withCarousel<T>(
        _ arguments: [String] = [],
        width: Int = 100,
        height: Int = 30,
        term: String = "xterm-256color",
        pipedInput: String? = nil,
        pipedCommand: String? = nil,
        environment: [String: String] = [:],
        waitForScreen: String? = "page 1/",
        paneBackground: String? = nil,
        linkRate: Int? = nil,
        answerDelay: Double? = nil,
        _ body: (TmuxSession) async throws -> T
    ) async throws -> T {
        let session = try await start(width: width, height: height, term: term, paneBackground: paneBackground) { session in
            try session.carouselScript(
                arguments, pipedInput: pipedInput, pipedCommand: pipedCommand, environment: environment,
                linkRate: linkRate, answerDelay: answerDelay)
        }
        return try await afterwards(session.destroy) {
            if let text = waitForScreen {
                try await session.waitForScreen(containing: text)
            }
            return try await body(session)
        }
    }

    /// Runs `body` with an interactive bash (no rc files, prompt `e2e$ `) in a fresh pane.
    static func withShell<T>(
        width: Int = 100,
        height: Int = 30,
        _ body: (TmuxSession) async throws -> T
    ) async throws -> T {
        let session = try await start(width: width, height: height, term: "xterm-256color") { session in
            let history = session.file("history").path
            return
                "cd \(shq(session.directory.path)) || exit 1\n\(try session.watchdogLine())\nexec env PS1='e2e$ ' HISTFILE=\(shq(history)) bash --norc --noprofile -i\n"
        }
        return try await afterwards(session.destroy) {
            try await session.waitForScreen(containing: "e2e$")
            return try await body(session)
        }
    }

    private static func start(
        width: Int, height: Int, term: String, paneBackground: String? = nil,
        script: (TmuxSession) throws -> String
    ) async throws -> TmuxSession {
        guard let tmux = Command.which("tmux") else {
            throw HarnessError("tmux is not installed; the end-to-end tests need it (apt-get install tmux)")
        }
        guard Carousel.binaryExists else {
            throw HarnessError("no carousel binary at \(Carousel.binary): build it first or set CAROUSEL_BIN")
        }
        let session = try TmuxSession(tmux: tmux, term: term)
        do {
            let scriptFile = session.file("run.sh")
            try script(session).write(to: scriptFile, atomically: true, encoding: .utf8)
            // The pane's style is set before the pane starts, so that its first query sees it.
            let style = paneBackground.map { ["start-server", ";", "set", "-g", "window-style", "bg=\($0)", ";"] } ?? []
            try await session.tmuxCommand(
                style + [
                    "new-session", "-d", "-s", session.target, "-x", "\(width)", "-y", "\(height)",
                    "/bin/sh \(shq(scriptFile.path))",
                ])
            session.paneProcess.value = try await session.panePID()
            return session
        } catch {
            await session.destroy()
            throw error
        }
    }

    /// The pane's script: records the terminal settings, runs the carousel with stdout and
    /// stderr into files, records its status and the settings again, then idles so that the
    /// pane (and its modes) can still be inspected.
    private func carouselScript(
        _ arguments: [String], pipedInput: String?, pipedCommand: String?, environment: [String: String],
        linkRate: Int? = nil, answerDelay: Double? = nil
    ) throws -> String {
        var command = ""
        if let pipedCommand {
            command += "{ \(pipedCommand); } | "
        } else if let pipedInput {
            let input = file("input.txt")
            try pipedInput.write(to: input, atomically: true, encoding: .utf8)
            command += "cat \(shq(input.path)) | "
        }
        command += "env TERM=\(shq(term))"
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { command += " \(shq("\(key)=\(value)"))" }
        command += " " + ([Carousel.binary] + arguments).map(shq).joined(separator: " ")
        command += " >stdout 2>stderr"
        if linkRate != nil || answerDelay != nil {
            let proxy = Carousel.packageRoot.appendingPathComponent("scripts/slow-link.py").path
            let delay = answerDelay.map { "--answer-delay \($0) " } ?? ""
            // A pipeline that begins with a command group cannot be exec'd: sh runs it.
            let inner = pipedCommand != nil ? command : "exec " + command
            command = "python3 \(shq(proxy)) \(delay)\(linkRate ?? 100_000_000) -- sh -c \(shq(inner))"
        }
        return """
            cd \(shq(directory.path)) || exit 1
            \(try watchdogLine())
            stty -g >stty.before
            \(command)
            echo $? >status.tmp
            stty -g >stty.after
            mv status.tmp status
            exec sleep 2147483647

            """
    }

    /// A line for the pane's script that starts a watchdog in the background: should the
    /// test process die without cleaning up (a crash, a kill), the watchdog kills this tmux
    /// server and removes the directory and socket; it ends by itself with the server.
    fileprivate func watchdogLine() throws -> String {
        let script = """
            trap '' HUP TERM
            test_pid=$1 server_pid=$2
            while kill -0 "$test_pid" 2>/dev/null && kill -0 "$server_pid" 2>/dev/null; do sleep 1; done
            kill -0 "$server_pid" 2>/dev/null || exit 0
            \(shq(tmux)) -L \(shq(socket)) -f /dev/null kill-server
            rm -rf \(shq(directory.path)) \(shq(socketPath))

            """
        let file = file("watchdog.sh")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return "/bin/sh \(shq(file.path)) \(getpid()) \"$PPID\" </dev/null >/dev/null 2>&1 &"
    }

    /// Kills the tmux server (and with it the pane's processes), waits for the pane's first
    /// process to go (bash writes its history file as it exits), and removes the directory
    /// and the socket, which tmux 3.3a leaves behind. Waits without holding a thread: the
    /// tests share two.
    func destroy() async {
        _ = try? await Command.run(tmux, ["-L", socket, "-f", "/dev/null", "kill-server"], environment: Self.tmuxEnvironment, timeout: 10)
        if let pid = paneProcess.value {
            await ProcessTable.waitForExit(pid, timeout: 5)
        }
        unlink(socketPath)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Where `tmux -L` puts the socket: `$TMUX_TMPDIR` (or /tmp), `tmux-UID`, the name.
    var socketPath: String {
        let base = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(base)/tmux-\(getuid())/\(socket)"
    }

    // MARK: - tmux

    static let tmuxEnvironment: [String: String] = {
        var env = ProcessInfo.processInfo.environment
        // Nothing of the test runner's own terminal: `swift test` sets NO_COLOR, and ncurses
        // would take LINES and COLUMNS over the pane's real size.
        for key in ["TMUX", "TMUX_PANE", "NO_COLOR", "LINES", "COLUMNS", "COLORTERM"] { env.removeValue(forKey: key) }
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "LC_ALL")
        return env
    }()

    @discardableResult
    func tmuxCommand(_ arguments: [String]) async throws -> String {
        let result = try await Command.run(
            tmux, ["-L", socket, "-f", "/dev/null", "-u"] + arguments, environment: Self.tmuxEnvironment, timeout: 20)
        guard result.status == 0 else {
            throw HarnessError("tmux \(arguments.joined(separator: " ")) failed: \(result)")
        }
        return result.stdout
    }

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    // MARK: - Input

    /// Sends tmux key names (`Right`, `S-Right`, `End`, `C-c`, `q`, ...), in one call.
    func send(_ keys: String...) async throws {
        try await tmuxCommand(["send-keys", "-t", target] + keys)
    }

    /// Types text literally.
    func type(_ text: String) async throws {
        try await tmuxCommand(["send-keys", "-t", target, "-l", text])
    }

    /// Sends raw bytes, exactly as they are, in one call (one write to the pane).
    func sendBytes(_ bytes: [UInt8]) async throws {
        guard !bytes.isEmpty else { return }
        try await tmuxCommand(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    func resize(width: Int, height: Int) async throws {
        try await tmuxCommand(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    // MARK: - Output

    /// The visible screen, one line per row (trailing blanks trimmed), lines drawn in the
    /// line-drawing set as tmux shows them (see `LineDrawingCapture`).
    func capture() async throws -> Screen {
        Screen(LineDrawingCapture.resolve(try await captureWithLineDrawingMarks(), keepingSequences: false))
    }

    /// The visible screen with its attributes and colours as escape sequences (`capture-pane -e`),
    /// lines drawn in the line-drawing set as tmux shows them.
    func captureWithAttributes() async throws -> String {
        LineDrawingCapture.resolve(try await captureWithLineDrawingMarks(), keepingSequences: true)
    }

    /// `capture-pane -e` as tmux gives it: the letters of the line-drawing set between SO and SI.
    func captureWithLineDrawingMarks() async throws -> String {
        try await tmuxCommand(["capture-pane", "-p", "-e", "-t", target])
    }

    func modes() async throws -> PaneModes {
        let text = try await tmuxCommand([
            "display", "-p", "-t", target,
            "#{alternate_on} #{mouse_any_flag} #{mouse_standard_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{cursor_flag}",
        ])
        let f = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { $0 == "1" }
        guard f.count == 6 else { throw HarnessError("unexpected display output: \(text)") }
        return PaneModes(alternateScreen: f[0], mouseAny: f[1], mouseStandard: f[2], mouseButton: f[3], mouseSGR: f[4], cursorVisible: f[5])
    }

    /// The pane's first process (the script's shell, or bash).
    func panePID() async throws -> Int32 {
        let text = try await tmuxCommand(["display", "-p", "-t", target, "#{pane_pid}"])
        guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw HarnessError("no pane pid in \(text)")
        }
        return pid
    }

    /// The carousel's process: the pane process's child named `carousel`.
    func carouselPID() async throws -> Int32 {
        let parent = try await panePID()
        return try await waitFor("a carousel process under pid \(parent)", quickly: true) {
            ProcessTable.children(of: parent).first { $0.name == "carousel" }?.pid
        }
    }

    // MARK: - Waiting

    /// Polls `probe` until it returns a value; fails the test with `what` after the deadline.
    /// `quickly`: the probe looks at one capture alone, and may look again sooner at first
    /// (`PollPause`); a probe that compares a look with the one before is polled evenly.
    @discardableResult
    func waitFor<T>(
        _ what: String,
        timeout: Double = TmuxSession.deadline,
        quickly: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ probe: () async throws -> T?
    ) async throws -> T {
        let start = Date()
        var looks = 0
        while true {
            if let value = try await probe() { return value }
            if Date().timeIntervalSince(start) > timeout {
                let screen = (try? await capture())?.text ?? "(no screen)"
                let message = "timed out after \(Int(timeout)) s waiting for \(what); the screen was:\n\(screen)"
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
                throw HarnessError("the test stopped: a wait timed out (\(what)), see the issue above")
            }
            try await Task.sleep(for: PollPause.after(look: looks, every: 40, quickly: quickly))
            looks += 1
        }
    }

    /// Waits until the screen satisfies `condition`; returns that screen.
    @discardableResult
    func waitForScreen(
        _ what: String,
        timeout: Double = TmuxSession.deadline,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping (Screen) -> Bool
    ) async throws -> Screen {
        try await waitFor(what, timeout: timeout, quickly: true, sourceLocation: sourceLocation) {
            let screen = try await self.capture()
            return condition(screen) ? screen : nil
        }
    }

    @discardableResult
    func waitForScreen(containing text: String, timeout: Double = TmuxSession.deadline, sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> Screen
    {
        try await waitForScreen("the screen to show \"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Waits for `page X/N` on the status line.
    @discardableResult
    func waitForPage(_ page: Int, of count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Screen {
        try await waitForScreen("page \(page)/\(count)", sourceLocation: sourceLocation) { $0.page == Page(current: page, count: count) }
    }

    /// Waits until nothing moves: the details overlay says `idle` and two captures agree.
    @discardableResult
    func waitForRest(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Screen {
        var previous: Screen?
        return try await waitFor("the carousel to come to rest (overlay says idle, screen stable)", sourceLocation: sourceLocation) {
            let screen = try await self.capture()
            defer { previous = screen }
            guard screen.contains(" idle "), let previous, previous.text == screen.text else { return nil }
            return screen
        }
    }

    @discardableResult
    func waitForModes(_ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: @escaping (PaneModes) -> Bool)
        async throws -> PaneModes
    {
        try await waitFor("pane modes: \(what)", quickly: true, sourceLocation: sourceLocation) {
            let m = try await self.modes()
            return condition(m) ? m : nil
        }
    }

    /// Waits for the script to record the carousel's exit, and returns what it left.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) async throws -> PaneExit {
        try await waitFor("the carousel to exit", quickly: true, sourceLocation: sourceLocation) { PaneExit.recorded(in: self.directory) }
    }

    /// After an exit: the terminal is as it was (settings, main screen, mouse off, cursor on).
    func expectTerminalRestored(_ exit: PaneExit, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(!exit.sttyBefore.isEmpty, "stty -g before was not recorded", sourceLocation: sourceLocation)
        #expect(exit.sttyBefore == exit.sttyAfter, "terminal settings changed: \(exit)", sourceLocation: sourceLocation)
        let modes = try await waitForModes("as before the run (\(PaneModes.pristine))", sourceLocation: sourceLocation) { $0 == .pristine }
        #expect(modes == .pristine, sourceLocation: sourceLocation)
        #expect(!Carousel.looksLikeCrash(exit.stdout + exit.stderr), "\(exit)", sourceLocation: sourceLocation)
    }
}

/// Quotes a word for /bin/sh.
func shq(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Reads /proc.
enum ProcessTable {
    struct Entry { var pid: Int32; var parent: Int32; var name: String }

    static func entry(_ pid: Int32) -> Entry? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
        else { return nil }
        let name = String(stat[stat.index(after: open)..<close])
        let rest = stat[stat.index(after: close)...].split(separator: " ")
        guard rest.count > 2, let parent = Int32(rest[1]) else { return nil }
        return Entry(pid: pid, parent: parent, name: name)
    }

    static func children(of parent: Int32) -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { Int32($0) }.compactMap(entry).filter { $0.parent == parent }
    }

    /// Polls until `pid` is gone or `timeout` seconds have passed, sleeping between looks.
    static func waitForExit(_ pid: Int32, timeout: Double) async {
        let start = Date()
        while isAlive(pid) && Date().timeIntervalSince(start) < timeout {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// Resident memory in kB (VmRSS), nil when the process is gone.
    static func residentKB(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        }
        return nil
    }

    /// Peak resident memory in kB (VmHWM), nil when the process is gone.
    static func peakResidentKB(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        }
        return nil
    }

    /// The process state letter (R, S, T for stopped, ...).
    static func state(_ pid: Int32) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").first?.first
    }
}

/// A value shared between tasks, behind a lock.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
