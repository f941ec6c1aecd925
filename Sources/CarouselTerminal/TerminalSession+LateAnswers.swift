import CarouselKit

/// What a late answer to the start-up questions changed: the runner redraws what it must.
package struct LateAnswers: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// The background or the colour depth: the palette is chosen again.
    package static let appearance = LateAnswers(rawValue: 1 << 0)
    /// SGR-Pixels or the cell size: the pointer may move to pixels.
    package static let pointer = LateAnswers(rawValue: 1 << 1)
    /// REP or margins: the frame encoder may use more.
    package static let shifts = LateAnswers(rawValue: 1 << 2)
    /// kitty's graphics or sixel: pictures may be drawn in pixels.
    package static let pictures = LateAnswers(rawValue: 1 << 3)
}

/// Answers that come after the start-up query stopped waiting (an ssh link with a long
/// round trip, a terminal's slow first launch) are applied when they come, as Neovim sets
/// its background when the OSC 11 answer arrives: the first frame never waits longer, and
/// an answer that never comes changes nothing.
extension TerminalSession {
    /// Takes replies read by the event loop's decoder (whole replies only, never keys) into
    /// the start-up answers; says what they changed. Once the last answer (the device
    /// attributes) is in, nothing more is awaited.
    package func noteLateReplies(_ bytes: [UInt8]) -> LateAnswers {
        guard awaitsLateAnswers, var replies = queryReplies, !bytes.isEmpty else { return [] }
        let before = replies
        replies.feed(bytes)
        replies.finish()
        _ = replies.takeTypeahead()  // the decoder hands over replies only
        queryReplies = replies
        var changed: LateAnswers = []
        if replies.background != before.background { changed.insert(.appearance) }
        if usesFrameEncoder {
            let depth = TerminalColourDepth.depth(terminfo: colorDepth, colorTerm: colorTerm, replies: replies)
            if depth != colorDepth {
                colorDepth = depth
                changed.insert(.appearance)
            }
        }
        if replies.hasPixelMouse != before.hasPixelMouse || replies.cellSize != before.cellSize
            || replies.terminalVersion != before.terminalVersion
        {
            if reportedCellSize == nil, let size = replies.cellSize { reportedCellSize = size }
            changed.insert(.pointer)
        }
        if lateQuestions.margins, replies.modeStates[69] != nil {
            lateQuestions.margins = false
            noteMargins(replies)
            changed.insert(.shifts)
        }
        if lateQuestions.repeat, replies.cursorPositions.count >= (localeIsUTF8 ? 2 : 1) {
            lateQuestions.repeat = false
            let shown = ShiftCapabilities.repeatShown(replies, utf8: localeIsUTF8)
            if !shown.isEmpty {
                shiftCapabilities.formUnion(shown)
                changed.insert(.shifts)
            }
        }
        if replies.hasKittyGraphics != before.hasKittyGraphics || replies.deviceAttributes != before.deviceAttributes {
            changed.insert(.pictures)
        }
        if replies.isComplete {
            awaitsLateAnswers = false
            lateQuestions = (false, false)
        }
        return changed
    }
}
