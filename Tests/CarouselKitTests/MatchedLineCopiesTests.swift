@testable import CarouselMatching
import CarouselPlatform
import CarouselTestSupport
import Foundation
import Testing

/// `--filter` over a file read in place copies each matching line out and lets the file's
/// pages go: the matches are the same, in the same order, and each copy is the line.
struct MatchedLineCopiesTests {
    private func file(_ text: String, _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-copies-\(getpid())-\(name)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func mapped(_ path: String) -> (LineStore, Int32) {
        let fd = open(path, O_RDONLY)
        let store = LineStore()
        #expect(store.adoptFile(fd))
        while store.read(from: fd).result > 0 {}
        store.finish()
        return (store, fd)
    }

    @Test("random lines and queries: the same matches as reading in, and each copy is its line")
    func sameMatchesAndLines() throws {
        var random = SplitMix64(seed: 0xC0_9E5)
        let words = ["usr", "share", "doc", "python3", "lib", "ÉTÉ", "include", "\u{1B}[31mred\u{1B}[0m", "a b", "x"]
        let queries = ["py", "'include", "^/usr", ".h$", "s d", "!lib", "zzqqxj", "é", "red"]
        for round in 0..<12 {
            let count = random.int(1...20_000)
            let text = (0..<count).map { _ in
                "/" + (0..<random.int(1...6)).map { _ in random.pick(words) }.joined(separator: "/")
            }.joined(separator: random.int(0...1) == 0 ? "\n" : "\r\n")
            let path = try file(text, "\(round)")
            defer { unlink(path) }
            let (store, fd) = mapped(path)
            defer { close(fd) }
            let readIn = LineStore()
            _ = readIn.append(Array(text.utf8))
            readIn.finish()
            for query in queries {
                let parsed = SearchOptions().parse(query)
                let sorts = random.int(0...3) != 0, reversed = random.int(0...3) == 0
                let ansi = LineShaping(ansi: random.int(0...1) == 0)
                let plain = LineFilter.matches(in: readIn, query: parsed, sorts: sorts, reversed: reversed, shaping: ansi)
                let (indices, copies) = LineFilter.matchesCopyingLines(
                    in: store, query: parsed, sorts: sorts, reversed: reversed, shaping: ansi)
                #expect(indices == plain, "round \(round), \(query)")
                let copied = try #require(copies, "a file read in place has its matches copied")
                for index in indices {
                    let copy = copied.withBytes(at: index) { Array($0) }
                    #expect(copy == readIn.bytes(at: index), "round \(round), \(query), line \(index)")
                }
                // A line that did not match has no copy.
                if let missing = (0..<store.count).first(where: { !Set(indices).contains($0) }) {
                    #expect(copied.withBytes(at: missing) { _ in true } == nil)
                }
            }
        }
    }

    @Test("a store of its own bytes keeps its lines where they are: nothing is copied")
    func ownBytesAreNotCopied() {
        let store = LineStore()
        _ = store.append(Array("alpha\nbeta\ngamma\n".utf8))
        store.finish()
        let (indices, copies) = LineFilter.matchesCopyingLines(in: store, query: SearchOptions().parse("a"))
        #expect(indices == LineFilter.matches(in: store, query: SearchOptions().parse("a")))
        #expect(copies == nil)
    }
}
