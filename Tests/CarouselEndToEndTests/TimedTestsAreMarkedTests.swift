import Foundation
import Testing

/// The tests that pace reports by the clock must be marked `.gestureTiming`: `make test`
/// runs only those alone, after the others. Read from the sources: a test whose body paces
/// reports (or calls a helper that does) and is marked neither itself nor by its suite.
@Suite("Tests timed by the machine are marked")
struct TimedTestsAreMarkedTests {
    /// Calls that send reports on a clock: spaced sends, real-pointer drags, wheel bursts,
    /// and the helpers built on them.
    static let pacing = ["sendSpaced(", "constantDrag(", "x.drag(", "wheelBurst(", "hardFlick(", "slowDrag(", "swipe(", ".rounds("]

    /// Tests that pace reports but whose assertions hold at whatever speed the machine
    /// delivers them, and why.
    static let anySpeed = [
        "RecordReplayTests/liveFlickReplays": "the record is compared with the screen, whatever page the flick reached",
        "ShiftedFramesXtermTests/pictureAfterFlicks": "drags well past half a card, and pictures compared at rest wherever they rest",
        "EveryTerminalDesktopTests/drawsPagesAndRedraws":
            "flicks both ways, then the window compared with the card it rests on drawn afresh",
        "ShelvesShiftedFramesXtermTests/pictureAfterFlicks":
            "flicks of shelves and of the list, then the window compared with the same shelves repainted, wherever they rest",
    ]

    /// Each test of a source file: its suite's attribute and name, its own attribute, its body.
    struct Found { var suiteMarked: Bool; var name: String; var marked: Bool; var body: String }

    static func tests(in text: String) -> [Found] {
        var found: [Found] = []
        var suiteAttribute = "", suite = ""
        var attribute: String?, name = "", body: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("@Suite") { suiteAttribute = line; continue }
            if let match = line.firstMatch(of: /^(?:final )?struct (\w+)/) {
                suite = String(match.1)
                if !suiteAttribute.contains("@Suite") { suiteAttribute = "" }
                continue
            }
            if line.hasPrefix("    @Test") { attribute = line; continue }
            if var a = attribute, body == nil {
                if let match = line.firstMatch(of: /^    func (\w+)/) {
                    name = String(match.1); body = ""
                } else {
                    a += line; attribute = a
                }
                continue
            }
            if let b = body {
                if line.hasPrefix("    }") {
                    found.append(
                        Found(
                            suiteMarked: suiteAttribute.contains(".gestureTiming"), name: "\(suite)/\(name)",
                            marked: attribute?.contains(".gestureTiming") == true, body: b))
                    attribute = nil; body = nil
                } else {
                    body = b + line + "\n"
                }
            }
            if line == "}" { suiteAttribute = "" }
        }
        return found
    }

    @Test("every test that paces reports by the clock carries the gesture-timing mark")
    func pacedTestsAreMarked() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "TimedTestsAreMarkedTests.swift" }
        var seen = 0
        for file in files {
            for test in Self.tests(in: try String(contentsOf: file, encoding: .utf8)) {
                seen += 1
                let paces = Self.pacing.filter { test.body.contains($0) }
                if !paces.isEmpty && !test.marked && !test.suiteMarked && Self.anySpeed[test.name] == nil {
                    Issue.record("\(test.name) paces reports (\(paces.joined(separator: ", "))) but is not marked .gestureTiming")
                }
            }
        }
        #expect(seen > 100, "only \(seen) tests found in \(directory.path)")
    }
}
