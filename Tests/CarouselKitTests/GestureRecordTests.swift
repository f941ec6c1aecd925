@testable import CarouselCore
@testable import CarouselKit
import Testing

/// `--record` and `--replay`: the record format round-trips every field, malformed lines are
/// refused with their line number and never trap, and a live gesture replays to the same
/// decision.
@Suite("Recorded gestures")
struct GestureRecordTests {
    static let drag = GestureRecord(
        kind: .drag, strategy: "nearest", axis: .vertical, viewport: 37, cardWidth: 21, spacing: 2, count: Int.max,
        wraps: true, alignment: .leading, startPage: 9_000_000_000_000_000_007, startOffset: 12.375,
        pointerWindow: 0...139,
        samples: [
            .init(position: 80, milliseconds: 0), .init(position: 71.5, milliseconds: 8.125),
            .init(position: 60, milliseconds: 16.000000001),
        ],
        flickPages: nil, hard: false, velocity: -1234.5678901234, projectedOffset: 0.1 + 0.2, targetPage: 42)

    static let key = GestureRecord(
        kind: .key, strategy: "free", axis: .horizontal, viewport: 100, cardWidth: 60, spacing: 3, count: 20,
        wraps: false, alignment: .center, startPage: 3, startOffset: 189, pointerWindow: nil, samples: [],
        flickPages: -5, hard: true, velocity: 631.2625250501009, projectedOffset: -3.25, targetPage: nil)

    @Test func everyFieldOfADragRoundTrips() throws {
        let line = Self.drag.jsonLine
        #expect(!line.contains("\n"))
        let back = try GestureRecord(jsonLine: line)
        #expect(back == Self.drag, "\(line)")
    }

    @Test func everyFieldOfAKeyFlickRoundTrips() throws {
        let back = try GestureRecord(jsonLine: Self.key.jsonLine)
        #expect(back == Self.key)
        var wheel = Self.key
        wheel.kind = .wheel
        wheel.flickPages = 1
        wheel.hard = false
        #expect(try GestureRecord(jsonLine: wheel.jsonLine) == wheel)
    }

    @Test func theFormatHasTheDocumentedFields() throws {
        guard case .object(let o) = try JSONValue(parsing: Self.drag.jsonLine) else { Issue.record("not an object"); return }
        for key in [
            "strategy", "axis", "viewport", "card_width", "spacing", "count", "wrap", "start_page", "samples",
            "velocity", "projected_offset", "target_page", "kind", "pointer_window",
        ] {
            #expect(o[key] != nil, "\(key)")
        }
        #expect(
            o["samples"]
                == .array([
                    .array([.number("80"), .number("0")]), .array([.number("71.5"), .number("8.125")]),
                    .array([.number("60"), .number("16.000000001")]),
                ]))
    }

    @Test(arguments: [
        ("", "not JSON"),
        ("[1, 2]", "expected a JSON object"),
        ("{\"strategy\": \"nearest\"", "not JSON"),
        ("{\"strategy\": 3}", "strategy"),
        (
            "{\"strategy\": \"nearest\", \"viewport\": 100, \"card_width\": 60, \"spacing\": 3, \"count\": 20, \"start_page\": 0, \"samples\": [[1]], \"velocity\": 0, \"projected_offset\": 0}",
            "samples[0]"
        ),
        (
            "{\"strategy\": \"nearest\", \"viewport\": 100, \"card_width\": 60, \"spacing\": 3, \"count\": 20, \"start_page\": 20, \"samples\": [], \"velocity\": 0, \"projected_offset\": 0}",
            "start_page"
        ),
        (
            "{\"strategy\": \"nearest\", \"viewport\": 100, \"card_width\": 60, \"spacing\": 3, \"count\": 20, \"start_page\": 0, \"samples\": [[5, 10], [4, 2]], \"velocity\": 0, \"projected_offset\": 0}",
            "earlier"
        ),
        (
            "{\"kind\": \"key\", \"strategy\": \"nearest\", \"viewport\": 100, \"card_width\": 60, \"spacing\": 3, \"count\": 20, \"start_page\": 0, \"samples\": [], \"velocity\": 0, \"projected_offset\": 0}",
            "flick_pages"
        ),
        ("{\"strategy\": \"nearest\", \"viewport\": 1e999, \"card_width\": 60}", "viewport"),
    ])
    func aMalformedLineSaysWhatIsWrong(line: String, says: String) {
        #expect(throws: GestureRecord.FormatError.self) { try GestureRecord(jsonLine: line) }
        do { _ = try GestureRecord(jsonLine: line) } catch { #expect(error.description.contains(says), "\(error.description)") }
    }

    @Test func aFileNamesTheLineThatIsWrong() {
        let text = Self.drag.jsonLine + "\n\n" + Self.key.jsonLine + "\n{\"kind\": \"drag\"\n"
        #expect(throws: GestureReplay.LineError.self) { try GestureReplay.records(in: text) }
        do { _ = try GestureReplay.records(in: text) } catch { #expect(error.line == 4, "\(error)") }
        let good = (try? GestureReplay.records(in: Self.drag.jsonLine + "\r\n\n" + Self.key.jsonLine + "\n")) ?? []
        #expect(good.map(\.line) == [1, 3])
    }

    @Test func hostileJSONIsRefusedNotATrap() throws {
        for text in [
            String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 50_000),
            "{\"a\": \"\\u12\"}", "{\"a\": -}", "{\"a\": 1.}", "{\"a\": \"\u{1}\"}", "nul", "{\"a\": 1} x",
        ] {
            #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: text) }
        }
        #expect(try JSONValue(parsing: "{\"n\": 9223372036854775807}") == .object(["n": .number("9223372036854775807")]))
        #expect(JSONValue.number("9223372036854775807").int == Int.max)
        #expect(try JSONValue(parsing: "\"\\u00e9\\n\"") == .string("é\n"))
    }

    // MARK: - Live and replayed

    /// A controller whose finished gestures are recorded into `lines`.
    final class Recording {
        var lines: [String] = []
        let source = DemoCards(count: 1000)
        let controller: CarouselController

        init(strategy: any PagingResolver, width: Int = 100, height: Int = 30, axis: Axis = .horizontal, wraps: Bool = false) {
            var c = CarouselConfiguration()
            c.strategy = strategy
            c.axis = axis
            c.wraps = wraps
            controller = CarouselController(configuration: c, dataSource: source)
            controller.resize(width: width, height: height, now: 0)
            let recorder = GestureRecorder { [unowned self] text in
                self.lines += text.split(separator: "\n").map(String.init)
            }
            controller.handle(.recordGestures(recorder), now: 0)
        }

        func mouse(_ kind: MouseEvent.Kind, _ along: Int, at t: Double) {
            let vertical = controller.configuration.axis == .vertical
            controller.handle(.mouse(MouseEvent(kind: kind, button: .left, x: vertical ? 50 : along, y: vertical ? along : 12)), now: t)
        }
    }

    /// Every strategy across, and some down and in other widths.
    static let replayed: [(name: String, width: Int, axis: Axis)] =
        Strategies.names.map { ($0, 100, Axis.horizontal) } + [
            ("adjacent", 140, .horizontal), ("vote", 80, .horizontal), ("nearest", 100, .vertical), ("one-at-a-time", 100, .vertical),
        ]

    @Test(arguments: replayed)
    func aLiveFlickReplaysToTheSameTargetAndVelocity(name: String, width: Int, axis: Axis) throws {
        let strategy = try #require(Strategies.named(name))
        let r = Recording(strategy: strategy, width: width, axis: axis)
        // A flick toward later cards with uneven reports, two in one read, released moving.
        let start = 5.000_123
        let times = [0, 7.9, 16.2, 16.3, 24.8, 33.1, 41.0, 49.7]
        let positions = axis == .horizontal ? [70, 64, 57, 55, 48, 40, 33, 27] : [20, 19, 17, 16, 14, 12, 10, 8]
        r.mouse(.press, positions[0], at: start)
        for k in 1..<positions.count - 1 { r.mouse(.motion, positions[k], at: start + times[k] / 1000) }
        r.mouse(.release, positions[positions.count - 1], at: start + times[times.count - 1] / 1000)
        let live = try #require(r.controller.scrollView.lastDecision)
        r.controller.gestureRecorder?.flush()
        #expect(r.lines.count == 1)
        let record = try GestureRecord(jsonLine: try #require(r.lines.first))
        #expect(record.kind == .drag && record.samples.count == positions.count)
        #expect(record.pointerWindow == 0...Double((axis == .horizontal ? width : 30) - 1))
        let replay = GestureReplay.run(record, resolver: strategy).decision
        #expect(replay.targetPage == live.targetPage)
        #expect(abs(replay.velocity - live.velocity) <= 0.001 * abs(live.velocity), "\(replay.velocity) against \(live.velocity)")
        #expect(abs(replay.projectedOffset - live.projectedOffset) <= 0.001 * max(1, abs(live.projectedOffset)))
        #expect(record.targetPage == live.targetPage && record.velocity == live.velocity)
    }

    /// A drag that begins while the content still moves catches it between pages: the
    /// replay starts from the same offset, not from the page's rest.
    @Test func aDragThatCatchesAMovingCarouselReplaysFromWhereItCaughtIt() throws {
        let r = Recording(strategy: NearestPaging())
        r.controller.handle(.key(KeyEvent(.right, shift: true)), now: 1)
        r.controller.tick(now: 1.05)
        r.mouse(.press, 60, at: 1.05)
        r.mouse(.motion, 58, at: 1.2)
        r.mouse(.release, 58, at: 1.4)
        let live = try #require(r.controller.scrollView.lastDecision)
        r.controller.gestureRecorder?.flush()
        #expect(r.lines.count == 2)
        let record = try GestureRecord(jsonLine: r.lines[1])
        #expect(record.startOffset != Double(record.startPage) * 63)
        let replay = GestureReplay.run(record, resolver: NearestPaging()).decision
        #expect(replay.targetPage == live.targetPage)
        #expect(abs(replay.releaseOffset - live.releaseOffset) < 1e-6)
    }

    @Test func keysAndWheelNotchesAreRecordedAndReplay() throws {
        let r = Recording(strategy: NearestPaging(), wraps: true)
        r.controller.handle(.key(KeyEvent(.right)), now: 1)
        r.controller.handle(.key(KeyEvent(.left, shift: true)), now: 3)
        r.controller.handle(.mouse(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: 50, y: 12)), now: 5)
        // No second report: a lone notch, one flick.
        r.controller.tick(now: 5 + WheelGesture.burstWindow)
        r.controller.gestureRecorder?.flush()
        let records = try r.lines.map { try GestureRecord(jsonLine: $0) }
        #expect(records.map(\.kind) == [.key, .key, .wheel])
        #expect(records.map(\.flickPages) == [1, -5, 1])
        #expect(records.map(\.hard) == [false, true, false])
        for record in records {
            let replay = GestureReplay.run(record, resolver: NearestPaging()).decision
            #expect(replay.targetPage == record.targetPage, "\(record.jsonLine)")
            #expect(abs(replay.velocity - record.velocity) <= 0.001 * abs(record.velocity))
        }
    }

    @Test func gesturesMadeWithoutARecorderAreNotWritten() {
        let r = Recording(strategy: NearestPaging())
        let recorder = r.controller.gestureRecorder
        r.controller.handle(.recordGestures(nil), now: 0)
        r.mouse(.press, 70, at: 1)
        r.mouse(.motion, 60, at: 1.01)
        r.mouse(.release, 50, at: 1.02)
        r.controller.handle(.recordGestures(recorder), now: 0)
        r.mouse(.press, 70, at: 3)
        r.mouse(.motion, 60, at: 3.01)
        r.mouse(.release, 50, at: 3.02)
        r.controller.gestureRecorder?.flush()
        #expect(r.lines.count == 1, "only the drag made with a recorder: \(r.lines)")
    }
}
