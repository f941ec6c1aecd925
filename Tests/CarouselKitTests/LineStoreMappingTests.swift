@testable import CarouselMatching
import CarouselPlatform
import CarouselTestSupport
import Foundation
import Testing

/// A regular file read in place (`LineStore.adoptFile`) holds the same lines as the same
/// bytes read in, wherever the descriptor stood, and copies nothing until it must.
struct LineStoreMappingTests {
    private func lines(_ store: LineStore) -> [[UInt8]] { (0..<store.count).map { store.bytes(at: $0) ?? [] } }

    private func file(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-map-\(getpid())-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// What reading the descriptor to its end gives.
    private func readIn(_ path: String, from offset: Int = 0) -> [[UInt8]] {
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        lseek(fd, off_t(offset), SEEK_SET)
        let store = LineStore()
        while store.read(from: fd).result > 0 {}
        store.finish()
        return lines(store)
    }

    @Test("random files, from random offsets: the same lines as reading them in")
    func sameLinesAsReading() throws {
        var random = SplitMix64(seed: 0x3A9)
        let pieces: [[UInt8]] = [
            Array("/usr/share/doc".utf8), [0x0A], [0x0D, 0x0A], [0x0D], Array("é".utf8), [0xFF], [0x20],
            Array(repeating: 0x61, count: 300),
        ]
        for round in 0..<60 {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(1...400) { bytes += random.pick(pieces) }
            let path = try file(bytes, "random-\(round)")
            defer { unlink(path) }
            let offset = random.int(0...(bytes.count - 1))
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            lseek(fd, off_t(offset), SEEK_SET)
            let store = LineStore()
            #expect(store.adoptFile(fd))
            while store.read(from: fd).result > 0 {}
            store.finish()
            #expect(lines(store) == readIn(path, from: offset), "round \(round), offset \(offset)")
        }
    }

    @Test("lines written after the file was mapped are read on; header lines are stepped over")
    func growsAndDropsHeader() throws {
        let path = try file(Array("h1\nh2\none\ntwo".utf8), "grow")
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let store = LineStore()
        #expect(store.adoptFile(fd))
        #expect(store.count == 3, "the last line, without its newline, waits for more")
        store.removeFirst(2)
        #expect(lines(store) == [Array("one".utf8)])
        let writer = open(path, O_WRONLY | O_APPEND)
        _ = "\nthree\n".withCString { write(writer, $0, 7) }
        close(writer)
        while store.read(from: fd).result > 0 {}
        store.finish()
        #expect(lines(store) == ["one", "two", "three"].map { Array($0.utf8) })
    }

    @Test("lines let go of are read again as they were, from the page cache")
    func releasedLinesReadAgain() throws {
        let text = (0..<60_000).map { "line \($0) of a file read in place" }.joined(separator: "\n") + "\n"
        let path = try file(Array(text.utf8), "release")
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let store = LineStore()
        #expect(store.adoptFile(fd))
        store.finish()
        store.releaseLines(1_000..<50_000)
        store.releaseLines(0..<store.count)
        for index in [0, 999, 1_000, 25_000, 49_999, 50_000, 59_999] {
            #expect(store.bytes(at: index) == Array("line \(index) of a file read in place".utf8))
        }
        #expect(lines(store) == readIn(path))
    }

    @Test("a pipe, an empty rest, a store with lines or a tail limit: not adopted, nothing changed")
    func refusesWhatItCannotMap() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(!LineStore().adoptFile(ends[0]))
        let path = try file(Array("a\nb\n".utf8), "refuse")
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        lseek(fd, 4, SEEK_SET)
        #expect(!LineStore().adoptFile(fd), "nothing left after the offset")
        lseek(fd, 0, SEEK_SET)
        let tail = LineStore()
        tail.tailLimit = 1
        #expect(!tail.adoptFile(fd))
        let holding = LineStore()
        holding.append(Array("x\n".utf8))
        #expect(!holding.adoptFile(fd))
        #expect(lseek(fd, 0, SEEK_CUR) == 0, "the descriptor did not move")
    }
}
