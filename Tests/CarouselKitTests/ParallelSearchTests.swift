@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import CarouselTestSupport
import Testing

/// The search's chunks, claimed by whichever thread is free, give what one thread gives,
/// whatever the number of threads; a search given up stops and gives nothing; and the
/// quick score bound that spares most lines the bonuses' walk is never below a real score.
@Suite("Searching on several threads")
struct ParallelSearchTests {
    static let pieces = ["usr", "lib", "python3", "share", "doc", "Src", "x86_64", "é", "a b", "so.6", "ÜBER", "py"]

    /// Lines across several chunks (4,096 lines each), some with blanks or non-ASCII.
    static func corpus(_ count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let head = ["", "/", " ", "\t"].randomElement(using: &rng)!
            return head
                + (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
                .joined(separator: ["/", " ", ".", "-", "_", ""].randomElement(using: &rng)!)
        }
    }

    static let queries = [
        "u", "us", "usr", "l", "li", "lib", "py", "pyth", "p3", "sh do", "é", "ub", "U", "xs", "/u", "a b", "'lib",
        "^/usr", "so$", "!doc py", "lib | doc",
    ]

    @Test("the first screen and the ranking are the same on one, two or three threads", arguments: [1, 2, 3])
    func parallelEqualsSerial(seed: UInt64) {
        let store = LineStore(lines: Self.corpus(12_000 + Int(seed) * 2_000, seed: seed))
        let options = SearchOptions()
        var rng = SplitMix64(seed: seed &* 77)
        for query in Self.queries {
            let parsed = options.parse(query)
            // A wider query's matches as candidates, with fresh lines after them, as when typing.
            let split = Int.random(in: 0...store.count, using: &rng)
            let candidates = SearchPass.firstScreen(
                store, query: parsed, options: options, candidates: nil, fresh: 0..<split,
                limit: 32, threads: 1, isCancelled: { false })!.members
            let serial = SearchPass.firstScreen(
                store, query: parsed, options: options, candidates: candidates,
                fresh: split..<store.count, limit: 32, threads: 1, isCancelled: { false })!
            let serialRank = SearchPass.rank(
                store, query: parsed, options: options, members: serial.members[...], threads: 1,
                isCancelled: { false })!
            for threads in [2, 3] {
                let parallel = SearchPass.firstScreen(
                    store, query: parsed, options: options, candidates: candidates,
                    fresh: split..<store.count, limit: 32, threads: threads,
                    isCancelled: { false })!
                #expect(parallel.members == serial.members, "\(query) on \(threads) threads")
                #expect(parallel.top.keys == serial.top.keys, "\(query) on \(threads) threads")
                let rank = SearchPass.rank(
                    store, query: parsed, options: options, members: parallel.members[...],
                    threads: threads, isCancelled: { false })
                #expect(rank == serialRank, "\(query) on \(threads) threads")
                #expect(
                    LineFilter.matches(in: store, query: parsed, threads: threads)
                        == LineFilter.matches(in: store, query: parsed, threads: 1), "\(query) on \(threads) threads")
            }
            // The first screen's keys are the ranking's first, exactly (the bounds never cut a line that belongs).
            #expect(Array(serialRank.prefix(serial.top.keys.count)) == serial.top.keys, "\(query)")
        }
    }

    @Test("a search given up between chunks gives nothing, on any number of threads")
    func cancelled() {
        let store = LineStore(lines: Self.corpus(30_000, seed: 9))
        let options = SearchOptions(), parsed = options.parse("us")
        for threads in [1, 2] {
            let asked = Counter()
            // Given up after a few chunks: what was done is dropped, not shown as a partial result.
            let screen = SearchPass.firstScreen(
                store, query: parsed, options: options, candidates: nil, fresh: 0..<store.count,
                limit: 32, threads: threads, isCancelled: { asked.next() > 2 })
            #expect(screen == nil)
            let rank = SearchPass.rank(
                store, query: parsed, options: options,
                members: ArraySlice((0..<UInt32(store.count)).map { $0 }), threads: threads,
                isCancelled: { true })
            #expect(rank == nil)
            #expect(
                LineFilter.mergeRuns(
                    [[RankKey(points: 1, order: 0)], [RankKey(points: 0, order: 1)]], threads: threads,
                    isCancelled: { true }) == nil)
        }
    }

    @Test("a query typed over is never shown: only the newest query's result comes out of the worker")
    func supersededNeverShown() async throws {
        let store = LineStore(lines: Self.corpus(200_000, seed: 5))
        let worker = SearchWorker(store: store, options: SearchOptions())
        var shown: [String] = []
        for query in ["u", "us", "usr", "l", "li", "lib"] {
            worker.search(query)
            if let r = worker.takeResult() { shown.append(r.query) }
        }
        for _ in 0..<20_000 where worker.isSearching || !worker.isRanked {
            try await Task.sleep(for: .milliseconds(2))
            if let r = worker.takeResult() { shown.append(r.query) }
        }
        #expect(Set(shown) == ["lib"], "\(shown)")
        #expect(worker.isRanked)
    }

    @Test("the quick bound of a line is never below its score, nor below the walked bound")
    func quickBoundIsSound() {
        let lines = Self.corpus(5_000, seed: 11).filter { $0.utf8.allSatisfy { $0 < 128 } }
        for query in ["u", "us", "usr", "lib", "py3", "sh do", "/u", "xs", "b"] {
            let parsed = SearchQuery(query)
            guard let bound = ScoreBound(parsed) else { continue }
            let matcher = QueryMatcher(parsed)
            for line in lines {
                var bytes = Array(line.utf8)
                bytes.withUnsafeMutableBufferPointer { buffer in
                    let b = UnsafeBufferPointer(buffer)
                    let quick = bound.quickBound(ascii: b), walked = bound.bound(ascii: b)
                    #expect(quick >= walked, "\(query) in \(line)")
                    if let score = matcher.score(b) { #expect(quick >= score, "\(query) in \(line)") }
                }
            }
        }
    }
}

/// Counts calls from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = ReadWriteLock()
    private var count = 0
    func next() -> Int {
        lock.writing {
            count += 1; return count
        }
    }
}
