import Testing
@testable import CarouselKit

/// A preview's output is never cut at a fixed number of lines: a window of it is kept
/// around where the card is scrolled, its lines counted, and the command run again for
/// lines the window did not keep; memory stays bounded, line numbers right.
@Suite("Preview cut")
struct PreviewCutTests {
    @Test("100,000 lines: a bounded window kept, every line counted, the end reached")
    func longOutput() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.render()
        let whole = (1...100_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        s.finishAll { n in n == 0 ? whole : "other \(n)" }
        for _ in 0..<10_000 where s.loader.runningCount > 0 { s.loader.pump() }
        let content = s.loader.content(for: 0)
        #expect(content.text.lineCount == 100_000)
        #expect(content.text.lines.count <= s.loader.maximumLines, "a window, not all of it")
        var screen = s.render()
        #expect(!screen.contains { $0.contains("cut at") })
        // To the end: the window moves there (the command runs again), the last line shows.
        s.now += 0.1
        content.scroll(by: PreviewContent.toTheEnd)
        s.loader.pump()
        s.finishAll { n in n == 0 ? whole : "other \(n)" }
        for _ in 0..<10_000 where s.loader.runningCount > 0 { s.loader.pump() }
        screen = s.render()
        #expect(screen.contains { $0.contains("│ line 100000 ") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("100000/100000") })
        #expect(content.text.lines.count <= s.loader.maximumLines)
    }

    @Test("+N deep into a long output shows that line (not blanks), its number right")
    func deepStart() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.loader.initialScroll = { _, _ in 54_320 }
        s.loader.cancelPrefetching(Array(0..<20))
        s.controller.resize(width: 101, height: 30, now: 0)
        s.render()
        s.finishAll { _ in (1...60_000).map { "L\($0)" }.joined(separator: "\n") + "\n" }
        for _ in 0..<10_000 where s.loader.runningCount > 0 { s.loader.pump() }
        let screen = s.render()
        #expect(screen.contains { $0.contains("│ L54321 ") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("54321/60000") })
    }

    @Test("300 kB in long lines is read on, not killed: the cap is far past any file")
    func notKilled() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.render()
        let job = try #require(s.launcher.jobs.first { $0.command == "0" })
        job.output = Array((1...100).map { "\($0) " + String(repeating: "y", count: 3000) + "\n" }.joined().utf8)  // 300 kB in 100 lines
        for _ in 0..<100 where !job.output.isEmpty { s.loader.pump() }
        #expect(!job.cancelled)
        #expect(s.loader.content(for: 0).text.lineCount == 100)
    }

    @Test("a preview that ended on its own says nothing of the kind")
    func notCut() {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.render()
        s.finishAll { n in (1...999).map(String.init).joined(separator: "\n") + "\n" }
        let screen = s.render()
        #expect(!screen.contains { $0.contains("cut at") })
    }
}

@Suite("Preview windows of output")
struct PreviewOutputWindowTests {
    /// The parser passes over what it does not keep in one scan: the text it makes must be
    /// the text a byte at a time makes, however the output is cut into reads.
    @Test("reading in bites equals reading a byte at a time, window and header included")
    func bitesEqualBytes() {
        var random = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [
            Array("word ".utf8), [0x0A], [0x0D], [0x00, 0x00], [0x09], [0x08], Array("\u{1B}[31m".utf8),
            Array("\u{1B}[0m".utf8), Array("\u{1B}(0lq\u{1B}(B".utf8), [0x0E, 0x71, 0x0F],
            Array(repeating: UInt8(ascii: "z"), count: 300), Array("é中".utf8), [0x7F],
        ]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...400, using: &random) { bytes += pieces.randomElement(using: &random)! }
            let capacity = Int.random(in: 1...20, using: &random)
            let keepFrom: Int? = Bool.random(using: &random) ? nil : Int.random(in: 0...30, using: &random)
            let header = Int.random(in: 0...3, using: &random)
            var one = PreviewOutputParser(maximumLines: capacity, keepFrom: keepFrom, leadingCount: header)
            for b in bytes { one.feed(b) }
            var bites = PreviewOutputParser(maximumLines: capacity, keepFrom: keepFrom, leadingCount: header)
            var rest = bytes[...]
            while !rest.isEmpty {
                let n = Int.random(in: 1...64, using: &random)
                bites.feed(rest.prefix(n))
                rest = rest.dropFirst(n)
            }
            #expect(one.text == bites.text, "\(bytes) window \(capacity) from \(String(describing: keepFrom)) header \(header)")
            #expect(one.builder.lineCount == bites.builder.lineCount)
        }
    }

    @Test("an output that never ends is counted up to the budget, stopped, said to go on; scrolling on reads on")
    func neverEnding() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.loader.countingBudget = 64 << 10
        s.render()
        let job = try #require(s.launcher.jobs.first { $0.command == "0" })
        job.output = Array((1...400_000).map { "n\($0)\n" }.joined().utf8)
        for _ in 0..<1000 where !job.cancelled { s.loader.pump() }
        #expect(job.cancelled, "stopped at the budget")
        let content = s.loader.content(for: 0)
        #expect(content.text.continues && content.text.lineCount < 400_000)
        let counted = content.text.lineCount
        content.scroll(by: PreviewContent.toTheEnd)
        s.loader.pump()
        let again = try #require(s.launcher.jobs.last { $0.command == "0" })
        #expect(again !== job, "run again to read on")
        again.output = Array((1...400_000).map { "n\($0)\n" }.joined().utf8)
        for _ in 0..<1000 where !again.cancelled && again.exit == nil && !again.output.isEmpty { s.loader.pump() }
        for _ in 0..<10 { s.loader.pump() }
        #expect(content.text.lineCount > counted, "read further: \(content.text.lineCount) > \(counted)")
        let screen = s.render()
        #expect(screen.contains { $0.contains("│ n\(counted) ") }, "the line scrolled to shows\n\(screen.joined(separator: "\n"))")
    }
}
