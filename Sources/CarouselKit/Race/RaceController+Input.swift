/// Keys and the mouse in the race: the same key map and the same commands as the carousel
/// of one (Space pages, `?` shows the help, `d` every lane's decision in full), and one
/// gesture for every lane: a drag anywhere drives them all, a click on a lane's page dot or
/// on a card peeking in one goes there in every lane.
extension RaceController {
    func handleKey(_ e: KeyEvent, now: Double) -> Response? {
        if help.isShown { return help.handle(e, pageCount: helpOverlay?.pageCount).map { .action($0) } }
        // A person's key takes over from a replay; a redraw or a suspend does not (after `fg`,
        // a drag cut short plays again).
        if replay?.isActive == true, e.key != .control("l"), e.key != .control("z") { stopReplay(now: now) }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }

    /// Carries out `command` in every lane; what the program around the race should do, if anything.
    @discardableResult
    public func perform(_ command: CarouselCommand, now: Double) -> Response? {
        switch command {
        case .flick(let forward, let hard): flick(forward: forward, hard: hard, now: now)
        case .first: scroll(toPage: 0, now: now, command: "Home")
        case .last: scroll(toPage: max(0, count - 1), now: now, command: "End")
        case .screenful(let forward): scroll(byPages: forward ? pagesPerScreen : -pagesPerScreen, now: now, command: forward ? "PgDn" : "PgUp")
        case .space: scroll(byPages: pagesPerScreen, now: now, command: "Space")
        case .toggleDetails: showsDetails.toggle()
        case .settleFaster: setSettleSpeed(SettleSpeedLadder.step(from: settleSpeed, faster: true))
        case .settleSlower: setSettleSpeed(SettleSpeedLadder.step(from: settleSpeed, faster: false))
        case .settleStandard: setSettleSpeed(SettleSpeedLadder.standard)
        case .help:
            help.isShown = true
            // Modal from now on: a drag in progress is let go where it is.
            cancelDrag(now: now)
        case .choose: return .action(.quit(chose: count > 0 ? lanes.first?.scrollView.destinationPage : nil))
        case .race: if isPresented { return .close }
        case .cancel: return isPresented ? .close : .action(.quit(chose: nil))
        case .quit: return .action(.quit(chose: nil))
        case .interrupt: return .action(.interrupt)
        case .suspend:
            cancelDrag(now: now)
            return .action(.suspend)
        case .redraw: return .action(.redraw)
        // The lanes are the strategies: there is none to switch.
        case .cycleStrategy, .pickStrategy: break
        }
        return nil
    }

    func setSettleSpeed(_ speed: Double) {
        settleSpeed = min(max(speed, 0.25), 4)
        for lane in lanes { lane.scrollView.settleSpeed = settleSpeed }
    }

    /// A drag anywhere on the screen drives every lane by the pointer's column.
    func handleMouse(_ m: MouseEvent, now: Double) {
        if help.isShown { return help.handle(m, pageCount: helpOverlay?.pageCount) }
        // To the fraction of a cell where the terminal reports pixels, as the demo reads it.
        let pointer = m.preciseX
        switch m.kind {
        case .wheel(let dx, let dy):
            let step = dx != 0 ? dx : dy
            // A wheel turned while the button drags is the drag's business.
            if step != 0 && (pressTime == nil || wheelGesture != nil) { wheelReport(step: step, shift: m.shift, now: now) }
        case .press:
            guard m.button == .left, !screen.isTooSmall else { return }
            finishWheelGesture(now: now)
            if replay?.isActive == true { stopReplay(now: now) }
            press = PointerPress(x: m.x, y: m.y, time: now)
            // The terminal reports nothing past its first and last column: a flick can leave.
            beginDrag(pointer: pointer, now: now, window: 0...Double(max(0, screen.width - 1)))
        case .motion:
            // A swipe's drag follows its own reports, not the pointer.
            guard !(replay?.isDragging ?? false), wheelGesture == nil else { return }
            press?.noteMotion(m, axis: .horizontal)
            moveDrag(pointer: pointer, now: now)
        case .release:
            // A release with no press (mlterm reports its horizontal wheel so) is no click.
            guard !(replay?.isDragging ?? false), wheelGesture == nil else { return }
            let dragIsTap = lanes.first?.scrollView.dragIsTap ?? false
            if let press, press.isTap(release: m, axis: .horizontal, dragIsTap: dragIsTap, precision: pointerPrecision),
               let page = tappedPage(x: press.x, y: press.y) {
                self.press = nil
                forgetDrag()
                scroll(toPage: page, now: now, command: "click")
                return
            }
            press = nil
            endDrag(pointer: pointer, now: now)
        }
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
