import Foundation
import Testing
@testable import CarouselCommandLine

/// The man page's option sections, the three completion scripts and the user guide's option summary
/// are the option table's: checked in as the table prints them. `make docs` (that is,
/// `CAROUSEL_UPDATE_DOCS=1 swift test --filter DocumentsTests`) writes them afresh after a
/// change to the table.
@Suite("Options in the documents")
struct OptionDocumentsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var updates: Bool { ProcessInfo.processInfo.environment["CAROUSEL_UPDATE_DOCS"] == "1" }

    static func read(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    /// The whole file is the table's.
    static func checkWhole(_ file: String, expected: String) throws {
        if updates {
            try expected.write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
            return
        }
        let text = try read(file)
        let firstDifference = zip(
            text.split(separator: "\n", omittingEmptySubsequences: false),
            expected.split(separator: "\n", omittingEmptySubsequences: false)
        )
        .enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            text == expected,
            "\(file) is not the option table's (first differing line \((firstDifference?.offset ?? 0) + 1)): run \(DocumentFiles.regenerate)"
        )
    }

    /// The text between the line `start` and the next line beginning with `end` is the table's.
    static func checkSection(_ file: String, from start: String, to end: String, expected: String) throws {
        var text = try read(file)
        guard let s = text.range(of: start + "\n"), let e = text.range(of: "\n" + end, range: s.upperBound..<text.endIndex) else {
            Issue.record("\(file): no section from \(start) to \(end)")
            return
        }
        let range = s.upperBound..<e.lowerBound
        if updates {
            text.replaceSubrange(range, with: expected)
            try text.write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[range]) == expected, "\(file) from \(start) is not the option table's: run \(DocumentFiles.regenerate)")
    }

    @Test func theManPageOptionsAreTheTables() throws {
        try Self.checkSection(
            DocumentFiles.manPage, from: DocumentFiles.manStart, to: DocumentFiles.manEnd,
            expected: ManPageOptions.sections)
    }

    @Test func theOptionSummaryIsTheTables() throws {
        try Self.checkSection(
            DocumentFiles.optionSummary, from: DocumentFiles.summaryStart, to: DocumentFiles.summaryEnd,
            expected: OptionSummary.markdown)
    }

    @Test func theBashCompletionIsTheTables() throws {
        try Self.checkWhole(DocumentFiles.bash, expected: BashCompletion.script)
    }

    @Test func theZshCompletionIsTheTables() throws {
        try Self.checkWhole(DocumentFiles.zsh, expected: ZshCompletion.script)
    }

    @Test func theFishCompletionIsTheTables() throws {
        try Self.checkWhole(DocumentFiles.fish, expected: FishCompletion.script)
    }
}
