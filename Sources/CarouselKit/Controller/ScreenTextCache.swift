import CarouselCore

/// What the status line's page figure says.
struct PageFigureKey: Equatable {
    var page: Int
    var count: Int
    /// Every line, while a search's matches are shown.
    var total: Int?
    var isLoadingMore = false
    /// Lines marked, in a multi-select picker.
    var marked: Int?
    /// Autoplay's seconds and whether it is paused, when there is autoplay.
    var autoplayInterval: Double?
    var autoplayPaused = false
}

/// Everything the overlay's last line (the counters) says: made again when a card enters
/// or the frame rate changes, not when a flick is decided.
struct CountersKey: Equatable {
    var counters: CollectionView.Counters
    var framesPerSecond: Int
    var settleSpeed: Double
    var reducesMotion = false
    var cardExtent: Int
    var spacing: Int
    var width: Int
    var pointerPrecision: PointerPrecision
    var fitNote: String?
}

/// Strings drawn every frame but made only when they change.
struct TextCache {
    var page: (key: PageFigureKey, text: String)?
    var counters: (key: CountersKey, line: String)?
    var helpLine: (context: HelpLine.Context, width: Int, isPicker: Bool, text: String)?
}
