import CarouselCore
import CarouselPlatform
import Dispatch

/// Lines of text held compactly: every byte in one growing buffer, and about one byte of
/// index per line, not a `String` per line. Ten million short lines cost their bytes plus
/// about 11 MB; even a list of one-letter lines takes less than twice its size.
///
/// Bytes are kept exactly as they came (invalid UTF-8 included), so a chosen line can be
/// given back byte for byte; only what is shown is repaired. Lines end at `\n`; a `\r`
/// before it is not part of the line (files from Windows). A last line without `\n` counts
/// once `finish()` says no more bytes are coming. With `separator: 0` (fzf's `--read0`)
/// items end at NUL instead, and may hold newlines; a `\r` is then kept as it is.
///
/// The index: each line's length in one byte (255 for a line of 255 bytes or more, whose
/// length is kept aside), and every 64th line's start. A line is found from the start before
/// it plus at most 63 lengths. Buffers grow with `realloc`, which for large blocks moves pages
/// rather than copying them, so growing does not need the old and the new buffer at once.
package final class LineStore {
    // Internal rather than private: `LineStore+Tail` moves them when it drops lines.
    @exclusivity(unchecked) package var bytes: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) package var byteCount = 0
    var byteCapacity = 0
    /// Where a file's mapping starts when `bytes` points into one (`adoptFile`), not into
    /// memory of the store's own; its length.
    var mapping: (base: UnsafeMutableRawPointer, length: Int)?
    /// Each line's length without its `\n`, or `longLine` when it is kept in `longLengths`.
    @exclusivity(unchecked) package var lengths: UnsafeMutablePointer<UInt8>?
    @exclusivity(unchecked) private var lengthCapacity = 0
    private static let longLine: UInt8 = 255
    /// Lengths of the lines of 255 bytes or more, by line index, in order.
    @exclusivity(unchecked) package var longLengths: [(line: Int, length: Int)] = []
    /// Each line's `LetterSummary`, when `summarizesLetters` (the picker's store: a first
    /// letter's screen reads these rather than every byte); nil otherwise (`--filter`).
    @exclusivity(unchecked) package private(set) var letterSummaries: UnsafeMutablePointer<UInt32>?
    /// `LetterSummary.table`, read once.
    private let summaryTable = LetterSummary.table
    /// Where lines 0, 64, 128, … start.
    @exclusivity(unchecked) package var checkpoints: [Int] = []
    package static let checkpointShift = 6

    @exclusivity(unchecked) package internal(set) var count = 0
    /// Where the line being received starts (after the last `\n`).
    @exclusivity(unchecked) package var pendingStart = 0
    /// Bytes already searched for `\n`.
    @exclusivity(unchecked) package var scanned = 0
    /// fzf's `--tail N`: only the last N lines are kept; older ones are dropped as new
    /// ones come, so an endless stream takes bounded memory.
    package var tailLimit: Int?
    /// How many lines were dropped from the start (`tailLimit`): line indexes moved by that.
    package internal(set) var droppedLines = 0
    let capacityLimit: Int
    /// The byte that ends an item: `\n`, or NUL for `--read0`.
    package let separator: UInt8
    /// Appending may move the buffers: a search reading lines on other threads holds this
    /// (`withReadAccess`) while every write takes it alone. The fields marked
    /// `@exclusivity(unchecked)` are read and written under it: the runtime's checks, a
    /// dozen a line while the input is indexed and read, are left out.
    private let access = ReadWriteLock()
    /// No more bytes will come.
    package private(set) var isFinished = false
    /// The input was larger than the store could hold (its limit, or memory ran out): what
    /// did not fit was dropped.
    package private(set) var isTruncated = false

    /// Runs `body` holding the write lock (`removeAll`).
    package func withWriteAccess<R>(_ body: () -> R) -> R { access.writing(body) }

    /// More bytes are coming again (after `removeAll`).
    package func reopen() {
        isFinished = false
        isTruncated = false
    }

    /// A store of at most `capacityLimit` bytes (by default as many as memory allows),
    /// whose items end at `separator`.
    package init(capacityLimit: Int = Int.max, separator: UInt8 = UInt8(ascii: "\n")) {
        self.capacityLimit = max(1, capacityLimit)
        self.separator = separator
    }

    /// A store of these lines, finished (for tests and small lists).
    package convenience init<S: Sequence>(lines: S) where S.Element: StringProtocol {
        self.init()
        for line in lines { append(Array(line.utf8) + [UInt8(ascii: "\n")]) }
        finish()
    }

    deinit {
        if let mapping { munmap(mapping.base, mapping.length) } else { free(bytes) }
        free(lengths)
        free(letterSummaries)
    }

    /// Whether each line's `LetterSummary` is kept (4 bytes a line), made as lines come; the
    /// lines already held are summarized when it is turned on. It turns itself off for good
    /// when the lines average under 16 bytes (`leastBytesPerSummarizedLine`).
    package var summarizesLetters: Bool {
        get { access.reading { letterSummaries != nil } }
        set {
            access.writing {
                guard newValue != (letterSummaries != nil) else { return }
                guard newValue else {
                    free(letterSummaries)
                    letterSummaries = nil
                    return
                }
                guard let summaries = malloc(max(1, lengthCapacity) * MemoryLayout<UInt32>.stride) else { return }
                letterSummaries = summaries.assumingMemoryBound(to: UInt32.self)
                if count > 0, let first = range(0) { summarizeLines(0..<count, from: first.lowerBound) }
            }
        }
    }

    /// Summaries are kept only while the lines average this many bytes or more (a summary is
    /// then at most a quarter of its line), judged once this many lines are in.
    static let leastBytesPerSummarizedLine = 16
    static let summaryTrialLines = 65_536

    /// Writes the summaries of `lines`, the first starting at `start`, from their bytes as
    /// held (a `\r` before the end included). A read's worth of lines is cut in two halves
    /// summarized at once, on this thread and another: reading a file then waits about half
    /// what the summaries cost.
    private func summarizeLines(_ lines: Range<Int>, from start: Int) {
        guard let letterSummaries, let heldBytes = bytes, let heldLengths = lengths, !lines.isEmpty else { return }
        if count >= Self.summaryTrialLines && byteCount < count * Self.leastBytesPerSummarizedLine {
            // Short lines are read about as quickly as their summaries, which would then cost
            // more memory than the lines' index: given up for good.
            free(letterSummaries)
            self.letterSummaries = nil
            return
        }
        // Each half writes only its own lines' summaries.
        nonisolated(unsafe) let (table, summaries, bytes, lengths, store) = (summaryTable, letterSummaries, heldBytes, heldLengths, self)
        @Sendable func summarize(_ lines: Range<Int>, from start: Int) {
            var start = start
            for index in lines {
                let length = store.length(index, lengths)
                summaries[index] = LetterSummary.of(bytes + start, count: min(length, store.byteCount - start), table: table)
                start &+= length &+ 1
            }
        }
        guard lines.count >= 2048 else { return summarize(lines, from: start) }
        let middle = lines.lowerBound + lines.count / 2
        var secondStart = start
        for index in lines.lowerBound..<middle { secondStart &+= length(index, lengths) &+ 1 }
        let second = secondStart
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 { summarize(lines.lowerBound..<middle, from: start) } else { summarize(middle..<lines.upperBound, from: second) }
        }
    }

    /// Bytes held (the input so far).
    package var byteSize: Int { byteCount }

    // MARK: - Filling

    /// Appends bytes as they arrive (lines may be split anywhere); returns how many lines
    /// were completed.
    @discardableResult
    package func append<C: Collection>(_ chunk: C) -> Int where C.Element == UInt8 {
        access.writing { appendLocked(chunk) }
    }

    private func appendLocked<C: Collection>(_ chunk: C) -> Int where C.Element == UInt8 {
        guard !isFinished else { return 0 }
        let room = min(chunk.count, capacityLimit - byteCount)
        if room < chunk.count { isTruncated = true }
        guard room > 0, reserveBytes(room), let bytes else { return 0 }
        var k = byteCount
        for b in chunk.prefix(room) { bytes[k] = b; k += 1 }
        byteCount = k
        return scanLines()
    }

    /// Reads once from `fd` straight into the buffer, without an intermediate copy:
    /// returns what `read(2)` returned (bytes read, 0 at the end, -1 with `errno` on an
    /// error) and how many lines were completed. Once the store is full it reads nothing
    /// more and returns 0, as at the end.
    package func read(from fd: Int32, upTo maximum: Int = 1 << 20) -> (result: Int, lines: Int) {
        access.writing { readLocked(from: fd, upTo: maximum) }
    }

    private func readLocked(from fd: Int32, upTo maximum: Int) -> (result: Int, lines: Int) {
        guard !isFinished else { return (0, 0) }
        if mapping != nil {
            // A mapped file read on: only bytes written to it since make the store copy them.
            var more = [UInt8](repeating: 0, count: min(max(1, maximum), 1 << 16))
            let n = more.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { return (n, 0) }
            return (n, appendLocked(more[..<n]))
        }
        let want = min(max(1, maximum), capacityLimit - byteCount)
        guard want > 0, reserveBytes(want), let bytes else {
            isTruncated = true
            return (0, 0)
        }
        let n = SystemCall.read(fd, bytes + byteCount, want)
        guard n > 0 else { return (n, 0) }
        byteCount += n
        return (n, scanLines())
    }

    /// No more bytes are coming: a last line without `\n` becomes a line. Returns whether
    /// that added a line.
    @discardableResult
    package func finish() -> Bool {
        access.writing {
            guard !isFinished else { return false }
            isFinished = true
            guard byteCount > pendingStart else { return false }
            let added = appendLine(length: byteCount - pendingStart)
            if added { summarizeLines(count - 1..<count, from: pendingStart) }
            if let tailLimit, count > tailLimit { dropFirstLines(count - tailLimit) }
            return added
        }
    }

    /// Finds the separators in the bytes not searched yet.
    func scanLines() -> Int {
        guard let bytes else { return 0 }
        var added = 0
        let firstNew = count, firstStart = pendingStart
        while scanned < byteCount {
            guard let hit = memchr(bytes + scanned, Int32(separator), byteCount - scanned) else {
                scanned = byteCount
                break
            }
            let newline = bytes.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard appendLine(length: newline - pendingStart) else {
                // No memory for the index: keep the lines so far, as at a limit.
                isTruncated = true
                byteCount = pendingStart
                scanned = byteCount
                isFinished = true
                break
            }
            added += 1
            pendingStart = newline + 1
            scanned = pendingStart
        }
        summarizeLines(firstNew..<count, from: firstStart)
        if let tailLimit, count > tailLimit { dropFirstLines(count - tailLimit) }
        return added
    }

    private func appendLine(length: Int) -> Bool {
        if count == lengthCapacity {
            let capacity = max(4096, lengthCapacity + lengthCapacity / 2)
            guard let grown = realloc(lengths, capacity) else { return false }
            lengths = grown.assumingMemoryBound(to: UInt8.self)
            if let letterSummaries {
                guard let grown = realloc(letterSummaries, capacity * MemoryLayout<UInt32>.stride) else { return false }
                self.letterSummaries = grown.assumingMemoryBound(to: UInt32.self)
            }
            lengthCapacity = capacity
        }
        if count & ((1 << Self.checkpointShift) - 1) == 0 { checkpoints.append(pendingStart) }
        if length < Int(Self.longLine) {
            lengths?[count] = UInt8(length)
        } else {
            lengths?[count] = Self.longLine
            longLengths.append((count, length))
        }
        count += 1
        return true
    }

    /// Room for `extra` more bytes; grows by half again, like an array, but in place when
    /// it can.
    private func reserveBytes(_ extra: Int) -> Bool {
        let needed = byteCount + extra
        if mapping != nil { return ownBytes(capacity: max(needed, byteCount + byteCount / 2)) }
        guard needed > byteCapacity else { return true }
        let capacity = min(max(needed, 64 * 1024, byteCapacity + byteCapacity / 2), capacityLimit)
        guard capacity >= needed, let grown = realloc(bytes, capacity) else { return false }
        bytes = grown.assumingMemoryBound(to: UInt8.self)
        byteCapacity = capacity
        return true
    }

    // MARK: - Reading

    /// Line `index`'s length without its `\n`.
    package func length(_ index: Int, _ lengths: UnsafeMutablePointer<UInt8>) -> Int {
        let short = lengths[index]
        if short != Self.longLine { return Int(short) }
        // Long lines were recorded in order: a binary search.
        var low = 0, high = longLengths.count
        while low < high {
            let mid = (low + high) / 2
            if longLengths[mid].line < index { low = mid + 1 } else { high = mid }
        }
        return low < longLengths.count ? longLengths[low].length : 0
    }

    /// The bytes of lines `first..<index`, their separators included: eight lengths at a time
    /// where none is a long line's mark (a `--filter` prints each match in rank order, so
    /// finds every one from its checkpoint).
    private func bytesBefore(_ index: Int, from first: Int, _ lengths: UnsafeMutablePointer<UInt8>) -> Int {
        var total = 0, line = first
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF, marks: UInt64 = 0x0101_0101_0101_0101
        while line &+ 8 <= index {
            let word = UnsafeRawPointer(lengths + line).loadUnaligned(as: UInt64.self)
            // A byte of 255 (a long line) is all ones: then it is read the slow way.
            let inverted = ~word
            guard (inverted &- marks) & ~inverted & 0x8080_8080_8080_8080 == 0 else { break }
            let pairs = (word & lanes) &+ ((word >> 8) & lanes)
            total &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48) &+ 8
            line &+= 8
        }
        while line < index {
            total &+= length(line, lengths) &+ 1
            line &+= 1
        }
        return total
    }

    /// The byte range of line `index` in the buffer, without its `\n` and a `\r` before it.
    func range(_ index: Int) -> Range<Int>? {
        guard index >= 0, index < count, let lengths, let bytes else { return nil }
        let block = index >> Self.checkpointShift
        guard block < checkpoints.count else { return nil }
        let start = checkpoints[block] + bytesBefore(index, from: block << Self.checkpointShift, lengths)
        var end = min(start + length(index, lengths), byteCount)
        if end > start, separator == UInt8(ascii: "\n"), bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// Runs `body` with the lines held still: other threads read lines inside it while the
    /// owner may go on appending (which waits for it to end). The owner's own reads need none.
    package func withReadAccess<R>(_ body: () throws -> R) rethrows -> R {
        try access.reading(body)
    }

    /// Calls `body` with each line of `lines` in order: its index and its bytes as
    /// `bytes(at:)` gives them, without copying (the buffer is valid during the call only).
    /// Reading from several threads at once is safe while nothing is appended.
    package func forEachLine(in lines: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        guard let bytes, let lengths, !lines.isEmpty, let first = range(max(0, lines.lowerBound)) else { return }
        var start = first.lowerBound
        for index in max(0, lines.lowerBound)..<min(lines.upperBound, count) {
            let length = length(index, lengths)
            var end = min(start + length, byteCount)
            if end > start, separator == UInt8(ascii: "\n"), bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            body(index, UnsafeBufferPointer(start: bytes + start, count: max(0, end - start)))
            start += length + 1
        }
    }

    /// Calls `body` with each line of `lines` in order: its index, where it starts in `bytes`
    /// and its length as held (a `\r` before its end included), its bytes not read:
    /// `lineBytes(start:length:)` gives them when they are wanted.
    @inline(__always)
    package func forEachLineStart(in lines: Range<Int>, _ body: (Int, Int, Int) -> Void) {
        guard let lengths, !lines.isEmpty, let first = range(max(0, lines.lowerBound)) else { return }
        var start = first.lowerBound
        for index in max(0, lines.lowerBound)..<min(lines.upperBound, count) {
            let length = length(index, lengths)
            body(index, start, length)
            start &+= length &+ 1
        }
    }

    /// The bytes of the line that starts at `start` and is `length` long as held, as
    /// `forEachLine` gives them (without a `\r` before its end).
    @inline(__always)
    package func lineBytes(start: Int, length: Int) -> UnsafeBufferPointer<UInt8> {
        guard let bytes else { return UnsafeBufferPointer(start: nil, count: 0) }
        var end = min(start + length, byteCount)
        if end > start, separator == UInt8(ascii: "\n"), bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return UnsafeBufferPointer(start: bytes + start, count: max(0, end - start))
    }

    /// Calls `body` with each of `indices` (ascending) and its bytes, as
    /// `forEachLineStart(at:)` finds them.
    package func forEachLine<Indices: Sequence>(at indices: Indices, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void)
    where Indices.Element: BinaryInteger {
        guard bytes != nil else { return }
        forEachLineStart(at: indices) { index, start, length in body(index, lineBytes(start: start, length: length)) }
    }

    /// `forEachLineStart` over `indices` (ascending; any outside the store are passed over),
    /// walking forward from the line before rather than from its block's start: a search
    /// over the previous matches reads the index once, not up to 63 lengths a line.
    @inline(__always)
    package func forEachLineStart<Indices: Sequence>(at indices: Indices, _ body: (Int, Int, Int) -> Void)
    where Indices.Element: BinaryInteger {
        guard let lengths else { return }
        var line = -1, start = 0
        for i in indices {
            let index = Int(truncatingIfNeeded: i)
            guard index >= 0, index < count else { continue }
            let block = index >> Self.checkpointShift
            if line < 0 || index < line || block != line >> Self.checkpointShift {
                guard block < checkpoints.count else { return }
                line = block << Self.checkpointShift
                start = checkpoints[block]
            }
            while line < index {
                start &+= length(line, lengths) &+ 1
                line &+= 1
            }
            body(index, start, length(index, lengths))
        }
    }

    /// Calls `body` with line `index`'s bytes, without copying; nil out of range.
    package func withBytes<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let r = range(index), let bytes else { return nil }
        return body(UnsafeBufferPointer(start: bytes + r.lowerBound, count: r.count))
    }

    /// Line `index`'s bytes exactly as they came (without `\n`, nor `\r` before it); nil out
    /// of range.
    package func bytes(at index: Int) -> [UInt8]? {
        guard let r = range(index), let bytes else { return nil }
        return Array(UnsafeBufferPointer(start: bytes + r.lowerBound, count: r.count))
    }

    /// Line `index` as text for the screen: invalid UTF-8 repaired (U+FFFD), at most
    /// `maximumBytes` of it (a card shows a few hundred characters, not megabytes; a cut
    /// line ends in `…`).
    package func text(at index: Int, maximumBytes: Int = 64 * 1024) -> String? {
        guard let r = range(index), let bytes else { return nil }
        let shown = min(r.count, max(0, maximumBytes))
        let text = String(decoding: UnsafeBufferPointer(start: bytes + r.lowerBound, count: shown), as: UTF8.self)
        return shown < r.count ? text + "…" : text
    }
}
