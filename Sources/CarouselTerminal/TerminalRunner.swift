#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import CarouselKit

/// How a run ended.
public enum RunOutcome: Equatable, Sendable {
    /// Quit normally; the chosen item, if one was chosen with Enter.
    case finished(chose: Int?)
    /// Ctrl-C or SIGINT.
    case interrupted
    /// A signal whose default action ends the process (SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
    /// SIGALRM, ...), or the terminal went away (SIGHUP): the signal's number.
    case terminated(signal: Int32)

    /// The conventional exit status: 0, 1 for a picker left without a choice, 130 after
    /// Ctrl-C, 128 + n after signal n.
    public func exitStatus(isPicker: Bool) -> Int32 {
        switch self {
        case .finished(let chose): return isPicker && chose == nil ? 1 : 0
        case .interrupted: return 130
        case .terminated(let s): return 128 + s
        }
    }
}

/// The event loop: blocks on the terminal and the signal pipe when nothing moves (no CPU
/// at all), draws at 60 frames a second while something does.
public final class TerminalRunner {
    public let session: TerminalSession
    public let controller: CarouselController
    private let clock = MonotonicClock()
    private var decoder = InputDecoder()
    /// How frames reach the terminal: our own encoder, one `write` per frame (ANSI-like
    /// terminals), or ncurses through a spool (any other).
    private enum Output {
        case encoder
        case ncurses(CanvasPresenter, FrameSpool?)
    }
    private let output: Output
    private var encoder: FrameEncoder
    private var frameBytes: [UInt8] = []
    private var canvas = Canvas(width: 0, height: 0)
    private var lastByteTime = 0.0
    private var nextFrameTime = 0.0
    private var needsDraw = true
    /// Frames go out in ASCII (the locale is not UTF-8, or the configuration says so).
    private let drawsASCII: Bool
    public static let frameInterval = 1.0 / 60
    public static let escapeDelay = 0.025

    /// A descriptor watched besides the terminal, such as a picker's stdin still bringing
    /// items, so the loop never blocks on it.
    public struct ExtraInput {
        public var fd: Int32
        /// Called when `fd` is readable (or at its end): reads what is there and says whether
        /// the item count changed, and whether more may come (false: stop watching).
        public var onReadable: () -> (countChanged: Bool, moreToCome: Bool)

        public init(fd: Int32, onReadable: @escaping () -> (countChanged: Bool, moreToCome: Bool)) {
            self.fd = fd
            self.onReadable = onReadable
        }
    }
    private var extraInput: ExtraInput?
    /// The count grew during a drag or a settle: reloaded once the content is at rest, as a
    /// new layout would cut the motion short.
    private var reloadWhenAtRest = false

    public init(session: TerminalSession, controller: CarouselController, extraInput: ExtraInput? = nil) {
        self.session = session
        self.controller = controller
        self.extraInput = extraInput
        controller.isLoadingMore = extraInput != nil
        encoder = FrameEncoder(depth: session.colorDepth,
                               capabilities: session.usesFrameEncoder ? session.frameEncoderCapabilities() : [])
        drawsASCII = controller.configuration.glyphs.drawsASCII(localeIsUTF8: session.localeIsUTF8)
        if session.usesFrameEncoder {
            output = .encoder
            frameBytes.reserveCapacity(1 << 16)
        } else {
            output = .ncurses(CanvasPresenter(colorDepth: session.colorDepth), FrameSpool(outputFD: session.ncursesOutputFD))
        }
    }

    public func run() -> RunOutcome {
        let size = session.size()
        session.applySize(width: size.width, height: size.height)
        controller.resize(width: size.width, height: size.height, now: clock.now)
        // Keys typed while the session asked the terminal something come first.
        let typeahead = session.takeTypeahead()
        if !typeahead.isEmpty {
            lastByteTime = clock.now
            if let outcome = dispatch(decoder.feed(typeahead)) { return outcome }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let now = clock.now
            let wasMoving = controller.isAnimating
            let moving = controller.tick(now: now)
            if reloadWhenAtRest && !moving && !controller.scrollView.isDragging {
                reloadWhenAtRest = false
                controller.reloadData(now: now)
                needsDraw = true
            }
            // The frame where the motion ends is drawn too: the content at rest, "idle".
            if wasMoving && !moving { needsDraw = true }
            if moving {
                // Frames keep to a 60 Hz grid (a late frame does not push the next ones back),
                // restarting it after a pause.
                if now - nextFrameTime > Self.frameInterval { nextFrameTime = now }
                if now >= nextFrameTime - 0.001 {
                    draw(now: now)
                    nextFrameTime += Self.frameInterval
                }
            } else if needsDraw {
                draw(now: now)
            }
            // Sleep until the next frame, the Escape timeout, or input; forever when idle.
            var timeout: Int32 = -1
            if controller.isAnimating {
                let wait = max(0, nextFrameTime - clock.now)
                timeout = Int32(max(1, (wait * 1000).rounded()))
            }
            if decoder.hasPendingInput {
                let remaining = max(0, lastByteTime + Self.escapeDelay - clock.now)
                let ms = Int32((remaining * 1000).rounded(.up)) + 1
                timeout = timeout < 0 ? ms : min(timeout, ms)
            }
            var fds = [pollfd(fd: session.ttyFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0)]
            if let extra = extraInput { fds.append(pollfd(fd: extra.fd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), timeout)
            if ready < 0 && errno != EINTR { return .terminated(signal: SIGHUP) }

            if fds[1].revents & Int16(POLLIN) != 0 {
                for sig in SignalPipe.drain() {
                    if let outcome = handleSignal(sig) { return outcome }
                }
            }
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && fds[0].revents & Int16(POLLIN) == 0 {
                return .terminated(signal: SIGHUP)   // the terminal went away
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                let n = read(session.ttyFD, &buffer, buffer.count)
                if n == 0 { return .terminated(signal: SIGHUP) }
                if n > 0 {
                    lastByteTime = clock.now
                    let events = decoder.feed(buffer[0..<n])
                    if let outcome = dispatch(events) { return outcome }
                }
            }
            if decoder.hasPendingInput && clock.now - lastByteTime >= Self.escapeDelay {
                if let outcome = dispatch(decoder.flush()) { return outcome }
            }
            if let extra = extraInput, fds.count > 2, fds[2].revents != 0 {
                let result = extra.onReadable()
                if result.countChanged { reloadWhenAtRest = true }
                if !result.moreToCome {
                    extraInput = nil
                    controller.isLoadingMore = false
                    needsDraw = true
                }
            }
        }
    }

    private func draw(now: Double) {
        controller.render(into: &canvas, now: now)
        if drawsASCII { canvas.transliterateToASCII() }
        switch output {
        case .encoder:
            frameBytes.removeAll(keepingCapacity: true)
            encoder.encode(canvas, into: &frameBytes)
            if !frameBytes.isEmpty { session.writeFrame(frameBytes) }
        case .ncurses(let presenter, let spool?):
            spool.frame { presenter.present(canvas) }
        case .ncurses(let presenter, nil):
            presenter.present(canvas)
        }
        needsDraw = false
    }

    /// The next frame repaints the whole screen (after a resize, a suspend, a SIGCONT).
    private func invalidate() {
        switch output {
        case .encoder: encoder.invalidate()
        case .ncurses(let presenter, _): presenter.invalidate()
        }
    }

    private func dispatch(_ events: [InputEvent]) -> RunOutcome? {
        for event in events {
            let now = clock.now
            needsDraw = true
            switch controller.handle(event, now: now) {
            case .quit(let chose)?: return .finished(chose: chose)
            case .interrupt?: return .interrupted
            case .suspend?: suspend()
            case .redraw?: invalidate()
            case nil: break
            }
        }
        return nil
    }

    private func handleSignal(_ sig: Int32) -> RunOutcome? {
        switch sig {
        case SIGINT: return .interrupted
        case _ where SignalPipe.ending.contains(sig): return .terminated(signal: sig)
        case SIGWINCH:
            let size = session.size()
            session.applySize(width: size.width, height: size.height)
            controller.resize(width: size.width, height: size.height, now: clock.now)
            invalidate()
            needsDraw = true
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
    private func suspend() {
        controller.handle(.interrupted, now: clock.now)
        session.pause()
        SignalPipe.setDefault(SIGTSTP)
        kill(getpid(), SIGTSTP)
        // Execution continues here after SIGCONT.
        SignalPipe.setHandler(SIGTSTP)
        session.resume()
        let size = session.size()
        session.applySize(width: size.width, height: size.height)
        controller.resize(width: size.width, height: size.height, now: clock.now)
        invalidate()
        needsDraw = true
    }
}
