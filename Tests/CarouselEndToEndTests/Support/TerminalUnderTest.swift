import Foundation
import Testing

/// A terminal the carousel runs in, as a scenario drives it: tmux (which re-encodes keys and
/// the mouse) or a real emulator under Xvfb (real X key and pointer events). One scenario
/// written against this runs in both, so what works in tmux is held to the real thing.
protocol TerminalUnderTest: Sendable {
    /// Names the terminal in failure messages.
    var name: String { get }
    /// A key as a person presses it.
    func press(_ key: TestKey) async throws
    /// A drag of the left button along a row, from column to column (1-based cells), a step
    /// every `stepMilliseconds`, released while still moving.
    func drag(row: Int, from: Int, to: Int, steps: Int, stepMilliseconds: Int) async throws
    /// Waits for the screen to satisfy `condition`; the terminals that cannot show their
    /// screen as text wait for nothing and return nil.
    func screen(once what: String, _ condition: @escaping (Screen) -> Bool) async throws -> Screen?
    /// Waits for the program to end; how it ended and what it printed.
    func ended() async throws -> PaneExit
}

/// The keys scenarios press, named for both tmux's `send-keys` and xdotool.
enum TestKey: Sendable {
    case right, left, shiftRight, enter, character(String)

    var tmuxName: String {
        switch self {
        case .right: "Right"
        case .left: "Left"
        case .shiftRight: "S-Right"
        case .enter: "Enter"
        case .character(let c): c
        }
    }

    var xdotoolName: String {
        switch self {
        case .right: "Right"
        case .left: "Left"
        case .shiftRight: "shift+Right"
        case .enter: "Return"
        case .character(let c): c
        }
    }
}

extension TmuxSession: TerminalUnderTest {
    var name: String { "tmux" }

    func ended() async throws -> PaneExit { try await waitForExit() }

    func press(_ key: TestKey) async throws { try await send(key.tmuxName) }

    func drag(row: Int, from: Int, to: Int, steps: Int, stepMilliseconds: Int) async throws {
        let encoding = MouseEncoding.sgr
        var reports = [encoding.press(from, row)]
        for k in 1...max(1, steps) { reports.append(encoding.motion(from + (to - from) * k / max(1, steps), row)) }
        reports.append(encoding.release(to + (to < from ? -1 : 1) * max(1, abs(to - from) / max(1, steps)), row))
        try await GestureTimingTests.sendSpaced(self, reports, gapMilliseconds: stepMilliseconds)
    }

    func screen(once what: String, _ condition: @escaping (Screen) -> Bool) async throws -> Screen? {
        try await waitForScreen(what, timeout: TmuxSession.deadline, condition)
    }
}

extension XTerminalSession: TerminalUnderTest {
    var name: String { emulator.rawValue }

    func ended() async throws -> PaneExit { try await waitForExit() }

    func press(_ key: TestKey) async throws { try await self.key(key.xdotoolName) }

    func drag(row: Int, from: Int, to: Int, steps: Int, stepMilliseconds: Int) async throws {
        // Cell middles: the pointer is where a hand would hold it.
        var points: [(column: Double, row: Double)] = []
        for k in 0...max(1, steps) {
            points.append((Double(from) - 0.5 + Double(to - from) * Double(k) / Double(max(1, steps)), Double(row) - 0.5))
        }
        try await drag(points, stepMilliseconds: stepMilliseconds)
    }

    func screen(once what: String, _ condition: @escaping (Screen) -> Bool) async throws -> Screen? {
        guard emulator == .xterm else { return nil }
        return try await waitForScreen(what, condition)
    }
}
