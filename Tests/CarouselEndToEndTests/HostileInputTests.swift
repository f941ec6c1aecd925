import Foundation
import Testing
import CarouselTestSupport

/// Whatever a terminal or a user sends, the program neither crashes nor stalls.
@Suite("Random bytes and malformed mouse reports")
struct HostileInputTests {
    /// Bytes that end the program or leave the screen by design: `q`, Enter (CR, LF, and
    /// `M` which would complete `ESC O M`), Ctrl-C, Ctrl-Z, Ctrl-G and Ctrl-Q (fzf's cancel); a lone ESC (Escape quits) is
    /// only ever sent as the start of a longer sequence.
    static let endingBytes: Set<UInt8> = [UInt8(ascii: "q"), UInt8(ascii: "M"), 0x0D, 0x0A, 0x03, 0x1A, 0x1B, 0x07, 0x11]

    /// Random input: mostly random bytes, mixed with beginnings of real sequences (CSI,
    /// SS3, SGR and X10 mouse reports), cut off or garbled. Returned as units that are never
    /// split, so that no chunk ends in a bare ESC.
    static func randomUnits(seed: UInt64, count: Int) -> [[UInt8]] {
        var rng = SplitMix64(seed: seed)
        func safeByte() -> UInt8 {
            while true {
                let b = UInt8.random(in: 0...255, using: &rng)
                if !endingBytes.contains(b) { return b }
            }
        }
        func digits() -> [UInt8] { Array(String(Int.random(in: 0...300, using: &rng)).utf8) }
        var units: [[UInt8]] = []
        for _ in 0..<count {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...5:
                units.append([safeByte()])
            case 6:
                // A CSI sequence with random parameters, maybe unfinished.
                var u: [UInt8] = [0x1B, UInt8(ascii: "[")]
                for _ in 0..<Int.random(in: 0...4, using: &rng) { u += digits() + [UInt8(ascii: ";")] }
                if Bool.random(using: &rng) { u.append(safeByte()) }
                units.append(u)
            case 7:
                // An SGR mouse report, with absurd or cut-off fields.
                var u = Array("\u{1B}[<".utf8) + digits() + [UInt8(ascii: ";")] + digits()
                if Bool.random(using: &rng) { u += [UInt8(ascii: ";")] + Array(String(Int.random(in: 0...99_999_999, using: &rng)).utf8) }
                if Bool.random(using: &rng) { u.append(Bool.random(using: &rng) ? UInt8(ascii: "m") : safeByte()) }
                units.append(u)
            case 8:
                // An X10 mouse report, with 0 to 3 of its bytes.
                var u = Array("\u{1B}[M".utf8)
                for _ in 0..<Int.random(in: 0...3, using: &rng) { u.append(safeByte()) }
                units.append(u)
            default:
                // SS3 with a random final byte.
                units.append([0x1B, UInt8(ascii: "O"), safeByte()])
            }
        }
        return units
    }

    @Test(
        "thousands of random bytes leave the program running and the keys working",
        arguments: [(UInt64(1), "xterm-256color"), (UInt64(2), "tmux-256color"), (UInt64(3), "screen-256color")])
    func randomBytes(seed: UInt64, term: String) async throws {
        try await TmuxSession.withCarousel(["--count", "50"], term: term) { tmux in
            let pid = try await tmux.carouselPID()
            let units = Self.randomUnits(seed: seed, count: 1500)
            var chunk: [UInt8] = []
            var total = 0
            for unit in units {
                chunk += unit
                if chunk.count >= 200 {
                    try await tmux.sendBytes(chunk)
                    total += chunk.count
                    chunk = []
                }
            }
            // Three NULs (Ctrl-Space, which does nothing) finish whatever the random bytes
            // left open, as a terminal never would: an X10 report takes any three bytes, and
            // a NUL ends every other sequence. (Else the keys below could arrive within the
            // Escape delay and complete a cut-off X10 report.)
            chunk += [0, 0, 0]
            try await tmux.sendBytes(chunk)
            total += chunk.count
            #expect(total > 3000)
            // Ctrl-L (redraw) closes the help if the bytes opened it, and does nothing else.
            try await tmux.send("C-l")
            try await tmux.send("Home")
            try await tmux.waitForPage(1, of: 50)
            #expect(ProcessTable.isAlive(pid))
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 50)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 50)
            try await tmux.send("End")
            try await tmux.waitForPage(50, of: 50)
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "seed \(seed): \(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("malformed mouse reports are ignored and the keys keep working", arguments: MouseEncoding.allCases)
    func malformedMouse(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(term: encoding == .x10 ? "tmux-256color" : "xterm-256color") { tmux in
            let pid = try await tmux.carouselPID()
            let y = 12
            var bytes: [UInt8] = []
            bytes += encoding.release(50, y)  // a release with no press
            bytes += encoding.motion(40, y)  // motion with no press
            bytes += encoding.press(99, 29) + encoding.release(1, 1)  // a press and release outside the cards
            if encoding == .sgr {
                bytes += Array("\u{1B}[<0;99999999;99999999M".utf8)  // absurd coordinates
                bytes += Array("\u{1B}[<0;0;0M\u{1B}[<0;-3;5M\u{1B}[<;;M\u{1B}[<0;5".utf8)
                bytes += Array("\u{1B}[<512;10;10M\u{1B}[<35;300;300M".utf8)
            } else {
                bytes += [0x1B, 0x5B, 0x4D, 0xFF, 0xFF, 0xFF]  // absurd coordinates
                bytes += [0x1B, 0x5B, 0x4D, 0x20, 0x20, 0x20]  // column 0, row 0
                bytes += [0x1B, 0x5B, 0x4D, 0x10, 0x30, 0x30]  // code below 32
            }
            try await tmux.sendBytes(bytes)
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            // A press with no release, then keys.
            try await tmux.sendBytes(encoding.press(50, y))
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 20)
            try await tmux.sendBytes(encoding.release(50, y))
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 3, count: 20), "\(screen)")
            #expect(ProcessTable.isAlive(pid))
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("card text with control bytes, wide characters and long lines stays inside its card")
    func hostileCardText() async throws {
        let lines =
            [
                "tab\ttitle and body",
                "bell\u{07} and escape \u{1B}[31m red?",
                "漢字のカード 😀 wide",
                String(repeating: "long-", count: 200),
            ].joined(separator: "\n") + "\n"
        try await TmuxSession.withCarousel(["--details"], pipedInput: lines, waitForScreen: "page 1/4") { tmux in
            for page in 1...4 {
                if page > 1 {
                    try await tmux.send("Right")
                    try await tmux.waitForPage(page, of: 4)
                }
                let screen = try await tmux.waitForRest()
                #expect(screen.lines.allSatisfy { Screen.cells($0).count <= 100 }, "page \(page):\n\(screen)")
                // Every row between the top and bottom border of the current card begins and
                // ends with the border at the same columns as the corners.
                let top = try #require(screen.lines.firstIndex { $0.contains("╭") })
                let bottom = try #require(screen.lines.firstIndex { $0.contains("╰") })
                let edges = screen.cardLeftEdges
                let rights = screen.cardRightEdges
                let left = try #require(edges.first { e in rights.contains { $0 > e } })
                let right = try #require(rights.first { $0 > left })
                for row in screen.lines[(top + 1)..<bottom] {
                    let cells = Screen.cells(row)
                    #expect(
                        cells.count > right && cells[left] == "│" && cells[right] == "│",
                        "a border moved on page \(page) (text escaped its card):\n\(screen)")
                }
            }
            let modes = try await tmux.modes()
            #expect(modes.alternateScreen && modes.mouseOn, "control bytes in the text must not reach the terminal: \(modes)")
            try await tmux.send("Escape")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }
}
