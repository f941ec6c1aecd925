import CarouselPlatform
import CarouselKit

/// The terminal's answers to the start-up questions that came after the first frame (a
/// slow link, a slow first launch): each is applied when it comes, and the screen redrawn.
extension TerminalRunner {
    /// Takes the replies the decoder read since the last turn into the session, and
    /// applies what they changed; stops collecting once nothing more is awaited.
    func takeLateReplies() {
        if pixelsAwaited && decoder.pendingPixelCellSize == nil {
            // The terminal confirmed: reports are pixels from here on.
            pixelsAwaited = false
            scene.handle(.pointerPrecision(.pixels), now: clock.now)
            needsDraw = true
        }
        guard decoder.collectsReplies else { return }
        let bytes = decoder.takeReplies()
        if !bytes.isEmpty { apply(session.noteLateReplies(bytes)) }
        decoder.collectsReplies = session.awaitsLateAnswers
    }

    func apply(_ changed: LateAnswers) {
        guard !changed.isEmpty else { return }
        if changed.contains(.appearance), let retheme {
            scene.handle(.theme(retheme(session)), now: clock.now)
        }
        if case .encoder = output, !changed.isDisjoint(with: [.appearance, .shifts]) {
            // A new depth repaints the whole screen; REP and margins only change later frames.
            parkInlineCursor()  // a new depth repaints, inline from the band's top
            encoder.update(depth: session.colorDepth, capabilities: session.frameEncoderCapabilities())
        }
        if changed.contains(.pointer), let cellSize = session.movePointerToPixelsAfterLateAnswers() {
            decoder.awaitPixels(cellSize: cellSize)
            pixelsAwaited = true
        }
        if changed.contains(.pictures) { startPictures() }
        needsDraw = true
    }

    /// Tells the sources (previews) how pictures can be drawn here, and starts the
    /// presenter that draws them in pixels where the terminal has a way: at start, and
    /// again when the terminal said so late.
    func startPictures() {
        let pictures = PictureEnvironment(format: session.pictureFormat, cellSize: session.cellPixelSize() ?? .fallback)
        for source in sources { source.terminalDidAnswer(pictures: pictures) }
        // Inline, pictures are drawn as symbols: pixels would be placed by screen rows.
        guard session.usesFrameEncoder && !sources.isEmpty && session.inlineRegion == nil else { return }
        if pictures.format == .kitty && kittyPictures == nil { kittyPictures = KittyPicturePresenter() }
        if (pictures.format == .sixel || pictures.format == .iterm) && sixelPictures == nil { sixelPictures = SixelPicturePresenter() }
    }

    /// How long after the start-up query its answers are waited for at the end.
    static let lateAnswerGrace = Duration.seconds(2.5)

    /// Before the terminal is handed back (quit within moments of starting, over a slow
    /// link): answers still on their way would reach the shell as typed text, so they are
    /// read and dropped, until the last one came or a while after they were asked.
    func awaitLateAnswers() {
        guard session.awaitsLateAnswers, let asked = session.queryAskedAt else { return }
        let end = asked.advanced(by: Self.lateAnswerGrace)
        decoder.collectsReplies = true
        var buffer = [UInt8](repeating: 0, count: 512)
        while session.awaitsLateAnswers {
            let remaining = ContinuousClock.now.duration(to: end)
            guard remaining > .zero else { return }
            let ms = Int32(
                max(1, (Double(remaining.components.seconds) * 1000 + Double(remaining.components.attoseconds) * 1e-15).rounded(.up)))
            let outcome = try? DescriptorWait.readable([session.ttyFD], milliseconds: ms)
            if outcome == .interrupted { continue }
            guard case .ready? = outcome else { return }
            let n = read(session.ttyFD, &buffer, buffer.count)
            guard n > 0 else { return }
            _ = decoder.feed(buffer[0..<n])
            _ = session.noteLateReplies(decoder.takeReplies())
        }
    }
}
