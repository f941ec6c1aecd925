import CarouselCore
import CarouselKit
import CarouselTerminal
import CarouselTestSupport
import Testing

/// Frames over a slow link: skipped while the terminal has not taken the last ones, and the
/// screen still ends as the newest canvas drawn afresh.
@Suite struct LinkPacerTests {
    struct FakeQueue: OutputQueue { var bytesQueued = 0 }

    /// A link that drains `rate` bytes a second; the terminal answers each request once it
    /// has read everything before it.
    struct SimulatedLink {
        let rate: Double
        var queued: [UInt8] = []
        var requestEnds: [Int] = []  // where in `queued` each request ends
        var arrived: [UInt8] = []
        var lastArrival = 0.0
        var budget = 0.0

        mutating func send(_ bytes: [UInt8]) {
            queued += bytes
            if bytes.suffix(LinkPacer.acknowledgementRequest.count).elementsEqual(LinkPacer.acknowledgementRequest) {
                requestEnds.append(queued.count)
            }
        }

        /// Drains until `now`; the number of answers the terminal sent.
        mutating func drain(until now: Double) -> Int {
            budget += (now - lastArrival) * rate
            lastArrival = now
            let n = min(queued.count, Int(budget))
            guard n > 0 else { return 0 }
            budget -= Double(n)
            arrived += queued.prefix(n)
            queued.removeFirst(n)
            var answers = 0
            requestEnds = requestEnds.compactMap { end in
                if end <= n { answers += 1; return nil }
                return end - n
            }
            return answers
        }
    }

    static func frame(_ k: Int, width: Int = 60, height: Int = 12) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            let text = String(repeating: "card \(k + y) ", count: 6)
            _ = canvas.write(text, x: (k * 3 + y) % 7, y: y, style: Style(foreground: .indexed(UInt8((k + y) % 200))))
        }
        return canvas
    }

    /// Sixty frames of motion at 60 Hz over `rate` bytes a second, then rest: what reached
    /// the terminal, and when the screen showed the last frame.
    static func run(rate: Double) throws -> (screen: VTScreen, last: Canvas, pacer: LinkPacer, caughtUp: Double) {
        var pacer = LinkPacer()
        var encoder = FrameEncoder(depth: .full)
        var link = SimulatedLink(rate: rate)
        let frames = 60, step = 1.0 / 60
        var now = 0.0, k = 0
        var canvas = frame(0)
        var caughtUp = -1.0
        while now < 30 {
            pacer.answered(link.drain(until: now))
            let moved = k < frames
            if moved { canvas = frame(k); k += 1 }
            let owesFrame = moved || pacer.framePending
            if owesFrame {
                if pacer.isBehind(now: now, queue: FakeQueue()) {
                    pacer.skipped()
                } else {
                    var bytes: [UInt8] = []
                    encoder.encode(canvas, into: &bytes)
                    link.send(bytes + LinkPacer.acknowledgementRequest)
                    pacer.sent(now: now)
                }
            } else if link.queued.isEmpty && caughtUp < 0 {
                caughtUp = now
                break
            }
            now += step
        }
        var screen = VTScreen(showing: Canvas(width: canvas.width, height: canvas.height), depth: .full)
        try screen.apply(link.arrived)
        return (screen, canvas, pacer, caughtUp)
    }

    @Test func aSlowLinkSkipsFramesAndEndsOnTheNewestCanvas() throws {
        let slow = try Self.run(rate: 9600)
        #expect(slow.screen.matches(slow.last, depth: .full) == nil)
        #expect(slow.pacer.framesSkipped > 20, "frames skipped: \(slow.pacer.framesSkipped)")
        // The motion ends at one second; the screen is current a frame's transmission later.
        #expect(slow.caughtUp > 0 && slow.caughtUp < 1.0 + 0.6, "caught up at \(slow.caughtUp) s")
    }

    @Test func aFastLinkSendsEveryFrame() throws {
        let fast = try Self.run(rate: 10_000_000)
        #expect(fast.screen.matches(fast.last, depth: .full) == nil)
        #expect(fast.pacer.framesSkipped == 0)
    }

    @Test func aFullKernelQueueHoldsTheFrame() {
        var pacer = LinkPacer()
        let full = pacer.isBehind(now: 0, queue: FakeQueue(bytesQueued: 4096))
        let empty = pacer.isBehind(now: 0, queue: FakeQueue(bytesQueued: 0))
        #expect(full && !empty)
    }

    @Test func aTerminalThatNeverAnswersIsNeverWaitedFor() {
        var pacer = LinkPacer()
        for k in 0..<100 {
            let behind = pacer.isBehind(now: Double(k) / 60, queue: FakeQueue())
            #expect(!behind)
            pacer.sent(now: Double(k) / 60)
        }
    }

    @Test func aLostAnswerIsWaitedForOnlyAWhile() {
        var pacer = LinkPacer()
        pacer.sent(now: 0)
        pacer.answered(1)
        pacer.sent(now: 1)
        let waiting = pacer.isBehind(now: 2, queue: FakeQueue())
        let gaveUp = !pacer.isBehind(now: 1 + pacer.patience + 1, queue: FakeQueue())
        #expect(waiting && gaveUp)
    }

    @Test func theAnswerIsNoKey() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("a\u{1B}[0nb".utf8))
        #expect(events.count == 2)
        #expect(decoder.takeStatusReports() == 1)
        #expect(decoder.takeStatusReports() == 0)
    }

    @Test func anAnswerBetweenAnEscapeAndItsTailLeavesTheTailDropped() {
        var decoder = InputDecoder()
        _ = decoder.feed([0x1B])
        let escape = decoder.flush()
        let answer = decoder.feed(Array("\u{1B}[0n".utf8))
        let tail = decoder.feed(Array("[<35;40;12M".utf8))
        #expect(escape.count == 1 && answer.isEmpty && tail.isEmpty, "tail read as \(tail)")
        #expect(decoder.takeStatusReports() == 1)
    }

    @Test func anAnswerRightAfterAnEscapeLeavesTheEscape() {
        var decoder = InputDecoder()
        let events = decoder.feed(Array("\u{1B}\u{1B}[0n".utf8))
        #expect(events.count == 1 && decoder.takeStatusReports() == 1, "\(events)")
    }
}

@Suite("The link pacer when nothing is owed")
struct LinkPacerCatchUpTests {
    @Test("a skipped frame whose change was undone is owed no more once an empty frame is encoded")
    func emptyFrameCatchesUp() {
        var pacer = LinkPacer(terminalAnswers: true)
        pacer.sent(now: 0)
        pacer.skipped()
        #expect(pacer.framePending)
        pacer.caughtUp()
        #expect(!pacer.framePending)
    }
}
