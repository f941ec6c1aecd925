import CarouselCore

/// A lane's label, the one widget every lane of carousels has on its label row (a race's
/// lane, a shelf): `name  page X/N  decision  ○ ● ○`, the lane's name, its page, the last
/// decision in the longest wording that fits, and the lane's page dots (`draw`). It keeps
/// the strings it made while what they say is unchanged; where its dots are is worked out
/// for a click as for drawing (`dotHits(width:look:)`).
package final class LaneLabel {
    /// The lane it names (which owns it).
    package unowned let carousel: Carousel
    /// The lane's name: its strategy's in a race, the shelf's on a shelf.
    package internal(set) var name: String
    /// More items are on their way: the page figure says `N+`, as the demo's does.
    package internal(set) var isLoadingMore = false
    /// The label says the decision in full: velocity and projection before the rule (`d`).
    package internal(set) var showsDetails = false

    init(carousel: Carousel, name: String? = nil) {
        self.carousel = carousel
        self.name = name ?? carousel.name
    }

    /// The label's strings, kept while what they say and the room are unchanged: ten lanes
    /// redrawn 60 times a second make no strings while they settle.
    private var figureCache: (page: Int, count: Int, loadingMore: Bool, figure: String)?
    private var noteCache: (decision: DragDecision?, left: Int, count: Int, details: Bool, note: String)?

    /// `page X/N` and the decision in the longest wording that fits `room` cells after it.
    func label(room: Int) -> (figure: String, note: String) {
        let figure = cachedPageFigure
        return (figure, note(left: room - TextWidth.of(figure) - 2))
    }

    /// `page X/N`, kept while the page and the count stay.
    var cachedPageFigure: String {
        let page = carousel.currentPage, count = carousel.scrollView.layout.count
        if let c = figureCache, c.page == page, c.count == count, c.loadingMore == isLoadingMore { return c.figure }
        let figure = pageFigure
        figureCache = (page, count, isLoadingMore, figure)
        return figure
    }

    /// The decision in the longest wording that fits `left` cells (with `d`, its figures first).
    func note(left: Int) -> String {
        let decision = carousel.scrollView.lastDecision, count = carousel.scrollView.layout.count
        if let c = noteCache, c.decision == decision, c.left == left, c.count == count, c.details == showsDetails { return c.note }
        var note = ""
        if left > 0 {
            let figures = showsDetails ? detailFigures : ""
            let rest = left - TextWidth.of(figures)
            note = rest > 8 ? figures + decisionNote(fitting: rest) : decisionNote(fitting: left)
        }
        noteCache = (decision, left, count, showsDetails, note)
        return note
    }

    private var dotsCache: (count: Int, current: Int, width: Int, symbols: [PageControl.Symbol])?

    /// The lane's page dots for `width` cells, kept while the page and the count stay.
    func pageDots(width: Int) -> [PageControl.Symbol] {
        let count = carousel.scrollView.layout.count, current = carousel.currentPage
        if let c = dotsCache, c.count == count, c.current == current, c.width == width { return c.symbols }
        let symbols = PageControl.symbols(count: count, current: current, width: width)
        dotsCache = (count, current, width, symbols)
        return symbols
    }

    private var wantedWidthCache: (name: String, page: Int, decision: DragDecision?, count: Int, loadingMore: Bool, width: Int)?

    /// The cells the name, the page and the longest wording of its decision take: what the
    /// label leaves before the page dots take the rest of the row.
    func wantedLabelWidth() -> Int {
        let page = carousel.currentPage, decision = carousel.scrollView.lastDecision, count = carousel.scrollView.layout.count
        if let c = wantedWidthCache, c.name == name, c.page == page, c.decision == decision, c.count == count,
            c.loadingMore == isLoadingMore
        {
            return c.width
        }
        let note = decisionNotes().first.map { 2 + TextWidth.of($0) } ?? 0
        let width = TextWidth.of(name) + 2 + TextWidth.of(pageFigure) + note
        wantedWidthCache = (name, page, decision, count, isLoadingMore, width)
        return width
    }

    /// The decision's figures, as the demo's overlay gives them: `v=-212 col/s  P=5.83  `.
    private var detailFigures: String {
        guard let d = carousel.scrollView.lastDecision, d.command == nil else { return "" }
        let stride = Double(max(1, carousel.scrollView.layout.stride))
        let projected = (d.relativeProjectedOffset.map { Double(d.originPage) + $0 / stride } ?? d.projectedOffset / stride) + 1
        return (d.source.map { $0 + " " } ?? "")
            + "v=\(FrameText.fixed(d.velocity, digits: 0)) col/s  P=\(FrameText.fixed(projected, digits: 2))  "
    }

    /// `page X/N`, 1-based, as the demo's status line says it; `N+` while items still arrive.
    package var pageFigure: String {
        let count = carousel.scrollView.layout.count
        guard count > 0 else { return isLoadingMore ? "no cards yet" : "no cards" }
        let page = carousel.currentPage
        return "page \(page == Int.max ? "\(page)" : "\(page + 1)")/\(count)\(isLoadingMore ? "+" : "")"
    }

    /// The last decision in full: the resolver's own explanation, which ends on its target
    /// (`near(P = 6.03) -> page 6`); `[]` before the first.
    package func decisionNotes() -> [String] {
        guard let d = carousel.scrollView.lastDecision else { return [] }
        return [d.explanation, "-> \(target(of: d))"]
    }

    /// The last decision in at most `width` cells. Cut, it loses words of its rule, never
    /// its target: the words kept from the start, an ellipsis where the rest were, and the
    /// target (`near(o1)+sign(v) … -> page 2`); a figure such as P is never left alone
    /// beside a page that is not its own. Narrower still, the target alone.
    package func decisionNote(fitting width: Int) -> String {
        guard width > 0, let d = carousel.scrollView.lastDecision else { return "" }
        let explanation = d.explanation
        if TextWidth.of(explanation) <= width { return explanation }
        let target = "-> \(target(of: d))"
        // The rule's words before its target, and the target as the explanation says it.
        var rule = explanation, ending = target
        if let arrow = explanation.ranges(of: " -> ").last {
            rule = String(explanation[..<arrow.lowerBound])
            ending = String(explanation[explanation.index(after: arrow.lowerBound)...])
        } else {
            ending = ""
        }
        var words = rule.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // At least one word dropped, a whole one; never a last word that waits for the next
        // (`=`, `->`, `P`).
        words.removeLast()
        while !words.isEmpty {
            while let last = words.last, last.hasSuffix("=") || last == "->" || last == "P" { words.removeLast() }
            guard !words.isEmpty else { break }
            let cut = words.joined(separator: " ") + " …" + (ending.isEmpty ? "" : " " + ending)
            if TextWidth.of(cut) <= width { return cut }
            words.removeLast()
        }
        return TextWidth.of(target) <= width ? target : TextFitting.fitted(target, width: width)
    }

    private func target(of d: DragDecision) -> String {
        d.targetPage.map { "page \($0 == Int.max ? "\($0)" : "\($0 + 1)")" } ?? "rests between cards"
    }
}
