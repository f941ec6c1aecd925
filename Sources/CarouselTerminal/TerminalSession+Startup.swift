import CNcurses
import CarouselCore
import CarouselKit
import CarouselPlatform

/// What the session decides at start-up from terminfo and the locale: the presenter, the locale, the colours.
extension TerminalSession {
    /// True when the terminal moves the cursor and resets attributes the ANSI way (terminfo's
    /// `cup` is `\E[%i%p1%d;%p2%dH`, without padding, and `sgr0` an ANSI SGR), so that
    /// `FrameEncoder`'s bytes mean to it what they mean to xterm; and when writing the
    /// bottom-right cell does not scroll (no auto-margins, or xterm's delayed wrap).
    /// xterm, tmux, screen and the Linux console qualify; vt100 (padding) does not.
    package static func suitsFrameEncoder(cup: String?, sgr0: String?, autoMargins: Bool, newlineGlitch: Bool) -> Bool {
        guard cup == "\u{1B}[%i%p1%d;%p2%dH", let sgr0 else { return false }
        let ansiReset =
            sgr0 == "\u{1B}[m" || sgr0 == "\u{1B}(B\u{1B}[m"
            || (sgr0.hasPrefix("\u{1B}[") && !sgr0.contains("$<"))
        return ansiReset && (!autoMargins || newlineGlitch)
    }

    /// Takes the environment's locale and says whether its character set is UTF-8 (what
    /// the terminal was set up to show). ncurses' wide-character calls need a UTF-8 locale
    /// all the same: without one, fall back to C.UTF-8 (what is drawn is then ASCII).
    @discardableResult
    package static func chooseUTF8Locale() -> Bool {
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

    static func startColors(environment: [String: String]) -> Theme.Depth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard has_colors() else { return .none }
        start_color()
        use_default_colors()
        return cn_colors() >= 256 ? .full : .basic
    }
}
