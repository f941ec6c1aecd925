@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Foundation
import Testing

/// `carousel simulate`: the scripted drag, the contract its JSON keeps, and its agreement
/// with a live drag.
@Suite("Drag simulator and the simulate contract")
struct SimulatorTests {
    static let designFields = [
        "strategy", "count", "viewport", "card_width", "spacing", "stride", "start_page",
        "start_offset", "release_offset", "velocity", "projected_offset", "target_page",
        "target_offset",
    ]

    static func script(_ text: String) -> DragScript {
        do { return try DragScript(parsing: text) } catch { fatalError("bad script in a test: \(text)") }
    }

    static func object(_ json: String) throws -> [String: Any] {
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(parsed as? [String: Any], "a JSON object: \(json)")
    }

    static func number(_ object: [String: Any], _ key: String) throws -> Double {
        try #require((object[key] as? NSNumber)?.doubleValue, "\(key) is a number")
    }

    // MARK: - Drag scripts

    @Test func aScriptIsPositionsAtMilliseconds() throws {
        let s = try DragScript(parsing: "60@0,40@50,20@80")
        #expect(
            s.samples == [
                .init(position: 60, milliseconds: 0), .init(position: 40, milliseconds: 50),
                .init(position: 20, milliseconds: 80),
            ])
        #expect(try DragScript(parsing: " 60@0 , 40.5@50 ,").samples.count == 2)
        #expect(try DragScript(parsing: "60@0,60@0").samples.count == 2, "equal times are allowed")
    }

    @Test(arguments: [
        ("", DragScript.ParseError.empty),
        ("60@0", .empty),
        (",,,", .empty),
        ("60@0,abc", .malformed("abc")),
        ("60@0,40", .malformed("40")),
        ("60@0,40@50@60", .malformed("40@50@60")),
        ("60@-1,40@50", .malformed("60@-1")),
        ("nan@0,40@50", .malformed("nan@0")),
        ("60@0,inf@50", .malformed("inf@50")),
        ("1e10@0,40@50", .malformed("1e10@0")),
        ("60@50,40@10", .timeGoesBack("40@10")),
    ])
    func badScriptsAreRefusedWithAReason(text: String, error: DragScript.ParseError) {
        #expect(throws: error) { try DragScript(parsing: text) }
        #expect(!error.description.isEmpty)
    }

    // MARK: - The JSON

    @Test(arguments: Strategies.names)
    func theJSONHasEveryFieldDesignLists(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        let sim = DragSimulator()
        let json = sim.json(sim.run(Self.script("60@0,52@16,40@33,24@50,10@66"), resolver: resolver))
        #expect(!json.contains("\n"), "one line")
        let o = try Self.object(json)
        for field in Self.designFields {
            #expect(o[field] != nil, "\(name): \(field) is missing from \(json)")
        }
        #expect(o["strategy"] as? String == name)
        #expect(try Self.number(o, "count") == 20)
        #expect(try Self.number(o, "stride") == (try Self.number(o, "card_width")) + (try Self.number(o, "spacing")))
        #expect(try Self.number(o, "start_page") == 0)
        #expect(try Self.number(o, "start_offset") == 0)
        // The pointer went 50 columns left: the content 50 on.
        #expect(try Self.number(o, "release_offset") == 50)
        #expect(try Self.number(o, "velocity") > 0, "a flick toward later cards")
        if name == "free" {
            #expect(o["target_page"] is NSNull)
        } else {
            let page = try Self.number(o, "target_page")
            #expect(try Self.number(o, "target_offset") == page * (try Self.number(o, "stride")))
            #expect(try Self.number(o, "resting_page") == page, "the settle ends on the target")
        }
    }

    @Test func theJSONUsesZeroBasedPagesAndAbsoluteOffsets() throws {
        var sim = DragSimulator()
        sim.count = 1_000_000_000
        sim.startPage = 999_999_998
        let json = sim.json(sim.run(Self.script("50@0,50@10"), resolver: NearestPaging()))
        let o = try Self.object(json)
        #expect(json.contains("\"start_page\": 999999998"))
        #expect(try Self.number(o, "start_offset") == 999_999_998.0 * 63)
        #expect(try Self.number(o, "target_page") == 999_999_998)
        #expect(try Self.number(o, "velocity") == 0)
    }

    @Test func quotingKeepsTheJSONValid() throws {
        #expect(JSON.quote("a\"b\\c\n\u{1}é") == "\"a\\\"b\\\\c\\n\\u0001é\"")
        let text = try JSONSerialization.jsonObject(with: Data(("[" + JSON.quote("\u{7}tab\there → ok") + "]").utf8)) as? [String]
        #expect(text == ["\u{7}tab\there → ok"])
        #expect(Formatting.json(.nan) == "0" && Formatting.json(12) == "12" && Formatting.json(-0.12345) == "-0.123")
    }

    // MARK: - The contract

    /// Away from the ends the content follows the pointer exactly.
    @Test(arguments: [("60@0,40@50,20@80", 40.0), ("20@0,30@40,35@90", -15), ("50@0,50@100", 0), ("70@0,69@5,10@300", 60)])
    func theReleaseOffsetFollowsThePointer(drag: String, moved: Double) throws {
        var sim = DragSimulator()
        sim.startPage = 7
        let r = sim.run(Self.script(drag), resolver: OneAtATimePaging())
        #expect(r.decision.startOffset == 7 * 63)
        #expect(r.decision.releaseOffset == 7 * 63 + moved)
    }

    /// DESIGN: a pointer held still for 150 ms or more before release gives velocity 0.
    /// A drag of exactly one card, held still before release: it lands on the next page,
    /// and `simulate` must say so in the numbers of the drag as it happened.
    @Test
    func aReleaseExactlyOnTheNextPageIsReportedAsItHappened() throws {
        var sim = DragSimulator()
        sim.startPage = 5
        let r = sim.run(Self.script("63@0,0@50,0@300"), resolver: NearestPaging())
        #expect(r.decision.startPage == 5)
        #expect(r.decision.startOffset == 5 * 63)
        #expect(r.decision.releaseOffset == 6 * 63)
        #expect(r.decision.projectedOffset == 6 * 63)
        #expect(r.decision.targetPage == 6)
        #expect(r.decision.targetOffset == 6 * 63)
        let o = try Self.object(sim.json(r))
        #expect(try Self.number(o, "pages_moved") == 1)
        #expect(r.restingPage == 6)
    }

    @Test func aPointerHeldStillGivesVelocityZero() throws {
        let sim = DragSimulator()
        for drag in ["60@0,40@50,20@80,20@230", "90@0,10@20,10@170", "90@0,10@20,10@2000"] {
            let o = try Self.object(sim.json(sim.run(Self.script(drag), resolver: NearestPaging())))
            #expect(try Self.number(o, "velocity") == 0, "\(drag)")
            #expect(try Self.number(o, "projected_offset") == (try Self.number(o, "release_offset")))
        }
    }

    /// Past the ends the content resists: it moves, but less than the pointer did, and
    /// the settle brings it back to the end page.
    @Test(arguments: [(0, "10@0,30@40,60@100,60@300"), (19, "60@0,40@40,10@100,10@300")])
    func pastTheEndsTheDragIsRubberBanded(startPage: Int, drag: String) {
        var sim = DragSimulator()
        sim.startPage = startPage
        let r = sim.run(Self.script(drag), resolver: NearestPaging())
        let rest = Double(startPage) * 63
        let overscroll = abs(r.decision.releaseOffset - rest)
        #expect(overscroll > 0 && overscroll < 50, "pulled 50, moved \(overscroll)")
        #expect(abs(overscroll - RubberBand.resisted(50, dimension: 100)) < 1e-9)
        #expect(startPage == 0 ? r.decision.releaseOffset < 0 : r.decision.releaseOffset > rest)
        #expect(r.restingPage == startPage && r.restingOffset == rest)
    }

    @Test func aSystemLayoutFillsTheViewport() {
        let sim = DragSimulator()
        let r = sim.run(Self.script("80@0,70@20,50@40"), resolver: SystemPaging())
        #expect(r.layout.stride == sim.viewport)
        #expect(r.decision.targetPage == 1)
    }

    // MARK: - Same as a live drag

    /// "run through the same tracker, physics and resolver as a live drag": the same
    /// pointer samples sent as SGR mouse bytes to the interactive controller, on a clock
    /// that starts with the press as `simulate`'s does, give the same decision.
    @Test(arguments: Strategies.names)
    func simulateAgreesWithALiveDrag(name: String) throws {
        let resolver = try #require(Strategies.named(name))
        var rng = SplitMix64(seed: 0x5EED_0301)
        for _ in 0..<40 {
            let gesture = RandomGesture(&rng, viewport: 100, cardWidth: 60, spacing: 3, count: 20)
            var sim = gesture.simulator
            sim.startPage = rng.int(0...19)
            let simulated = sim.run(gesture.script, resolver: resolver).decision

            let live = Harness(count: 20, width: 100, height: 30, strategy: resolver, startPage: sim.startPage)
            var decoder = InputDecoder()
            let row = live.controller.screen.strip.y + 3
            let samples = gesture.script.samples
            for (k, s) in samples.enumerated() {
                let code = k == 0 ? 0 : 32
                let final = k == samples.count - 1 ? "m" : "M"
                let bytes = "\u{1B}[<\(code);\(Int(s.position) + 1);\(row + 1)\(final)"
                for event in decoder.feed(Array(bytes.utf8)) {
                    live.send(event, at: s.milliseconds / 1000)
                }
            }
            let d = try #require(live.controller.scrollView.lastDecision, "\(name): the live drag made a decision")
            let context = "\(name) \(gesture.script.samples.map { "\(Int($0.position))@\($0.milliseconds)" }) from page \(sim.startPage)"
            #expect(d.startPage == simulated.startPage, "\(context)")
            #expect(abs(d.releaseOffset - simulated.releaseOffset) < 1e-9, "\(context)")
            #expect(abs(d.velocity - simulated.velocity) < 1e-6, "\(context)")
            #expect(abs(d.projectedOffset - simulated.projectedOffset) < 1e-6, "\(context)")
            #expect(d.targetPage == simulated.targetPage, "\(context)")
            #expect(abs(d.targetOffset - simulated.targetOffset) < 1e-6, "\(context)")
            #expect(d.settle == simulated.settle, "\(context)")
        }
    }
}
