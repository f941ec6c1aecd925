import CarouselPlatform

/// fzf's `--tail N`: the store keeps its last N lines. The lines before are dropped as new
/// ones arrive: their bytes and index entries move down to the start of the buffers, which
/// keep their size, so `yes | carousel --tail 1000` holds a thousand lines and one read's
/// worth of bytes, not everything `yes` ever wrote.
extension LineStore {
    /// Drops the first `k` lines (called with the write lock held, after a read).
    package func dropFirstLines(_ k: Int) {
        guard k > 0, k <= count, let bytes, let lengths else { return }
        // Where line k starts: its block's checkpoint, then the lengths before it.
        let block = k >> Self.checkpointShift
        var start = block < checkpoints.count ? checkpoints[block] : pendingStart
        if block < checkpoints.count {
            for line in (block << Self.checkpointShift)..<k { start += length(line, lengths) + 1 }
        }
        start = min(start, byteCount)
        if mapping != nil {
            // A file read in place is never written: its first lines are stepped over.
            self.bytes = bytes + start
            byteCapacity -= start
        } else {
            memmove(bytes, bytes + start, byteCount - start)
        }
        byteCount -= start
        pendingStart -= start
        scanned -= start
        memmove(lengths, lengths + k, count - k)
        if let letterSummaries { memmove(letterSummaries, letterSummaries + k, (count - k) * MemoryLayout<UInt32>.stride) }
        longLengths = longLengths.compactMap { $0.line >= k ? ($0.line - k, $0.length) : nil }
        count -= k
        droppedLines += k
        // The checkpoints again, every 64th line's start from the new first.
        checkpoints.removeAll(keepingCapacity: true)
        var offset = 0
        for line in 0..<count {
            if line & ((1 << Self.checkpointShift) - 1) == 0 { checkpoints.append(offset) }
            offset += length(line, lengths) + 1
        }
    }
}
