import CarouselCore
import CarouselKit
import CarouselTerminal

/// `carousel-bench --link RATE`: three hard key flicks on the demo over a simulated link of
/// RATE bytes a second, frame by frame on a fake clock: the terminal takes RATE/60 bytes a
/// frame and answers each frame's status request once it has taken the frame. Paced (what
/// the program does: frames wait while the link is behind) against unpaced (every frame
/// sent, queued in the link): bytes sent, frames sent and skipped, and when the final screen
/// is complete on the terminal, counted from the first key.
enum LinkBench {
    struct Outcome {
        var bytes = 0
        var framesSent = 0
        var framesSkipped = 0
        var complete = 0.0
    }

    static func run(rates: [Int], json: Bool) -> Int32 {
        var rows: [(rate: Int, paced: Outcome, unpaced: Outcome)] = []
        for rate in rates {
            rows.append((rate, simulate(rate: rate, paced: true), simulate(rate: rate, paced: false)))
        }
        if json {
            let items = rows.map { r in
                "{\"rate\":\(r.rate),\"paced_bytes\":\(r.paced.bytes),\"paced_frames\":\(r.paced.framesSent),"
                    + "\"paced_skipped\":\(r.paced.framesSkipped),\"paced_complete_s\":\(seconds(r.paced.complete)),"
                    + "\"unpaced_bytes\":\(r.unpaced.bytes),\"unpaced_complete_s\":\(seconds(r.unpaced.complete))}"
            }
            print("[\(items.joined(separator: ","))]")
            return 0
        }
        print("three hard flicks (Shift-→ every 100 ms) on the demo at 80x24, over a link of RATE bytes a second")
        print("   rate   paced: bytes  frames skipped  complete   unpaced: bytes  complete")
        for r in rows {
            let rate = r.rate == 0 ? "no limit" : "\(r.rate)"
            print(
                pad(rate, 8) + pad("\(r.paced.bytes)", 15) + pad("\(r.paced.framesSent)", 8) + pad("\(r.paced.framesSkipped)", 8)
                    + pad(seconds(r.paced.complete) + " s", 10) + pad("\(r.unpaced.bytes)", 17)
                    + pad(seconds(r.unpaced.complete) + " s", 10))
        }
        return 0
    }

    /// No kernel queue in sight, as on a pty: only the terminal's answers pace.
    private struct NoQueue: OutputQueue { var bytesQueued: Int { 0 } }

    static func simulate(rate: Int, paced: Bool) -> Outcome {
        var configuration = CarouselConfiguration()
        configuration.strategy = NearestPaging()
        let scene = CarouselController(configuration: configuration, dataSource: DemoCards(count: 20))
        scene.resize(width: 80, height: 24, now: 0)
        var encoder = FrameEncoder(depth: .full)
        var pacer = LinkPacer(terminalAnswers: true)
        var canvas = Canvas(width: 80, height: 24)
        var bytes: [UInt8] = []
        var outcome = Outcome()
        // The link: bytes written so far, bytes the terminal has taken, and where each
        // unanswered request ends.
        var written = 0, taken = 0.0
        var requestEnds: [Int] = []
        var lastEnd = 0
        let frame = 1.0 / 60
        let keys = [0.1, 0.2, 0.3]
        var t = 0.0
        var settledAt: Double?
        while t < 60 {
            for k in keys where k >= t - frame / 2 && k < t + frame / 2 {
                scene.handle(.key(KeyEvent(.right, shift: true)), now: t)
            }
            let moving = scene.tick(now: t)
            let keysDone = t > keys.last!
            if keysDone && !moving && settledAt == nil { settledAt = t }
            scene.render(into: &canvas, now: t)
            if paced && pacer.isBehind(now: t, queue: NoQueue()) {
                pacer.skipped()
            } else if !paced || pacer.framePending || t == 0 || moving || settledAt == t {
                bytes.removeAll(keepingCapacity: true)
                encoder.encode(canvas, into: &bytes)
                if bytes.isEmpty {
                    pacer.caughtUp()
                } else {
                    written += bytes.count + (paced ? LinkPacer.acknowledgementRequest.count : 0)
                    outcome.bytes += bytes.count
                    lastEnd = written
                    if paced {
                        requestEnds.append(written)
                        pacer.sent(now: t)
                    }
                }
            }
            taken = rate == 0 ? Double(written) : min(Double(written), taken + Double(rate) * frame)
            var answers = 0
            while let end = requestEnds.first, Double(end) <= taken {
                requestEnds.removeFirst()
                answers += 1
            }
            pacer.answered(answers)
            if let settled = settledAt, t >= settled, !pacer.framePending, Double(lastEnd) <= taken {
                outcome.complete = t + frame - keys[0]
                break
            }
            t += frame
        }
        outcome.framesSent = paced ? pacer.framesSent : outcome.framesSent
        outcome.framesSkipped = pacer.framesSkipped
        return outcome
    }

    private static func seconds(_ s: Double) -> String {
        let hundredths = Int((s * 100).rounded())
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
