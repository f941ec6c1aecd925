import CarouselPlatform
import CNcurses
import CarouselKit

/// Inline (`--height`): the carousel in a band of rows under the prompt, the text above
/// kept. ncurses writes to /dev/null (it knows only whole screens: it would enter the
/// alternate screen and clear it), so the session sets the terminal's modes itself, asks
/// where the cursor is in the start-up query, and clears the band on every way out,
/// leaving the cursor where the prompt was.
extension TerminalSession {
    /// CPR: the terminal answers `ESC [ row ; column R`.
    static let cursorPositionRequest = "\u{1B}[6n"

    /// What ncurses' `raw()`, `noecho()` and `nonl()` set, on the tty itself (ncurses sets
    /// them on its output, which is /dev/null here): no line editing, no signals from
    /// keys, no echo, CR and LF as they are, output newlines not turned into CR LF.
    static func rawSettings(from saved: termios) -> termios {
        var t = saved
        t.c_lflag &= ~tcflag_t(ICANON | ISIG | IEXTEN | ECHO | ECHONL)
        t.c_iflag &= ~tcflag_t(IXON | BRKINT | PARMRK | ICRNL | INLCR | IGNCR)
        t.c_oflag &= ~tcflag_t(ONLCR)
        withUnsafeMutableBytes(of: &t.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return t
    }

    /// Raw mode and the cursor hidden, then the start-up query, which says where the band goes.
    func startInline() {
        programSettings = Self.rawSettings(from: savedSettings)
        tcsetattr(ttyFD, TCSADRAIN, &programSettings)
        writeRaw("\u{1B}[?25l")
        placeInlineRegion(cursor: queryTerminal()?.cursorPosition, fromCursor: true)
    }

    /// Puts the band under the cursor (scrolling the terminal up first if too few rows are
    /// left below it); without a cursor position, the whole screen in the alternate one.
    func placeInlineRegion(cursor: CursorPosition?, fromCursor: Bool = false) {
        guard let height = inlineHeight else { return }
        if fromCursor { bandStartsBelowCursorLine = (cursor?.column ?? 1) > 1 }
        let rows = size().height
        guard let cursor else {
            inlineRegion = nil
            if !entersAlternateScreenItself {
                entersAlternateScreenItself = true
                writeRaw(cn_string_capability("smcup").map { String(cString: $0) } ?? "\u{1B}[?1049h")
            }
            return
        }
        // The cursor then waits at the band's first row, as it does between frames.
        let placed = InlineRegion.placed(
            height: height, cursorRow: cursor.row - 1, cursorColumn: cursor.column - 1,
            terminalHeight: rows)
        writeRaw(placed.bytes)
        noteInlineRegion(placed.region)
    }

    /// The band after a resize. The cursor waits at the band's first row between frames,
    /// and a terminal that moves rows on a resize (tmux, kitty and others rewrap lines that
    /// no longer fit, pull lines back from the scrollback when they grow) moves it with
    /// them: the band is erased from there down (all of it was the band's) and put there
    /// again, scrolling up if it no longer fits, by moves from the cursor alone. The
    /// cursor's row, asked for, only says which rows those are (for the pointer): another
    /// resize may come between the answer and the bytes, and a row named would then be
    /// another's. A terminal that does not say keeps the band's top where it still fits.
    func refitInlineRegion(terminalHeight: Int) {
        guard let height = inlineHeight, let region = inlineRegion else { return }
        var replies = BackgroundQuery.run(fd: ttyFD, request: Self.cursorPositionRequest + "\u{1B}[c")
        typeahead += replies.takeTypeahead()
        let row = replies.cursorPosition?.row ?? region.resized(height: height, terminalHeight: terminalHeight).top + 1
        writeRaw(InlineRegion.clearingFromCursor)
        placeInlineRegion(cursor: CursorPosition(row: row, column: 1))
    }

    /// The band fitted to the terminal's height as it is now (a percentage of it), its top
    /// kept where it still fits: erased and put there again from the cursor.
    func resizeInlineRegion(terminalHeight: Int) {
        guard let height = inlineHeight, let region = inlineRegion else { return }
        let resized = region.resized(height: height, terminalHeight: terminalHeight)
        guard resized != region else { return }
        writeRaw(InlineRegion.clearingFromCursor)
        placeInlineRegion(cursor: CursorPosition(row: resized.top + 1, column: 1))
    }

    private func noteInlineRegion(_ region: InlineRegion) {
        inlineRegion = region
        // Autowrap back on too: a crash may come in the middle of a frame, which turns it off.
        CrashGuard.resetBytes = Array(
            (TerminalModes.inputOff + TerminalModes.inBandResizeOff + TerminalModes.scrollRegionOff
                + TerminalModes.asciiCharset + region.clearingBytes + "\u{1B}[?7h\u{1B}[?25h").utf8)
    }

    /// Coming back from Ctrl-Z: the shell wrote below where the band was, so the cursor is
    /// asked for again (one round trip; keys typed meanwhile kept) and the band put under it.
    func replaceInlineRegionAfterResume() {
        guard inlineHeight != nil, inlineRegion != nil else { return }
        var replies = BackgroundQuery.run(fd: ttyFD, timeout: BackgroundQuery.cursorWait, request: Self.cursorPositionRequest + "\u{1B}[c")
        typeahead += replies.takeTypeahead()
        placeInlineRegion(cursor: replies.cursorPosition, fromCursor: true)
    }

    /// The band's rows blanked from the cursor, which waits at its first row, and the
    /// cursor left there, where the prompt was; attributes off and the cursor shown.
    /// Nothing above the band, wherever a resize moved it, but, when leaving a band that
    /// began under a line with text before the cursor, that line, which the shell draws again.
    func clearInlineRegion(returningToCursorLine: Bool = false) {
        guard inlineRegion != nil else { return }
        let up = returningToCursorLine && bandStartsBelowCursorLine && (inlineRegion?.top ?? 0) > 0 ? "\u{1B}[A" : ""
        writeRaw(up + InlineRegion.clearingFromCursor + "\u{1B}[?25h")
    }

    /// The alternate screen the session entered itself (inline, without a cursor position) is left.
    func leaveOwnAlternateScreen() {
        guard entersAlternateScreenItself else { return }
        writeRaw(cn_string_capability("rmcup").map { String(cString: $0) } ?? "\u{1B}[?1049l")
    }

    /// What the scene draws on, fitted to the terminal as it is now: the band's rows (the
    /// whole width; the band kept in the terminal after a resize), or the whole screen.
    package func fitCanvas() -> (width: Int, height: Int) {
        let whole = size()
        guard inlineHeight != nil else { return whole }
        resizeInlineRegion(terminalHeight: whole.height)
        return (whole.width, inlineRegion?.height ?? whole.height)
    }
}
