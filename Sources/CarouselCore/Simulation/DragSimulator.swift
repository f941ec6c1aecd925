/// Runs a scripted drag through the same scroll view, velocity tracker, projection and
/// resolver as a live drag, without a terminal: `carousel simulate` and `compare`.
package struct DragSimulator: Sendable {
    package var viewport: Int = 100
    package var cardWidth: Int = 60
    package var spacing: Int = 3
    package var count: Int = 20
    package var startPage: Int = 0
    package var alignment: CardAlignment = .center
    package var wraps: Bool = false
    /// The positions the terminal could report; `nil`: a terminal as wide as the viewport.
    package var pointerWindow: ClosedRange<Double>?
    /// UIKit points per cell (8 per column, 16 per row): the fling cap and the thresholds
    /// the articles give in points depend on it.
    package var pointsPerCell: Double = 8
    /// Where the content is when the drag begins, in cells from the start page's rest.
    package var startShift: Double = 0
    /// The pointer is a wheel burst's virtual one, which no terminal window bounds.
    package var pointerUnbounded = false
    /// A list whose last page rests its last card at the far end (the shelves' list).
    package var endsAtLastCard = false

    package init() {}

    /// The geometry a strategy gets: the given card width, or the whole viewport for one
    /// that pages by the viewport (`system`).
    package func layout(for resolver: any PagingResolver) -> CarouselLayout {
        if resolver.pageSizing == .viewport {
            return CarouselLayout(
                viewport: viewport, cardExtent: max(1, viewport - spacing), spacing: spacing,
                count: count, alignment: .center, wraps: wraps)
        }
        var layout = CarouselLayout(
            viewport: viewport, cardExtent: cardWidth, spacing: spacing, count: count,
            alignment: alignment, wraps: wraps)
        layout.endsAtLastCard = endsAtLastCard
        return layout
    }

    package struct Result: Sendable {
        package var decision: DragDecision
        package var layout: CarouselLayout
        /// Where the settle ends up, absolute offset in cells.
        package var restingOffset: Double
        package var restingPage: Int
    }

    package func run(_ script: DragScript, resolver: any PagingResolver) -> Result {
        let layout = layout(for: resolver)
        var scroll = ScrollView(layout: layout, resolver: resolver, startPage: startPage)
        scroll.labelBase = 0
        scroll.pointsPerCell = pointsPerCell
        // A terminal as wide as the viewport, as the interactive program has it, unless told.
        scroll.pointerWindow = pointerUnbounded ? nil : pointerWindow ?? 0...Double(max(0, layout.viewport - 1))
        if startShift != 0 { scroll.setContentOffset(relativeToOrigin: startShift) }
        let samples = script.samples
        guard let first = samples.first, let last = samples.last else {
            return settled(
                scroll,
                decision: DragDecision(
                    strategy: resolver.name, stride: layout.stride, startPage: startPage, startOffset: 0, releaseOffset: 0,
                    velocity: 0, projectedOffset: 0, targetPage: startPage, targetOffset: 0, settle: .spring,
                    explanation: "", fromKeyboard: false), layout: layout, from: 0)
        }
        scroll.beginDrag(pointer: first.position, now: first.milliseconds / 1000)
        for s in samples.dropFirst().dropLast() {
            scroll.moveDrag(pointer: s.position, now: s.milliseconds / 1000)
        }
        let decision =
            scroll.endDrag(pointer: last.position, now: last.milliseconds / 1000)
            ?? DragDecision(
                strategy: resolver.name, stride: layout.stride, startPage: startPage, startOffset: 0,
                releaseOffset: 0, velocity: 0, projectedOffset: 0, targetPage: startPage, targetOffset: 0,
                settle: .spring, explanation: "", fromKeyboard: false)
        return settled(scroll, decision: decision, layout: layout, from: last.milliseconds / 1000)
    }

    /// A wheel notch's or key's flick from rest on the start page: `pages` projected, exactly
    /// (gentle) or as the strategy projects the velocity (hard).
    package func runFlick(pages: Double, hard: Bool, resolver: any PagingResolver) -> Result {
        let layout = layout(for: resolver)
        var scroll = ScrollView(layout: layout, resolver: resolver, startPage: startPage)
        scroll.labelBase = 0
        scroll.pointsPerCell = pointsPerCell
        let decision =
            scroll.flick(pages: pages, exactProjection: !hard, now: 0)
            ?? DragDecision(
                strategy: resolver.name, stride: layout.stride, startPage: startPage, startOffset: 0,
                releaseOffset: 0, velocity: 0, projectedOffset: 0, targetPage: startPage, targetOffset: 0,
                settle: .spring, explanation: "", fromKeyboard: true)
        return settled(scroll, decision: decision, layout: layout, from: 0)
    }

    /// Lets the settle run to its end to report where the content rests.
    private func settled(_ scroll: ScrollView, decision: DragDecision, layout: CarouselLayout, from start: Double) -> Result {
        var scroll = scroll
        var t = start
        while scroll.tick(now: t) && t < start + 20 { t += 1.0 / 60 }
        return Result(decision: decision, layout: layout, restingOffset: scroll.absoluteOffset, restingPage: scroll.currentPage)
    }

    /// The JSON object `carousel simulate` prints (one line, keys in a fixed order).
    package func json(_ r: Result) -> String {
        let d = r.decision
        var fields: [(String, String)] = [
            ("strategy", "\"\(d.strategy)\""),
            ("count", "\(r.layout.count)"),
            ("viewport", "\(r.layout.viewport)"),
            ("card_width", "\(r.layout.cardExtent)"),
            ("spacing", "\(r.layout.spacing)"),
            ("stride", "\(r.layout.stride)"),
            ("start_page", "\(d.startPage)"),
            ("start_offset", Formatting.json(d.startOffset)),
            ("release_offset", Formatting.json(d.releaseOffset)),
            ("velocity", Formatting.json(d.velocity)),
            ("projected_offset", Formatting.json(d.projectedOffset)),
            ("projected_page", Formatting.json(d.projectedOffset / Double(max(1, d.stride)))),
            ("target_page", d.targetPage.map { "\($0)" } ?? "null"),
            ("target_offset", Formatting.json(d.targetOffset)),
            ("pages_moved", d.targetPage.map { "\($0 - d.startPage)" } ?? "null"),
            ("settle", "\"\(d.settle.label)\""),
            ("resting_page", "\(r.restingPage)"),
        ]
        fields.append(("rule", JSON.quote(d.explanation)))
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// Minimal JSON string quoting.
package enum JSON {
    package static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
