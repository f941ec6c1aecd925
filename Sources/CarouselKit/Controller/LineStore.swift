#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of text held compactly: every byte in one growing buffer, and one 4-byte offset per
/// line, not a `String` per line. Ten million short lines cost their bytes plus 40 MB.
///
/// Bytes are kept exactly as they came (invalid UTF-8 included), so a chosen line can be
/// given back byte for byte; only what is shown is repaired. Lines end at `\n`; a `\r`
/// before it is not part of the line (files from Windows). A last line without `\n` counts
/// once `finish()` says no more bytes are coming.
///
/// Both buffers grow with `realloc`, which for large blocks moves pages rather than copying
/// them, so growing does not need the old and the new buffer at once.
public final class LineStore {
    /// The most bytes a store holds: offsets are 32-bit.
    public static let defaultCapacityLimit = Int(UInt32.max)

    private var bytes: UnsafeMutablePointer<UInt8>?
    private var byteCount = 0
    private var byteCapacity = 0
    /// Where each complete line ends: the index of its `\n` (or of the end, for a last line
    /// without one).
    private var ends: UnsafeMutablePointer<UInt32>?
    public private(set) var count = 0
    private var endCapacity = 0
    /// Bytes after the last `\n` already scanned.
    private var scanned = 0
    private let capacityLimit: Int
    /// No more bytes will come.
    public private(set) var isFinished = false
    /// The input was larger than the store can hold: what did not fit was dropped.
    public private(set) var isTruncated = false

    public init(capacityLimit: Int = LineStore.defaultCapacityLimit) {
        self.capacityLimit = max(1, min(capacityLimit, LineStore.defaultCapacityLimit))
    }

    /// A store of these lines, finished (for tests and small lists).
    public convenience init<S: Sequence>(lines: S) where S.Element: StringProtocol {
        self.init()
        for line in lines { append(Array(line.utf8) + [UInt8(ascii: "\n")]) }
        finish()
    }

    deinit {
        free(bytes)
        free(ends)
    }

    /// Bytes held (the input so far).
    public var byteSize: Int { byteCount }

    // MARK: - Filling

    /// Appends bytes as they arrive (lines may be split anywhere); returns how many lines
    /// were completed.
    @discardableResult
    public func append<C: Collection>(_ chunk: C) -> Int where C.Element == UInt8 {
        guard !isFinished else { return 0 }
        let room = min(chunk.count, capacityLimit - byteCount)
        if room < chunk.count { isTruncated = true }
        guard room > 0, reserveBytes(room) else { return 0 }
        var k = byteCount
        for b in chunk.prefix(room) { bytes?[k] = b; k += 1 }
        byteCount = k
        return scanLines()
    }

    /// Reads once from `fd` straight into the buffer, without an intermediate copy:
    /// returns what `read(2)` returned (bytes read, 0 at the end, -1 with `errno` on an
    /// error) and how many lines were completed. At the capacity limit it reads nothing
    /// more and says the end has come.
    public func read(from fd: Int32, upTo maximum: Int = 1 << 20) -> (result: Int, lines: Int) {
        guard !isFinished else { return (0, 0) }
        let want = min(maximum, capacityLimit - byteCount)
        guard want > 0 else {
            isTruncated = true
            return (0, 0)
        }
        guard reserveBytes(want), let bytes else { errno = ENOMEM; return (-1, 0) }
        #if canImport(Glibc)
        let n = Glibc.read(fd, bytes + byteCount, want)
        #else
        let n = Darwin.read(fd, bytes + byteCount, want)
        #endif
        guard n > 0 else { return (n, 0) }
        byteCount += n
        return (n, scanLines())
    }

    /// No more bytes are coming: a last line without `\n` becomes a line. Returns whether
    /// that added a line.
    @discardableResult
    public func finish() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        let start = count == 0 ? 0 : Int(ends?[count - 1] ?? 0) + 1
        guard byteCount > start else { return false }
        // With the buffer full to the limit, the last line ends at the limit, which is
        // still an offset a UInt32 can hold.
        return appendEnd(byteCount)
    }

    /// Finds the `\n`s in the bytes not scanned yet.
    private func scanLines() -> Int {
        guard let bytes else { return 0 }
        var added = 0
        while scanned < byteCount {
            guard let hit = memchr(bytes + scanned, Int32(UInt8(ascii: "\n")), byteCount - scanned) else {
                scanned = byteCount
                break
            }
            let index = bytes.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard appendEnd(index) else { break }
            added += 1
            scanned = index + 1
        }
        return added
    }

    private func appendEnd(_ end: Int) -> Bool {
        if count == endCapacity {
            let capacity = max(1024, endCapacity + endCapacity / 2)
            guard let grown = realloc(ends, capacity * MemoryLayout<UInt32>.stride) else { return false }
            ends = grown.assumingMemoryBound(to: UInt32.self)
            endCapacity = capacity
        }
        ends?[count] = UInt32(truncatingIfNeeded: end)
        count += 1
        return true
    }

    /// Room for `extra` more bytes; grows by half again, like an array, but in place when
    /// it can.
    private func reserveBytes(_ extra: Int) -> Bool {
        let needed = byteCount + extra
        guard needed > byteCapacity else { return true }
        let capacity = min(max(needed, 64 * 1024, byteCapacity + byteCapacity / 2), capacityLimit)
        guard capacity >= needed, let grown = realloc(bytes, capacity) else { return false }
        bytes = grown.assumingMemoryBound(to: UInt8.self)
        byteCapacity = capacity
        return true
    }

    // MARK: - Reading

    /// The byte range of line `index` in the buffer, without its `\n` and a `\r` before it.
    private func range(_ index: Int) -> Range<Int>? {
        guard index >= 0, index < count, let ends, let bytes else { return nil }
        let start = index == 0 ? 0 : Int(ends[index - 1]) + 1
        var end = Int(ends[index])
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    /// Line `index`'s bytes exactly as they came (without `\n`, nor `\r` before it); nil out
    /// of range.
    public func bytes(at index: Int) -> [UInt8]? {
        guard let r = range(index), let bytes else { return nil }
        return Array(UnsafeBufferPointer(start: bytes + r.lowerBound, count: r.count))
    }

    /// Line `index` as text for the screen: invalid UTF-8 repaired (U+FFFD), at most
    /// `maximumBytes` of it (a card shows a few hundred characters, not megabytes; a cut
    /// line ends in `…`).
    public func text(at index: Int, maximumBytes: Int = 64 * 1024) -> String? {
        guard let r = range(index) else { return nil }
        guard let bytes else { return "" }
        let shown = min(r.count, max(0, maximumBytes))
        let text = String(decoding: UnsafeBufferPointer(start: bytes + r.lowerBound, count: shown), as: UTF8.self)
        return shown < r.count ? text + "…" : text
    }
}
