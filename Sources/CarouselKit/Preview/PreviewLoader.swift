/// Runs `--preview` commands for the cards the collection view says will be needed, never
/// waiting for one: at most `maximumRunning` at once, the most wanted first, output read
/// as it comes (up to `byteCap`, after which the command is killed), finished previews
/// kept in a bounded cache, everything for the old size thrown away on a resize.
package final class PreviewLoader {
    package let command: PreviewCommand
    package let launcher: PreviewLauncher
    /// The line `{}` stands for; nil for an item that is not there (yet).
    private let lineProvider: (Int) -> String?
    package var maximumRunning = 4
    /// Output past this is not read, and the command is killed.
    package var byteCap = 256 << 10
    /// The cap once the output holds a picture (a picture's string began): 24 MiB, room
    /// for the largest picture decoded (`Picture.maximumPixels`) as base64 RGBA.
    package var pictureByteCap = PictureStringReader.maximumStringBytes
    /// What previews are told to print, and the terminal's cell in pixels (with which
    /// pictures are shrunk to the body's pixels and fitted to its cells).
    package var pictures = PictureEnvironment() {
        didSet { if pictures.format != oldValue.format && !contents.isEmpty { startAgainForNewPictures() } }
    }
    package var cellSize: CellPixelSize { pictures.cellSize }
    /// At most this much is read from one command at a time, so a flood never holds up
    /// the keys: the rest waits in its pipe for the next turn.
    package var bytesPerRead = 32 << 10
    /// Lines of a preview kept for scrolling to (Shift-↓); past them the command is stopped.
    package var maximumLines = 1000
    package private(set) var cache = PreviewCache()
    /// The size of a card's body: the preview's `FZF_PREVIEW_COLUMNS` and `_LINES`.
    package private(set) var columns = 0, lines = 0

    private struct Running {
        var job: PreviewJob
        var parser: PreviewOutputParser
        var bytes = 0
    }

    /// The items wanted now (prefetched and not cancelled), most wanted first.
    package private(set) var wanted: [Int] = []
    private var contents: [Int: PreviewContent] = [:]
    private var running: [Int: Running] = [:]
    /// Commands started, in order, for tests and the overlay.
    package private(set) var launchedCount = 0
    /// Pictures decoded so far: the next one's id.
    private var picturesMade = 0
    /// Where a preview starts scrolled to (`--preview-window +N`), by item.
    package var initialScroll: (Int) -> Int = { _ in 0 }
    /// Previews wrap their long lines (`--preview-window wrap`).
    package var wraps = false

    package init(command: PreviewCommand, launcher: PreviewLauncher, lineProvider: @escaping (Int) -> String?) {
        self.command = command
        self.launcher = launcher
        self.lineProvider = lineProvider
    }

    package var runningCount: Int { running.count }
    package var runningIndices: [Int] { running.keys.sorted() }

    /// The content a card for `index` draws (made on first asking; filled from the cache).
    package func content(for index: Int) -> PreviewContent {
        if let c = contents[index] { return c }
        let c = PreviewContent(index: index)
        c.scrollOffset = initialScroll(index)
        c.wraps = wraps
        if let cached = cache.value(for: key(index)) {
            c.text = cached.text
            c.cut = cached.cut
            c.picture = cached.picture
            c.state = .finished(cached.exit)
        }
        c.cellSize = cellSize
        contents[index] = c
        return c
    }

    package func prefetch(_ indices: [Int]) {
        for i in indices where !wanted.contains(i) { wanted.append(i) }
        startWaiting()
    }

    package func cancelPrefetching(_ indices: [Int]) {
        for i in indices {
            wanted.removeAll { $0 == i }
            if let r = running.removeValue(forKey: i) { r.job.cancel() }
            contents.removeValue(forKey: i)
        }
        startWaiting()
    }

    /// A new body size: running commands are stopped and every wanted preview starts again
    /// for the new size (or comes from the cache, if it was seen at that size).
    package func setBodySize(columns: Int, lines: Int) {
        guard columns != self.columns || lines != self.lines else { return }
        self.columns = max(0, columns)
        self.lines = max(0, lines)
        for (_, r) in running { r.job.cancel() }
        running.removeAll()
        for (i, c) in contents {
            if let cached = cache.value(for: key(i)) {
                c.text = cached.text; c.cut = cached.cut; c.picture = cached.picture; c.state = .finished(cached.exit)
            } else {
                c.text = StyledText(); c.cut = nil; c.picture = nil; c.state = .waiting
            }
        }
        startWaiting()
    }

    /// The terminal said late (a slow link) that it draws pictures another way: every
    /// wanted preview runs again, told the new format; what was kept was made for the old.
    private func startAgainForNewPictures() {
        cache = PreviewCache()
        for (_, r) in running { r.job.cancel() }
        running.removeAll()
        for (_, c) in contents {
            c.text = StyledText(); c.cut = nil; c.picture = nil; c.state = .waiting
        }
        startWaiting()
    }

    /// Runs the preview of `index` again (fzf's `refresh-preview`), or of every line (nil:
    /// a `reload` replaced the lines); what was kept of it is forgotten.
    package func runAgain(_ index: Int?) {
        if let index { cache.remove(index: index) }
        else { cache = PreviewCache(maximumEntries: cache.maximumEntries, maximumBytes: cache.maximumBytes,
                                    maximumPictureBytes: cache.maximumPictureBytes) }
        for (i, r) in running where index == nil || i == index {
            r.job.cancel()
            running[i] = nil
        }
        for (i, c) in contents where index == nil || i == index {
            c.text = StyledText(); c.cut = nil; c.picture = nil; c.state = .waiting
        }
        startWaiting()
    }

    /// Reads what every running command printed; true when a card's content changed.
    @discardableResult
    package func pump() -> Bool {
        var changed = false
        launcher.reap()
        for index in Array(running.keys) {
            guard var r = running[index] else { continue }
            let cap = r.parser.pictures.carriesPicture ? max(byteCap, pictureByteCap) : byteCap
            let room = cap - r.bytes
            var got = 0
            let exit = r.job.readAvailable(maximum: max(0, min(room, bytesPerRead))) { chunk in
                r.parser.feed(chunk)
                got += chunk.count
            }
            r.bytes += got
            let content = content(for: index)
            if got > 0 {
                content.text = r.parser.text
                if content.picture == nil { content.picture = picture(from: r.parser) }
                changed = true
            }
            let kept = r.parser.builder.maximumLines
            if let exit {
                finish(index, r, exit: exit, cut: r.parser.builder.droppedLines ? .lines(kept) : nil)
                changed = true
            } else if r.parser.builder.isFull {
                // More lines than can be scrolled to: the rest would never be seen.
                r.job.cancel()
                finish(index, r, exit: .exited(0), cut: .lines(kept))
                changed = true
            } else if r.bytes >= cap {
                // Flooding: stop reading, kill the group, keep what came.
                r.job.cancel()
                finish(index, r, exit: .signalled(9), cut: .bytes(cap))
                changed = true
            } else {
                running[index] = r
            }
        }
        if startWaiting() { changed = true }
        return changed
    }

    /// Stops every command (on the way out).
    package func shutdown() {
        for (_, r) in running { r.job.cancel() }
        running.removeAll()
        wanted.removeAll()
        launcher.terminateAll()
    }

    private func finish(_ index: Int, _ r: Running, exit: PreviewExit, cut: PreviewCut?) {
        running.removeValue(forKey: index)
        let content = content(for: index)
        content.text = r.parser.text
        if content.picture == nil { content.picture = picture(from: r.parser) }
        content.cut = cut
        content.state = .finished(exit)
        cache.insert(content.text, picture: content.picture, exit: exit, wasCut: content.wasCut, cut: cut, for: key(index))
    }

    /// The parser's picture shrunk to the body's pixels: what is kept of it.
    private func picture(from parser: PreviewOutputParser) -> PreviewPicture? {
        guard let picture = parser.pictures.picture else { return nil }
        picturesMade += 1
        let box = (width: max(1, Int(Double(columns) * cellSize.width)), height: max(1, Int(Double(lines) * cellSize.height)))
        return PreviewPicture(picture: PictureScaling.shrunk(picture, toFit: box), line: parser.pictureLine, id: picturesMade)
    }

    /// Starts the most wanted previews that have not run, while there is a free slot.
    @discardableResult
    private func startWaiting() -> Bool {
        var started = false
        guard columns > 0, lines > 0 else { return false }
        for index in wanted where running.count < maximumRunning {
            guard running[index] == nil else { continue }
            let content = content(for: index)
            guard content.state == .waiting else { continue }
            guard let line = lineProvider(index) else { continue }
            let text = command.command(line: line, index: index)
            guard let job = launcher.launch(command: text, columns: columns, lines: lines, pictures: pictures) else {
                content.state = .finished(.exited(127))
                content.text = StyledText(lines: [[StyledText.Span("cannot start sh")]])
                continue
            }
            launchedCount += 1
            content.state = .running
            running[index] = Running(job: job, parser: PreviewOutputParser(maximumLines: max(lines + 1, maximumLines)))
            started = true
        }
        return started
    }

    private func key(_ index: Int) -> PreviewCache.Key { PreviewCache.Key(index: index, columns: columns, lines: lines) }
}
