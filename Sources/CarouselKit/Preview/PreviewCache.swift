/// Finished previews, least recently used first out: at most `maximumEntries`, and at most
/// about `maximumBytes` of text and `maximumPictureBytes` of pictures, so paging through thousands of cards keeps memory flat.
package struct PreviewCache: Sendable {
    package struct Key: Hashable, Sendable {
        package var index: Int
        package var columns: Int
        package var lines: Int

        package init(index: Int, columns: Int, lines: Int) {
            self.index = index
            self.columns = columns
            self.lines = lines
        }
    }

    package struct Entry: Sendable {
        package var text: StyledText
        package var exit: PreviewExit
        package var wasCut: Bool
        /// What was not kept, if anything.
        package var cut: PreviewCut?
        package var picture: PreviewPicture?
        var bytes: Int
        var lastUse: Int
    }

    package let maximumEntries: Int
    package let maximumBytes: Int
    /// Decoded pictures (already shrunk to the body) at most this many bytes together.
    package let maximumPictureBytes: Int
    private var entries: [Key: Entry] = [:]
    private var clock = 0
    package private(set) var totalBytes = 0
    package private(set) var pictureBytes = 0

    package init(maximumEntries: Int = 64, maximumBytes: Int = 4 << 20, maximumPictureBytes: Int = 48 << 20) {
        self.maximumEntries = max(1, maximumEntries)
        self.maximumBytes = max(1, maximumBytes)
        self.maximumPictureBytes = max(1, maximumPictureBytes)
    }

    package var count: Int { entries.count }

    package mutating func value(for key: Key) -> Entry? {
        guard var entry = entries[key] else { return nil }
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return entry
    }

    package mutating func insert(
        _ text: StyledText, picture: PreviewPicture? = nil, exit: PreviewExit, wasCut: Bool,
        cut: PreviewCut? = nil, for key: Key
    ) {
        let bytes = text.approximateBytes
        guard bytes <= maximumBytes, (picture?.byteCount ?? 0) <= maximumPictureBytes else { return }
        if let old = entries.removeValue(forKey: key) { forget(old) }
        clock += 1
        entries[key] = Entry(text: text, exit: exit, wasCut: wasCut, cut: cut, picture: picture, bytes: bytes, lastUse: clock)
        totalBytes += bytes
        pictureBytes += picture?.byteCount ?? 0
        while entries.count > maximumEntries || totalBytes > maximumBytes || pictureBytes > maximumPictureBytes {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
            entries.removeValue(forKey: oldest.key)
            forget(oldest.value)
        }
    }

    /// Forgets what was kept of `index`, at every size.
    package mutating func remove(index: Int) {
        for key in entries.keys where key.index == index {
            if let old = entries.removeValue(forKey: key) { forget(old) }
        }
    }

    private mutating func forget(_ entry: Entry) {
        totalBytes -= entry.bytes
        pictureBytes -= entry.picture?.byteCount ?? 0
    }
}
