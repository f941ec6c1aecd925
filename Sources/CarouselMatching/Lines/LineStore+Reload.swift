/// Lines taken out of the store as a whole: fzf's `reload` empties it for a command's output
/// (which then comes in as the input did), `--header-lines` takes the first lines away.
extension LineStore {
    /// Every line dropped and reading open again (fzf's `reload`: the command's output
    /// replaces the input); the buffers keep their size for the lines to come.
    package func removeAll() {
        withWriteAccess {
            byteCount = 0
            pendingStart = 0
            scanned = 0
            count = 0
            longLengths.removeAll()
            checkpoints.removeAll(keepingCapacity: true)
            reopen()
        }
    }

    /// Drops the first `k` lines (fzf's `--header-lines` takes them as the header).
    package func removeFirst(_ k: Int) {
        withWriteAccess { dropFirstLines(min(max(0, k), count)) }
    }
}
