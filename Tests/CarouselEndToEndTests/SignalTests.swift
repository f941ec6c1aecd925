import Foundation
import Testing

/// Every way out leaves the terminal as it was: settings, main screen, mouse off, cursor on.
@Suite("Signals and interrupts restore the terminal")
struct SignalTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var signal: Int32
        var status: Int32
        var description: String { "\(name) -> \(status)" }
    }

    static let cases = [
        Case(name: "SIGTERM", signal: SIGTERM, status: 143),
        Case(name: "SIGHUP", signal: SIGHUP, status: 129),
        Case(name: "SIGQUIT", signal: SIGQUIT, status: 131),
        Case(name: "SIGINT", signal: SIGINT, status: 130),
        // Every other signal whose default action ends the process.
        Case(name: "SIGUSR1", signal: SIGUSR1, status: 128 + SIGUSR1),
        Case(name: "SIGUSR2", signal: SIGUSR2, status: 128 + SIGUSR2),
        Case(name: "SIGALRM", signal: SIGALRM, status: 128 + SIGALRM),
        Case(name: "SIGVTALRM", signal: SIGVTALRM, status: 128 + SIGVTALRM),
        Case(name: "SIGPROF", signal: SIGPROF, status: 128 + SIGPROF),
        Case(name: "SIGXCPU", signal: SIGXCPU, status: 128 + SIGXCPU),
        Case(name: "SIGXFSZ", signal: SIGXFSZ, status: 128 + SIGXFSZ),
        Case(name: "SIGPIPE", signal: SIGPIPE, status: 128 + SIGPIPE),
    ]

    @Test("a signal sent with kill gives 128+N and restores the terminal", arguments: cases, ["xterm-256color", "tmux-256color"])
    func killSignal(_ c: Case, term: String) async throws {
        try await TmuxSession.withCarousel(term: term) { tmux in
            // Mid-scroll, with every mode on.
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForModes("mouse on, alternate screen") { $0.mouseOn && $0.alternateScreen }
            let pid = try await tmux.carouselPID()
            #expect(kill(pid, c.signal) == 0)
            let exit = try await tmux.waitForExit()
            #expect(exit.status == c.status, "after \(c.name): \(exit)")
            try await tmux.expectTerminalRestored(exit)
            #expect(exit.stdout.isEmpty, "\(exit)")
        }
    }

    @Test("the Ctrl-C key exits 130 and restores the terminal", arguments: ["xterm-256color", "tmux-256color"])
    func controlC(term: String) async throws {
        try await TmuxSession.withCarousel(term: term) { tmux in
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("C-c")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 130, "\(exit)")
            #expect(exit.stdout.isEmpty, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("Escape quits with 0 and restores the terminal")
    func escapeQuits() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.send("Escape")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("a signal in the middle of a mouse drag still restores the terminal", arguments: MouseEncoding.allCases)
    func signalDuringDrag(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel { tmux in
            let before = try await tmux.capture().cardLeftEdges
            try await tmux.sendBytes(encoding.drag(from: 80, to: 60, step: 5, y: 12))
            try await tmux.waitForScreen("the drag to move the cards") { $0.cardLeftEdges != before }
            let pid = try await tmux.carouselPID()
            #expect(kill(pid, SIGTERM) == 0)
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 143, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }
}
