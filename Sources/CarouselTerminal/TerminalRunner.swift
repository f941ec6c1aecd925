import CNcurses
import CarouselCore
import CarouselKit
import CarouselPlatform

/// How a run ended.
public enum RunOutcome: Equatable, Sendable {
    /// Quit normally; the chosen item, if one was chosen with Enter.
    case finished(chose: Int?)
    /// Ctrl-C or SIGINT.
    case interrupted
    /// A signal whose default action ends the process (SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
    /// SIGALRM, ...), or the terminal went away (SIGHUP): the signal's number.
    case terminated(signal: Int32)
    /// A `--bind` `become`: the terminal is restored; the program is to become `sh -c COMMAND`.
    case become(String)

    /// The conventional exit status: 0, 1 for a picker left without a choice, 130 after
    /// Ctrl-C, 128 + n after signal n.
    package func exitStatus(isPicker: Bool) -> Int32 {
        switch self {
        case .finished(let chose): return isPicker && chose == nil ? 1 : 0
        case .interrupted: return 130
        case .terminated(let s): return 128 + s
        case .become: return 0
        }
    }
}

/// The event loop: blocks on the terminal and the signal pipe when nothing moves (no CPU
/// at all), draws at 60 frames a second while something does.
package final class TerminalRunner {
    package let session: TerminalSession
    /// What the loop runs: it asks the scene, never a scroll view inside it, what moves.
    package let scene: any CarouselScene
    /// The frame rate, measured where the frames are drawn.
    var frameMeter = FrameMeter()
    let clock = MonotonicClock()
    var decoder = InputDecoder()
    /// How frames reach the terminal: our own encoder, one `write` per frame (ANSI-like
    /// terminals), or ncurses through a spool (any other).
    enum Output {
        case encoder
        case ncurses(CanvasPresenter, FrameSpool?)
    }
    let output: Output
    var encoder: FrameEncoder
    var frameBytes: [UInt8] = []
    /// Frames wait while the terminal has not taken the last ones (a slow link).
    var linkPacer = LinkPacer()
    var canvas = Canvas(width: 0, height: 0)
    /// Pictures drawn in real pixels over their half blocks, where the terminal has kitty's
    /// protocol (and frames go through the encoder); nil: half blocks only.
    var kittyPictures: KittyPicturePresenter?
    /// Pictures drawn as sixel while nothing moves, where the terminal has sixel.
    var sixelPictures: SixelPicturePresenter?
    var lastByteTime = 0.0
    var nextFrameTime = 0.0
    var needsDraw = true
    /// When the last lone ESC was taken as the Escape key (its tail window starts there).
    var escapeTakenTime = 0.0
    /// What frames are drawn with: ASCII (the locale is not UTF-8), what xterm draws with
    /// any font, or everything (`GlyphSet.resolved`).
    let glyphs: GlyphSet
    package static let frameInterval = 1.0 / 60
    /// How long a lone ESC waits for the rest of a sequence (`ESCDELAY` in milliseconds,
    /// as for ncurses programs; see `EscapeTiming` for the default and why).
    package let escapeTiming = EscapeTiming(escDelay: getenv("ESCDELAY").map { String(cString: $0) })
    /// A paste whose end marker has not come after this long is over: the terminal lost it,
    /// and keys must work again.
    package static let pasteStallTimeout = 2.0

    var extraInput: ExtraInput?
    /// A reload has started and nothing of its output has been read: the lines shown are
    /// the older ones, replaced when the first output (or the end) comes.
    var replacesInputOnFirstRead = false
    /// fzf's `reload`: starts the command and gives the input to watch for its lines (nil:
    /// it could not start; no reloader: the scene has no lines to reload).
    package var reloader: ((String) -> ExtraInput?)?
    /// Other work served beside the terminal (preview commands).
    let sources: [RunLoopSource]
    /// fzf's `bg-transform…` commands, among the sources: their outputs are the scene's.
    let backgroundCommands = BackgroundCommands()
    /// fzf's `--listen` server, among the sources: the actions it received are the scene's.
    package var listenServer: ListenServer?
    /// A source changed the screen within a frame of the last draw: it is read again and
    /// drawn at this time, its descriptors left unwatched till then (what it writes waits
    /// in the pipe), so a chatty command costs at most a wake-up and a draw a frame.
    var sourceDrawDue: Double?
    var lastDrawTime = -1.0
    /// Inline: no frame before this time, while the window is being resized (see `resize`).
    var inlineResizeQuietUntil: Double?
    /// The count grew during a drag or a settle (in the carousel or the race over it):
    /// reloaded once nothing moves or is held, so a layout that changes more than the count
    /// never cuts a gesture short.
    var reloadWhenAtRest = false
    /// alacritty's doubled wheel reports, when the twin comes in the next read.
    var wheelEcho = WheelEchoAcrossReads()
    /// Inline (`--height`): pointer reports moved into the band's rows, those outside dropped.
    var inlinePointer: InlinePointer?
    /// Keys read while the session asked the terminal something mid-run (after Ctrl-Z):
    /// handled at the loop's next turn.
    var pendingTypeahead: [UInt8] = []
    /// Events read while the loop waited for the terminal's answers (an inline resize):
    /// handled at the loop's next turn, in order, before anything read after them.
    var pendingEvents: [InputEvent] = []
    /// The palette for the session's terminal as it now knows it, chosen again when the
    /// terminal tells its background or colours late (TerminalRunner+LateAnswers.swift);
    /// nil: the palette stays as it was given.
    package var retheme: ((TerminalSession) -> Theme)?
    /// For a screen reader (`CarouselConfiguration.screenReader`): the cursor stays visible,
    /// and the focused card's title line is written again on each change of focus.
    package var servesScreenReader = false {
        didSet {
            encoder.rewritesFocusLine = servesScreenReader
            session.keepsCursorVisible = servesScreenReader
        }
    }
    /// SGR-Pixels was turned on mid-run: the scene hears of it once the decoder has the
    /// terminal's confirmation.
    var pixelsAwaited = false

    package init(
        session: TerminalSession, scene: any CarouselScene, extraInput: ExtraInput? = nil,
        sources: [RunLoopSource] = []
    ) {
        self.session = session
        self.scene = scene
        self.extraInput = extraInput
        self.sources = sources + [backgroundCommands]
        scene.handle(.loadingMore(extraInput != nil), now: 0)
        // The capabilities first: asking for them may ask the terminal, which may raise the depth.
        let capabilities = session.usesFrameEncoder ? session.frameEncoderCapabilities() : []
        encoder = FrameEncoder(depth: session.colorDepth, capabilities: capabilities)
        scene.handle(.pointerPrecision(session.pointerPrecision), now: 0)
        if session.pointerPrecision == .pixels { decoder.pixelCellSize = session.cellPixelSize() }
        var said: [String: String] = [:]
        for name: String in ["CAROUSEL_GLYPHS", "TERM", "TMUX", "STY", "XTERM_VERSION"] {
            if let value = getenv(name) { said[name] = String(cString: value) }
        }
        glyphs = scene.glyphs.resolved(localeIsUTF8: session.localeIsUTF8, environment: said)
        // A terminal that answered the start-up status request answers frames' too: the first
        // frames, a full screen each, are paced as well. One that does not is never waited for.
        linkPacer = LinkPacer(terminalAnswers: session.queryReplies?.answersStatusRequests ?? false)
        if session.usesFrameEncoder {
            output = .encoder
            frameBytes.reserveCapacity(1 << 16)
        } else {
            output = .ncurses(CanvasPresenter(colorDepth: session.colorDepth), FrameSpool(outputFD: session.ncursesOutputFD))
        }
        startPictures()
        decoder.collectsReplies = session.awaitsLateAnswers
    }

    package func run() -> RunOutcome {
        let outcome = runLoop()
        if kittyPictures != nil { session.writeFrame(KittyGraphicsEncoder.deleteAll) }
        // The answers to the last frames' requests are taken here, not left to the shell.
        awaitAnswers()
        awaitLateAnswers()
        return outcome
    }

    private func runLoop() -> RunOutcome {
        // Gestures recorded since the last pause in the motion are written on every way out.
        defer { scene.gestureRecorder?.flush() }
        let size = session.fitCanvas()
        session.applySize(width: size.width, height: size.height)
        noteInlineRegion()
        scene.resize(width: size.width, height: size.height, now: clock.now)
        // Keys typed while the session asked the terminal something come first.
        pendingTypeahead = session.takeTypeahead()
        // fzf's events: the picker started; its input, when there is no more to read, loaded.
        if let outcome = fire(.start) { return outcome }
        if extraInput == nil, let outcome = fire(.load) { return outcome }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let outcome = dispatchPendingInput() { return outcome }
            let now = clock.now
            // What the loop asks of the scene, read once before the tick and once after it.
            let before = scene.activity
            scene.handle(.tick, now: now)
            let ticked = scene.activity
            let wasMoving = before.isAnimating, moving = ticked.isAnimating
            if let outcome = takeRequestedActions() { return outcome }
            if ticked.autoplayStatus != before.autoplayStatus { needsDraw = true }
            if reloadWhenAtRest && !moving && !ticked.isTracking {
                reloadWhenAtRest = false
                scene.reloadData(now: now)
                needsDraw = true
            }
            // The frame where the motion ends is drawn too: the content at rest, "idle".
            if wasMoving && !moving { needsDraw = true }
            let resizing = inlineResizeQuietUntil.map { now < $0 } ?? false
            if !resizing { inlineResizeQuietUntil = nil }
            if resizing {
                // Inline, the band stays blank until the resizes stop (see `resize`).
            } else if moving {
                // Frames keep to a 60 Hz grid (a late frame does not push the next ones back),
                // restarting it after a pause.
                if now - nextFrameTime > Self.frameInterval { nextFrameTime = now }
                if now >= nextFrameTime - 0.001 {
                    draw(now: now)
                    nextFrameTime += Self.frameInterval
                }
            } else if needsDraw || linkPacer.framePending {
                draw(now: now)
            }
            // Sleep until the next frame, the Escape timeout, or input; forever when idle. Drawing
            // changed nothing; a reload or a bound action may have.
            let after = scene.activity
            var timeout: Int32 = -1
            if after.isAnimating {
                let wait = max(0, nextFrameTime - clock.now)
                timeout = Int32(max(1, (wait * 1000).rounded()))
            }
            if let quiet = inlineResizeQuietUntil {
                timeout = Int32(max(1, ((quiet - clock.now) * 1000).rounded(.up)))
            }
            if let due = after.nextWakeTime {
                // Autoplay's next card or a replay's next gesture; a paused autoplay sets no
                // timeout, so nothing wakes.
                let ms = Int32(min(max(0, due - clock.now), 4000) * 1000 + 1)
                timeout = timeout < 0 ? ms : min(timeout, ms)
            }
            // Recorded gestures go to their file while nothing moves, never between frames.
            if after.isAtRest, let recorder = scene.gestureRecorder, recorder.pendingCount > 0 {
                recorder.flush()
            }
            if decoder.hasPendingInput || decoder.isInPaste {
                let wait = decoder.isInPaste ? Self.pasteStallTimeout : escapeTiming.delay
                let remaining = max(0, lastByteTime + wait - clock.now)
                let ms = Int32((remaining * 1000).rounded(.up)) + 1
                timeout = timeout < 0 ? ms : min(timeout, ms)
            }
            var fds = [session.ttyFD, SignalPipe.readEnd]
            if let extra = extraInput { fds.append(extra.fd) }
            for source in sources {
                if sourceDrawDue == nil { fds += source.descriptors }
                if let wait = source.secondsUntilDeadline() {
                    let ms = Int32(min(wait, 60) * 1000 + 1)
                    timeout = timeout < 0 ? ms : min(timeout, ms)
                }
            }
            // A frame that waits for the link is tried again soon even if no answer comes
            // (a serial line's queue drains without one).
            if linkPacer.framePending {
                timeout = timeout < 0 ? 20 : min(timeout, 20)
            }
            if let due = sourceDrawDue {
                let ms = Int32(max(0, due - clock.now) * 1000 + 1)
                timeout = timeout < 0 ? ms : min(timeout, ms)
            }
            // select(), not poll(): macOS's poll() cannot wait on a terminal (DescriptorWait).
            let ready: Set<Int32>
            do {
                switch try DescriptorWait.readable(fds, milliseconds: timeout) {
                case .ready(let readable): ready = readable
                case .timedOut, .interrupted: ready = []
                }
            } catch {
                return .terminated(signal: SIGHUP)  // the terminal (or a pipe of ours) went away
            }

            var ttyReadable = ready.contains(session.ttyFD)
            if ready.contains(SignalPipe.readEnd) {
                for sig in SignalPipe.drain() {
                    if let outcome = handleSignal(sig) { return outcome }
                }
                // A signal's handling may have read what was waiting (an inline resize asks
                // the terminal where the cursor is, keeping keys typed meanwhile): a read
                // on the poll's word alone would then block until the next key.
                if ttyReadable {
                    let still = try? DescriptorWait.readable([session.ttyFD], milliseconds: 0)
                    if case .ready(let readable)? = still { ttyReadable = readable.contains(session.ttyFD) } else { ttyReadable = false }
                }
            }
            // A hung-up terminal reads as readable, and its read returns 0 (below).
            if ttyReadable {
                let n = read(session.ttyFD, &buffer, buffer.count)
                // End of file, or an error other than a signal's: the terminal went away.
                if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) { return .terminated(signal: SIGHUP) }
                if n > 0 {
                    lastByteTime = clock.now
                    if decoder.isEscapeTailWindowOpen && lastByteTime - escapeTakenTime > escapeTiming.tailWindow {
                        decoder.closeEscapeTailWindow()
                    }
                    let events = wheelEcho.filter(decoder.feed(buffer[0..<n]), now: lastByteTime)
                    if let size = decoder.takeReportedCellSize() { noteCellSize(size) }
                    if let size = decoder.takeReportedResize() { resize(width: size.width, height: size.height) }
                    noteAcknowledgements()
                    takeLateReplies()
                    if let outcome = dispatch(events) { return outcome }
                }
            }
            if decoder.hasPendingInput && clock.now - lastByteTime >= escapeTiming.delay {
                let events = decoder.flush()
                if decoder.isEscapeTailWindowOpen { escapeTakenTime = clock.now }
                if let outcome = dispatch(events) {
                    if decoder.isEscapeTailWindowOpen { swallowEscapeTail() }
                    return outcome
                }
            }
            if decoder.isInPaste && clock.now - lastByteTime >= Self.pasteStallTimeout {
                if let outcome = dispatch(decoder.endStalledPaste()) { return outcome }
            }
            if sourceDrawDue.map({ clock.now >= $0 - 0.001 }) ?? true {
                let held = sourceDrawDue != nil
                sourceDrawDue = nil
                if serveSources() || held {
                    // Drawn now, or one frame after the last draw: a chatty command never
                    // draws faster than the frame pacing.
                    let due = lastDrawTime + Self.frameInterval
                    if clock.now >= due - 0.001 { needsDraw = true } else { sourceDrawDue = due }
                }
            }
            // bg-transform: each command that ended hands its output to the scene.
            for (id, output) in backgroundCommands.takeFinished() {
                needsDraw = true
                if let outcome = carryOut(scene.handle(.backgroundOutput(id: id, output), now: clock.now)) { return outcome }
                if let outcome = takeRequestedActions() { return outcome }
            }
            // fzf's --listen: what requests asked, done as a key's.
            for actions in listenServer?.takeReceived() ?? [] {
                needsDraw = true
                if let outcome = carryOut(scene.handle(.requested(actions), now: clock.now)) { return outcome }
                if let outcome = takeRequestedActions() { return outcome }
            }
            if let extra = extraInput, ready.contains(extra.fd) {
                if replacesInputOnFirstRead {
                    replacesInputOnFirstRead = false
                    scene.replaceInput(now: clock.now)
                }
                let result = extra.onReadable()
                if result.countChanged { reloadWhenAtRest = true }
                if !result.moreToCome {
                    // `load`'s actions see every line (load:last goes to the last one).
                    if reloadWhenAtRest && scene.isAtRest { reloadWhenAtRest = false; scene.reloadData(now: clock.now) }
                    extraInput = nil
                    scene.handle(.loadingMore(false), now: clock.now)
                    needsDraw = true
                    if let outcome = fire(.load) { return outcome }
                }
            }
        }
    }
}
