import CarouselKit

extension TerminalSession {
    /// How pictures can be drawn here, by the start-up round trip's answers.
    public var pictureFormat: PictureFormat {
        PictureFormat.best(replies: queryTerminal(), term: termName, termProgram: termProgram)
    }
}
