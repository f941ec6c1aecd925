import CNcurses
import CarouselCore
import CarouselKit
import CarouselPlatform

/// Owns the terminal while the carousel runs: opens `/dev/tty` (so that stdin and stdout
/// can be pipes), starts ncurses on it, turns on the mouse, and puts everything back on
/// every way out. Input is read from the tty directly and decoded by `InputDecoder`;
/// ncurses only draws.
package final class TerminalSession {
    package let ttyFD: Int32
    // `screen`, `savedSettings` and the setter of `isActive` are internal, not private, only
    // for leaving and restoring the terminal in TerminalSession+Lifecycle.swift.
    var screen: OpaquePointer?
    var savedSettings = termios()
    package internal(set) var isActive = false
    /// How many colours to draw with: terminfo's, raised where `COLORTERM` or the terminal
    /// itself says it has more (`TerminalColourDepth`), once the start-up query has been
    /// asked (`queryTerminal()`), and only where the frame encoder draws (ncurses draws
    /// no more colours than terminfo gives it).
    package internal(set) var colorDepth: Theme.Depth
    let colorTerm: String?
    /// The descriptor ncurses writes to (a duplicate of the tty's).
    let ncursesOutputFD: Int32
    package let termName: String
    /// Frames are encoded by `FrameEncoder` and written to the tty directly (the terminal
    /// is ANSI-like, see `suitsFrameEncoder`); otherwise ncurses writes them.
    /// `CAROUSEL_PRESENTER=ncurses` in the environment keeps ncurses (to compare the two).
    package let usesFrameEncoder: Bool
    /// The person's own locale speaks UTF-8. When it does not (`LANG=C`, xterm `+u8`), the
    /// terminal shows UTF-8 as mojibake, and the carousel draws in ASCII.
    package let localeIsUTF8: Bool
    /// Bytes read while asking the terminal something that were not its answer: keys typed
    /// meanwhile, which the event loop takes first.
    var typeahead: [UInt8] = []
    /// The start-up query's answers, once asked.
    /// (Readable inside the module: the pointer's set-up reads the answers.)
    /// (Set again as late answers come: TerminalSession+LateAnswers.swift.)
    var queryReplies: TerminalQueryReplies?
    /// The start-up query ended before the terminal's last answer (the device attributes)
    /// came: its answers are still on their way (a slow link) and are applied as they come.
    package internal(set) var awaitsLateAnswers = false
    /// When the start-up query was sent: answers still owed at the end are waited for
    /// until a while after it (`TerminalRunner.awaitLateAnswers`).
    var queryAskedAt: ContinuousClock.Instant?
    /// What the start-up query asked beside the common questions, for its late answers.
    var lateQuestions = (margins: false, repeat: false)
    /// Inside tmux or GNU screen, which take an APC string (kitty's graphics query) for the
    /// window's title and draw no pictures of their own: not asked there.
    let asksPictures: Bool
    /// How the mouse is reported: cells until `startPointer` finds pixels (or no mouse).
    /// (Set in TerminalSession+Pointer.swift, hence the internal setter.)
    package internal(set) var pointerPrecision = PointerPrecision.cells
    /// The cell size the terminal last told (`CSI 16 t`), exact where `TIOCGWINSZ`'s
    /// pixels include a border. Internal for TerminalSession+Pointer.swift.
    var reportedCellSize: CellPixelSize?
    /// What the frame encoder may use to shift what moved: from terminfo, and margins once
    /// the terminal has said it has them (`frameEncoderCapabilities()`).
    var shiftCapabilities: FrameEncoder.Capabilities = []
    /// The terminal is still to be asked about left/right margins (mode 69).
    private var marginsToAsk = false
    /// terminfo says REP; the start-up query's round trip checks it (`ShiftCapabilities.repeatProbe`).
    private var repeatToAsk = false
    /// `TERM_PROGRAM`, which names iTerm2 and ghostty where their replies cannot.
    /// Internal for TerminalSession+Pointer.swift.
    let termProgram: String?
    /// In-band resize reports (mode 2048) are on: turned on with pixels where offered.
    /// (Set in TerminalSession+Pointer.swift, hence the internal setter.)
    package internal(set) var reportsResizeInBand = false
    /// `--height`: the rows asked for, under the cursor, without the alternate screen; nil
    /// for the whole screen. Set only where the frame encoder draws (ncurses then writes
    /// nowhere: it would clear the screen and enter the alternate one).
    package let inlineHeight: InlineHeight?
    /// The rows the carousel draws in, once the cursor's row is known (the start-up query);
    /// nil on the whole screen. Internal setter for TerminalSession+Inline.swift.
    package internal(set) var inlineRegion: InlineRegion?
    /// The band began on the line under the cursor's, which had text before the cursor (a
    /// shell widget's prompt and command line): leaving, the cursor goes back up to that
    /// line, cleared for the shell to draw again, as fzf leaves it.
    var bandStartsBelowCursorLine = false
    /// Inline was asked for but the terminal did not say where its cursor is: the session
    /// entered the alternate screen itself (ncurses writes nowhere), and leaves it.
    var entersAlternateScreenItself = false
    /// How the program asked for the pointer (`startPointer`), to ask again when late
    /// answers say the terminal has pixels.
    var requestedPointer: PointerReporting?
    /// The terminal settings while the carousel runs, set by the session itself inline.
    var programSettings = termios()
    /// A screen reader's mode: the cursor stays visible (where the frames leave it, on the
    /// focus) rather than hidden while the carousel runs.
    /// fzf's `--no-clear`: inline, the band's last frame stays on the screen at the end and the
    /// cursor goes to the line under it (the whole screen is always given back).
    package var keepsBandOnExit = false

    package var keepsCursorVisible = false {
        didSet { if keepsCursorVisible != oldValue { applyCursorVisibility() } }
    }

    /// Starts a session on the controlling terminal.
    package init(environment: [String: String], inlineHeight requestedHeight: InlineHeight? = nil) throws(TerminalError) {
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty else { throw .noTerminal("TERM is not set") }
        guard term != "dumb" else { throw .unsupportedTerminal(term) }
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .noTerminal("cannot open /dev/tty (\(String(cString: strerror(errno))))") }
        guard isatty(fd) != 0 else { close(fd); throw .noTerminal("/dev/tty is not a terminal") }
        // The loop waits on it with select(), which cannot hold a descriptor past FD_SETSIZE.
        guard fd < DescriptorWait.limit else {
            close(fd)
            throw .noTerminal("/dev/tty opened as descriptor \(fd), beyond the \(DescriptorWait.limit) that select() can wait on")
        }
        ttyFD = fd
        termName = term
        termProgram = environment["TERM_PROGRAM"]
        colorTerm = environment["COLORTERM"]
        asksPictures = !PictureFormat.isInsideMultiplexer(term: term, termProgram: termProgram, environment: environment)
        guard tcgetattr(fd, &savedSettings) == 0 else { close(fd); throw .setupFailed("cannot read the terminal's settings") }

        localeIsUTF8 = Self.chooseUTF8Locale()
        if let problem = OutputLog.start(environment: environment) { close(fd); throw .setupFailed(problem) }
        guard let loaded = cn_load_terminal(term, fd) else { close(fd); throw .setupFailed("TERM=\(term) is not in the terminfo database") }
        let terminfoName = String(cString: loaded)
        // Inline needs the frame encoder (ncurses knows only whole screens): where it
        // would not draw, the whole screen, as without --height.
        let framesSuit =
            environment["CAROUSEL_PRESENTER"] != "ncurses"
            && Self.suitsFrameEncoder(
                cup: cn_string_capability("cup").map { String(cString: $0) },
                sgr0: cn_string_capability("sgr0").map { String(cString: $0) },
                autoMargins: cn_flag_capability("am") != 0, newlineGlitch: cn_flag_capability("xenl") != 0)
        cn_unload_terminal()
        inlineHeight = framesSuit ? requestedHeight : nil
        // Our handlers first, so that ncurses does not install its own.
        guard SignalPipe.install() else { close(fd); throw .setupFailed("cannot create the signal pipe") }
        cn_set_escdelay(25)
        let output = inlineHeight == nil ? dup(fd) : open("/dev/null", O_WRONLY | O_CLOEXEC)
        ncursesOutputFD = output
        screen = cn_newterm(terminfoName, output, dup(fd))
        guard screen != nil else {
            SignalPipe.uninstall()
            close(fd)
            throw .setupFailed("ncurses could not start on TERM=\(term)")
        }
        raw()
        noecho()
        nonl()
        curs_set(0)
        intrflush(cn_stdscr(), false)
        let terminfoDepth = Self.startColors(environment: environment)
        usesFrameEncoder =
            environment["CAROUSEL_PRESENTER"] != "ncurses"
            && Self.suitsFrameEncoder(
                cup: cn_string_capability("cup").map { String(cString: $0) },
                sgr0: cn_string_capability("sgr0").map { String(cString: $0) },
                autoMargins: cn_flag_capability("am") != 0, newlineGlitch: cn_flag_capability("xenl") != 0)
        colorDepth =
            usesFrameEncoder
            ? TerminalColourDepth.depth(terminfo: terminfoDepth, colorTerm: colorTerm, replies: nil) : terminfoDepth
        if usesFrameEncoder {
            shiftCapabilities = ShiftCapabilities.fromTerminfo()
            marginsToAsk =
                shiftCapabilities.contains(.scrollRegion)
                && ShiftCapabilities.marginsWorthAsking(term: term, environment: environment)
            // REP only once the terminal has shown that it repeats, whatever terminfo says.
            repeatToAsk = true
            shiftCapabilities.remove(.repeatCharacter)
            if ShiftCapabilities.lineDrawingWorks(
                term: term, environment: environment, utf8: localeIsUTF8,
                acsc: cn_string_capability("acsc").map { String(cString: $0) })
            {
                shiftCapabilities.insert(.lineDrawingCharset)
            }
        }
        isActive = true
        CrashGuard.install(fd: fd, settings: savedSettings)
        if inlineHeight != nil {
            startInline()
        } else {
            cn_erase()
            cn_present()
        }
        writeRaw(TerminalModes.inputOn)
    }

    deinit { end() }

    /// Writes a frame's bytes to the terminal in one `write` (more only if the kernel
    /// takes part of it).
    package func writeFrame(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll(ttyFD, $0) }
    }

    /// Writes bytes straight to the terminal, after whatever ncurses has buffered.
    func writeRaw(_ s: String) {
        cn_flush_output()
        Array(s.utf8).withUnsafeBytes { writeAll(ttyFD, $0) }
    }

    /// Asks the terminal for its background colour (OSC 11); nil when it does not say.
    /// Keys typed meanwhile are kept for `takeTypeahead()`.
    package func queryBackground() -> RGBColor? {
        queryTerminal()?.background
    }

    /// Asks the terminal, once, for its background, SGR-Pixels, cell size and margins in one round
    /// trip (see `BackgroundQuery`); `nil` where it is not worth asking (the Linux console).
    package func queryTerminal() -> TerminalQueryReplies? {
        if let queryReplies { return queryReplies }
        guard isActive, BackgroundQuery.isWorthAsking(term: termName) else { return nil }
        cn_flush_output()
        // The margins question rides along: one round trip for both.
        // Inline, the cursor's row is asked first (the repeat probe moves the cursor, and
        // is not sent: it prints on the screen's first row, which is the text above).
        let asksModes = BackgroundQuery.answersModeRequests(termProgram: termProgram)
        let asksMargins = marginsToAsk && asksModes, asksRepeat = repeatToAsk && inlineHeight == nil
        let cursorRequest = inlineHeight != nil ? Self.cursorPositionRequest : ""
        queryAskedAt = ContinuousClock.now
        let patience = inlineHeight != nil ? BackgroundQuery.cursorWait : BackgroundQuery.longestWait
        var replies = BackgroundQuery.run(
            fd: ttyFD, timeout: patience,
            request: cursorRequest + "\u{1B}]11;?\u{1B}\\"
                + BackgroundQuery.pixelRequest(asksPictures: asksPictures, asksModes: asksModes)
                + (asksMargins ? ShiftCapabilities.marginRequest : "")
                + (asksRepeat ? ShiftCapabilities.repeatProbe(utf8: localeIsUTF8) : "") + BackgroundQuery.statusRequest + "\u{1B}[c")
        // What did not come in time is applied when it comes (`noteLateReplies`).
        awaitsLateAnswers = !replies.isComplete
        lateQuestions = (margins: asksMargins && !replies.isComplete, repeat: asksRepeat && !replies.isComplete)
        if inlineHeight != nil { repeatToAsk = false }
        if asksMargins { noteMargins(replies) }
        if asksRepeat {
            repeatToAsk = false
            shiftCapabilities.formUnion(ShiftCapabilities.repeatShown(replies, utf8: localeIsUTF8))
        }
        typeahead += replies.takeTypeahead()
        queryReplies = replies
        if usesFrameEncoder {
            colorDepth = TerminalColourDepth.depth(terminfo: colorDepth, colorTerm: colorTerm, replies: replies)
        }
        return replies
    }

    /// What the frame encoder may use on this terminal to shift cells; the margins question
    /// rides the start-up query's one round trip (`queryTerminal()`), asked here if not yet.
    package func frameEncoderCapabilities() -> FrameEncoder.Capabilities {
        if (marginsToAsk || repeatToAsk) && isActive { _ = queryTerminal() }
        return shiftCapabilities
    }

    func noteMargins(_ replies: TerminalQueryReplies) {
        marginsToAsk = false
        if ShiftCapabilities.marginsSupported(replies, termProgram: termProgram) && ShiftCapabilities.usesMarginsInteractively {
            shiftCapabilities.insert(.columnsAndMargins)
        }
    }

    /// The bytes read before the event loop began that were input, not replies; once.
    package func takeTypeahead() -> [UInt8] {
        defer { typeahead = [] }
        return typeahead
    }
}
