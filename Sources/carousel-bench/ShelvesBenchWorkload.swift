import CarouselKit

/// The scripted session `carousel-bench --shelves` plays on the shelves: sideways flicks on a
/// shelf, vertical flicks of the list, the focus moved with ↑/↓, a screenful with PgDn/PgUp,
/// gentle and hard flicks of the focused shelf; back and forth, so every cycle ends where it
/// began.
struct ShelvesBenchWorkload: BenchScript {
    let width: Int, height: Int

    func oneCycle(at t0: Double) -> [TimedEvent] {
        let screen = LanesLayout(width: width, height: height, laneCount: 1, sizing: .aboutThree)
        guard !screen.isTooSmall else { return [] }
        // The middle row of the second shelf's strip when the list rests on a shelf's top
        // (the first when only one fits), and the list's middle column.
        let shelf = screen.lanesPerScreen > 1 ? 1 : 0
        let stripRow: Int = screen.list.y + shelf * screen.laneHeight + 1 + (screen.laneHeight - 1) / 2
        let column = width / 2
        let listTop = screen.list.y, listHeight = screen.list.height
        var out: [TimedEvent] = []
        // A sideways flick toward later cards on a shelf: that shelf only moves.
        out += flick(at: t0 + 0.2, from: (width * 3 / 4, stripRow), to: (width / 2, stripRow))
        // The focus down a shelf, then that shelf flicked gently twice.
        out.append(key(.down, at: t0 + 1.2))
        out.append(key(.right, at: t0 + 1.6))
        out.append(key(.right, at: t0 + 1.9))
        // A vertical flick of the list toward later shelves, and back: each settles on a whole
        // shelf. A short one, so that a dozen shelves never reach their end and both sizes
        // play the same screens.
        out += flick(at: t0 + 2.8, from: (column, listTop + listHeight * 3 / 4), to: (column, listTop + listHeight / 2), steps: 20)
        out += flick(at: t0 + 4.0, from: (column, listTop + listHeight / 2), to: (column, listTop + listHeight * 3 / 4), steps: 20)
        // A screenful of shelves down, a hard flick of the focused shelf there and back, and up.
        out.append(key(.pageDown, at: t0 + 5.2))
        out.append(key(.right, shift: true, at: t0 + 5.8))
        out.append(key(.left, shift: true, at: t0 + 6.6))
        out.append(key(.pageUp, at: t0 + 7.4))
        out.append(key(.left, at: t0 + 8.0))
        out.append(key(.left, at: t0 + 8.3))
        out.append(key(.up, at: t0 + 8.7))
        out += flick(at: t0 + 9.1, from: (width / 4, stripRow), to: (width / 2, stripRow))
        return out
    }
}
