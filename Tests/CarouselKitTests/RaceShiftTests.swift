@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// The race through the shifting encoder: every lane is a scrolling region of the frame, so
/// a flick shifts each lane's cells on the terminal instead of writing them again, and the
/// screen it leaves is always the one a fresh repaint would show.
@Suite struct RaceShiftTests {
    static func mouse(_ kind: MouseEvent.Kind, x: Int, y: Int) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: kind == .press || kind == .motion || kind == .release ? .left : .none, x: x, y: y))
    }

    @Test func everyFrameOfARaceShowsTheCanvasWhateverTheTerminalShifts() {
        property("race frames through the shifting encoder", trials: 20, baseSeed: 0x4ACE5) { rng in
            var width = rng.int(30...200), height = rng.int(8...60)
            let depth = rng.pick(FrameEncoderTests.depths)
            let capabilities = rng.pick(FrameEncoderShiftTests.capabilitySets)
            let strategies = (0..<rng.int(1...8)).map { _ in rng.pick(Strategies.all) }
            let count = rng.int(1...40)
            let race = Harness(
                race: strategies, width: width, height: height, count: count,
                startPage: rng.int(0...count - 1), wraps: rng.chance(0.3), depth: depth
            ).scene
            var player = ScenePlayer(race, width: width, height: height, depth: depth, capabilities: capabilities)
            var t = 1.0
            func frames(_ n: Int) throws {
                for _ in 0..<n { t += 1.0 / 60; try player.frame(t) }
            }
            do {
                try player.frame(t)
                for _ in 0..<rng.int(3...7) {
                    switch rng.int(0...11) {
                    case 0...3:
                        // A drag or a flick of the mouse, frames drawn while it moves.
                        var x = rng.int(0...width - 1)
                        let y = rng.int(0...height - 1)
                        race.handle(Self.mouse(.press, x: x, y: y), now: t)
                        for _ in 0..<rng.int(1...12) {
                            x = min(max(x + rng.int(-9...9), 0), width - 1)
                            t += rng.double(0.004...0.03)
                            race.handle(Self.mouse(.motion, x: x, y: y), now: t)
                            if rng.chance(0.7) { try player.frame(t) }
                        }
                        race.handle(Self.mouse(.release, x: x, y: y), now: t + 0.004)
                    case 4...6:
                        let forward = rng.chance(0.5)
                        race.handle(.key(KeyEvent(forward ? .right : .left, shift: rng.chance(0.4))), now: t)
                    case 7:
                        let step = rng.chance(0.5) ? 1 : -1
                        for _ in 0..<rng.int(1...4) {
                            race.handle(Self.mouse(.wheel(dx: step, dy: 0), x: rng.int(0...width - 1), y: rng.int(0...height - 1)), now: t)
                            t += 0.01
                            try player.frame(t)
                        }
                    case 8:
                        race.handle(.key(KeyEvent(rng.pick([.character(" "), .pageDown, .pageUp, .home, .end]))), now: t)
                    case 9:
                        // Every lane's decision in full, over the lanes' rows.
                        race.handle(.key(KeyEvent(.character("d"))), now: t)
                    case 10:
                        // The help box over the lanes, while they settle.
                        race.handle(.key(KeyEvent(.character("?"))), now: t)
                        try frames(rng.int(1...10))
                        race.handle(.key(KeyEvent(.escape)), now: t)
                    default:
                        // A resize mid-settle: the next frame is a full repaint at the new size.
                        width = rng.int(30...200); height = rng.int(8...60)
                        race.resize(width: width, height: height, now: t)
                    }
                    try frames(rng.int(3...40))
                }
                // What hands the terminal back resets the region the encoder says it left.
                if player.encoder.leavesScrollRegionSet { try player.screen.apply(FrameEncoder.scrollRegionReset) }
                try require(player.screen.modesAreReset, "the hand-back left a scroll region")
            } catch {
                try require(false, "\(width)x\(height) \(depth) \(capabilities) lanes \(strategies.map(\.name)): \(error)")
            }
        }
    }

    /// The frame names every lane on screen as a region of its own, at its strip.
    @Test func everyLaneOnScreenIsAScrollingRegion() {
        let race = Harness(race: Strategies.all, width: 100, height: 40, startPage: 4, depth: .full).scene
        var canvas = Canvas(width: 0, height: 0)
        race.render(into: &canvas, now: 0)
        #expect(race.shownLanes.count >= 2)
        #expect(canvas.scrollingRegions.map(\.rect) == race.shownLanes.map(\.strip))
        #expect(canvas.scrollingRegions.allSatisfy { $0.axis == .horizontal })
    }

    /// A mouse flick and keyboard flicks both ways in every lane: at most half the bytes of
    /// the plain diff, with every way the encoder shifts sideways.
    @Test(arguments: [(80, 24), (200, 60)])
    func aFlickInTheRaceCostsAtMostHalfTheBytes(width: Int, height: Int) throws {
        let plain = try Self.playFlicks(width: width, height: height, capabilities: [])
        for capabilities: FrameEncoder.Capabilities in [
            .insertDeleteCharacters, FrameEncoder.Capabilities.ansi.union(.columnsAndMargins), .tmux,
        ] {
            let shifted = try Self.playFlicks(width: width, height: height, capabilities: capabilities)
            #expect(shifted * 2 <= plain, "\(width)x\(height) \(capabilities): \(shifted) bytes against \(plain)")
        }
    }

    /// Bytes sent for the frames after the first of a scripted mouse flick and key flicks.
    static func playFlicks(width: Int, height: Int, capabilities: FrameEncoder.Capabilities) throws -> Int {
        let race = Harness(race: Strategies.article, width: width, height: height, startPage: 4, depth: .full).scene
        var player = ScenePlayer(race, width: race.screen.width, height: race.screen.height, depth: .full, capabilities: capabilities)
        var t = 1.0
        try player.frame(t)
        let y = race.shownLanes.first.map { $0.strip.y + $0.strip.height / 2 } ?? 0
        race.handle(Self.mouse(.press, x: width * 3 / 4, y: y), now: t)
        for k in 1...10 {
            t += 0.008
            race.handle(Self.mouse(.motion, x: width * 3 / 4 - k * width / 40, y: y), now: t)
            try player.frame(t)
        }
        race.handle(Self.mouse(.release, x: width * 3 / 4 - width / 4, y: y), now: t + 0.004)
        for _ in 0..<60 { t += 1.0 / 60; try player.frame(t) }
        race.handle(.key(KeyEvent(.right, shift: true)), now: t)
        for _ in 0..<60 { t += 1.0 / 60; try player.frame(t) }
        race.handle(.key(KeyEvent(.left)), now: t)
        for _ in 0..<40 { t += 1.0 / 60; try player.frame(t) }
        return player.sent
    }
}
