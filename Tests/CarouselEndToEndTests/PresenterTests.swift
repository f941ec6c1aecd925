import Foundation
import Testing

/// The carousel's own frame encoder (used where terminfo says the terminal speaks ANSI) and
/// ncurses (`CAROUSEL_PRESENTER=ncurses`) must leave the same screen: the real binary in
/// tmux, the same flick, keys, resize, details and help through both, compared cell by cell
/// with colours and attributes (`capture-pane -e`).
@Suite("The frame encoder and ncurses draw the same screens")
struct PresenterTests {
    static let terms = ["xterm-256color", "tmux-256color", "xterm"]

    @Test("the same gestures leave the same screens through either presenter", arguments: terms)
    func sameScreens(term: String) async throws {
        let encoder = try await play(term: term, environment: [:])
        let ncurses = try await play(term: term, environment: ["CAROUSEL_PRESENTER": "ncurses"])
        // Which path drew: ncurses' frames go through a spool file, the encoder's do not.
        #expect(!encoder.spooled, "under \(term) the frame encoder should draw, not ncurses")
        #expect(ncurses.spooled, "CAROUSEL_PRESENTER=ncurses should keep ncurses")
        #expect(encoder.screens.count == ncurses.screens.count)
        for (k, (a, b)) in zip(encoder.screens, ncurses.screens).enumerated() {
            let cellsA = StyledScreen(a), cellsB = StyledScreen(b)
            #expect(!cellsA.rows.isEmpty)
            if let difference = cellsA.firstDifference(from: cellsB) {
                Issue.record("\(term), screen \(k): \(difference)\n--- encoder ---\n\(a)\n--- ncurses ---\n\(b)")
            }
        }
    }

    @Test("the comparison sees a colour or attribute change, and not a blank's invisible foreground")
    func comparisonIsNotBlind() {
        let plain = StyledScreen("ab \u{1B}[38;5;117mcd\u{1B}[39m  x")
        #expect(plain.firstDifference(from: StyledScreen("ab \u{1B}[38;5;117mcd\u{1B}[39m  x")) == nil)
        #expect(plain.firstDifference(from: StyledScreen("ab \u{1B}[38;5;118mcd\u{1B}[39m  x")) != nil)
        #expect(plain.firstDifference(from: StyledScreen("ab \u{1B}[38;5;117mc\u{1B}[1md\u{1B}[0m  x")) != nil)
        #expect(plain.firstDifference(from: StyledScreen("ab \u{1B}[38;5;117mcd  \u{1B}[39mx")) == nil)
        #expect(plain.firstDifference(from: StyledScreen("ab \u{1B}[38;5;117mcd\u{1B}[4m \u{1B}[0m x")) != nil)
        #expect(plain.firstDifference(from: StyledScreen("ab \u{1B}[38;5;117mcd\u{1B}[39;44m \u{1B}[0m x")) != nil)
    }

    /// Plays the session and returns the screens (with attributes) at each resting point.
    private func play(term: String, environment: [String: String]) async throws -> (screens: [String], spooled: Bool) {
        try await TmuxSession.withCarousel(["--count", "1000", "--strategy", "one-at-a-time"], term: term,
                                           environment: environment) { tmux in
            let pid = try await tmux.carouselPID()
            let spooled = Self.descriptors(of: pid).contains { $0.contains("carousel-frame") }
            var screens: [String] = []
            // A mouse flick toward later cards, then keys: a gentle and a hard flick.
            try await tmux.sendBytes(MouseEncoding.sgr.drag(from: 80, to: 44, step: 6, y: 12) + MouseEncoding.sgr.release(44, 12))
            try await tmux.waitForScreen("the flick's decision") { $0.decidedPage != nil }
            try await tmux.waitForRest()
            try await tmux.waitForPage(2, of: 1000)
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 1000)
            try await tmux.waitForRest()
            try await tmux.send("S-Right")
            try await tmux.waitForPage(4, of: 1000)
            try await tmux.waitForRest()
            screens.append(try await tmux.captureWithAttributes())
            // Smaller and back: full repaints at both sizes.
            try await tmux.resize(width: 40, height: 12)
            try await tmux.waitForScreen("the 40x12 screen") { $0.lines.count <= 12 && $0.page != nil }
            screens.append(try await Self.stableCapture(tmux))   // too small for the details
            try await tmux.resize(width: 100, height: 30)
            try await tmux.waitForScreen("the 100x30 screen") { $0.lines.count > 20 && $0.page != nil }
            try await tmux.waitForRest()
            screens.append(try await tmux.captureWithAttributes())
            // The details overlay off, then the help.
            try await tmux.send("d")
            try await tmux.waitForScreen("the details to go") { !$0.contains(" idle ") && $0.page != nil }
            screens.append(try await Self.stableCapture(tmux))
            try await tmux.send("?")
            try await tmux.waitForScreen("the help") { $0.contains("Tab") && $0.contains("Enter") && $0.contains("Home") }
            screens.append(try await Self.stableCapture(tmux))
            try await tmux.send("Escape")
            try await tmux.waitForScreen("the help to close") { !$0.contains("Enter") && $0.page != nil }
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
            return (screens, spooled)
        }
    }

    /// A capture that two looks in a row agree on.
    private static func stableCapture(_ tmux: TmuxSession) async throws -> String {
        var previous: String?
        return try await tmux.waitFor("the screen to stay the same") {
            let now = try await tmux.captureWithAttributes()
            defer { previous = now }
            return now == previous ? now : nil
        }
    }

    /// What a process's descriptors point at.
    private static func descriptors(of pid: Int32) -> [String] {
        let directory = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\($0)") }
    }
}

/// A `capture-pane -e` screen as rows of characters with their looks: the colours and
/// attributes tmux reports (SGR state carries over from one line to the next, as tmux
/// writes it). A blank without underline or reverse shows only its background, so its
/// foreground, bold and dim are set aside: ncurses erases blanks (default foreground)
/// where the encoder writes the canvas's spaces in their style.
struct StyledScreen {
    struct Looks: Equatable, CustomStringConvertible {
        var foreground = "", background = ""
        var bold = false, dim = false, italic = false, underline = false, blink = false, reverse = false
        var description: String {
            "fg=\(foreground.isEmpty ? "default" : foreground) bg=\(background.isEmpty ? "default" : background)"
                + (bold ? " bold" : "") + (dim ? " dim" : "") + (underline ? " underline" : "") + (reverse ? " reverse" : "")
                + (italic ? " italic" : "") + (blink ? " blink" : "")
        }
    }

    struct Cell: Equatable {
        var character: Character
        var looks: Looks
    }

    var rows: [[Cell]] = []

    init(_ capture: String) {
        var looks = Looks()
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var scalars = Array(line.unicodeScalars)[...]
            while let s = scalars.first {
                scalars = scalars.dropFirst()
                if s == "\u{1B}", scalars.first == "[" {
                    scalars = scalars.dropFirst()
                    var body = ""
                    while let c = scalars.first, !(c.value >= 0x40 && c.value <= 0x7E) { body.unicodeScalars.append(c); scalars = scalars.dropFirst() }
                    let final = scalars.first
                    scalars = scalars.dropFirst()
                    if final == "m" { Self.apply(body, to: &looks) }
                    continue
                }
                row.append(Cell(character: Character(s), looks: looks))
            }
            rows.append(row)
        }
        while let last = rows.last, last.isEmpty { rows.removeLast() }
        rows = rows.map { row in
            var row = row.map(Self.visible)
            // Trailing blanks in the default look are not written by tmux either way.
            while let last = row.last, last.character == " ", last.looks == Looks() { row.removeLast() }
            return row
        }
    }

    private static func visible(_ cell: Cell) -> Cell {
        var cell = cell
        if cell.character == " " && !cell.looks.underline && !cell.looks.reverse {
            cell.looks.foreground = ""; cell.looks.bold = false; cell.looks.dim = false
            cell.looks.italic = false; cell.looks.blink = false
        }
        return cell
    }

    private static func apply(_ body: String, to looks: inout Looks) {
        let p = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var k = 0
        while k < p.count {
            switch p[k] {
            case 0: looks = Looks()
            case 1: looks.bold = true
            case 2: looks.dim = true
            case 3: looks.italic = true
            case 4: looks.underline = true
            case 5: looks.blink = true
            case 7: looks.reverse = true
            case 22: looks.bold = false; looks.dim = false
            case 23: looks.italic = false
            case 24: looks.underline = false
            case 25: looks.blink = false
            case 27: looks.reverse = false
            case 30...37, 90...97: looks.foreground = "\(p[k])"
            case 39: looks.foreground = ""
            case 40...47, 100...107: looks.background = "\(p[k])"
            case 49: looks.background = ""
            case 38, 48:
                let target = p[k] == 38 ? \Looks.foreground : \Looks.background
                if k + 2 < p.count, p[k + 1] == 5 {
                    looks[keyPath: target] = "\(p[k])-5-\(p[k + 2])"; k += 2
                } else if k + 4 < p.count, p[k + 1] == 2 {
                    looks[keyPath: target] = "\(p[k])-2-\(p[k + 2])-\(p[k + 3])-\(p[k + 4])"; k += 4
                }
            default: break
            }
            k += 1
        }
    }

    /// Where two screens first differ, said for a person; nil when they look the same.
    func firstDifference(from other: StyledScreen) -> String? {
        if rows.count != other.rows.count { return "\(rows.count) rows against \(other.rows.count)" }
        for (y, (a, b)) in zip(rows, other.rows).enumerated() where a != b {
            for x in 0..<max(a.count, b.count) {
                let ca = x < a.count ? "\(a[x].character.debugDescription) \(a[x].looks)" : "nothing"
                let cb = x < b.count ? "\(b[x].character.debugDescription) \(b[x].looks)" : "nothing"
                if ca != cb { return "row \(y + 1), cell \(x + 1): \(ca) against \(cb)" }
            }
        }
        return nil
    }
}
