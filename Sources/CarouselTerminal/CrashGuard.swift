import CarouselPlatform
import CarouselKit

/// The last resort if the program itself crashes (a Swift trap is SIGILL or SIGTRAP):
/// a handler that only writes precomputed reset bytes and restores the saved terminal
/// settings, both signal-safe, then lets the signal do what it would have done.
enum CrashGuard {
    nonisolated(unsafe) static var ttyFD: Int32 = -1
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var hasSaved = false
    /// Mouse and paste modes off, cursor on, attributes off, alternate screen left.
    nonisolated(unsafe) static var resetBytes: [UInt8] = Array(TerminalModes.leaveSequence.utf8)

    static let fatal: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGABRT]

    static func install(fd: Int32, settings: termios) {
        ttyFD = fd
        saved = settings
        hasSaved = true
        for s in fatal {
            SignalHandler.install(s, flags: Int32(truncatingIfNeeded: SA_RESETHAND)) { sig in CrashGuard.restoreAndReraise(sig) }
        }
    }

    static func uninstall() {
        for s in fatal { signal(s, SIG_DFL) }
        hasSaved = false
    }

    static func restoreAndReraise(_ sig: Int32) {
        if ttyFD >= 0 {
            resetBytes.withUnsafeBufferPointer { _ = write(ttyFD, $0.baseAddress, $0.count) }
            if hasSaved { _ = tcsetattr(ttyFD, TCSANOW, &saved) }
        }
        raise(sig)
    }
}

/// Escape sequences the session writes itself (ncurses does not manage mouse modes).
enum TerminalModes {
    /// Normal tracking, button-event tracking (drag motion), SGR coordinates.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    /// SGR-Pixels, turned on after SGR (1006): reports keep SGR's shape, in pixels.
    static let pixelsOn = "\u{1B}[?1016h"
    /// Pixels off first: `CSI ? 1016 l` alone falls back to X10, not to 1006.
    static let mouseOff = "\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// Bracketed paste: a paste arrives between markers, so it is never taken for keys.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Every input mode the session turns on, and their undoing.
    static let inputOn = mouseOn + bracketedPasteOn
    /// The input modes for a pointer precision: SGR-Pixels after SGR, or no mouse at all.
    static func inputOn(_ precision: PointerPrecision) -> String {
        switch precision {
        case .pixels: return mouseOn + pixelsOn + bracketedPasteOn
        case .cells: return inputOn
        case .off: return bracketedPasteOn
        }
    }
    static let inputOff = bracketedPasteOff + mouseOff
    /// The whole screen scrolling again (the frame encoder leaves a scroll region set
    /// between frames of a vertical flick), the cursor kept where it was: DECSTBM homes it.
    static let scrollRegionOff = "\u{1B}7\u{1B}[r\u{1B}8"
    /// G0 back to ASCII: the frame encoder draws runs of lines in DEC Special Graphics and
    /// switches back within the frame, but a frame cut short must not leave the shell's
    /// letters drawn as lines.
    static let asciiCharset = "\u{1B}(B"
    /// In-band resize reports (mode 2048), on only where the terminal said it has them.
    static let inBandResizeOn = "\u{1B}[?2048h"
    static let inBandResizeOff = "\u{1B}[?2048l"
    /// Everything a crash must undo: mouse, paste and resize-report modes off, the scroll
    /// region, the character set, attributes off, cursor shown, main screen.
    static let leaveSequence = inputOff + inBandResizeOff + scrollRegionOff + asciiCharset + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n"
}
