import Foundation
import Testing

/// foot, a Wayland terminal, run the only way it can be under Xvfb: inside weston's x11
/// backend (weston draws its desktop into one X window). XTEST keys reach foot through
/// weston; the window picture is the whole screen, foot's window somewhere in it.
struct FootInWeston {
    let directory: URL
    let display: String
    private var environment: [String: String] {
        var env = TmuxSession.tmuxEnvironment
        env["DISPLAY"] = display
        env["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("xdg").path
        env["WAYLAND_DISPLAY"] = "wl-carousel"
        env.removeValue(forKey: "TERM")
        return env
    }

    func file(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Runs `body` with the carousel and `arguments` started in foot (100x30) in weston on
    /// a fresh Xvfb; all of it is gone afterwards, even when the test fails.
    static func withCarousel<T>(_ arguments: [String], _ body: (FootInWeston) async throws -> T) async throws -> T {
        let missing = [("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("weston", "weston"), ("foot", "foot"), ("xwd", "x11-apps")]
            .filter { Command.which($0.0) == nil }.map(\.1)
        guard missing.isEmpty else { throw HarnessError("missing for foot in weston: \(missing.joined(separator: " "))") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-foot-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("xdg"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let session = FootInWeston(directory: directory, display: try await XServer.start(in: directory))
        return try await afterwards({
            for name in ["foot.pid", "weston.pid"] {
                if let text = try? String(contentsOf: session.file(name), encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    kill(pid, SIGTERM)
                    await ProcessTable.waitForExit(pid, timeout: 5)
                }
            }
            await XServer.stop(in: directory)
            try? FileManager.default.removeItem(at: directory)
        }) {
            try await session.start(arguments)
            return try await body(session)
        }
    }

    private func start(_ arguments: [String]) async throws {
        let script = file("run.sh")
        try """
        cd \(shq(directory.path)) || exit 1
        \(([Carousel.binary] + arguments).map(shq).joined(separator: " ")) >stdout 2>stderr
        echo $? >status
        exec sleep 2147483647

        """.write(to: script, atomically: true, encoding: .utf8)
        let log = shq(file("weston.log").path)
        _ = try await Command.run("/bin/sh", ["-c", """
            weston --backend=x11-backend.so --use-pixman --width=1000 --height=700 --socket=wl-carousel </dev/null >\(log) 2>&1 &
            echo $! >\(shq(file("weston.pid").path))
            """], environment: environment, timeout: 20)
        try await waitFor("weston's socket") { FileManager.default.fileExists(atPath: file("xdg/wl-carousel").path) ? true : nil }
        _ = try await Command.run("/bin/sh", ["-c", """
            foot -W 100x30 /bin/sh \(shq(script.path)) </dev/null >\(shq(file("foot.log").path)) 2>&1 &
            echo $! >\(shq(file("foot.pid").path))
            """], environment: environment, timeout: 20)
    }

    func key(_ name: String) async throws {
        _ = try await Command.run("/usr/bin/env", ["xdotool", "key", name], environment: environment, timeout: 20)
    }

    /// The whole screen (weston's window and foot's in it), as pixels.
    func screenPixels(_ name: String) async throws -> WindowPixels {
        let path = file("\(name).xwd").path
        _ = try await Command.run("/bin/sh", ["-c", "xwd -silent -root > \(shq(path))"], environment: environment, timeout: 20)
        return try await WindowPixels.read(xwd: path)
    }

    func waitFor<T>(_ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ probe: () async throws -> T?) async throws -> T {
        let start = Date()
        while true {
            if let value = try await probe() { return value }
            if Date().timeIntervalSince(start) > XTerminalSession.deadline {
                Issue.record(Comment(rawValue: "timed out waiting for \(what) in foot in weston; files in \(directory.path)"), sourceLocation: sourceLocation)
                throw HarnessError("the test stopped: a wait timed out (\(what))")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
