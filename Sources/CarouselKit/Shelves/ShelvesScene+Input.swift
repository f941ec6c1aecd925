/// Keys and the mouse on the shelves. The standard key map, read for shelves: ↑/↓ (k/j)
/// move the focus between shelves, PgUp/PgDn by a screenful of them and </> to the first and
/// last, where a carousel of one would page; ←/→, ⇧←/⇧→, Home/End and Space page the focused shelf; Tab and digits
/// switch its strategy; `d` shows its last decision.
extension ShelvesScene: SceneCommands {
    @discardableResult
    public func handle(_ event: InputEvent, now: Double) -> CarouselAction? { route(event, now: now) }

    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if help.isShown { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        switch e.key {
        case .up, .character("k"), .character("K"): moveFocus(by: -1, now: now); return nil
        case .down, .character("j"), .character("J"): moveFocus(by: 1, now: now); return nil
        default: break
        }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }

    @discardableResult
    public func perform(_ command: CarouselCommand, now: Double) -> CarouselAction? {
        let focused = shown[focus]
        switch command {
        case .scrollPreview, .scrollPreviewPage: return perform(command.withoutPreview, now: now)
        case .flick(let forward, let hard):
            let pages = CarouselCommand.flickPages(forward: forward, hard: hard)
            let decision = focused?.scrollView.flick(pages: pages, exactProjection: !hard, now: now)
            recordShelfFlick(decision, kind: .key, pages: pages, hard: hard, shelf: focus)
        case .first: focused?.scrollView.scroll(toPage: 0, animated: true, now: now, command: "Home")
        case .last:
            focused?.scrollView.scroll(toPage: max(0, source.cardCount(ofShelf: focus) - 1), animated: true, now: now, command: "End")
        case .firstShelf: moveFocus(by: -focus, now: now)
        case .lastShelf: moveFocus(by: source.shelfCount - 1 - focus, now: now)
        case .screenful(let forward): moveFocus(by: forward ? screen.shelvesPerScreen : -screen.shelvesPerScreen, now: now)
        case .space: focused?.scrollView.scroll(byPages: CarouselController.minimumPagesPerScreen, now: now, command: "Space")
        case .cycleStrategy(let step):
            let names = Strategies.names
            let here = names.firstIndex(of: strategy(ofShelf: focus).name) ?? 0
            let next = ((here + step) % names.count + names.count) % names.count
            setStrategy(Strategies.all[next], now: now)
        case .pickStrategy(let index): if index >= 0 && index < Strategies.all.count { setStrategy(Strategies.all[index], now: now) }
        case .toggleDetails: showsDetails.toggle()
        case .choose:
            guard focus < source.shelfCount, source.cardCount(ofShelf: focus) > 0 else { return nil }
            chosen = source.chosenBytes(shelf: focus, card: page(ofShelf: focus))
            return .quit(chose: focus)
        case .cancel: return .quit(chose: nil)
        case .race: break
        case .settleFaster, .settleSlower, .settleStandard, .help, .quit, .interrupt, .suspend, .redraw:
            return performShared(command, now: now)
        }
        return nil
    }

    /// Moves the focus `step` shelves on, the list scrolling to keep it whole on screen.
    func moveFocus(by step: Int, now: Double) {
        guard source.shelfCount > 0 else { return }
        let target = step >= 0 ? focus.addingReportingOverflow(step).partialValue : focus + step
        focus = min(max(0, target), source.shelfCount - 1)
        let top = list.scrollView.destinationPage, perScreen = screen.shelvesPerScreen
        if focus < top {
            list.scrollView.scroll(toPage: focus, animated: true, now: now, command: "focus")
        } else if focus > top + perScreen - 1 {
            list.scrollView.scroll(toPage: focus - perScreen + 1, animated: true, now: now, command: "focus")
        }
        syncShelves()
    }

    /// After the list moved by a gesture: the focus stays on a shelf shown whole.
    func keepFocusShown() {
        let top = list.scrollView.destinationPage, perScreen = screen.shelvesPerScreen
        let last = min(source.shelfCount - 1, top + perScreen - 1)
        guard last >= top else { return }
        focus = min(max(focus, top), last)
    }

    func setStrategy(_ resolver: any PagingResolver, now: Double) {
        guard let carousel = shown[focus] else { return }
        carousel.scrollView.resolver = resolver
        relayout(carousel, now: now)
    }

    func setSettleSpeed(_ speed: Double) {
        configuration.settleSpeed = SettleSpeedLadder.clamped(speed)
        list.scrollView.settleSpeed = settleSpeed
        for carousel in shown.values { carousel.scrollView.settleSpeed = settleSpeed }
    }

    // MARK: - The mouse

    /// The shelf at row `y`, and whether `y` is its label row.
    func shelf(atRow y: Int) -> (shelf: Int, isLabel: Bool)? {
        guard !screen.isTooSmall, y >= screen.list.y, y < screen.list.maxY else { return nil }
        for shelf in visibleShelves {
            let top = top(ofShelf: shelf)
            if y >= top && y < top + screen.shelfHeight { return (shelf, y == top) }
        }
        return nil
    }

    func handleMouse(_ m: MouseEvent, now: Double) {
        if help.isShown { return help.handle(m, pageCount: helpOverlay?.pageCount) }
        switch m.kind {
        case .wheel(let dx, let dy): wheel(m, dx: dx, dy: dy, now: now)
        case .press:
            guard m.button == .left, !screen.isTooSmall else { return }
            finishWheels(now: now)
            lock.press(m, now: now)
        case .motion:
            if let (axis, events) = lock.motion(m, now: now) {
                begin(axis: axis, events: events)
            } else if let axis = lock.axis {
                (axis == .horizontal ? gestures : listGestures).motion(m, now: now)
            }
        case .release:
            guard let press = lock.pressEvent else { return }
            switch lock.release() {
            case .horizontal?:
                if let outcome = gestures.release(m, now: now, tapped: { _, _ in false }) { handleShelf(outcome, now: now) }
            case .vertical?:
                if let outcome = listGestures.release(m, now: now, tapped: { _, _ in false }) { handleList(outcome, now: now) }
            case nil: click(x: press.x, y: press.y, now: now)
            }
        }
    }

    /// The axis is decided: the held press and motion start the drag there, in order.
    private func begin(axis: Axis, events: [(event: MouseEvent, time: Double)]) {
        guard let (press, pressTime) = events.first else { return }
        if axis == .horizontal {
            guard let hit = shelf(atRow: press.y), let carousel = shown[hit.shelf] else { lock.reset(); return }
            drivenShelf = hit.shelf
            focus = hit.shelf
            gestures.press(press, carousels: [carousel], window: 0...Double(max(0, screen.width - 1)), now: pressTime)
            for (event, time) in events.dropFirst() { gestures.motion(event, now: time) }
        } else {
            let window = Double(screen.list.y)...Double(max(screen.list.y, screen.list.maxY - 1))
            listGestures.press(press, carousels: [list], window: window, now: pressTime)
            for (event, time) in events.dropFirst() { listGestures.motion(event, now: time) }
        }
    }

    /// A click focuses the shelf under it; on a card peeking in, or a page dot of its label,
    /// that shelf goes to the card.
    private func click(x: Int, y: Int, now: Double) {
        guard let hit = shelf(atRow: y) else { return }
        focus = hit.shelf
        if hit.isLabel, let carousel = shown[hit.shelf],
           let dot = carousel.label.dotHits.first(where: { x >= $0.x && x < $0.x + 2 }) {
            carousel.scrollView.scroll(toPage: dot.page, animated: true, now: now, command: "click")
            return
        }
        guard !hit.isLabel, let carousel = shown[hit.shelf], let page = carousel.page(along: x),
              page != carousel.scrollView.destinationPage else { return }
        carousel.scrollView.scroll(toPage: page, animated: true, now: now, command: "click")
    }

    /// The vertical wheel scrolls the list; the horizontal wheel, or Shift with the vertical
    /// one, the shelf under the pointer. Each burst is one gesture.
    private func wheel(_ m: MouseEvent, dx: Int, dy: Int, now: Double) {
        guard !lock.isActive, !screen.isTooSmall else { return }
        if dx != 0 || (m.shift && dy != 0) {
            if let outcome = listGestures.finishWheel(now: now) { handleList(outcome, now: now) }
            // A burst goes on driving the shelf it began on; a new one drives the shelf under the pointer.
            let continuing = gestures.wheelDeadline.map { now <= $0 } ?? false
            guard let target = continuing ? drivenShelf : shelf(atRow: m.y)?.shelf, let carousel = shown[target] else { return }
            if !continuing, let outcome = gestures.finishWheel(now: now) { handleShelf(outcome, now: now) }
            drivenShelf = target
            if let outcome = gestures.wheel(step: dx != 0 ? dx : dy, shift: false, carousels: [carousel], now: now) {
                handleShelf(outcome, now: now)
                drivenShelf = target
            }
        } else if dy != 0 {
            if let outcome = gestures.finishWheel(now: now) { handleShelf(outcome, now: now) }
            if let outcome = listGestures.wheel(step: dy, shift: false, carousels: [list], now: now) { handleList(outcome, now: now) }
        }
    }

    func finishWheels(now: Double) {
        if let outcome = gestures.finishWheel(now: now) { handleShelf(outcome, now: now) }
        if let outcome = listGestures.finishWheel(now: now) { handleList(outcome, now: now) }
    }

    /// A shelf's gesture is over: a lone notch flicks it one card; the shelf has the focus.
    func handleShelf(_ outcome: GestureLayer.Outcome, now: Double) {
        let shelf = drivenShelf
        drivenShelf = nil
        guard let shelf else { return }
        focus = shelf
        switch outcome {
        case .ended(let ended): recordShelf(ended, shelf: shelf)
        case .notch(let forward, let hard):
            // Its flick was made when it came: only the record is left.
            let decision = shown[shelf]?.scrollView.lastDecision
            recordShelfFlick(decision, kind: .wheel, pages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard, shelf: shelf)
        }
    }

    /// The list's gesture is over: a lone notch moves it one shelf; the focus stays shown.
    func handleList(_ outcome: GestureLayer.Outcome, now: Double) {
        var notchDecision: DragDecision?, pages = 0.0
        if case .notch(let forward, _) = outcome {
            // Its flick of one shelf was made when it came: only the record is left.
            pages = forward ? 1 : -1
            notchDecision = list.scrollView.lastDecision
        }
        recordList(outcome, notchDecision: notchDecision, pages: pages)
        keepFocusShown()
        syncShelves()
    }
}
