import CarouselCore
import CarouselKit
import CarouselTestSupport

/// The demo's scenes: a flick mid-way and at rest, the endless and vertical carousels, the
/// help, small terminals.
enum DemoScenes {
    /// A hard leftward flick: columns at milliseconds, about 800 columns a second.
    static let hardFlick: [(column: Int, ms: Int)] = [(80, 0), (70, 16), (55, 33), (40, 50)]

    static func stage(width: Int = 100, height: Int = 30, count: Int = 20, _ configure: (inout CarouselConfiguration) -> Void = { _ in })
        -> Stage
    {
        var configuration = CarouselConfiguration()
        configure(&configuration)
        return Stage(SceneStack(configuration: configuration, dataSource: DemoCards(count: count)), width: width, height: height)
    }

    static func demo() throws -> [Shot] {
        let start = 3
        let s = stage {
            $0.strategy = NearestPaging(); $0.startPage = start - 1
        }
        s.drag(row: 12, hardFlick)
        let frames = s.framesUntilSettled()
        s.settle()
        let final = s.screen, finalText = Stage.text(final)
        guard finalText.contains("idle"), let end = ScreenReading.page(finalText), end != start else {
            throw SceneFailure("demo: the flick did not move the carousel:\n\(finalText)")
        }
        // Mid-way: a whole frame with the decision shown, its page strictly between the start
        // and the end, the nearest to the middle of the journey.
        let middle = Double(start + end) / 2
        let decided = frames.dropLast().compactMap { frame -> (VTScreen, Int)? in
            let text = Stage.text(frame)
            guard text.contains("->"), ScreenReading.coherent(text[...]), let page = ScreenReading.page(text),
                min(start, end) < page, page < max(start, end)
            else { return nil }
            return (frame, page)
        }
        guard let mid = decided.min(by: { abs(Double($0.1) - middle) < abs(Double($1.1) - middle) }) else {
            throw SceneFailure("demo: no frame mid-way between page \(start) and \(end)")
        }
        return [
            Shot(file: "demo-flick", screen: mid.0, title: "carousel: a hard mouse flick with the nearest strategy, mid-way"),
            Shot(file: "demo-rest", screen: final, title: "carousel: the same flick at rest, the decision overlay below"),
        ]
    }

    static func wrap() -> [Shot] {
        let s = stage(count: 6) { $0.wraps = true }
        s.key(.left)
        s.settle()
        return [Shot(file: "wrap", screen: s.screen, title: "carousel --cycle --count 6: Left from the first card, the last one follows")]
    }

    static func vertical() -> [Shot] {
        let s = stage {
            $0.axis = .vertical; $0.strategy = NearestPaging()
        }
        s.key(.down)
        s.settle()
        return [Shot(file: "vertical", screen: s.screen, title: "carousel --vertical: cards stacked, neighbours above and below")]
    }

    static func help() -> [Shot] {
        let s = stage()
        s.key(.character("?"))
        s.settle()
        return [Shot(file: "help", screen: s.screen, title: "carousel: the help overlay (?)")]
    }

    static func small() -> [Shot] {
        let narrow = stage(width: 40, height: 12)
        narrow.key(.right)
        narrow.settle()
        let tiny = stage(width: 12, height: 4)
        return [
            Shot(file: "narrow", screen: narrow.screen, title: "carousel in a 40x12 terminal"),
            Shot(file: "too-small", screen: tiny.screen, title: "carousel in a 12x4 terminal: too small for cards"),
        ]
    }
}
