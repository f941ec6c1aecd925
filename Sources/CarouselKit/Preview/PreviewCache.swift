/// Finished previews, least recently used first out: at most `maximumEntries`, and at most
/// about `maximumBytes` of text, so paging through thousands of cards keeps memory flat.
public struct PreviewCache: Sendable {
    public struct Key: Hashable, Sendable {
        public var index: Int
        public var columns: Int
        public var lines: Int

        public init(index: Int, columns: Int, lines: Int) {
            self.index = index
            self.columns = columns
            self.lines = lines
        }
    }

    public struct Entry: Sendable {
        public var text: StyledText
        public var exit: PreviewExit
        public var wasCut: Bool
        var bytes: Int
        var lastUse: Int
    }

    public let maximumEntries: Int
    public let maximumBytes: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    public private(set) var totalBytes = 0

    public init(maximumEntries: Int = 64, maximumBytes: Int = 4 << 20) {
        self.maximumEntries = max(1, maximumEntries)
        self.maximumBytes = max(1, maximumBytes)
    }

    public var count: Int { entries.count }

    public mutating func value(for key: Key) -> Entry? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry
    }

    public mutating func insert(_ text: StyledText, exit: PreviewExit, wasCut: Bool, for key: Key) {
        let bytes = text.approximateBytes
        guard bytes <= maximumBytes else { return }
        if let old = entries.removeValue(forKey: key) { totalBytes -= old.bytes }
        clock += 1
        entries[key] = Entry(text: text, exit: exit, wasCut: wasCut, bytes: bytes, lastUse: clock)
        totalBytes += bytes
        while entries.count > maximumEntries || totalBytes > maximumBytes {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            entries.removeValue(forKey: oldest.key)
            totalBytes -= oldest.value.bytes
        }
    }
}
