import Foundation
import Testing

/// fzf's `--listen`, driven with curl as fzf's plugins drive fzf: the state read with `GET /`,
/// actions sent with `POST /`, the API key required when `FZF_API_KEY` is set.
@Suite("--listen")
struct ListenTests {
    private func curl(_ arguments: [String]) async throws -> String {
        let result = try await Command.run(
            Command.which("curl") ?? "/usr/bin/curl", ["-s", "-S", "--max-time", "20"] + arguments, timeout: 30)
        return result.stdout
    }

    @Test(
        "GET reads the query, the matches and the marks; POST changes the query and accepts, on a Unix socket",
        .enabled(if: Command.which("curl") != nil, "curl is needed: make deps-test installs it"))
    func socket() async throws {
        try await TmuxSession.withShell { tmux in
            let socket = tmux.file("fzf.sock").path
            try await tmux.type("seq 30 | \(shq(FzfNameTests.fzf)) -m --listen \(shq(socket)); echo \"done\"-$?")
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/30")
            let state = try await curl(["--unix-socket", socket, "http://localhost/?limit=2"])
            #expect(
                state.hasPrefix(
                    #"{"reading":false,"progress":100,"query":"","position":0,"sort":true,"totalCount":30,"matchCount":30,"current":{"index":0,"text":"1"},"matches":[{"index":0,"text":"1"},{"index":1,"text":"2"}],"selected":[]}"#
                ),
                "\(state)")
            _ = try await curl(["--unix-socket", socket, "-X", "POST", "http://localhost/", "-d", "change-query(17)"])
            try await tmux.waitForScreen("the query sent") { $0.text.contains("> 17") && FzfNameTests.showsOneCard($0) }
            let narrowed = try await curl(["--unix-socket", socket, "http://localhost/"])
            #expect(narrowed.contains(#""query":"17""#) && narrowed.contains(#""matchCount":1"#), "\(narrowed)")
            let bad = try await curl(["--unix-socket", socket, "-X", "POST", "http://localhost/", "-d", "no-such-action"])
            #expect(bad.contains("unknown action: no-such-action"), "\(bad)")
            _ = try await curl(["--unix-socket", socket, "-X", "POST", "http://localhost/", "-d", "accept"])
            let done = try await tmux.waitForScreen(containing: "done-")
            #expect(done.lines.contains("17") && done.text.contains("done-0"), "\(done)")
        }
    }

    @Test(
        "with FZF_API_KEY a request without the key is refused (401) and does nothing; with it, it is done; FZF_PORT tells commands the port",
        .enabled(if: Command.which("curl") != nil, "curl is needed: make deps-test installs it"))
    func apiKey() async throws {
        try await TmuxSession.withShell { tmux in
            let portFile = tmux.file("port").path
            try await tmux.type(
                "seq 30 | FZF_API_KEY=sekrit \(shq(FzfNameTests.fzf)) --listen --bind \(shq("start:execute-silent(echo $FZF_PORT > \(portFile))")); echo \"done\"-$?"
            )
            try await tmux.send("Enter")
            try await tmux.waitForScreen(containing: "page 1/30")
            var port = ""
            let deadline = Date().addingTimeInterval(TmuxSession.deadline)
            while port.isEmpty && Date() < deadline {
                port = (try? String(contentsOfFile: portFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                if port.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
            }
            let url = "http://127.0.0.1:\(port)/"
            let refused = try await curl(["-i", "-X", "POST", url, "-d", "change-query(9)"])
            #expect(refused.hasPrefix("HTTP/1.1 401"), "\(refused)")
            let keyed = try await curl(["-i", "-H", "x-api-key: sekrit", "-X", "POST", url, "-d", "change-query(21)"])
            #expect(keyed.hasPrefix("HTTP/1.1 200"), "\(keyed)")
            let screen = try await tmux.waitForScreen("the keyed query") { $0.text.contains("> 21") }
            #expect(!screen.text.contains("> 9"), "\(screen)")
            _ = try await curl(["-H", "x-api-key: sekrit", "-X", "POST", url, "-d", "abort"])
            let done = try await tmux.waitForScreen(containing: "done-")
            #expect(done.text.contains("done-130"), "\(done)")
        }
    }
}
