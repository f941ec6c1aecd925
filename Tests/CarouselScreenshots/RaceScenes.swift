import CarouselCore
import CarouselKit
import CarouselTestSupport

/// The race and the shelves: one flick driving many carousels.
enum RaceScenes {
    /// One hard flick through the articles' six strategies, mid-settle with each lane's
    /// projection mark on its dots, then at rest with each lane's decision.
    static func race() throws -> [Shot] {
        let s = DemoScenes.stage(width: 100, height: 34, count: 30) {
            $0.raceStrategies = Strategies.article
            $0.title = "race"
        }
        s.drag(row: 12, DemoScenes.hardFlick)
        let frames = s.framesUntilSettled()
        s.settle()
        let marked = frames.filter {
            let text = Stage.text($0)
            return lanesCoherent(text) && text.contains("-> page") && ScreenReading.marks(text) >= 3
        }
        guard let mid = marked.max(by: { ScreenReading.marks(Stage.text($0)) < ScreenReading.marks(Stage.text($1)) }) else {
            throw SceneFailure("race: no frame with the projection marks")
        }
        return [
            Shot(
                file: "race-flick", screen: mid,
                title: "carousel race: one hard flick mid-settle, each lane's ◆ where the flick would have coasted"),
            Shot(file: "race", screen: s.screen, title: "carousel race: one hard flick, six strategies, each lane's page and rule"),
        ]
    }

    /// `coherent` for each lane: its cards line up within its own strip.
    static func lanesCoherent(_ text: String) -> Bool {
        var blocks: [[Substring]] = [[]]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(where: { "╭╮╰╯│".contains($0) }) { blocks[blocks.count - 1].append(line) } else { blocks.append([]) }
        }
        return blocks.allSatisfy { ScreenReading.coherent($0.joined(separator: "\n")[...]) }
    }

    /// A hard flick sideways on the first shelf, caught while it moves.
    static func shelves() throws -> [Shot] {
        var configuration = CarouselConfiguration()
        configuration.settleSpeed = 0.5
        let strategies: [any PagingResolver] = ["nearest", "one-at-a-time", "vote"].compactMap(Strategies.named)
        let scene = LanesScene(shelves: DemoShelves(strategies: strategies, count: 30), configuration: configuration)
        let s = Stage(scene, width: 100, height: 30)
        s.drag(row: 5, DemoScenes.hardFlick)
        let moving = s.framesUntilSettled().filter {
            let text = Stage.text($0)
            return text.contains("nearest  page") && !text.contains("nearest  page 1/30")
        }
        guard !moving.isEmpty else { throw SceneFailure("shelves: no frame with the nearest shelf on its way") }
        return [
            Shot(
                file: "shelves-flick", screen: moving[moving.count / 3],
                title: "carousel shelves: a hard flick carries the nearest shelf across cards, the others keep their pages")
        ]
    }
}
