@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselTerminal
import CarouselTestSupport
import Testing

/// The pool that keeps clusters of several scalars beside the packed cells: ASCII stays out
/// of it, equal text shares a slot, and a copy of the screen kept across frames compares
/// clusters by their text, whichever slot each frame gave them.
@Suite("Cluster pool")
struct ClusterPoolTests {
    @Test func singleScalarsStayInTheCellAndEqualClustersShareASlot() {
        var canvas = Canvas(width: 12, height: 2)
        canvas.write("plain ASCII", x: 0, y: 0, style: .plain)
        canvas.write("╭─ 中文 ─╮", x: 0, y: 1, style: .plain)
        #expect(canvas.clusters.isEmpty)
        canvas.write("e\u{301}xe\u{301}", x: 0, y: 0, style: .plain)
        #expect(canvas.clusters.count == 1)
        #expect(canvas[0, 0].isCluster && canvas[0, 0] == canvas[2, 0])
        #expect(canvas.text(of: canvas[0, 0]) == "e\u{301}")
        canvas.reset(width: 12, height: 2)
        #expect(canvas.clusters.isEmpty)
    }

    @Test func aLetterWithAThousandMarksIsOneCellOfBoundedSize() throws {
        var canvas = Canvas(width: 6, height: 1)
        let end = canvas.write("|e" + String(repeating: "\u{301}", count: 1000) + "|", x: 0, y: 0, style: .plain)
        #expect(end == 3)
        #expect(canvas[2, 0].scalar == 0x7C)
        #expect(canvas.text(of: canvas[1, 0]).unicodeScalars.count == ClusterShaping.longestCluster)
        try CanvasTests.check(canvas)
    }

    @Test func theEncoderComparesClustersByTheirText() {
        // The same screen, drawn in another order: the pools' slots differ, the screens do not.
        var a = Canvas(width: 8, height: 2)
        a.write("e\u{301}", x: 0, y: 0, style: .plain)
        a.write("u\u{308}\u{1112}\u{1161}", x: 0, y: 1, style: .plain)
        var b = Canvas(width: 8, height: 2)
        b.write("u\u{308}\u{1112}\u{1161}", x: 0, y: 1, style: .plain)
        b.write("e\u{301}", x: 0, y: 0, style: .plain)
        #expect(a.cells != b.cells)
        var bytes: [UInt8] = []
        FrameEncoder.encode(from: a, to: b, depth: .full, into: &bytes)
        #expect(bytes.isEmpty)
        var encoder = FrameEncoder(depth: .full)
        encoder.encode(a, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains("e\u{301}"))
        bytes.removeAll()
        encoder.encode(b, into: &bytes)
        #expect(bytes.isEmpty, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        // A changed mark is a changed cell.
        var c = b
        c.write("e\u{300}", x: 0, y: 0, style: .plain)
        encoder.encode(c, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[He\u{300}")
    }

    @Test func theEncodersPoolStaysBoundedUnderEverNewText() throws {
        var encoder = FrameEncoder(depth: .full)
        var canvas = Canvas(width: 20, height: 4)
        var screen = VTScreen(width: 20, height: 4)
        var bytes: [UInt8] = []
        for frame in 0..<6000 {
            canvas.reset(width: 20, height: 4)
            // Each frame a cluster never seen before.
            let base = Unicode.Scalar(0x4E00 + UInt32(frame)) ?? "x"
            canvas.write(String(base) + "\u{302}ab", x: frame % 10, y: frame % 4, style: .plain)
            bytes.removeAll(keepingCapacity: true)
            encoder.encode(canvas, into: &bytes)
            try screen.apply(bytes)
            if let mismatch = screen.matches(canvas, depth: .full) {
                Issue.record("frame \(frame): \(mismatch)")
                return
            }
        }
        #expect(encoder.clusters.count <= 4096 + 20 * 4)
    }
}
