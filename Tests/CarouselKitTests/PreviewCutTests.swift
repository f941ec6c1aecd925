import Testing
@testable import CarouselKit

/// A preview is kept up to 1000 lines and 256 KiB: past either, the card says so on its
/// border, wherever it is scrolled, and the scroll tag's count says there was more.
@Suite("Preview cut")
struct PreviewCutTests {
    @Test("past the line cap the card says it was cut, and the count says more")
    func lineCap() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.render()
        s.finishAll { n in n == 0 ? (1...1500).map(String.init).joined(separator: "\n") + "\n" : "other \(n)" }
        var screen = s.render()
        #expect(screen.contains { $0.contains("cut at 1000 lines") }, "\(screen.joined(separator: "\n"))")
        s.now += 0.1
        s.controller.handle(.key(KeyEvent(.down, shift: true)), now: s.now)
        screen = s.render()
        #expect(screen.contains { $0.contains("2/1000+") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("cut at 1000 lines") })
    }

    @Test("past the byte cap the card says it was cut, at how much")
    func byteCap() throws {
        var s = PreviewPrefetchTests.Setup(startPage: 0, width: 100, height: 30)
        s.loader.byteCap = 256 << 10
        s.render()
        let job = try #require(s.launcher.jobs.first { $0.command == "0" })
        job.output = Array((1...100).map { "\($0) " + String(repeating: "y", count: 3000) + "\n" }.joined().utf8)   // 300 kB in 100 lines
        for _ in 0..<100 where s.loader.runningCount > 0 { s.loader.pump() }
        let screen = s.render()
        #expect(job.cancelled)
        #expect(screen.contains { $0.contains("cut at 256 KiB") }, "\(screen.joined(separator: "\n"))")
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
