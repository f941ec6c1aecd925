import CarouselCore

/// The carousel screen's rows besides the cards, each kept drawn for what it says
/// (`StoredRows`), with the keys that say when one must be drawn again.
struct ScreenRowStores {
    var status = StoredRows<Status>()
    var page = StoredRows<Line>()
    var header = StoredRows<Line>()
    var pageControl = StoredRows<PageDots>()
    /// The overlay's lines, one store each.
    var details: [StoredRows<Line>] = []
    var help = StoredRows<Line>()
    /// The page control's symbols for a count, current page and width, made when one changes.
    private var symbols: (count: Int, current: Int, width: Int, symbols: [PageControl.Symbol])?
    /// The overlay's lines about the last decision, and what they were made from.
    var decisionLines: (key: DecisionKey, lines: [String])?
    /// The page figure and its width in cells.
    private var measuredPage: (text: String, width: Int)?

    /// `text` with its width, measured when it changes.
    mutating func pageFigure(_ text: String) -> (text: String, width: Int) {
        if let m = measuredPage, m.text == text { return m }
        let measured = (text, TextWidth.of(text))
        measuredPage = measured
        return measured
    }

    /// Everything the status line shows but the page figure, whose width leaves it room.
    struct Status: Equatable {
        var width: Int
        var pageWidth: Int
        var name: String
        var tagline: String
        var title: String
        var style: Style
    }

    /// Everything the overlay's lines about the last decision depend on.
    struct DecisionKey: Equatable {
        var decision: DragDecision?
        var axis: Axis
        var count: Int
        var wraps: Bool
        var rows: Int
        var width: Int
    }

    /// One line of text in one style.
    struct Line: Equatable {
        var text: String
        var width: Int
        var style: Style
    }

    /// The page control: its dots and where a settling flick's projection fell.
    struct PageDots: Equatable {
        var count: Int
        var current: Int
        var width: Int
        var mark: ProjectionMark?
        var dot: Style
        var currentDot: Style
        var warning: Style
    }

    /// `PageControl.symbols`, made again only when its arguments change.
    mutating func pageSymbols(count: Int, current: Int, width: Int) -> [PageControl.Symbol] {
        if let s = symbols, s.count == count, s.current == current, s.width == width { return s.symbols }
        let made = PageControl.symbols(count: count, current: current, width: width)
        symbols = (count, current, width, made)
        return made
    }
}
