import Foundation
import Testing

/// `carousel-bench --shift`: each capability set a terminal of the test matrix gets, in the
/// bytes the encoder sends.
@Suite("bench --shift")
struct BenchShiftTests {
    @Test("rxvt (urxvt's set): borders in the line-drawing set as q's and never a REP; terminfo (st's): ─ and a REP")
    func urxvtsSetDrawsLinesWithoutRepeating() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-bench-shift-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func sent(_ shift: String) async throws -> String {
            let file = directory.appendingPathComponent("\(shift).out")
            let r = try await CarouselBench.run(["--count", "50", "--frames", "120", "--shift", shift, "--save-output", file.path])
            #expect(r.status == 0, "\(r)")
            return String(decoding: try Data(contentsOf: file), as: UTF8.self)
        }
        let repeats = "\u{1B}\\[[0-9]+b"
        let rxvt = try await sent("rxvt")
        #expect(rxvt.contains("\u{1B}(0qqqqqqqqqq") && rxvt.contains("\u{1B}(B"), "urxvt's borders go in the line-drawing set")
        #expect(rxvt.range(of: repeats, options: .regularExpression) == nil, "urxvt has no REP")
        #expect(rxvt.range(of: "\u{1B}\\[[0-9]*[@P]", options: .regularExpression) != nil, "urxvt shifts with ICH/DCH")
        let st = try await sent("terminfo")
        #expect(st.range(of: "─" + repeats, options: .regularExpression) != nil && !st.contains("\u{1B}(0"))
    }
}
