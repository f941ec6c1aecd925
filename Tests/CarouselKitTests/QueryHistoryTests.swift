import Foundation
import Testing
@testable import CarouselKit

/// fzf's `--history`: the file of accepted queries, walked with prev-history and next-history.
@Suite("Query history")
struct QueryHistoryTests {
    private func file(_ text: String?) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-history-\(UUID().uuidString)").path
        if let text { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        return path
    }

    @Test func walksBackAndForthKeepingTheQueryTyped() throws {
        let path = try file("one\ntwo\nthree\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let history = try QueryHistory(path: path)
        #expect(history.previous(current: "typed") == "three")
        #expect(history.previous(current: "three") == "two")
        #expect(history.previous(current: "two") == "one")
        #expect(history.previous(current: "one") == "one", "the oldest stays")
        #expect(history.next(current: "one edited") == "two")
        #expect(history.previous(current: "two") == "one edited", "an edit is kept while walking")
        #expect(history.next(current: "one edited") == "two")
        #expect(history.next(current: "two") == "three")
        #expect(history.next(current: "three") == "typed", "the query being typed is the newest")
        #expect(history.next(current: "typed") == "typed")
    }

    @Test func appendsAcceptedQueriesUpToItsSize() throws {
        let path = try file(nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let history = try QueryHistory(path: path, maxSize: 2)
        #expect(FileManager.default.fileExists(atPath: path), "a missing file is made")
        history.append("a")
        history.append("")
        history.append("b")
        history.append("c")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "b\nc\n", "empty queries are not kept; the oldest go")
        let again = try QueryHistory(path: path, maxSize: 2)
        #expect(again.previous(current: "") == "c")
    }

    @Test func aFolderOrAnUnreadableFileIsSaid() {
        #expect(throws: QueryHistory.Failure.self) { try QueryHistory(path: "/") }
        #expect(throws: QueryHistory.Failure.self) { try QueryHistory(path: "/nonexistent-folder/history") }
    }
}
