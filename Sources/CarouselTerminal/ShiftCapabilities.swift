import CNcurses
import CarouselKit

/// What the frame encoder may use on this terminal to shift cells that moved, instead of
/// writing them again (`FrameEncoder.Capabilities`).
///
/// ICH/DCH, the scroll region and SU/SD come from terminfo, taken only where they are the
/// ANSI sequences the encoder sends. Left/right margins (DECLRMM, DECSLRM) and DECIC/DECDC
/// are not taken from terminfo, whose `xterm-256color` advertises margins that kitty and
/// Alacritty lack: the terminal is asked (DECRQM for mode 69, `ESC [ ? 69 $ p`, followed by
/// a device-attributes request that ends the wait), and never inside tmux or screen, where
/// `ESC [ l ; r s` means "save the cursor" and the screen would be wrong from then on.
package enum ShiftCapabilities {
    /// Whether the interactive program shifts with margins (DECDC/DECIC) where the terminal
    /// has them. The end-to-end test that compares xterm's window after flicks with a full
    /// repaint (`ShiftedFramesXtermTests`, which also checks that DECDC/DECIC were sent) once
    /// failed in two runs of three, with margins or without: it took its picture in the pause
    /// before a settle's last one-column frame, the screen xterm showed then being exactly
    /// what the bytes sent so far drew. Set to false to keep margins out again.
    static let usesMarginsInteractively = true

    /// DECRQM for DECLRMM (mode 69).
    static let marginRequest = "\u{1B}[?69$p"

    /// Whether REP works, seen rather than trusted (terminfo's `xterm-256color` has `rep`
    /// whatever terminal claims that name; urxvt 9.30 has no REP, st 0.9 repeats any
    /// character though its entry has no `rep`; tmux 3.3a repeats ASCII only and
    /// its own entries have no `rep` at all): a blank at the top left corner, REP once, and a
    /// cursor position report. Where REP works the cursor is in the third column, else in the
    /// second. Where the locale is UTF-8 the blank is first a no-break space (two bytes of
    /// UTF-8: a terminal repeating only ASCII leaves the cursor in the second column), then a
    /// plain space (the third column there: it repeats ASCII); elsewhere only the plain space,
    /// as only ASCII is drawn. Nothing shows (blanks on a screen the first frame repaints
    /// anyway), and a terminal that knows no REP ignores `ESC[b` as any unknown sequence.
    static func repeatProbe(utf8: Bool) -> String {
        let ascii = "\u{1B}[H \u{1B}[b\u{1B}[6n"
        return utf8 ? "\u{1B}[H\u{A0}\u{1B}[b\u{1B}[6n" + ascii : ascii
    }

    /// What the probe's answers show: REP for every character, for ASCII only, or none.
    static func repeatShown(_ replies: TerminalQueryReplies, utf8: Bool) -> FrameEncoder.Capabilities {
        let repeated = CursorPosition(row: 1, column: 3)
        let positions = replies.cursorPositions
        guard utf8 else { return positions.first == repeated ? [.repeatCharacter] : [] }
        guard positions.count >= 2 else { return [] }
        if positions[0] == repeated { return [.repeatCharacter] }
        return positions[1] == repeated ? [.repeatASCII] : []
    }

    /// Whether runs of `─` may go in DEC Special Graphics (`ESC(0`, then `q`), in a UTF-8
    /// locale: only where that is known to draw lines. Not every terminal does: PuTTY in
    /// UTF-8 ignores the set unless told otherwise (and says `TERM=xterm`), as do the Linux
    /// console and GNU screen, which is why ncurses has `NCURSES_NO_UTF8_ACS`. So: inside
    /// tmux (`TMUX`, or `TERM=tmux…`), which keeps such cells as lines and draws them on its
    /// own terminal in whatever way that one takes, and in rxvt-unicode (`TERM=rxvt…`), both
    /// seen drawing them here; and never when `NCURSES_NO_UTF8_ACS` is set to anything but 0.
    /// Elsewhere `─` stays UTF-8: the terminals that repeat any character (xterm, st, and
    /// most others) send a border as `─` and one REP anyway. Only where terminfo has the set
    /// (`acsc` maps `q`); outside a UTF-8 locale the carousel draws ASCII and never asks.
    static func lineDrawingWorks(term: String, environment: [String: String], utf8: Bool, acsc: String?) -> Bool {
        guard utf8, let acsc, acsc.contains("qq") else { return false }
        if let said = environment["NCURSES_NO_UTF8_ACS"], !said.isEmpty, said != "0" { return false }
        let inTmux = !(environment["TMUX"] ?? "").isEmpty || term.hasPrefix("tmux")
        return inTmux || term.hasPrefix("rxvt")
    }

    /// What terminfo's strings allow, for the terminal ncurses has loaded.
    package static func fromTerminfo() -> FrameEncoder.Capabilities {
        func string(_ name: String) -> String? { cn_string_capability(name).map { String(cString: $0) } }
        return fromTerminfo(
            ich: string("ich"), dch: string("dch"), csr: string("csr"), ri: string("ri"),
            indn: string("indn"), rin: string("rin"), rep: string("rep"))
    }

    /// `rep` is taken only in the form xterm's entry gives it (`%p1%c\E[%p2%{1}%-%db`).
    static func fromTerminfo(
        ich: String?, dch: String?, csr: String?, ri: String?, indn: String?, rin: String?,
        rep: String? = nil
    ) -> FrameEncoder.Capabilities {
        var capabilities: FrameEncoder.Capabilities = []
        if rep == "%p1%c\u{1B}[%p2%{1}%-%db" { capabilities.insert(.repeatCharacter) }
        if ich == "\u{1B}[%p1%d@" && dch == "\u{1B}[%p1%dP" { capabilities.insert(.insertDeleteCharacters) }
        if csr == "\u{1B}[%i%p1%d;%p2%dr" && ri == "\u{1B}M" {
            capabilities.insert(.scrollRegion)
            if indn == "\u{1B}[%p1%dS" && rin == "\u{1B}[%p1%dT" { capabilities.insert(.scrollUpDown) }
        }
        return capabilities
    }

    /// Inside tmux or screen (or on the Linux console, which knows no margins and is not
    /// asked anything) margins are never used, so not asked about.
    static func marginsWorthAsking(term: String, environment: [String: String]) -> Bool {
        if let tmux = environment["TMUX"], !tmux.isEmpty { return false }
        if let sty = environment["STY"], !sty.isEmpty { return false }
        return !term.hasPrefix("screen") && !term.hasPrefix("tmux") && !term.hasPrefix("linux")
    }

    /// The terminal said it knows mode 69 (set or reset, not "permanently reset"), and is
    /// not one that has the margins without DECIC/DECDC: Ghostty knows mode 69 and handles
    /// neither `CSI Pn ' }` nor `CSI Pn ' ~` (its `src/terminal/stream.zig`), so shifting
    /// columns there would leave them where they were.
    static func marginsSupported(_ replies: TerminalQueryReplies, termProgram: String? = nil) -> Bool {
        guard let state = replies.modeStates[69], state == 1 || state == 2 || state == 3 else { return false }
        let name = replies.terminalVersion?.lowercased() ?? ""
        return !name.hasPrefix("ghostty") && termProgram?.lowercased() != "ghostty"
    }
}
