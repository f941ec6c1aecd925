/// Keys and the mouse in the race: the same key map and the same commands as the carousel
/// of one (Space pages, `?` shows the help, `d` every lane's decision in full), and one
/// gesture for every lane: a drag anywhere drives them all, a click on a lane's page dot or
/// on a card peeking in one goes there in every lane.
extension RaceController: SceneCommands {
    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if help.isShown { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }

    /// Carries out `command` in every lane; what the program around the race should do, if anything.
    @discardableResult
    public func perform(_ command: CarouselCommand, now: Double) -> CarouselAction? {
        switch command {
        case .scrollPreview, .scrollPreviewPage: return perform(command.withoutPreview, now: now)
        case .flick(let forward, let hard): flick(forward: forward, hard: hard, now: now)
        case .first: scroll(toPage: 0, now: now, command: "Home")
        case .last: scroll(toPage: max(0, count - 1), now: now, command: "End")
        case .screenful(let forward): scroll(byPages: forward ? pagesPerScreen : -pagesPerScreen, now: now, command: forward ? "PgDn" : "PgUp")
        case .space: scroll(byPages: pagesPerScreen, now: now, command: "Space")
        case .toggleDetails: showsDetails.toggle()
        case .choose: return .quit(chose: count > 0 ? lanes.first?.scrollView.destinationPage : nil)
        case .race: if isPresented { return .dismiss }
        case .cancel: return isPresented ? .dismiss : .quit(chose: nil)
        // The lanes are the strategies: there is none to switch.
        case .cycleStrategy, .pickStrategy: break
        case .settleFaster, .settleSlower, .settleStandard, .help, .quit, .interrupt, .suspend, .redraw:
            return performShared(command, now: now)
        }
        return nil
    }

    func showHelp() { help.isShown = true }
    func cancelGestures(now: Double) { cancelDrag(now: now) }

    func setSettleSpeed(_ speed: Double) {
        settleSpeed = SettleSpeedLadder.clamped(speed)
        for lane in lanes { lane.scrollView.settleSpeed = settleSpeed }
    }

    /// A drag anywhere on the screen drives every lane by the pointer's column; so does a swipe.
    func handleMouse(_ m: MouseEvent, now: Double) {
        if help.isShown { return help.handle(m, pageCount: helpOverlay?.pageCount) }
        var outcome: GestureLayer.Outcome?
        switch m.kind {
        case .wheel(let dx, let dy):
            let step = dx != 0 ? dx : dy
            guard step != 0, !gestures.isPointerDown else { return }
            outcome = gestures.wheel(step: step, shift: m.shift, carousels: lanes, now: now)
        case .press:
            guard m.button == .left, !screen.isTooSmall else { return }
            // The terminal reports nothing past its first and last column: a flick can leave.
            outcome = gestures.press(m, carousels: lanes, window: 0...Double(max(0, screen.width - 1)), now: now)
        case .motion:
            gestures.motion(m, now: now)
        case .release:
            outcome = gestures.release(m, now: now) { x, y in
                guard let page = tappedPage(x: x, y: y) else { return false }
                scroll(toPage: page, now: now, command: "click")
                return true
            }
        }
        if let outcome { handle(outcome, now: now) }
    }

    /// The page a click at (x, y) asks for: a dot on a lane's label row, or a card of a lane
    /// other than the one it rests on; nil for the current card and for anywhere else.
    func tappedPage(x: Int, y: Int) -> Int? {
        for lane in lanes {
            guard let frame = lane.frame else { continue }
            if y == frame.labelRow, let hit = lane.dotHits.first(where: { x >= $0.x && x < $0.x + 2 }) {
                return hit.page
            }
            guard frame.strip.contains(x: x, y: y), y != frame.labelRow || !frame.labelOverlapsStrip else { continue }
            let scroll = lane.scrollView, layout = scroll.layout
            let along = x - frame.strip.x
            for relative in layout.visiblePages(offset: scroll.offset) {
                let start = layout.screenPosition(ofRelativePage: relative, offset: scroll.offset)
                guard along >= start && along < start + layout.cardExtent else { continue }
                guard let page = layout.index(ofRelativePage: relative, originPage: scroll.originPage) else { return nil }
                return page == scroll.destinationPage ? nil : page
            }
        }
        return nil
    }

    /// The help box as it fits this screen: the keys of a race, on the page being read.
    var helpOverlay: HelpOverlay? {
        HelpOverlay(width: screen.width, height: screen.height, top: (screen.statusRow ?? -1) + 1, page: help.page,
                    entries: HelpOverlay.entries(forRace: true))
    }
}
