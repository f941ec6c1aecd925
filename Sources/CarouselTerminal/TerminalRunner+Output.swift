import CarouselPlatform
import CarouselKit
import CNcurses

/// Frames out: the scene drawn into the canvas and sent through the encoder or ncurses.
extension TerminalRunner {
    /// Serves every source after each wake-up (each reads only what is there, so this is
    /// cheap); true when one changed the screen.
    func serveSources() -> Bool {
        var changed = false
        for source in sources where source.service() { changed = true }
        return changed
    }

    func draw(now: Double) {
        lastDrawTime = now
        scene.handle(.frameDrawn(framesPerSecond: frameMeter.noteFrame(now: now)), now: now)
        scene.render(into: &canvas, now: now)
        switch glyphs {
        case .ascii: canvas.transliterateToASCII()
        case .vt100: canvas.transliterateToVT100()
        case .unicode, .automatic: break
        }
        switch output {
        case .encoder:
            // Over a slow link the frame waits (the encoder's copy stays what the terminal
            // will show); the next one sent carries the change to the newest canvas.
            if linkPacer.isBehind(now: now, queue: TTYOutputQueue(fd: session.ttyFD)) {
                linkPacer.skipped()
                break
            }
            frameBytes.removeAll(keepingCapacity: true)
            let sixels = sixelPictures.map { _ in SixelPicturePresenter.wanted(in: canvas, atRest: !scene.isAnimating && !scene.isTracking)
            }
            if let sixels, sixelPictures!.needsFullRepaint(for: sixels) {
                // Sixel pixels stay until cleared: the whole screen is, and repainted.
                encoder.invalidate()
                sixelPictures!.invalidate()
            }
            encoder.encode(canvas, into: &frameBytes)
            if kittyPictures != nil { frameBytes += kittyPictures!.update(for: canvas) }
            if let sixels { frameBytes += sixelPictures!.update(sixels, cell: session.cellPixelSize() ?? .fallback) }
            // Inline, the cursor waits at the band's top between frames, unless it rests on
            // the focus (it is parked there again before anything asks where the band is).
            if encoder.inlineTop != nil && canvas.focus == nil { encoder.parkCursor(into: &frameBytes) }
            if !frameBytes.isEmpty {
                if linkPacer.terminalAnswers { frameBytes += LinkPacer.acknowledgementRequest }
                session.writeFrame(frameBytes)
                linkPacer.sent(now: now)
            } else {
                // What the skipped frames changed was undone meanwhile: nothing is owed, and
                // the loop must not keep drawing for it.
                linkPacer.caughtUp()
            }
        case .ncurses(let presenter, let spool?):
            spool.frame { presenter.present(canvas) }
        case .ncurses(let presenter, nil):
            presenter.present(canvas)
        }
        needsDraw = false
    }

    /// The terminal answered frames' acknowledgement requests: a frame that waited for
    /// the link is drawn now.
    func noteAcknowledgements() {
        let count = decoder.takeStatusReports()
        guard count > 0 else { return }
        linkPacer.answered(count)
        if linkPacer.framePending { needsDraw = true }
    }

    /// Reads the answers still owed to frames sent, for a while: before the terminal is
    /// handed back (quit, Ctrl-Z, `execute`), so that none arrives after as typing at the
    /// shell, and before a question whose answer must come next (an inline resize). Keys
    /// read meanwhile are kept for the loop's next turn where the carousel stays
    /// (`keepingInput`); where it is left, they came after it and are dropped.
    func awaitAnswers(atMost seconds: Double = 2, keepingInput: Bool = false) {
        parkInlineCursor()
        let end = clock.now + seconds
        var buffer = [UInt8](repeating: 0, count: 256)
        while linkPacer.awaitsAnswers && clock.now < end {
            let outcome = try? DescriptorWait.readable(
                [session.ttyFD], milliseconds: Int32(max(1, ((end - clock.now) * 1000).rounded(.up))))
            if outcome == .interrupted { continue }
            guard case .ready? = outcome else { return }
            let n = read(session.ttyFD, &buffer, buffer.count)
            guard n > 0 else { return }
            let events = decoder.feed(buffer[0..<n])
            if keepingInput { pendingEvents += events }
            linkPacer.answered(decoder.takeStatusReports())
        }
    }

    /// Inline, the cursor may rest on the focus, rows below the band's top: it goes back
    /// there (by a relative move, right even if the terminal moved its rows) before the
    /// band is erased, refitted or left, which all start from the cursor.
    func parkInlineCursor() {
        guard case .encoder = output, encoder.inlineTop != nil else { return }
        var bytes: [UInt8] = []
        encoder.parkCursor(into: &bytes)
        if !bytes.isEmpty { session.writeFrame(bytes) }
    }

    /// The next frame repaints the whole screen (after a resize, a suspend, a SIGCONT).
    func invalidate() {
        switch output {
        case .encoder:
            // Inline, a repaint starts from the band's top, where the cursor is taken first.
            parkInlineCursor()
            encoder.invalidate()
            sixelPictures?.invalidate()
            if kittyPictures != nil { session.writeFrame(kittyPictures!.invalidate()) }
        case .ncurses(let presenter, _): presenter.invalidate()
        }
    }
}
