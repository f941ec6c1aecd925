import CarouselPlatform
import CNcurses
import CarouselKit

/// Leaving the terminal and coming back: suspend, resume, the input modes, and the exact restore at the end.
extension TerminalSession {
    /// Mouse and bracketed paste off; with the frame encoder, its scroll region and
    /// attributes off too (ncurses does not know what the encoder left set, and a terminal
    /// without an alternate screen keeps it).
    private var leaveModes: String {
        let off = TerminalModes.inputOff + (reportsResizeInBand ? TerminalModes.inBandResizeOff : "")
        return usesFrameEncoder ? off + TerminalModes.scrollRegionOff + TerminalModes.asciiCharset + "\u{1B}[0m" : off
    }

    /// The input modes this session turns on (again, after a suspend or SIGCONT).
    private var inputOn: String {
        TerminalModes.inputOn(pointerPrecision) + (reportsResizeInBand ? TerminalModes.inBandResizeOn : "")
    }

    /// Leaves the screen for a while (suspend): mouse off, ncurses' own restore.
    package func pause() {
        guard isActive else { return }
        writeRaw(leaveModes)
        clearInlineRegion()
        leaveOwnAlternateScreen()
        cn_end_session()
        tcsetattr(ttyFD, TCSADRAIN, &savedSettings)
    }

    /// Comes back after `pause()`: program mode, full repaint, mouse on. With the frame
    /// encoder, ncurses' repaint is of its own blank screen (it clears the terminal, and
    /// enters the alternate screen again); the runner's next frame is then a full repaint.
    package func resume() {
        guard isActive else { return }
        reset_prog_mode()
        raw(); noecho(); nonl(); curs_set(keepsCursorVisible ? 1 : 0)
        if inlineHeight != nil {
            // ncurses writes nowhere inline: the modes are set here, and the band put
            // under the cursor again (the shell wrote below where it was).
            tcsetattr(ttyFD, TCSADRAIN, &programSettings)
            writeRaw(keepsCursorVisible ? "\u{1B}[?25h" : "\u{1B}[?25l")
            if entersAlternateScreenItself {
                entersAlternateScreenItself = false
                placeInlineRegion(cursor: nil)
            } else {
                replaceInlineRegionAfterResume()
            }
        } else {
            cn_touch_all()
            cn_present()
        }
        writeRaw(inputOn)
    }

    /// Shows or hides the cursor as `keepsCursorVisible` says: ncurses' own copy of the
    /// mode, and the terminal's directly (inline, ncurses writes nowhere).
    func applyCursorVisibility() {
        guard isActive else { return }
        curs_set(keepsCursorVisible ? 1 : 0)
        writeRaw(keepsCursorVisible ? "\u{1B}[?25h" : "\u{1B}[?25l")
    }

    /// Turns the mouse and bracketed paste back on (a terminal may have dropped them, as
    /// after SIGCONT).
    package func reassertModes() {
        writeRaw(inputOn)
    }

    /// Restores the terminal exactly: every mode off, cooked mode and echo back, the main
    /// screen, the cursor. Safe to call twice.
    package func end() {
        guard isActive else { return }
        isActive = false
        writeRaw(leaveModes)
        if keepsBandOnExit, let band = inlineRegion {
            // From the band's top, one line feed a row: the cursor on the line under the band
            // (the last one scrolls the screen when the band ends at its bottom).
            writeRaw("\r" + String(repeating: "\n", count: max(1, band.height)) + "\u{1B}[?25h")
        } else {
            clearInlineRegion(returningToCursorLine: true)
        }
        leaveOwnAlternateScreen()
        // Without an alternate screen (the Linux console, vt100) the carousel would stay
        // on the terminal after exit: wipe it, as the alternate screen would have.
        if inlineHeight == nil && cn_has_alternate_screen() == 0 {
            cn_erase()
            // ncurses' idea of the screen is not what is on it when the frame encoder drew
            // it: clear it outright rather than send ncurses' difference.
            if usesFrameEncoder { cn_touch_all() }
            cn_present()
        }
        cn_end_session()
        if let screen { cn_delete_screen(screen) }
        screen = nil
        writeRaw("\u{1B}[?25h")
        tcsetattr(ttyFD, TCSADRAIN, &savedSettings)
        CrashGuard.uninstall()
        SignalPipe.uninstall()
        OutputLog.stop()
        close(ttyFD)
    }
}
