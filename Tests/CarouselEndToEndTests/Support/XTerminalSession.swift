import CarouselCore
import CarouselKit
import Foundation
import Testing

/// One Xvfb server with one terminal emulator window running the carousel, for one test,
/// driven by real X pointer and key events (xdotool, through the XTEST extension).
///
/// What the program does is read back three ways: what it prints and its exit status (the
/// window's script records them, with `stty -g` before and after, as the tmux harness does);
/// xterm's own dump of its screen as text (`CSI i`, written to the pane's tty from outside);
/// and window pictures (`xwd`), kept beside the test's files for a person to look at.
final class XTerminalSession: Sendable {
    let emulator: TerminalEmulator
    let display: String
    let directory: URL
    let columns: Int
    let rows: Int
    /// Where the window is asked to be on the root window (the pointer can leave it on
    /// every side); terminals that take no position open at the corner.
    static let origin = (x: 100, y: 100)
    private let windowID = LockedValue<String>("")
    /// A cell's size in pixels and where the first cell's corner is on the root window.
    private let cell = LockedValue<(width: Double, height: Double, left: Double, top: Double)>((10, 20, 102, 102))

    static let deadline: Double = 45

    private init(emulator: TerminalEmulator, display: String, directory: URL, columns: Int, rows: Int) {
        self.emulator = emulator
        self.display = display
        self.directory = directory
        self.columns = columns
        self.rows = rows
    }

    /// A fresh path for `CAROUSEL_OUTPUT_LOG`, outside the session's directory (which goes
    /// with the session) so that the bytes can be read after the window is gone.
    static func outputLogFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("carousel-output-\(getpid())-\(UUID().uuidString.prefix(8)).log")
    }

    /// What is missing to run these tests, or nil: the packages `make test` installs.
    static func missingPrograms(for emulator: TerminalEmulator) -> [String] {
        var missing: [String] = []
        if Command.which("Xvfb") == nil { missing.append("xvfb") }
        if Command.which("xdotool") == nil { missing.append("xdotool") }
        for (program, package) in emulator.programs where Command.which(program) == nil { missing.append(package) }
        return missing
    }

    /// Runs `body` with the carousel started in a fresh window of `emulator`; the window and
    /// the X server are gone afterwards, even when the test fails.
    static func withCarousel<T>(
        _ arguments: [String] = [],
        in emulator: TerminalEmulator,
        columns: Int = 100,
        rows: Int = 30,
        jobControl: Bool = false,
        environment carouselEnvironment: [String: String] = [:],
        terminalName: String? = nil,
        shellFirst: String = "",
        _ body: (XTerminalSession) async throws -> T
    ) async throws -> T {
        let missing = missingPrograms(for: emulator)
        guard missing.isEmpty else {
            throw HarnessError(
                "the real-terminal tests need \(missing.joined(separator: ", ")) (apt-get install \(missing.joined(separator: " ")); make test installs them)"
            )
        }
        guard Carousel.binaryExists else {
            throw HarnessError("no carousel binary at \(Carousel.binary): build it first or set CAROUSEL_BIN")
        }
        let id = "\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-x-\(id)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let display = try await XServer.start(in: directory)
        let session = XTerminalSession(emulator: emulator, display: display, directory: directory, columns: columns, rows: rows)
        return try await afterwards(session.destroy) {
            try await session.startTerminal(
                arguments, jobControl: jobControl, environment: carouselEnvironment, terminalName: terminalName,
                shellFirst: shellFirst)
            return try await body(session)
        }
    }

    // MARK: - Starting and stopping

    private var environment: [String: String] {
        var env = TmuxSession.tmuxEnvironment
        env["DISPLAY"] = display
        env.removeValue(forKey: "TERM")
        // kitty draws with OpenGL: Mesa's software renderer under Xvfb.
        if emulator == .kitty { env["LIBGL_ALWAYS_SOFTWARE"] = "1" }
        return env
    }

    /// With `jobControl`, the window's shell runs the carousel as a job (`set -m`), as an
    /// interactive shell does: Ctrl-Z stops it and gives the terminal back to the shell,
    /// which records `stty -g` in `stty.suspended`, creates `suspended`, and brings the
    /// carousel back (`fg`) once `resumeFromSuspend()` asks.
    /// `shellFirst` runs in the window before the carousel (text for it to leave alone).
    private func startTerminal(
        _ arguments: [String], jobControl: Bool, environment carouselEnvironment: [String: String],
        terminalName: String?, shellFirst: String = ""
    ) async throws {
        let script = file("run.sh")
        let variables = carouselEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let command = ((variables.isEmpty ? [] : ["env"] + variables) + [Carousel.binary] + arguments).map(shq).joined(separator: " ")
        let suspendAndResume =
            jobControl
            ? """
            while [ "$st" = 148 ]; do
                stty -g >stty.suspended
                : >suspended
                while [ ! -e resume ]; do sleep 0.05; done
                rm -f resume suspended
                fg >/dev/null 2>&1
                st=$?
            done
            """ : ""
        try """
        \(jobControl ? "set -m" : "")
        cd \(shq(directory.path)) || exit 1
        mkfifo again.fifo
        tty >tty.txt
        stty -g >stty.before
        \(shellFirst)
        \(command) >stdout 2>stderr
        st=$?
        \(suspendAndResume)
        echo $st >status.tmp
        stty -g >stty.after
        mv status.tmp status
        # The same terminal, another run: `runAgain` writes again.sh, then a line here.
        while read -r _ <again.fifo; do
            stty -g >stty.before
            /bin/sh ./again.sh >stdout 2>stderr
            echo $? >status.tmp
            stty -g >stty.after
            mv status.tmp status
        done
        exec sleep 2147483647

        """.write(to: script, atomically: true, encoding: .utf8)
        let runtime = file("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let terminal =
            "{ "
            + emulator.commandLine(
                columns: columns, rows: rows, x: Self.origin.x, y: Self.origin.y,
                script: script.path, screenFile: file("screen.txt").path, terminalName: terminalName, runtime: runtime.path) + "; }"
        // In the background, detached from us; the X server's end takes it along.
        let start = try await Command.run(
            "/bin/sh", ["-c", "\(terminal) </dev/null >\(shq(file("terminal.log").path)) 2>&1 &"],
            environment: environment, timeout: 20)
        guard start.status == 0 else { throw HarnessError("could not start \(emulator): \(start)") }
        let found = try await waitFor("the \(emulator) window to appear", quickly: true) { () -> String? in
            let r = try await self.xdotool(["search", "--onlyvisible", "--class", self.emulator.windowClass], check: false)
            return r.stdout.split(separator: "\n").first.map(String.init)
        }
        windowID.value = found
        let tty = try await waitFor("the carousel to start (its tty recorded)", quickly: true) { self.tty }
        // The cells are measured at the size asked: foot opens at 80x24 and takes weston's
        // size a moment later.
        _ = try await waitFor("the terminal to be \(columns)x\(rows)", quickly: true) { () -> Bool? in
            let r = try await Command.run("/bin/stty", ["-F", tty, "size"], timeout: 10)
            return r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(self.rows) \(self.columns)" ? true : nil
        }
        let geometry = try await xdotool(["getwindowgeometry", "--shell", found]).stdout
        var values: [String: Double] = [:]
        for line in geometry.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let v = Double(parts[1]) { values[String(parts[0])] = v }
        }
        guard let width = values["WIDTH"], let height = values["HEIGHT"], let x = values["X"], let y = values["Y"] else {
            throw HarnessError("no geometry for the \(emulator) window: \(geometry)")
        }
        let inset = emulator.inset
        cell.value = (
            (width - inset.left - inset.right) / Double(columns), (height - inset.top - inset.bottom) / Double(rows),
            x + inset.left, y + inset.top
        )
        // Keys go to the window under the pointer (no window manager): put it there.
        try await movePointer(column: columns / 2, row: rows / 2)
    }

    func destroy() async {
        // weston outlives its X server, spinning: it is stopped first.
        if let text = try? String(contentsOf: file("runtime/weston.pid"), encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            kill(pid, SIGTERM)
            await ProcessTable.waitForExit(pid, timeout: 5)
            if ProcessTable.isAlive(pid) { kill(pid, SIGKILL) }
        }
        await XServer.stop(in: directory)
        try? FileManager.default.removeItem(at: directory)
    }

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The terminal's tty, as the window's script recorded it.
    var tty: String? {
        guard let text = try? String(contentsOf: file("tty.txt"), encoding: .utf8) else { return nil }
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/dev/") ? path : nil
    }

    // MARK: - Input: real X events

    @discardableResult
    func xdotool(_ arguments: [String], check: Bool = true) async throws -> CommandResult {
        let result = try await Command.run(Command.which("xdotool") ?? "/usr/bin/xdotool", arguments, environment: environment, timeout: 20)
        if check && result.status != 0 {
            throw HarnessError("xdotool \(arguments.joined(separator: " ")) failed: \(result)")
        }
        return result
    }

    /// The root-window pixel at the middle of a cell (0-based column and row); columns and
    /// rows outside the window give points outside it.
    func point(column: Double, row: Double) -> (x: Int, y: Int) {
        let c = cell.value
        return (Int((c.left + (column + 0.5) * c.width).rounded()), Int((c.top + (row + 0.5) * c.height).rounded()))
    }

    func movePointer(column: Int, row: Int) async throws {
        let p = point(column: Double(column), row: Double(row))
        try await xdotool(["mousemove", "\(p.x)", "\(p.y)"])
    }

    /// Key names as xdotool knows them (`Right`, `shift+Right`, `alt+Right`, `Return`, `q`).
    /// Without a window manager the keyboard follows the pointer, so the pointer is brought
    /// back into the window first (a drag may have left it outside).
    func key(_ names: String...) async throws {
        let p = point(column: Double(columns / 2), row: Double(rows / 2))
        try await xdotool(["mousemove", "\(p.x)", "\(p.y)", "key", "--delay", "30"] + names)
    }

    /// One wheel notch: X buttons 4 (up), 5 (down), 6 (left), 7 (right).
    func wheel(button: Int, column: Int, row: Int) async throws {
        let p = point(column: Double(column), row: Double(row))
        try await xdotool(["mousemove", "\(p.x)", "\(p.y)", "click", "\(button)"])
    }

    /// A touchpad's swipe as X delivers it to the terminal: `count` clicks of wheel button
    /// `button`, `delayMilliseconds` apart, in one xdotool run.
    func wheelBurst(button: Int, count: Int, delayMilliseconds: Int, column: Int, row: Int) async throws {
        let p = point(column: Double(column), row: Double(row))
        try await xdotool([
            "mousemove", "\(p.x)", "\(p.y)", "click", "--repeat", "\(count)", "--delay", "\(delayMilliseconds)", "\(button)",
        ])
    }

    /// A drag as one xdotool run, so that its timing is the pointer's, not process starts:
    /// press at the first point, move through the rest `stepMilliseconds` apart, hold still
    /// `holdMilliseconds` at the last, release. Points are (column, row), and may lie
    /// outside the window.
    func drag(_ points: [(column: Double, row: Double)], stepMilliseconds: Int, holdMilliseconds: Int = 0) async throws {
        guard let first = points.first else { return }
        let start = point(column: first.column, row: first.row)
        var args = ["mousemove", "\(start.x)", "\(start.y)", "mousedown", "1"]
        for p in points.dropFirst() {
            let q = point(column: p.column, row: p.row)
            args += ["sleep", String(format: "%.3f", Double(stepMilliseconds) / 1000), "mousemove", "\(q.x)", "\(q.y)"]
        }
        if holdMilliseconds > 0 { args += ["sleep", String(format: "%.3f", Double(holdMilliseconds) / 1000)] }
        args += ["mouseup", "1"]
        try await xdotool(args)
    }

    /// Waits until the carousel has the terminal in raw mode (`stty -F` on its tty shows
    /// `-icanon`): its mouse modes go out in the same breath. For terminals whose screen
    /// cannot be read as text, before a gesture the carousel must see.
    func waitUntilCarouselOwnsTheTerminal() async throws {
        guard let tty else { throw HarnessError("no tty recorded for the window") }
        _ = try await waitFor("the carousel to put \(tty) in raw mode", quickly: true) { () -> Bool? in
            let r = try await Command.run("/bin/stty", ["-F", tty, "-a"], timeout: 10)
            return r.status == 0 && r.stdout.contains("-icanon") ? true : nil
        }
    }

    /// Waits for the window's shell to have the terminal back after Ctrl-Z (`jobControl`);
    /// returns `stty -g` as the carousel left it.
    func waitForSuspend() async throws -> String {
        try await waitFor("the carousel to stop and the shell to take the terminal", quickly: true) { () -> String? in
            guard FileManager.default.fileExists(atPath: self.file("suspended").path) else { return nil }
            return (try? String(contentsOf: self.file("stty.suspended"), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// The shell brings the stopped carousel back (`fg`).
    func resumeFromSuspend() throws {
        try Data().write(to: file("resume"))
    }

    /// A cell's size in pixels, as the window's geometry gives it.
    var cellSize: (width: Double, height: Double) { (cell.value.width, cell.value.height) }
    /// The window's top left corner on the root window, where its pictures start.
    var windowOrigin: (x: Int, y: Int) {
        let c = cell.value, inset = emulator.inset
        return (Int((c.left - inset.left).rounded()), Int((c.top - inset.top).rounded()))
    }

    /// Presses the left button at a point and keeps it down (`moveHeld`, `release`).
    func press(column: Double, row: Double) async throws {
        let p = point(column: column, row: row)
        try await xdotool(["mousemove", "\(p.x)", "\(p.y)", "mousedown", "1"])
    }

    /// Moves the pointer with the button still down.
    func moveHeld(column: Double, row: Double) async throws {
        let p = point(column: column, row: row)
        try await xdotool(["mousemove", "\(p.x)", "\(p.y)"])
    }

    func release() async throws {
        try await xdotool(["mouseup", "1"])
    }

    /// The window's size changes to `columns`x`rows` cells (no window manager: the window
    /// is resized directly).
    func resizeWindow(columns: Int, rows: Int) async throws {
        let c = cell.value, inset = emulator.inset
        let width = Int((Double(columns) * c.width + inset.left + inset.right).rounded())
        let height = Int((Double(rows) * c.height + inset.top + inset.bottom).rounded())
        try await xdotool(["windowsize", windowID.value, "\(width)", "\(height)"])
    }

    // MARK: - Output

    /// xterm's screen as text: `CSI i` written to its tty makes xterm print the screen to
    /// its printer command, a file here. Only xterm offers this.
    func capture() async throws -> Screen {
        guard emulator == .xterm || emulator == .xtermFixed else { throw HarnessError("only xterm prints its screen as text") }
        guard let tty else { throw HarnessError("no tty recorded for the window") }
        let screenFile = file("screen.txt")
        try? FileManager.default.removeItem(at: screenFile)
        let handle = try #require(FileHandle(forWritingAtPath: tty), "cannot open \(tty)")
        handle.write(Data("\u{1B}[i".utf8))
        try handle.close()
        return try await waitFor("xterm to print its screen", quickly: true) { () -> Screen? in
            guard let text = try? String(contentsOf: screenFile, encoding: .utf8) else { return nil }
            let lines = text.components(separatedBy: "\n")
            // The whole screen has arrived when every row has, the last with its newline.
            guard lines.count > self.rows else { return nil }
            return Screen(lines.prefix(self.rows).joined(separator: "\n"))
        }
    }

    @discardableResult
    func waitForScreen(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping (Screen) -> Bool
    ) async throws -> Screen {
        try await waitFor(what, sourceLocation: sourceLocation) {
            let screen = try await self.capture()
            return condition(screen) ? screen : nil
        }
    }

    /// Takes a picture of the window (`xwd`) into the test's directory; returns its path.
    @discardableResult
    func picture(_ name: String) async throws -> String {
        let path = file("\(name).xwd").path
        // weston draws the pointer into its window, where it last saw it: the picture is
        // taken with it in the window's bottom right corner, drawn there clipped, always alike.
        if emulator == .foot {
            let c = cell.value, inset = emulator.inset
            let right = Int(c.left + Double(columns) * c.width + inset.right) - 1,
                bottom = Int(c.top + Double(rows) * c.height + inset.bottom) - 1
            try await xdotool(["mousemove", "\(right)", "\(bottom)"])
        }
        _ = try await Command.run(
            "/bin/sh", ["-c", "xwd -silent -id \(windowID.value) > \(shq(path))"],
            environment: environment, timeout: 20)
        return path
    }

    /// Runs the carousel again in the same window, once the last run has ended: a fresh
    /// start without the cost of a new terminal.
    func runAgain(_ arguments: [String], environment carouselEnvironment: [String: String] = [:]) async throws {
        guard !isRunning else { throw HarnessError("the carousel is still running in the \(emulator) window") }
        let variables = carouselEnvironment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let command = ((variables.isEmpty ? [] : ["env"] + variables) + [Carousel.binary] + arguments).map(shq).joined(separator: " ")
        try "exec \(command)\n".write(to: file("again.sh"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: file("status"))
        let go = try await Command.run("/bin/sh", ["-c", "echo go >\(shq(file("again.fifo").path))"], timeout: 10)
        guard go.status == 0 else { throw HarnessError("the \(emulator) window's shell did not take another run: \(go)") }
    }

    /// Waits for the script to record the carousel's exit.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) async throws -> PaneExit {
        try await waitFor("the carousel to exit", quickly: true, sourceLocation: sourceLocation) { PaneExit.recorded(in: self.directory) }
    }

    /// True while the carousel has not exited.
    var isRunning: Bool { !FileManager.default.fileExists(atPath: file("status").path) }

    /// Polls `probe` until it returns a value; fails the test with `what` after the deadline.
    /// `quickly`: the probe looks at one thing alone, and may look again sooner at first
    /// (`PollPause`); a probe that compares a look with the one before is polled evenly.
    @discardableResult
    func waitFor<T>(
        _ what: String, quickly: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
        _ probe: () async throws -> T?
    ) async throws -> T {
        let start = Date()
        var looks = 0
        while true {
            if let value = try await probe() { return value }
            if Date().timeIntervalSince(start) > Self.deadline {
                let picture = (try? await picture("timeout")) ?? "(no picture)"
                Issue.record(
                    Comment(
                        rawValue: "timed out after \(Int(Self.deadline)) s waiting for \(what) in \(emulator); window picture: \(picture)"),
                    sourceLocation: sourceLocation)
                throw HarnessError("the test stopped: a wait timed out (\(what))")
            }
            try await Task.sleep(for: PollPause.after(look: looks, every: 50, quickly: quickly))
            looks += 1
        }
    }
}

/// Xvfb servers for the tests: each on a display number of its own, found by trying.
enum XServer {
    /// Starts Xvfb with a watchdog that ends it should the test process die; returns the
    /// display (`:N`).
    static func start(in directory: URL) async throws -> String {
        let base = 200 + Int(getpid() % 300) * 10
        for attempt in 0..<40 {
            let number = base + Int.random(in: 0..<2000) + attempt
            let display = ":\(number)"
            let pidFile = directory.appendingPathComponent("xvfb.pid").path
            let script = """
                Xvfb \(display) -screen 0 1600x1000x24 -nolisten tcp -noreset </dev/null >\(shq(directory.appendingPathComponent("xvfb.log").path)) 2>&1 &
                echo $! >\(shq(pidFile))
                xvfb=$!
                ( trap '' HUP TERM; while kill -0 \(getpid()) 2>/dev/null && kill -0 $xvfb 2>/dev/null; do sleep 1; done; kill $xvfb 2>/dev/null ) </dev/null >/dev/null 2>&1 &

                """
            let r = try await Command.run("/bin/sh", ["-c", script], timeout: 20)
            guard r.status == 0, let pidText = try? String(contentsOfFile: pidFile, encoding: .utf8),
                let pid = Int32(pidText.trimmingCharacters(in: .whitespacesAndNewlines))
            else { continue }
            // Ready when the socket is there and the lock is ours; gone when the number was taken.
            let start = Date()
            while Date().timeIntervalSince(start) < 15 {
                if !ProcessTable.isAlive(pid) { break }
                let lock = (try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if lock == "\(pid)" && FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                    return display
                }
                try await Task.sleep(for: .milliseconds(50))
            }
            kill(pid, SIGTERM)
        }
        throw HarnessError("could not start Xvfb on any display")
    }

    static func stop(in directory: URL) async {
        let pidFile = directory.appendingPathComponent("xvfb.pid").path
        guard let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return }
        kill(pid, SIGTERM)
        await ProcessTable.waitForExit(pid, timeout: 5)
    }
}
