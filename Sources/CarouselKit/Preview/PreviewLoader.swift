import CarouselCore

/// Runs `--preview` commands for the cards the collection view says will be needed, never
/// waiting for one: at most `maximumRunning` at once, the most wanted first, output read
/// as it comes and kept as a window of lines around where the card is scrolled (so a
/// command printing a million lines keeps memory bounded and its line numbers right),
/// finished previews kept in a bounded cache, everything for the old size thrown away on a
/// resize.
package final class PreviewLoader {
    /// The command every card's preview runs (`change-preview` changes it).
    package var command: PreviewCommand
    /// `preview(…)`: commands run once for a line instead of `command`, until it goes.
    package private(set) var commandsOnce: [Int: String] = [:]
    /// The window as first given (`change-preview-window` starts from it each time).
    package private(set) var initialWindow: PreviewWindow?
    package let launcher: PreviewLauncher
    /// The line `{}` stands for; nil for an item that is not there (yet).
    private let lineProvider: (Int) -> String?
    package var maximumRunning = 4
    /// Output past this is not read, and the command is killed (the card says so); none by
    /// default: memory is bounded by the window of `maximumLines` lines.
    package var byteCap = Int.max
    /// Output read and not kept (past the window, or past the length of a line that is
    /// kept), only to count its lines, before the command is stopped (its count then says
    /// `+`): reading an output that never ends costs no more than this, and scrolling
    /// further runs it again to read on. None with `follow`, whose output is a stream.
    package var countingBudget = 4 << 20
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
    /// Lines of a preview kept at once (a window of the output around where it is scrolled;
    /// the lines before and after it are counted, and read again when scrolled to).
    package var maximumLines = 2000
    package private(set) var cache = PreviewCache()
    /// The size of a card's body: the preview's `FZF_PREVIEW_COLUMNS` and `_LINES`.
    package private(set) var columns = 0, lines = 0

    private struct Running {
        var job: PreviewJob
        var parser: PreviewOutputParser
        var bytes = 0
        /// Read before the window's first line (passed over to get there, not counted
        /// against the budget).
        var bytesToWindow = 0
        /// Run again to keep the lines around this one: what the card shows stays until
        /// the output reaches it.
        var reachingFor: Int?
    }

    /// The items wanted now (prefetched and not cancelled), most wanted first.
    package private(set) var wanted: [Int] = []
    private var contents: [Int: PreviewContent] = [:]
    private var running: [Int: Running] = [:]
    /// The line each preview was last run again for (see `moveWindows`).
    private var windowAsked: [Int: Int] = [:]
    /// Commands started, in order, for tests and the overlay.
    package private(set) var launchedCount = 0
    /// Pictures decoded so far: the next one's id.
    private var picturesMade = 0
    /// Where a preview starts scrolled to (`--preview-window +N`), by item and the
    /// preview's height in rows.
    package var initialScroll: (_ index: Int, _ height: Int) -> Int = { _, _ in 0 }
    /// `--preview-window` as declared (`window`), and as it is at the cards' size (its
    /// alternative where the preview would be small).
    package var window = PreviewWindow() {
        didSet {
            if initialWindow == nil { initialWindow = window }
            for c in contents.values { c.window = window }
            if let cardSize { setCardSize(width: cardSize.width, height: cardSize.height) } else { setActiveWindow(window) }
        }
    }
    /// fzf's variables (`FZF_QUERY`, `FZF_POS`...) for each command, as they stand when it
    /// starts.
    package var environment: (() -> [String: String])?
    /// The picker's query, for `{q}`: a preview whose command has one runs again when it changes.
    package var query = "" {
        didSet { if query != oldValue && command.usesQuery { runAgain(nil) } }
    }
    /// fzf's `--preview-label`: shown on the border above each card's preview.
    package var label = "" { didSet { for c in contents.values { c.label = label } } }
    /// The cards' size, once a view has said it.
    private var cardSize: (width: Int, height: Int)?
    package private(set) var activeWindow = PreviewWindow()
    /// Previews wrap their long lines (`--preview-window wrap`).
    package var wraps: Bool {
        get { window.wraps }
        set { window.wraps = newValue }
    }

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
        c.window = window
        c.active = activeWindow
        c.label = label
        c.height = lines
        c.following = activeWindow.follows
        c.scrollOffset = initialScroll(index, lines)
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
            commandsOnce[i] = nil
            if let r = running.removeValue(forKey: i) { r.job.cancel() }
            contents.removeValue(forKey: i)
        }
        startWaiting()
    }

    /// A card's new size: the preview's place in it (`--preview-window`) gives the body's.
    package func setCardSize(width: Int, height: Int) {
        cardSize = (width, height)
        let inner = Rect(x: 0, y: 0, width: max(0, width - 4), height: max(0, height - 2))
        let layout = PreviewLayout(inner: inner, window: window)
        setActiveWindow(layout.window)
        setBodySize(columns: layout.preview.width, lines: layout.preview.height)
    }

    private func setActiveWindow(_ active: PreviewWindow) {
        guard active != activeWindow else { return }
        activeWindow = active
        for c in contents.values { c.active = active }
    }

    /// A new body size: running commands are stopped and every wanted preview starts again
    /// for the new size (or comes from the cache, if it was seen at that size).
    package func setBodySize(columns: Int, lines: Int) {
        guard columns != self.columns || lines != self.lines else { return }
        self.columns = max(0, columns)
        self.lines = max(0, lines)
        // The start is worked out again for the new height (`/D` centres in it), as fzf
        // works it out again for each preview it runs.
        for (i, c) in contents {
            c.height = self.lines
            c.scrollOffset = initialScroll(i, self.lines)
            c.following = activeWindow.follows
        }
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
        if let index { windowAsked[index] = nil } else { windowAsked.removeAll() }
        if let index {
            cache.remove(index: index)
        } else {
            cache = PreviewCache(
                maximumEntries: cache.maximumEntries, maximumBytes: cache.maximumBytes,
                maximumPictureBytes: cache.maximumPictureBytes)
        }
        for (i, r) in running where index == nil || i == index {
            r.job.cancel()
            running[i] = nil
        }
        for (i, c) in contents where index == nil || i == index {
            c.text = StyledText(); c.cut = nil; c.picture = nil; c.state = .waiting
        }
        startWaiting()
    }

    /// How far each `change-preview-window(A|B|…)` has gone round its choices.
    private var windowChoices: [String: Int] = [:]

    /// `change-preview-window(A|B|…)`: the window as first given with the next choice's
    /// words on top (A the first time, then B..., and round again), as fzf does it.
    package func changeWindow(_ argument: String) throws {
        let choices = argument.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let k = windowChoices[argument, default: 0] % max(1, choices.count)
        windowChoices[argument] = k + 1
        let words = choices.isEmpty ? "" : choices[k]
        var base = initialWindow ?? PreviewWindow()
        // Toggled wrapping stays; a hidden start does not hide what a choice shows.
        base.wraps = window.wraps
        base.wrapsWords = window.wrapsWords
        if !words.isEmpty { base.startsHidden = false }
        let before = activeWindow
        window = try PreviewWindow(parsing: words, onto: base)
        if activeWindow.follows != before.follows || activeWindow.headerLines != before.headerLines
            || activeWindow.scroll != before.scroll
        {
            runAgain(nil)
        }
    }

    /// `preview(…)`: the preview of `index` from `template` this once (its placeholders
    /// filled in as the preview command's are).
    package func runOnce(_ template: String, for index: Int) {
        commandsOnce[index] = template
        runAgain(index)
    }

    /// Reads what every running command printed; true when a card's content changed.
    @discardableResult
    package func pump() -> Bool {
        var changed = false
        launcher.reap()
        for index in Array(running.keys) {
            guard var r = running[index] else { continue }
            let cap = r.parser.pictures.carriesPicture ? pictureByteCap : activeWindow.follows ? Int.max : byteCap
            let room = cap - r.bytes
            var got = 0
            // Past its window an output is only counted: read in bigger bites, it ends sooner.
            let bite = r.parser.builder.isPastWindow ? max(bytesPerRead, 1 << 20) : bytesPerRead
            let exit = r.job.readAvailable(maximum: max(0, min(room, bite))) { chunk in
                r.parser.feed(chunk)
                got += chunk.count
            }
            r.bytes += got
            if let from = r.parser.builder.keepFrom, r.parser.builder.lineCount < from { r.bytesToWindow = r.bytes }
            let content = content(for: index)
            if let target = r.reachingFor, r.parser.builder.lineCount > target + content.height {
                r.reachingFor = nil
            }
            if got > 0, r.reachingFor == nil {
                content.text = r.parser.text
                if content.picture == nil { content.picture = picture(from: r.parser) }
                changed = true
            }
            if let exit {
                finish(index, r, exit: exit, cut: nil)
                changed = true
            } else if r.bytes - r.bytesToWindow - r.parser.builder.keptBytes >= countingBudget, !activeWindow.follows {
                // Counted far enough past what is shown: stopped; scrolling on reads on.
                r.job.cancel()
                finish(index, r, exit: .exited(0), cut: nil, continues: true)
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
        if moveWindows() { changed = true }
        if startWaiting() { changed = true }
        return changed
    }

    /// Previews scrolled to lines their window did not keep run again, keeping the lines
    /// around there (a quarter of the window before, the rest after).
    private func moveWindows() -> Bool {
        var moved = false
        for (index, content) in contents {
            guard let line = content.wantedLine, running[index]?.reachingFor == nil else { continue }
            content.wantedLine = nil
            // Asked once for a line: an output that came out shorter the second time is not
            // run again and again.
            guard windowAsked[index] != line else { continue }
            windowAsked[index] = line
            running.removeValue(forKey: index)?.job.cancel()
            cache.remove(index: index)
            moved = start(index, content: content, keepingFrom: line, reachingFor: line) || moved
        }
        return moved
    }

    /// Stops every command (on the way out).
    package func shutdown() {
        for (_, r) in running { r.job.cancel() }
        running.removeAll()
        wanted.removeAll()
        launcher.terminateAll()
    }

    private func finish(_ index: Int, _ r: Running, exit: PreviewExit, cut: PreviewCut?, continues: Bool = false) {
        running.removeValue(forKey: index)
        let content = content(for: index)
        var text = r.parser.text
        text.continues = continues
        content.text = text
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
            if start(index, content: content, keepingFrom: content.scrollOffset, reachingFor: nil) { started = true }
        }
        return started
    }

    /// Runs the command of `index`, keeping the window of lines around `line`.
    private func start(_ index: Int, content: PreviewContent, keepingFrom line: Int, reachingFor: Int?) -> Bool {
        guard let text = lineProvider(index) else { return false }
        if let environment { CommandEnvironment.current = environment() }
        var commandLine = command.command(line: text, index: index, query: query)
        if let once = commandsOnce[index] {
            var other = command
            other.template = once
            commandLine = other.command(line: text, index: index, query: query)
        }
        guard let job = launcher.launch(command: commandLine, columns: columns, lines: lines, pictures: pictures) else {
            content.state = .finished(.exited(127))
            content.text = StyledText(lines: [[StyledText.Span("cannot start sh")]])
            return false
        }
        launchedCount += 1
        content.state = .running
        let capacity = max(lines + 1, maximumLines)
        let keepFrom: Int? = activeWindow.follows ? nil : max(0, line - capacity / 4)
        let parser = PreviewOutputParser(maximumLines: capacity, keepFrom: keepFrom, leadingCount: activeWindow.headerLines)
        running[index] = Running(job: job, parser: parser, reachingFor: reachingFor)
        return true
    }

    private func key(_ index: Int) -> PreviewCache.Key { PreviewCache.Key(index: index, columns: columns, lines: lines) }
}
