import CarouselPlatform
import CarouselKit

/// Asks the terminal what colour its background is, so that the carousel can choose the
/// palette that reads on it, and whether it reports the pointer in pixels (and how large
/// a cell is), in the same round trip.
///
/// OSC 11 (`ESC ] 11 ; ? ESC \`) asks for the background; a primary device-attributes
/// request (`ESC [ c`) follows, which every terminal answers, and answers after the first:
/// its reply ends the wait, so a terminal that does not know OSC 11 costs one round trip,
/// not a timeout. A terminal that answers nothing at all is waited for `longestWait`.
/// Bytes read meanwhile that are not replies (keys typed during start-up) are returned,
/// in order, for the event loop.
enum BackgroundQuery {
    /// The background (OSC 11), SGR-Pixels (DECRQM 1016), the cell size in pixels
    /// (`CSI 16 t`), in-band resize reports (DECRQM 2048), the terminal's name (XTVERSION,
    /// `CSI > 0 q`: iTerm2 answers the DECRQM wrongly, kitty counts pixels from 0; and with
    /// XTGETTCAP how many colours it draws, see `TerminalColourDepth`), and
    /// whether it draws pictures (kitty's graphics query; sixel is in the device attributes),
    /// the device attributes that end the round trip: a terminal that ignores the middle
    /// ones costs nothing more.
    static let request = "\u{1B}]11;?\u{1B}\\" + pixelRequest(asksPictures: true) + statusRequest + "\u{1B}[c"
    /// Whether the terminal answers a device status request, as the frames' pacing asks.
    static let statusRequest = "\u{1B}[5n"
    /// Kitty's graphics query is left out where `asksPictures` is false (inside tmux, which
    /// would show it as the pane's title).
    /// Where `asksModes` is false (see `answersModeRequests`), no DECRQM, no XTGETTCAP and
    /// no kitty graphics query is sent.
    static func pixelRequest(asksPictures: Bool, asksModes: Bool = true) -> String {
        (asksModes ? "\u{1B}[?1016$p" : "") + "\u{1B}[16t" + (asksModes ? "\u{1B}[?2048$p" : "") + "\u{1B}[>0q"
            + (asksModes ? TerminalColourDepth.capabilityRequest : "") + (asksPictures && asksModes ? PictureFormat.kittyQuery : "")
    }

    /// macOS's Terminal.app does not parse DECRQM (`CSI ? Ps $ p`) and prints its final `p`
    /// on the screen, and is reported to print the text of the device-control strings it does
    /// not know (XTGETTCAP's `+q…`; neovim's issue 28776): it is asked none of them, nor
    /// kitty's graphics query (it has none of the modes, colours or pictures asked about).
    static func answersModeRequests(termProgram: String?) -> Bool {
        termProgram != "Apple_Terminal"
    }
    /// The longest a silent terminal delays the start (seconds).
    static let longestWait = 0.4
    /// Inline (`--height`), the band cannot be placed without the cursor's row: the answer
    /// is waited for as long as a slow link takes (the device attributes end the wait on any
    /// terminal that answers at all), and this long for one that never does.
    static let cursorWait = 3.0

    /// The Linux console never reports its background (it is black unless reconfigured),
    /// and kernels before OSC strings were ignored print the query's text: not asked.
    static func isWorthAsking(term: String) -> Bool {
        !term.hasPrefix("linux")
    }

    /// Writes the query to `fd` (a terminal in raw mode) and reads the replies until the
    /// device attributes come or `timeout` passes.
    /// `request` may ask more before the device attributes (a DECRQM, see `ShiftCapabilities`).
    static func run(fd: Int32, timeout: Double = longestWait, request: String = request) -> TerminalQueryReplies {
        var replies = TerminalQueryReplies()
        Array(request.utf8).withUnsafeBytes { writeAll(fd, $0) }
        let clock = MonotonicClock()
        let deadline = clock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 512)
        while !replies.isComplete {
            let remaining = deadline - clock.now
            guard remaining > 0 else { break }
            let outcome: DescriptorWait.Outcome
            do {
                outcome = try DescriptorWait.readable([fd], milliseconds: Int32(max(1, (remaining * 1000).rounded(.up))))
            } catch {
                break  // not open any more: nothing more will come
            }
            guard case .ready = outcome else { continue }
            let n = read(fd, &buffer, buffer.count)
            guard n > 0 else { break }
            replies.feed(buffer[0..<n])
        }
        replies.finish()
        return replies
    }
}
