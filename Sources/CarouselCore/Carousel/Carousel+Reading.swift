/// What a frame reads of a carousel's scroll view, field by field. A scroll view holds its
/// resolver, its settle and the drag's samples; a computed property of it read through the
/// class is evaluated on a whole copy, which retains each of those and releases them again,
/// several times a frame. Stored fields are read in place.
extension Carousel {
    /// Whether a settle or a coast is under way.
    package var isAnimating: Bool { scrollView.animation != nil }

    /// The page the content is nearest, within the pages there are.
    package var currentPage: Int {
        ScrollView.currentPage(layout: scrollView.layout, offset: scrollView.offset, originPage: scrollView.originPage)
    }

    /// The page the content rests on or is going to.
    package var destinationPage: Int { scrollView.animationTargetPage ?? currentPage }

    /// What drawing the strip needs (`CardStrip`).
    package var stripPlace: ScrollView.StripPlace {
        ScrollView.StripPlace(
            layout: scrollView.layout, offset: scrollView.offset, origin: scrollView.originPage,
            current: destinationPage)
    }

    /// The page the content rests on or is going to (0-based).
    public var selectedPage: Int { destinationPage }

    /// Nothing moves and no drag holds the content: a scene's loop may sleep.
    public var isAtRest: Bool { !isAnimating && scrollView.drag == nil }
}
