import Foundation
import Testing
@testable import CarouselKit

/// The man page's KEYS section and the user guide's table of keys are the key map's: checked in
/// as the key map prints them. `CAROUSEL_UPDATE_DOCS=1 swift test --filter KeyDocumentsTests`
/// writes them afresh after a change to the key map.
@Suite("Keys in the documents")
struct KeyDocumentsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var updates: Bool { ProcessInfo.processInfo.environment["CAROUSEL_UPDATE_DOCS"] == "1" }

    /// The text between the line `start` and the next line beginning with `end`, exclusive.
    static func section(of text: String, from start: String, to end: String) -> Range<String.Index>? {
        guard let s = text.range(of: start + "\n") else { return nil }
        guard let e = text.range(of: "\n" + end, range: s.upperBound..<text.endIndex) else { return nil }
        return s.upperBound..<e.lowerBound
    }

    static func check(_ file: String, from start: String, to end: String, expected: String) throws {
        let url = root.appendingPathComponent(file)
        var text = try String(contentsOf: url, encoding: .utf8)
        let range = try #require(section(of: text, from: start, to: end), "\(file): no section from \(start) to \(end)")
        if updates {
            text.replaceSubrange(range, with: expected)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(text[range]) == expected,
            "\(file) is not the key map's: run CAROUSEL_UPDATE_DOCS=1 swift test --filter KeyDocumentsTests")
    }

    @Test func theManPageKeysAreTheKeyMaps() throws {
        try Self.check("doc/carousel.1", from: ".SH KEYS", to: ".SH STRATEGIES", expected: KeyMap.documented.manPageSection)
    }

    @Test func theGuideKeysAreTheKeyMaps() throws {
        try Self.check(
            "doc/guide.md", from: "<!-- keys: made from KeyMap.documented -->", to: "<!-- end of keys -->",
            expected: KeyMap.documented.markdownTable)
    }

    /// Every command is sent by some key, and no chord sends two commands.
    @Test func everyCommandHasAKeyAndNoKeyHasTwo() {
        var seen: [KeyMap.Chord: CarouselCommand] = [:]
        for entry in KeyMap.documented.entries {
            for (chord, command) in entry.bindings {
                #expect(seen[chord] == nil || seen[chord] == command, "\(chord) sends \(String(describing: seen[chord])) and \(command)")
                seen[chord] = command
            }
        }
        let commands = Set(seen.values)
        let all: [CarouselCommand] = [
            .flick(forward: true, hard: false), .flick(forward: false, hard: true), .first, .last, .firstShelf, .lastShelf,
            .screenful(forward: true), .screenful(forward: false), .space, .cycleStrategy(1),
            .cycleStrategy(-1), .digitStrategy(0), .toggleDetails, .settleFaster, .settleSlower,
            .settleStandard, .race, .help, .choose, .quit, .cancel, .interrupt, .suspend, .redraw,
        ]
        for command in all { #expect(commands.contains(command), "\(command) has no key") }
    }
}
