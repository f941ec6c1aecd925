import Foundation
import Testing

/// SGR-Pixels (mode 1016) in a real xterm: the pointer to the pixel, not to the cell.
@Suite("The pointer in pixels in real terminal emulators")
struct PixelPointerTests {
    /// The last flick's velocity, as the overlay says it (`v=-212 col/s`).
    static func velocity(_ screen: Screen) -> Int? {
        screen.text.firstMatch(of: /v=(-?\d+) col\/s/).flatMap { Int($0.1) }
    }

    /// The screen column where the current card begins (its `╭` nearest the middle).
    static func currentCardEdge(_ screen: Screen, columns: Int) -> Int? {
        screen.cardLeftEdges.min { abs($0 - columns / 2) < abs($1 - columns / 2) }
    }

    @Test("xterm answers DECRQM for mode 1016: the overlay says mouse pixels; --mouse cells keeps cells")
    func xtermReportsPixels() async throws {
        try await XTerminalSession.withCarousel(in: .xterm) { x in
            let screen = try await x.waitForScreen("the overlay") { $0.contains("mouse ") }
            #expect(screen.contains("mouse pixels"), "\(screen)")
            try await x.key("q")
            let exit = try await x.waitForExit()
            #expect(exit.status == 0 && exit.sttyBefore == exit.sttyAfter, "\(exit)")
        }
        try await XTerminalSession.withCarousel(["--mouse", "cells"], in: .xterm) { x in
            let screen = try await x.waitForScreen("the overlay") { $0.contains("mouse ") }
            #expect(screen.contains("mouse cells"), "\(screen)")
            try await x.key("q")
            _ = try await x.waitForExit()
        }
    }

    @Test("a drag of less than a cell moves the content in pixel mode (drawn at the nearest column)")
    func subCellDragMoves() async throws {
        try await XTerminalSession.withCarousel(["--strategy", "nearest"], in: .xterm) { x in
            let before = try await x.waitForScreen("page 1/20 in pixels") { $0.contains("mouse pixels") && $0.contains("╭") }
            let edge = try #require(Self.currentCardEdge(before, columns: x.columns), "\(before)")
            // From the right of column 50 to its left (toward later cards: no rubber band at
            // the first): the same cell, three quarters of it.
            try await x.press(column: 50 + 0.35, row: 12)
            try await x.moveHeld(column: 50 - 0.4, row: 12)
            let moved = try await x.waitForScreen("the card to follow the pointer by a column") {
                Self.currentCardEdge($0, columns: x.columns) == edge - 1
            }
            #expect(moved.page == Page(current: 1, count: 20), "\(moved)")
            try await x.release()
            try await x.key("q")
            _ = try await x.waitForExit()
        }
    }
}
