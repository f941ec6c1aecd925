#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import CarouselKit

/// Owns the terminal while the carousel runs: opens `/dev/tty` (so that stdin and stdout
/// can be pipes), starts ncurses on it, turns on the mouse, and puts everything back on
/// every way out. Input is read from the tty directly and decoded by `InputDecoder`;
/// ncurses only draws.
public final class TerminalSession {
    public let ttyFD: Int32
    private var screen: OpaquePointer?
    private var savedSettings = termios()
    public private(set) var isActive = false
    /// How many colours to draw with: terminfo's, raised where `COLORTERM` or the terminal
    /// itself says it has more (`TerminalColourDepth`), once the start-up query has been
    /// asked (`queryTerminal()`), and only where the frame encoder draws (ncurses draws
    /// no more colours than terminfo gives it).
    public private(set) var colorDepth: Theme.Depth
    private let colorTerm: String?
    /// The descriptor ncurses writes to (a duplicate of the tty's).
    let ncursesOutputFD: Int32
    public let termName: String
    /// Frames are encoded by `FrameEncoder` and written to the tty directly (the terminal
    /// is ANSI-like, see `suitsFrameEncoder`); otherwise ncurses writes them.
    /// `CAROUSEL_PRESENTER=ncurses` in the environment keeps ncurses (to compare the two).
    public let usesFrameEncoder: Bool
    /// The person's own locale speaks UTF-8. When it does not (`LANG=C`, xterm `+u8`), the
    /// terminal shows UTF-8 as mojibake, and the carousel draws in ASCII.
    public let localeIsUTF8: Bool
    /// Bytes read while asking the terminal something that were not its answer: keys typed
    /// meanwhile, which the event loop takes first.
    private var typeahead: [UInt8] = []
    /// The start-up query's answers, once asked.
    private var queryReplies: TerminalQueryReplies?
    /// How the mouse is reported: cells until `startPointer` finds pixels (or no mouse).
    public private(set) var pointerPrecision = PointerPrecision.cells
    /// The cell size the terminal last told (`CSI 16 t`), exact where `TIOCGWINSZ`'s
    /// pixels include a border.
    private var reportedCellSize: CellPixelSize?
    /// What the frame encoder may use to shift what moved: from terminfo, and margins once
    /// the terminal has said it has them (`frameEncoderCapabilities()`).
    private var shiftCapabilities: FrameEncoder.Capabilities = []
    /// The terminal is still to be asked about left/right margins (mode 69).
    private var marginsToAsk = false
    /// terminfo says REP; the start-up query's round trip checks it (`ShiftCapabilities.repeatProbe`).
    private var repeatToAsk = false
    /// `TERM_PROGRAM`, which names iTerm2 and ghostty where their replies cannot.
    private let termProgram: String?
    /// In-band resize reports (mode 2048) are on: turned on with pixels where offered.
    public private(set) var reportsResizeInBand = false

    /// Starts a session on the controlling terminal.
    public init(environment: [String: String]) throws(TerminalError) {
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty else { throw .noTerminal("TERM is not set") }
        guard term != "dumb" else { throw .unsupportedTerminal(term) }
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .noTerminal("cannot open /dev/tty (\(String(cString: strerror(errno))))") }
        guard isatty(fd) != 0 else { close(fd); throw .noTerminal("/dev/tty is not a terminal") }
        ttyFD = fd
        termName = term
        termProgram = environment["TERM_PROGRAM"]
        colorTerm = environment["COLORTERM"]
        guard tcgetattr(fd, &savedSettings) == 0 else { close(fd); throw .setupFailed("cannot read the terminal's settings") }

        localeIsUTF8 = Self.chooseUTF8Locale()
        if let problem = OutputLog.start(environment: environment) { close(fd); throw .setupFailed(problem) }
        guard cn_terminal_known(term, fd) != 0 else { close(fd); throw .setupFailed("TERM=\(term) is not in the terminfo database") }
        // Our handlers first, so that ncurses does not install its own.
        guard SignalPipe.install() else { close(fd); throw .setupFailed("cannot create the signal pipe") }
        cn_set_escdelay(25)
        let output = dup(fd)
        ncursesOutputFD = output
        screen = cn_newterm(term, output, dup(fd))
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
        usesFrameEncoder = environment["CAROUSEL_PRESENTER"] != "ncurses" && Self.suitsFrameEncoder(
            cup: cn_string_capability("cup").map { String(cString: $0) },
            sgr0: cn_string_capability("sgr0").map { String(cString: $0) },
            autoMargins: cn_flag_capability("am") != 0, newlineGlitch: cn_flag_capability("xenl") != 0)
        colorDepth = usesFrameEncoder
            ? TerminalColourDepth.depth(terminfo: terminfoDepth, colorTerm: colorTerm, replies: nil) : terminfoDepth
        if usesFrameEncoder {
            shiftCapabilities = ShiftCapabilities.fromTerminfo()
            marginsToAsk = shiftCapabilities.contains(.scrollRegion)
                && ShiftCapabilities.marginsWorthAsking(term: term, environment: environment)
            // REP only once the terminal has shown that it repeats, whatever terminfo says.
            repeatToAsk = true
            shiftCapabilities.remove(.repeatCharacter)
            if ShiftCapabilities.lineDrawingWorks(term: term, environment: environment, utf8: localeIsUTF8,
                                                  acsc: cn_string_capability("acsc").map { String(cString: $0) }) {
                shiftCapabilities.insert(.lineDrawingCharset)
            }
        }
        isActive = true
        CrashGuard.install(fd: fd, settings: savedSettings)
        cn_erase()
        cn_present()
        writeRaw(TerminalModes.inputOn)
    }

    deinit { end() }

    /// The terminal's size from the kernel, which knows it even when ncurses has not looked.
    public func size() -> (width: Int, height: Int) {
        var ws = winsize()
        if ioctl(ttyFD, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (Int(cn_cols()), Int(cn_lines()))
    }

    /// A cell's size in pixels: what the terminal reported (`CSI 16 t`), else the kernel's
    /// window size in pixels over its cells; `nil` when neither knows (tmux, most ptys).
    public func cellPixelSize() -> CellPixelSize? {
        var size = reportedCellSize
        if size == nil {
            var ws = winsize()
            guard ioctl(ttyFD, UInt(TIOCGWINSZ), &ws) == 0 else { return nil }
            size = CellPixelSize.fromWindowSize(pixelWidth: Int(ws.ws_xpixel), pixelHeight: Int(ws.ws_ypixel),
                                                columns: Int(ws.ws_col), rows: Int(ws.ws_row))
        }
        // kitty and ghostty count pixels from 0.
        size?.firstPixel = queryReplies?.firstPixel(term: termName, termProgram: termProgram) ?? 1
        return size
    }

    /// The terminal told the cell size again (after a resize or a font change).
    public func noteReportedCellSize(_ size: CellPixelSize) {
        reportedCellSize = size
    }

    /// Asks for the cell size again (`CSI 16 t`, after a resize); the answer comes through
    /// the input, where `InputDecoder` catches it. Only while pixels are in use.
    public func requestCellSize() {
        guard isActive, pointerPrecision == .pixels else { return }
        writeRaw("\u{1B}[16t")
    }

    /// Turns on the mouse as `reporting` asks: SGR-Pixels where the terminal said it has
    /// mode 1016 (or where asked outright) and the cell size is known, cells elsewhere,
    /// or no mouse. Returns what is in use.
    @discardableResult
    public func startPointer(_ reporting: PointerReporting) -> PointerPrecision {
        guard isActive else { return pointerPrecision }
        let precision: PointerPrecision
        switch reporting {
        case .off: precision = .off
        case .cells: precision = .cells
        case .pixels: precision = cellPixelSizeAfterQuery() != nil ? .pixels : .cells
        case .automatic:
            let replies = queryTerminal()
            let inPoints = replies.map { $0.reportsPointsForPixels(termProgram: termProgram) } ?? (termProgram == "iTerm.app")
            let hasPixels = (replies?.hasPixelMouse ?? false) && !inPoints
            precision = hasPixels && cellPixelSizeAfterQuery() != nil ? .pixels : .cells
        }
        guard precision != pointerPrecision else { return precision }
        pointerPrecision = precision
        switch precision {
        case .off: writeRaw(TerminalModes.mouseOff)
        case .pixels:
            writeRaw(TerminalModes.pixelsOn)
            // The cell size with every resize, in band, where the terminal offers it.
            if queryReplies?.hasInBandResize ?? false {
                reportsResizeInBand = true
                writeRaw(TerminalModes.inBandResizeOn)
            }
        case .cells: break
        }
        return precision
    }

    private func cellPixelSizeAfterQuery() -> CellPixelSize? {
        if reportedCellSize == nil, let size = queryTerminal()?.cellSize { reportedCellSize = size }
        return cellPixelSize()
    }

    /// Tells ncurses about a new size.
    public func applySize(width: Int, height: Int) {
        resizeterm(Int32(max(1, height)), Int32(max(1, width)))
    }

    /// True when the terminal moves the cursor and resets attributes the ANSI way (terminfo's
    /// `cup` is `\E[%i%p1%d;%p2%dH`, without padding, and `sgr0` an ANSI SGR), so that
    /// `FrameEncoder`'s bytes mean to it what they mean to xterm; and when writing the
    /// bottom-right cell does not scroll (no auto-margins, or xterm's delayed wrap).
    /// xterm, tmux, screen and the Linux console qualify; vt100 (padding) does not.
    public static func suitsFrameEncoder(cup: String?, sgr0: String?, autoMargins: Bool, newlineGlitch: Bool) -> Bool {
        guard cup == "\u{1B}[%i%p1%d;%p2%dH", let sgr0 else { return false }
        let ansiReset = sgr0 == "\u{1B}[m" || sgr0 == "\u{1B}(B\u{1B}[m"
            || (sgr0.hasPrefix("\u{1B}[") && !sgr0.contains("$<"))
        return ansiReset && (!autoMargins || newlineGlitch)
    }

    /// Writes a frame's bytes to the terminal in one `write` (more only if the kernel
    /// takes part of it).
    public func writeFrame(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll(ttyFD, $0) }
    }

    /// Writes bytes straight to the terminal, after whatever ncurses has buffered.
    func writeRaw(_ s: String) {
        cn_flush_output()
        Array(s.utf8).withUnsafeBytes { writeAll(ttyFD, $0) }
    }

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
    public func pause() {
        guard isActive else { return }
        writeRaw(leaveModes)
        cn_end_session()
        tcsetattr(ttyFD, TCSADRAIN, &savedSettings)
    }

    /// Comes back after `pause()`: program mode, full repaint, mouse on. With the frame
    /// encoder, ncurses' repaint is of its own blank screen (it clears the terminal, and
    /// enters the alternate screen again); the runner's next frame is then a full repaint.
    public func resume() {
        guard isActive else { return }
        reset_prog_mode()
        raw(); noecho(); nonl(); curs_set(0)
        cn_touch_all()
        cn_present()
        writeRaw(inputOn)
    }

    /// Turns the mouse and bracketed paste back on (a terminal may have dropped them, as
    /// after SIGCONT).
    public func reassertModes() {
        writeRaw(inputOn)
    }

    /// Restores the terminal exactly: every mode off, cooked mode and echo back, the main
    /// screen, the cursor. Safe to call twice.
    public func end() {
        guard isActive else { return }
        isActive = false
        writeRaw(leaveModes)
        // Without an alternate screen (the Linux console, vt100) the carousel would stay
        // on the terminal after exit: wipe it, as the alternate screen would have.
        if cn_has_alternate_screen() == 0 {
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

    /// Takes the environment's locale and says whether its character set is UTF-8 (what
    /// the terminal was set up to show). ncurses' wide-character calls need a UTF-8 locale
    /// all the same: without one, fall back to C.UTF-8 (what is drawn is then ASCII).
    @discardableResult
    static func chooseUTF8Locale() -> Bool {
        setlocale(LC_ALL, "")
        let isUTF8 = isUTF8(codeset: String(cString: nl_langinfo(nl_item(CODESET))))
        if !isUTF8 {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
        return isUTF8
    }

    /// `UTF-8`, `utf8` and the like.
    static func isUTF8(codeset: String) -> Bool {
        let letters = codeset.uppercased().filter { $0.isLetter || $0.isNumber }
        return letters == "UTF8"
    }

    /// Asks the terminal for its background colour (OSC 11); nil when it does not say.
    /// Keys typed meanwhile are kept for `takeTypeahead()`.
    public func queryBackground() -> RGBColor? {
        queryTerminal()?.background
    }

    /// Asks the terminal, once, for its background, SGR-Pixels, cell size and margins in one round
    /// trip (see `BackgroundQuery`); `nil` where it is not worth asking (the Linux console).
    public func queryTerminal() -> TerminalQueryReplies? {
        if let queryReplies { return queryReplies }
        guard isActive, BackgroundQuery.isWorthAsking(term: termName) else { return nil }
        cn_flush_output()
        // The margins question rides along: one round trip for both.
        let asksMargins = marginsToAsk, asksRepeat = repeatToAsk
        var replies = BackgroundQuery.run(fd: ttyFD, request: asksMargins || asksRepeat
            ? "\u{1B}]11;?\u{1B}\\" + BackgroundQuery.pixelRequest + (asksMargins ? ShiftCapabilities.marginRequest : "")
                + (asksRepeat ? ShiftCapabilities.repeatProbe(utf8: localeIsUTF8) : "") + "\u{1B}[c"
            : BackgroundQuery.request)
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
    public func frameEncoderCapabilities() -> FrameEncoder.Capabilities {
        if (marginsToAsk || repeatToAsk) && isActive { _ = queryTerminal() }
        return shiftCapabilities
    }

    private func noteMargins(_ replies: TerminalQueryReplies) {
        marginsToAsk = false
        if ShiftCapabilities.marginsSupported(replies) && ShiftCapabilities.usesMarginsInteractively {
            shiftCapabilities.insert(.columnsAndMargins)
        }
    }

    /// The bytes read before the event loop began that were input, not replies; once.
    public func takeTypeahead() -> [UInt8] {
        defer { typeahead = [] }
        return typeahead
    }

    static func startColors(environment: [String: String]) -> Theme.Depth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard has_colors() else { return .none }
        start_color()
        use_default_colors()
        return cn_colors() >= 256 ? .full : .basic
    }
}
