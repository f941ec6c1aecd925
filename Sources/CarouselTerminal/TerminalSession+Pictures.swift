import CarouselKit

extension TerminalSession {
    /// How pictures can be drawn here, by the start-up round trip's answers (cells inside
    /// tmux or screen, where the terminal is never asked).
    package var pictureFormat: PictureFormat {
        guard asksPictures else { return .symbols }
        return PictureFormat.best(replies: queryTerminal(), term: termName, termProgram: termProgram)
    }
}
