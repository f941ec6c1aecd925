import CarouselCore

/// A scene's part in the commands every scene answers alike (`performShared`): the settle
/// speed it keeps, the help box it opens, the gestures it lets go. Each scene's own
/// `perform` does what is its own (where a flick or a page key goes, what Enter chooses).
protocol SceneCommands: AnyObject {
    var settleSpeed: Double { get }
    func setSettleSpeed(_ speed: Double)
    var reducesMotion: Bool { get }
    func setReducesMotion(_ reduces: Bool)
    /// Shows the help box (modal from then on).
    func showHelp()
    /// Lets a drag or a swipe in progress go where it is.
    func cancelGestures(now: Double)
    /// Ends the swipes in progress, so that a key builds on where they were going.
    func finishWheels(now: Double)
    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction?
    func handleMouse(_ m: MouseEvent, now: Double)
    func resize(width: Int, height: Int, now: Double)
    /// A paste: text for a query, if the scene has one (never keystrokes).
    func takePaste(_ text: String, now: Double)
    /// What a command the scene asked the program to run printed (fzf's `transform`).
    func takeCommandOutput(_ text: String, now: Double) -> CarouselAction?
    func takeBackgroundOutput(id: Int, _ text: String, now: Double) -> CarouselAction?
    /// Actions sent from outside (fzf's `--listen`): a scene without bindings ignores them.
    func takeRequested(_ actions: [BindAction], now: Double) -> CarouselAction?
}

extension SceneCommands {
    /// Routes one event as every scene does: a key ends a swipe first, then goes through
    /// the scene's keys; the mouse to its gestures; an interruption lets them go.
    func route(_ event: InputEvent, now: Double) -> CarouselAction? {
        switch event {
        case .key(let key):
            finishWheels(now: now)
            return handleKey(key, now: now)
        case .mouse(let mouse): handleMouse(mouse, now: now)
        case .resize(let w, let h): resize(width: w, height: h, now: now)
        case .interrupted: cancelGestures(now: now)
        // A paste neither moves, chooses nor quits.
        case .paste(let text): takePaste(text, now: now)
        case .commandOutput(let text): return takeCommandOutput(text, now: now)
        case .backgroundOutput(let id, let text): return takeBackgroundOutput(id: id, text, now: now)
        case .requested(let actions): return takeRequested(actions, now: now)
        }
        return nil
    }

    func takePaste(_ text: String, now: Double) {}
    func takeCommandOutput(_ text: String, now: Double) -> CarouselAction? { nil }
    func takeBackgroundOutput(id: Int, _ text: String, now: Double) -> CarouselAction? { nil }
    func takeRequested(_ actions: [BindAction], now: Double) -> CarouselAction? { nil }
}

extension SceneCommands {
    /// Carries out a command every scene answers alike: the settle-speed keys, the help,
    /// and what the program around the scene should do (q, Ctrl-C, Ctrl-Z, Ctrl-L). Nil for
    /// a command that is the scene's own, and for the shared ones that ask nothing of the program.
    func performShared(_ command: CarouselCommand, now: Double) -> CarouselAction? {
        switch command {
        case .settleFaster, .settleSlower, .settleStandard:
            if let speed = SettleSpeedLadder.speed(for: command, from: settleSpeed) { setSettleSpeed(speed) }
        case .toggleMotion:
            // A settle under way ends as it began; the next ones follow the switch.
            setReducesMotion(!reducesMotion)
        case .help:
            showHelp()
            // Modal from now on: a drag in progress is let go where it is.
            cancelGestures(now: now)
        case .quit: return .quit(chose: nil)
        case .interrupt: return .interrupt
        case .suspend:
            // The terminal is given back: a drag cannot go on through it.
            cancelGestures(now: now)
            return .suspend
        case .redraw: return .redraw
        case .flick, .first, .last, .firstShelf, .lastShelf, .focusLane, .focusScreenful, .scrollLanes, .screenful, .space, .cycleStrategy,
            .pickStrategy, .digitStrategy,
            .toggleDetails, .race, .choose, .cancel,
            .scrollPreview, .scrollPreviewPage:
            break
        }
        return nil
    }
}

extension CarouselCommand {
    /// The cards a key's or a wheel notch's flick projects, negative back: one gentle, five hard.
    static func flickPages(forward: Bool, hard: Bool) -> Double {
        let pages = hard ? Carousel.hardFlickPages : Carousel.gentleFlickPages
        return forward ? pages : -pages
    }
}

extension CarouselLayout {
    /// PgUp/PgDn's step: every card the viewport shows, whole or peeking, and never fewer
    /// than three, so that a page key always goes further than an arrow (with any
    /// strategy, even one whose page is the whole viewport).
    var pagesPerScreen: Int {
        let stride = max(1, self.stride)
        return max(Self.minimumPagesPerScreen, (viewport + stride - 1) / stride)
    }

    /// The fewest cards a page key moves.
    package static let minimumPagesPerScreen = 3
}
