import CarouselKit

/// The picture format chosen from what the terminal answered at start-up.
extension PictureFormat {
    /// The best this terminal has by its start-up replies: kitty's protocol if it answered
    /// the query, sixel if its device attributes have 4, iTerm2's by its name, else cells.
    /// Inside tmux and screen the replies are the multiplexer's: cells (no passthrough),
    /// also where `TERM` was set to something else but tmux says it is there (`TERM_PROGRAM`).
    package static func best(replies: TerminalQueryReplies?, term: String, termProgram: String?) -> PictureFormat {
        if isInsideMultiplexer(term: term, termProgram: termProgram, environment: [:]) { return .symbols }
        guard let replies else { return .symbols }
        if replies.hasKittyGraphics { return .kitty }
        if replies.deviceAttributes.contains(4) { return .sixel }
        if replies.reportsPointsForPixels(termProgram: termProgram) { return .iterm }
        return .symbols
    }
}
