import Foundation
import Testing

/// Pastes, escape sequences split by a slow link, urxvt's Alt+arrows, the horizontal wheel and
/// replies to terminal queries: none of them may do what the keys they look like would do.
@Suite("Pastes, split escape sequences and query replies")
struct PasteAndEscapeTests {
    static let esc: UInt8 = 0x1B

    /// `seq 1 20`, the picker's input.
    static let twentyLines = (1...20).map(String.init).joined(separator: "\n") + "\n"

    @Test("a paste into a picker that pages (--no-input) neither moves, chooses nor quits; bracketed paste is off after exit")
    func pasteIsNotKeys() async throws {
        try await TmuxSession.withCarousel(["--details", "--no-input"], pipedInput: Self.twentyLines, waitForScreen: "page 1/20") { tmux in
            let pid = try await tmux.carouselPID()
            // `l` would move a card, the newline would choose, `q` would quit.
            try await tmux.paste("select * from users;\nq")
            // Something that does move, to know the paste has been read: exactly one page on.
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "the paste moved the carousel:\n\(screen)")
            #expect(ProcessTable.isAlive(pid), "the paste quit the carousel")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 1, "q in the picker chooses nothing: \(exit)")
            #expect(exit.stdout.isEmpty, "nothing was chosen: \(exit)")
            try await tmux.expectTerminalRestored(exit)
            try await tmux.expectBracketedPasteOff()
        }
    }

    @Test("a paste holding q and Enter leaves the demo running")
    func pasteInTheDemo() async throws {
        try await TmuxSession.withCarousel { tmux in
            let pid = try await tmux.carouselPID()
            try await tmux.paste("q\n\u{1B}[C")
            try await tmux.send("End")
            try await tmux.waitForPage(20, of: 20)
            #expect(ProcessTable.isAlive(pid))
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
            try await tmux.expectBracketedPasteOff()
        }
    }

    /// A paste far larger than what is kept of it, arriving over many reads, full of keys
    /// that would quit, choose and move: all of it swallowed, and the keys work after it.
    @Test("a quarter-megabyte paste is swallowed whole")
    func hugePaste() async throws {
        try await TmuxSession.withCarousel(["--details", "--no-input"], pipedInput: Self.twentyLines, waitForScreen: "page 1/20") { tmux in
            let pid = try await tmux.carouselPID()
            let line = "select l, q from users; -- \u{1B}[C 中\n"
            let text = String(repeating: line, count: 256 * 1024 / line.utf8.count)
            let file = tmux.file("paste.txt")
            try text.write(to: file, atomically: true, encoding: .utf8)
            try await tmux.tmuxCommand(["load-buffer", "-b", "e2e-big", file.path])
            try await tmux.tmuxCommand(["paste-buffer", "-p", "-r", "-d", "-b", "e2e-big", "-t", tmux.target])
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "the paste moved the carousel:\n\(screen)")
            #expect(ProcessTable.isAlive(pid))
            try await tmux.send("Enter")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0 && exit.stdout == "2\n", "Enter chooses the second line: \(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    /// Every way out turns bracketed paste off again: a signal, and a crash (the crash
    /// guard's precomputed bytes).
    @Test("bracketed paste is off after a signal or a crash", arguments: [SIGTERM, SIGSEGV])
    func pasteModeOffAfterSignal(signal: Int32) async throws {
        try await TmuxSession.withCarousel { tmux in
            let pid = try await tmux.carouselPID()
            #expect(kill(pid, signal) == 0)
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 128 + signal, "\(exit)")
            try await tmux.expectBracketedPasteOff()
        }
    }

    /// Ctrl-Z gives bracketed paste back to the shell; `fg` must ask for it again, or a
    /// paste would run as keys from then on.
    @Test("after Ctrl-Z and fg a paste is still no keys")
    func pasteAfterSuspendAndResume() async throws {
        try await TmuxSession.withShell { tmux in
            try await tmux.startCarouselFromShell()
            try await tmux.send("C-z")
            try await tmux.waitForScreen("the shell to report the stopped job and prompt again") {
                $0.contains("Stopped") && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
            }
            try await tmux.type("fg")
            try await tmux.send("Enter")
            try await tmux.waitForPage(1, of: 20)
            let pid = try await tmux.carouselPID()
            try await tmux.paste("q")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            #expect(ProcessTable.isAlive(pid), "the pasted q quit")
            try await tmux.send("q")
            try await tmux.expectCleanPrompt(status: 0)
        }
    }

    /// Stopped with SIGSTOP, the terminal may be used and reset by something else meanwhile;
    /// SIGCONT asks for bracketed paste again.
    @Test("after SIGSTOP, a mode reset and SIGCONT, a paste is still no keys")
    func pasteAfterStopAndContinue() async throws {
        try await TmuxSession.withCarousel { tmux in
            let pid = try await tmux.carouselPID()
            #expect(kill(pid, SIGSTOP) == 0)
            _ = try await tmux.waitFor("the carousel to stop") { ProcessTable.state(pid) == "T" ? true : nil }
            // What another program would leave behind: bracketed paste off.
            let tty = try await tmux.tmuxCommand(["display", "-p", "-t", tmux.target, "#{pane_tty}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            try "\u{1B}[?2004l".write(toFile: tty, atomically: false, encoding: .utf8)
            #expect(kill(pid, SIGCONT) == 0)
            // A key read after the signal: the modes have been asserted again by then.
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.paste("q")
            try await tmux.send("Right")
            try await tmux.waitForPage(3, of: 20)
            #expect(ProcessTable.isAlive(pid), "the pasted q quit")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
    }

    /// Escape, 30 ms, then `[C`: over ssh that is one Right arrow, not Escape and two keys.
    @Test("an arrow key split 30 ms after its ESC is the arrow key")
    func shortSplitArrow() async throws {
        try await TmuxSession.withShell { tmux in
            try await tmux.startCarouselFromShell()
            try await tmux.sendBytes([Self.esc], pausing: 0.03, then: Array("[C".utf8))
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("q")
            try await tmux.expectCleanPrompt(status: 0)
        }
    }

    /// Split by longer than the Escape delay, the ESC is Escape (which quits), but the `[C`
    /// that follows is swallowed, not typed into the shell.
    @Test("an arrow key split longer than the Escape delay quits without typing [C into the shell")
    func longSplitArrow() async throws {
        try await TmuxSession.withShell { tmux in
            try await tmux.startCarouselFromShell()
            try await tmux.sendBytes([Self.esc], pausing: 0.2, then: Array("[C".utf8))
            try await tmux.expectCleanPrompt(status: 0)
        }
    }

    /// A mouse report split 40 ms after its ESC in the middle of a drag: the drag goes on.
    @Test("a mouse report split 40 ms after its ESC mid-drag keeps the carousel running")
    func shortSplitMouseReport() async throws {
        try await TmuxSession.withShell { tmux in
            try await tmux.startCarouselFromShell()
            let pid = try await tmux.carouselPID()
            try await tmux.sendBytes(MouseEncoding.sgr.drag(from: 80, to: 60, step: 5, y: 12))
            try await tmux.sendBytes([Self.esc], pausing: 0.04, then: Array("[<32;40;12M".utf8))
            try await tmux.sendBytes(MouseEncoding.sgr.release(40, 12))
            try await tmux.waitForPage(2, of: 20)
            #expect(ProcessTable.isAlive(pid))
            let screen = try await tmux.capture()
            #expect(!screen.contains("[<32"), "\(screen)")
            try await tmux.send("q")
            try await tmux.expectCleanPrompt(status: 0)
        }
    }

    @Test("a mouse report split longer than the Escape delay quits without leaving [<32;... at the prompt")
    func longSplitMouseReport() async throws {
        try await TmuxSession.withShell { tmux in
            try await tmux.startCarouselFromShell()
            try await tmux.sendBytes(MouseEncoding.sgr.drag(from: 80, to: 60, step: 5, y: 12))
            try await tmux.sendBytes([Self.esc], pausing: 0.2, then: Array("[<32;40;12M".utf8))
            try await tmux.expectCleanPrompt(status: 0)
        }
    }

    /// ncurses programs read `ESCDELAY` (milliseconds): a link known to be slower can have
    /// a longer delay, and 300 ms between the halves is then still one arrow key.
    /// Escape that does not quit (it closes the help) and a mouse report's tail 200 ms
    /// later: the tail is dropped whole, not read as keys (its digits would switch the
    /// strategy).
    @Test("the tail of a sequence split after an Escape that closed the help is dropped")
    func tailAfterEscapeInsideTheCarousel() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.send("?")
            try await tmux.waitForScreen(containing: "gentle flick: one card")
            try await tmux.sendBytes([Self.esc], pausing: 0.2, then: Array("[<35;40;12M".utf8))
            try await tmux.waitForScreen("the help to close") { !$0.contains("gentle flick: one card") }
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            let screen = try await tmux.waitForRest()
            #expect(screen.statusLine.contains("one-at-a-time"), "the tail switched the strategy:\n\(screen)")
            #expect(screen.page == Page(current: 2, count: 20), "\(screen)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
    }

    @Test("ESCDELAY lengthens the Escape delay")
    func escDelayFromTheEnvironment() async throws {
        try await TmuxSession.withCarousel(environment: ["ESCDELAY": "800"]) { tmux in
            let pid = try await tmux.carouselPID()
            try await tmux.sendBytes([Self.esc], pausing: 0.3, then: Array("[C".utf8))
            try await tmux.waitForPage(2, of: 20)
            #expect(ProcessTable.isAlive(pid))
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
    }

    /// A paste whose end marker is lost must not swallow the keys for ever: after two
    /// seconds without a byte, keys are keys again.
    @Test("a paste that never ends gives the keys back after a pause")
    func stalledPaste() async throws {
        try await TmuxSession.withCarousel { tmux in
            let pid = try await tmux.carouselPID()
            try await tmux.sendBytes(Array("\u{1B}[200~q\r".utf8), pausing: 2.5, then: Array("\u{1B}[C".utf8))
            try await tmux.waitForPage(2, of: 20)
            #expect(ProcessTable.isAlive(pid), "the paste's q or Enter acted")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    @Test("a real Escape still quits, promptly, with the terminal restored")
    func loneEscapeQuits() async throws {
        try await TmuxSession.withCarousel { tmux in
            try await tmux.sendBytes([Self.esc])
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }

    /// urxvt sends Alt+Right as `ESC ESC [ C`: the arrow with Alt, not Escape.
    @Test("urxvt's Alt+Right and Alt+Left page instead of quitting")
    func metaPrefixedArrows() async throws {
        try await TmuxSession.withCarousel { tmux in
            let pid = try await tmux.carouselPID()
            try await tmux.sendBytes([Self.esc, Self.esc] + Array("[C".utf8))
            try await tmux.waitForPage(2, of: 20)
            try await tmux.sendBytes([Self.esc, Self.esc] + Array("[C".utf8))
            try await tmux.waitForPage(3, of: 20)
            try await tmux.sendBytes([Self.esc, Self.esc] + Array("[D".utf8))
            try await tmux.waitForPage(2, of: 20)
            #expect(ProcessTable.isAlive(pid))
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
    }

    /// xterm and st send a release after a horizontal wheel notch (buttons 6 and 7).
    @Test("one notch of the horizontal wheel moves one card", arguments: MouseEncoding.allCases)
    func horizontalWheelNotch(encoding: MouseEncoding) async throws {
        try await TmuxSession.withCarousel(term: encoding == .x10 ? "tmux-256color" : "xterm-256color") { tmux in
            var notch = encoding.wheel(code: 67, 50, 12)
            switch encoding {
            case .sgr: notch += Array("\u{1B}[<67;50;12m".utf8)
            case .x10: notch += encoding.release(50, 12)
            }
            try await tmux.sendBytes(notch)
            try await tmux.waitForPage(2, of: 20)
            var screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "one notch, one card:\n\(screen)")
            try await tmux.sendBytes(notch)
            try await tmux.waitForPage(3, of: 20)
            screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 3, count: 20), "one notch, one card:\n\(screen)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
        }
    }

    /// A terminal's answers to queries (a background colour, its attributes, a mode's
    /// state) arrive as input; none of them may act as keys, wherever a read cuts them.
    @Test("replies to terminal queries are swallowed whole")
    func queryReplies() async throws {
        try await TmuxSession.withCarousel { tmux in
            let pid = try await tmux.carouselPID()
            let replies =
                Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
                + Array("\u{1B}]10;rgb:1111/2222/3333\u{07}".utf8)
                + Array("\u{1B}[?64;1;2;6;9;15;18;21;22c".utf8)
                + Array("\u{1B}[?1016;2$y".utf8)
                + Array("\u{1B}P>|XTerm(390)\u{1B}\\".utf8)
                + Array("\u{1B}_Gi=1;OK\u{1B}\\".utf8)
            // Whole, then cut in two reads in the middle of the OSC string.
            try await tmux.sendBytes(replies)
            try await tmux.sendBytes(Array(replies[..<9]), pausing: 0.02, then: Array(replies[9...]))
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            let screen = try await tmux.waitForRest()
            #expect(screen.page == Page(current: 2, count: 20), "a reply moved the carousel:\n\(screen)")
            #expect(screen.statusLine.contains("one-at-a-time"), "a reply switched the strategy:\n\(screen)")
            #expect(ProcessTable.isAlive(pid))
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            try await tmux.expectTerminalRestored(exit)
        }
    }
}

extension TmuxSession {
    /// Pastes `text` as a terminal does: with `paste-buffer -p`, tmux brackets it with
    /// `ESC [ 200 ~` and `ESC [ 201 ~` when the program asked for bracketed paste (mode
    /// 2004), and sends it bare otherwise. Newlines are sent as they are (`-r`).
    func paste(_ text: String) async throws {
        try await tmuxCommand(["set-buffer", "-b", "e2e-paste", "--", text])
        try await tmuxCommand(["paste-buffer", "-p", "-r", "-d", "-b", "e2e-paste", "-t", target])
    }

    /// Sends `first`, waits `seconds` inside the tmux server (`run-shell -d`, so that no
    /// process start-up stretches the gap), then sends `second`: a sequence cut in two by a
    /// slow link.
    func sendBytes(_ first: [UInt8], pausing seconds: Double, then second: [UInt8]) async throws {
        func hex(_ bytes: [UInt8]) -> [String] { bytes.map { String(format: "%02x", $0) } }
        try await tmuxCommand(
            ["send-keys", "-t", target, "-H"] + hex(first)
                + [";", "run-shell", "-d", String(format: "%.3f", seconds)]
                + [";", "send-keys", "-t", target, "-H"] + hex(second))
    }

    /// Starts the demo from the pane's shell and waits for its first page.
    func startCarouselFromShell() async throws {
        try await type("TERM=xterm-256color \(shq(Carousel.binary))")
        try await send("Enter")
        try await waitForPage(1, of: 20)
    }

    /// After the carousel has quit: the shell prompts on an empty line (nothing leaked into
    /// it), and the carousel's exit status was `status`.
    func expectCleanPrompt(status: Int32, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitForScreen("the prompt after the carousel quit", sourceLocation: sourceLocation) {
            $0.page == nil && ($0.nonBlankLines.last?.hasPrefix("e2e$") ?? false)
        }
        try await type("echo status=$?")
        try await send("Enter")
        let screen = try await waitForScreen("the shell's answer", sourceLocation: sourceLocation) {
            $0.contains("status=") || $0.contains("not found")
        }
        #expect(screen.contains("status=\(status)"), "\(screen)", sourceLocation: sourceLocation)
        #expect(
            screen.lines.contains("e2e$ echo status=$?"), "something was typed at the prompt:\n\(screen)", sourceLocation: sourceLocation)
        #expect(
            !screen.contains("[C") && !screen.contains("[<"), "an escape sequence's tail reached the shell:\n\(screen)",
            sourceLocation: sourceLocation)
    }

    /// After the carousel has exited (the pane's script then sleeps, in cooked mode with
    /// echo): a paste is echoed bare. Were bracketed paste still on, tmux would wrap it in
    /// `ESC [ 200 ~`, which the terminal echoes as `^[[200~`. (tmux 3.3 has no format for
    /// the mode, so this is how a user would notice it.)
    func expectBracketedPasteOff(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await paste("after-exit-paste")
        let screen = try await waitForScreen(containing: "after-exit-paste", sourceLocation: sourceLocation)
        #expect(!screen.contains("[200~"), "bracketed paste is still on:\n\(screen)", sourceLocation: sourceLocation)
    }
}

/// A paste in a real xterm: text selected with Shift and the pointer (which xterm keeps for
/// itself even while the program reads the mouse), pasted with Shift and the middle button.
@Suite("Pastes in a real terminal")
struct RealTerminalPasteTests {
    @Test("a paste of the key help line (with its q) in xterm neither quits nor moves")
    func pasteInXterm() async throws {
        try await XTerminalSession.withCarousel(in: .xterm) { x in
            let screen = try await x.waitForScreen("page 1/20 with the key help") {
                $0.page == Page(current: 1, count: 20) && ($0.nonBlankLines.last?.contains("q quit") ?? false)
            }
            let row = Double(try #require(screen.lines.lastIndex { $0.contains("q quit") }))
            let from = x.point(column: 0, row: row), to = x.point(column: Double(x.columns - 1), row: row)
            // Select the row, then paste it: q, digits, h, l, ? and d, as text.
            try await x.xdotool([
                "mousemove", "\(from.x)", "\(from.y)", "keydown", "shift", "mousedown", "1",
                "mousemove", "\(to.x)", "\(to.y)", "mouseup", "1", "click", "2", "keyup", "shift",
            ])
            try await x.key("Right")
            try await x.waitForScreen("page 2/20") { $0.page == Page(current: 2, count: 20) }
            try await x.key("Return")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0, "\(exit)")
            #expect(RealTerminalTests.chosenCard(exit) == 2, "the paste moved or quit the carousel: \(exit)")
        }
    }
}
