import CarouselPlatform
import CarouselKit

/// Signals and the terminal's size: resizes, Ctrl-Z and `fg`, the cell size in pixels.
extension TerminalRunner {
    /// The terminal told its cell size (`CSI 16 t`): pixel reports are read with it.
    func noteCellSize(_ size: CellPixelSize) {
        session.noteReportedCellSize(size)
        if session.pointerPrecision == .pixels { decoder.pixelCellSize = session.cellPixelSize() ?? size }
    }

    /// An in-band resize report (mode 2048): as SIGWINCH, with the cell size already known.
    func resize(width: Int, height: Int) {
        // Inline, the scene has the band's rows, found again in the terminal (the answers
        // owed to frames are taken first, so that the question's answer comes next).
        if session.inlineRegion != nil {
            // Keys typed while the answers come are the person's, typing on through the resize.
            awaitAnswers(keepingInput: true)
            session.refitInlineRegion(terminalHeight: height)
            pendingTypeahead += session.takeTypeahead()
        }
        let height = session.inlineRegion?.height ?? height
        session.applySize(width: width, height: height)
        noteInlineRegion()
        scene.resize(width: width, height: height, now: clock.now)
        invalidate()
        needsDraw = true
        // Inline, the refit left the band blank, and it stays so until the resizes stop: tmux
        // rewraps rows wider than the window it shrinks to, and when the band's rows, split,
        // no longer fit below the prompt, the first of them go into the scrollback, where
        // nothing erases them. A blank band has nothing to split.
        if session.inlineRegion != nil { inlineResizeQuietUntil = clock.now + Self.inlineResizeQuiet }
    }

    /// How long after a resize an inline band stays blank: a window dragged to a new size
    /// sends resizes closer together than this.
    static let inlineResizeQuiet = 0.25

    /// After a resize the cell size in pixels is learned again: the kernel's figure now,
    /// the terminal's own answer when it comes.
    func relearnCellSize() {
        guard session.pointerPrecision == .pixels else { return }
        if let size = session.cellPixelSize() { decoder.pixelCellSize = size }
        session.requestCellSize()
    }

    func handleSignal(_ sig: Int32) -> RunOutcome? {
        switch sig {
        case SIGINT: return .interrupted
        case _ where SignalPipe.ending.contains(sig): return .terminated(signal: sig)
        case SIGWINCH:
            takeTerminalSize()
        case SIGTSTP:
            suspend()
        case SIGCONT:
            // Continued without our own suspend (kill -STOP, then -CONT): the terminal may
            // have been used meanwhile.
            session.reassertModes()
            invalidate()
            needsDraw = true
        default: break
        }
        return nil
    }

    /// Ctrl-Z: put the terminal back, stop like any job, and come back whole on `fg`.
    func suspend() {
        scene.handle(.interrupted, now: clock.now)
        awaitAnswers()
        if kittyPictures != nil { session.writeFrame(kittyPictures!.invalidate()) }
        session.pause()
        SignalPipe.setDefault(SIGTSTP)
        kill(getpid(), SIGTSTP)
        // Execution continues here after SIGCONT.
        SignalPipe.setHandler(SIGTSTP)
        session.resume()
        pendingTypeahead += session.takeTypeahead()
        takeTerminalSize()
    }

    /// The terminal's size as the kernel has it now (a SIGWINCH, coming back from Ctrl-Z):
    /// the scene is laid out for it and the next frame repaints the whole screen.
    func takeTerminalSize() {
        let size = session.size()
        resize(width: size.width, height: size.height)
        relearnCellSize()
    }
}
