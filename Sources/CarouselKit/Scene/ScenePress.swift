/// What a press does on the carousel's screen (`CarouselScreenView` hit-tests it against
/// what the person sees).
enum ScenePress: Equatable {
    /// Takes hold of the carousel; the pointer can be reported in `window` (the terminal
    /// reports nothing past its first and last cell: a flick can leave it).
    case drag(window: ClosedRange<Double>)
    /// Goes to a page at once (a dot of the page control under it).
    case page(Int)
    /// Nothing is under it.
    case nothing
}

/// A page a click asks for: `by` pages from where the carousel is going (a card peeking
/// in: the near way round, wrapping or not), or `to` one page.
enum PageRequest: Equatable {
    case by(Int)
    case to(Int)
}
