@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// `--record` on the shelves: each finished gesture is a record of the shelf it drove (or of
/// the list), which reads back and replays to the page the live run went to.
@Suite("Shelves recording")
struct ShelvesRecordingTests {
    /// A shelves run whose gestures are recorded; the lines read back as records.
    final class Recorded {
        let run: ShelvesTests.Run
        var text = ""
        init(strategies: [String], count: Int = 20) {
            run = ShelvesTests.Run(strategies: strategies, count: count)
            run.scene.handle(.recordGestures(GestureRecorder { [unowned self] in self.text += $0 }), now: 0)
        }
        func records() throws -> [GestureRecord] {
            run.scene.gestureRecorder?.flush()
            return try GestureReplay.records(in: text).map(\.record)
        }
    }

    @Test func aShelfDragIsRecordedWithItsShelfAndReplaysToTheSamePage() throws {
        let recorded = Recorded(strategies: ["nearest", "one-at-a-time"])
        let row = try #require(recorded.run.labelRow("one-at-a-time")) + 3
        recorded.run.drag(x: 80, y: row, dx: -60, dy: 0)
        recorded.run.settle()
        let records = try recorded.records()
        #expect(records.count == 1)
        let record = try #require(records.first)
        #expect(record.shelf == "one-at-a-time" && record.kind == .drag && record.axis == .horizontal)
        #expect(record.strategy == "one-at-a-time" && record.samples.count >= 2)
        #expect(recorded.text.contains("\"shelf\": \"one-at-a-time\""))
        let page = recorded.run.scene.page(ofLane: 1)
        #expect(page == 1, "one card a gesture")
        #expect(record.targetPage == page)
        let replay = GestureReplay.run(record, resolver: try #require(Strategies.named(record.strategy))).decision
        #expect(replay.targetPage == page, "the replay goes where the live drag went")
    }

    @Test func theListsDragIsRecordedAsTheListVerticalAndReplaysToTheSameShelf() throws {
        let recorded = Recorded(strategies: Strategies.names)
        recorded.run.drag(x: 50, y: 25, dx: 1, dy: -20)
        recorded.run.settle()
        let record = try #require(try recorded.records().first)
        #expect(record.shelf == GestureRecord.listShelf && record.axis == .vertical && record.kind == .drag)
        let shelf = recorded.run.scene.listPage
        #expect(shelf > 0 && record.targetPage == shelf)
        let replay = GestureReplay.run(record, resolver: try #require(Strategies.named(record.strategy))).decision
        #expect(replay.targetPage == shelf)
    }

    @Test func aKeyFlickAndAWheelNotchAreRecordedWithTheFocusedShelf() throws {
        let recorded = Recorded(strategies: ["nearest", "vote"])
        recorded.run.key(.down)
        recorded.run.key(.right)
        recorded.run.settle()
        let row = try #require(recorded.run.labelRow("nearest")) + 3
        recorded.run.scene.handle(.mouse(MouseEvent(kind: .wheel(dx: 1, dy: 0), button: .none, x: 50, y: row)), now: recorded.run.now)
        recorded.run.now += 1
        recorded.run.settle()
        let records = try recorded.records()
        #expect(records.map(\.shelf) == ["vote", "nearest"])
        #expect(records.map(\.kind) == [.key, .wheel])
        #expect(records.first?.targetPage == 1 && recorded.run.scene.page(ofLane: 1) == 1)
    }

    @Test func otherScenesLinesHaveNoShelfAndAShelfLineReadsBack() throws {
        let record = GestureRecord(
            kind: .key, strategy: "nearest", axis: .horizontal, viewport: 100, cardWidth: 60, spacing: 3,
            count: 20, wraps: false, alignment: .center, startPage: 0, startOffset: 0, pointerWindow: nil,
            samples: [], flickPages: 1, hard: false, velocity: 0, projectedOffset: 63, targetPage: 1)
        #expect(!record.jsonLine.contains("shelf"))
        var onShelf = record
        onShelf.shelf = "fruit \"and\" veg"
        #expect(try GestureRecord(jsonLine: onShelf.jsonLine) == onShelf)
        #expect(try GestureRecord(jsonLine: record.jsonLine).shelf == nil)
        #expect(throws: GestureRecord.FormatError.self) {
            try GestureRecord(jsonLine: String(record.jsonLine.dropLast()) + ", \"shelf\": 3}")
        }
    }
}
