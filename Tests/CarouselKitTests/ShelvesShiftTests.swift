@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// The shelves hand the encoder their scrolling regions: a sideways flick shifts only its
/// shelf's strip and the list's motion shifts its rows, so a moving frame costs about what
/// the demo's does, and the screen left is always the one a fresh repaint would show.
@Suite struct ShelvesShiftTests {
    /// Bytes per frame while `key` moves `scene`, until it rests.
    static func bytesPerMovingFrame(of scene: any CarouselScene, after key: KeyEvent, at start: Double) throws -> Double {
        var player = ScenePlayer(scene, width: 80, height: 24)
        try player.frame(start)
        player.sent = 0
        scene.handle(.key(key), now: start)
        var t = start, moving = 0
        while t < start + 10 {
            t += 1.0 / 60
            guard try player.frame(t) else { break }
            moving += 1
        }
        return Double(player.sent) / Double(max(1, moving))
    }

    static func shelves(width: Int = 80, height: Int = 24) -> LanesScene {
        let scene = LanesScene(shelves: DemoShelves(strategies: Strategies.article, count: 20), configuration: CarouselConfiguration())
        scene.resize(width: width, height: height, now: 0)
        return scene
    }

    /// A hard sideways flick of a shelf, and a screenful of shelves down (the list's motion),
    /// cost at most half as much again as the demo's hard flick and screenful.
    @Test(arguments: [KeyEvent(.right, shift: true), KeyEvent(.pageDown)])
    func aMovingFrameOfTheShelvesCostsAboutWhatTheDemosDoes(key: KeyEvent) throws {
        let demo = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: 20))
        demo.resize(width: 80, height: 24, now: 0)
        let demoBytes = try Self.bytesPerMovingFrame(of: demo, after: key, at: 1)
        let shelfBytes = try Self.bytesPerMovingFrame(of: Self.shelves(), after: key, at: 1)
        #expect(shelfBytes <= 1.5 * demoBytes, "shelves \(shelfBytes) bytes a moving frame, the demo \(demoBytes)")
    }

    @Test func everyFrameOfTheShelvesShowsTheCanvasWhateverTheListAndTheShelvesDo() throws {
        var rng = SplitMix64(seed: 0x5E1F)
        for _ in 0..<12 {
            let width = rng.int(40...160), height = rng.int(10...50)
            let scene = Self.shelves(width: width, height: height)
            var player = ScenePlayer(scene, width: width, height: height)
            var t = 1.0
            try player.frame(t)
            for _ in 0..<rng.int(4...10) {
                switch rng.int(0...4) {
                case 0:
                    // A drag either way: sideways a shelf, up and down the list.
                    let sideways = rng.chance(0.5)
                    var x = rng.int(0...width - 1), y = rng.int(1...height - 2)
                    scene.handle(.mouse(MouseEvent(kind: .press, button: .left, x: x, y: y)), now: t)
                    for _ in 0..<rng.int(2...10) {
                        if sideways {
                            x = min(max(x + rng.int(-9...9), 0), width - 1)
                        } else {
                            y = min(max(y + rng.int(-3...3), 0), height - 1)
                        }
                        t += rng.double(0.004...0.03)
                        scene.handle(.mouse(MouseEvent(kind: .motion, button: .left, x: x, y: y)), now: t)
                        try player.frame(t)
                    }
                    scene.handle(.mouse(MouseEvent(kind: .release, button: .left, x: x, y: y)), now: t + 0.004)
                case 1: scene.handle(.key(KeyEvent(rng.pick([.left, .right]), shift: rng.chance(0.4))), now: t)
                case 2: scene.handle(.key(KeyEvent(rng.pick([.up, .down, .pageUp, .pageDown]))), now: t)
                case 3:
                    let dy = rng.chance(0.5) ? 1 : -1
                    scene.handle(.mouse(MouseEvent(kind: .wheel(dx: 0, dy: dy), button: .none, x: 5, y: height / 2)), now: t)
                default: scene.handle(.mouse(MouseEvent(kind: .wheel(dx: 1, dy: 0), button: .none, x: 5, y: height / 2)), now: t)
                }
                for _ in 0..<rng.int(1...40) { t += 1.0 / 60; try player.frame(t) }
            }
        }
    }
}
