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

/// Everything the overlay's lines say.
struct DetailsKey: Equatable {
    var decision: DragDecision?
    var counters: CollectionView.Counters
    var framesPerSecond: Int
    var settleSpeed: Double
    var cardExtent: Int
    var spacing: Int
    var width: Int
    var rows: Int
    var pointerPrecision: PointerPrecision
}

/// Strings drawn every frame but made only when they change.
struct TextCache {
    var page: (key: PageFigureKey, text: String)?
    var details: (key: DetailsKey, lines: [String])?
    var helpLine: (context: HelpLine.Context, width: Int, text: String)?
}
