import CarouselCore
import CarouselKit
import Foundation
import Testing

/// Scenarios written once and run in every terminal under test: tmux, and xterm, urxvt and
/// st under Xvfb with real X events. Where a terminal cannot show its screen as text, the
/// card Enter prints says where the carousel rested.
@Suite("One scenario, every terminal", .gestureTiming)
struct EveryTerminalScenarioTests {
    enum Where: String, CaseIterable, Sendable, CustomStringConvertible {
        case tmux, xterm, urxvt, st
        var description: String { rawValue }
    }

    /// Runs `body` with the carousel started by `arguments` in `place`.
    static func run<T>(_ arguments: [String], in place: Where, _ body: (any TerminalUnderTest) async throws -> T) async throws -> T {
        switch place {
        case .tmux: return try await TmuxSession.withCarousel(arguments) { try await body($0) }
        case .xterm: return try await XTerminalSession.withCarousel(arguments, in: .xterm) { try await body($0) }
        case .urxvt: return try await XTerminalSession.withCarousel(arguments, in: .urxvt) { try await body($0) }
        case .st: return try await XTerminalSession.withCarousel(arguments, in: .st) { try await body($0) }
        }
    }

    @Test("keys page, Enter prints the card it rests on, and the terminal is left as it was", arguments: Where.allCases)
    func keysPageAndEnterChooses(place: Where) async throws {
        let exit = try await Self.run(["--settle-speed", "4"], in: place) { t in
            _ = try await t.screen(once: "page 1/20 with cards") { $0.page == Page(current: 1, count: 20) && $0.contains("╭") }
            try await t.press(.right)
            try await t.press(.right)
            try await t.press(.left)
            _ = try await t.screen(once: "page 2/20 at rest") { $0.page == Page(current: 2, count: 20) && $0.contains(" idle ") }
            try await t.press(.enter)
            return try await t.ended()
        }
        #expect(exit.status == 0, "\(place): \(exit)")
        #expect(RealTerminalTests.chosenCard(exit) == 2, "\(place): \(exit)")
        #expect(!Carousel.looksLikeCrash(exit.stdout + exit.stderr), "\(place): \(exit)")
    }

    @Test("a hard drag crosses several cards under nearest and exactly one under one-at-a-time", arguments: Where.allCases)
    func hardDragByStrategy(place: Where) async throws {
        for (strategy, expected) in [("nearest", 3...20), ("one-at-a-time", 2...2)] {
            let card = try await LoadedMachine.untilFastEnough({ expected.contains($0 ?? 0) }) {
                try await Self.run(["--strategy", strategy, "--settle-speed", "4"], in: place) { t -> Int? in
                    _ = try await t.screen(once: "page 1/20") { $0.page == Page(current: 1, count: 20) }
                    // Toward later cards, 60 columns in 6 steps 8 ms apart, let go while moving.
                    try await t.drag(row: 12, from: 85, to: 25, steps: 6, stepMilliseconds: 8)
                    _ = try await t.screen(once: "the flick decided and at rest") { $0.decidedPage != nil && $0.contains(" idle ") }
                    try await t.press(.enter)
                    return RealTerminalTests.chosenCard(try await t.ended())
                }
            }
            #expect(card.map(expected.contains) == true, "\(strategy) in \(place): rested on card \(String(describing: card))")
        }
    }
}
