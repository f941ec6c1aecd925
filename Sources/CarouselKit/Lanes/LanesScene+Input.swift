/// Events into the lanes: keys through the help box, then the key map, where ↑/↓ scroll the
/// lanes and the flicks keep ←/→ and the letters; the mouse through the one gesture layer,
/// a drag anywhere driving every lane, the vertical wheel scrolling the lanes that do not fit.
extension LanesScene: SceneCommands {
    @discardableResult
    public func handle(_ event: InputEvent, now: Double) -> CarouselAction? { route(event, now: now) }

    func finishWheels(now: Double) {
        if let outcome = gestures.finishWheel(now: now) { handle(outcome, now: now) }
    }

    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if showsHelp { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        if !e.shift, !e.alt, !e.control, e.key == .up || e.key == .down {
            scrollLanes(by: e.key == .down ? 1 : -1)
            return nil
        }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }

    /// Carries out `command` in every lane; returns what the program should do, if anything.
    @discardableResult
    public func perform(_ command: CarouselCommand, now: Double) -> CarouselAction? {
        switch command {
        case .scrollPreview, .scrollPreviewPage: return perform(command.withoutPreview, now: now)
        case .flick(let forward, let hard):
            flick(pages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard, now: now, recordAs: .key)
        case .first: scroll(toPage: 0, now: now, command: "Home")
        case .last: scroll(toPage: max(0, count - 1), now: now, command: "End")
        case .screenful(let forward): scroll(byScreenfuls: forward ? 1 : -1, now: now, command: forward ? "PgDn" : "PgUp")
        case .space: scroll(byScreenfuls: 1, now: now, command: "Space")
        case .toggleDetails: configuration.showsDetails.toggle()
        case .race: if isPresented { return .dismiss }
        case .choose: return count > 0 ? .quit(chose: pageToReturnTo) : .quit(chose: nil)
        case .cancel: return isPresented ? .dismiss : .quit(chose: nil)
        // The lanes are the strategies: there is none to switch, and the ends of the list
        // are ↑/↓'s.
        case .cycleStrategy, .pickStrategy, .firstShelf, .lastShelf: break
        case .settleFaster, .settleSlower, .settleStandard, .help, .quit, .interrupt, .suspend, .redraw:
            return performShared(command, now: now)
        }
        return nil
    }

    // MARK: - The mouse

    func handleMouse(_ m: MouseEvent, now: Double) {
        if showsHelp { return help.handle(m, pageCount: helpOverlay?.pageCount) }
        var outcome: GestureLayer.Outcome?
        switch m.kind {
        case .wheel(let dx, let dy):
            // Where the lanes do not all fit, the vertical wheel scrolls them.
            if dx == 0, dy != 0, screen.laneListRow != nil {
                scrollLanes(by: dy > 0 ? 1 : -1)
                return
            }
            // The horizontal wheel, or the vertical one where the terminal has only one.
            let step = dx != 0 ? dx : dy
            // A wheel turned while the button drags is the drag's business.
            guard step != 0, !gestures.isPointerDown else { return }
            outcome = gestures.wheel(step: step, shift: m.shift, carousels: lanes, now: now)
        case .press:
            guard m.button == .left, !screen.isTooSmall else { return }
            outcome = gestures.press(m, carousels: lanes, window: pointerWindow, now: now)
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
        for (label, frame) in zip(laneLabels.dropFirst(screen.firstLane), screen.lanes) {
            if y == frame.labelRow, let hit = label.dotHits.first(where: { x >= $0.x && x < $0.x + 2 }) { return hit.page }
            guard frame.strip.contains(x: x, y: y), y != frame.labelRow || !frame.labelOverlapsStrip else { continue }
            let lane = label.carousel
            guard let page = lane.page(along: x - frame.strip.x) else { return nil }
            return page == lane.scrollView.destinationPage ? nil : page
        }
        return nil
    }

    // MARK: - What a finished gesture means: a record with every lane's decision

    func handle(_ outcome: GestureLayer.Outcome, now: Double) {
        switch outcome {
        case .ended(let ended):
            report(ended.kind, samples: ended.samples, decisions: ended.decisions, pointerWindow: ended.pointerWindow)
        case .notch(let forward, let hard):
            // Its flick was made in every lane when it came: only the record is left.
            report(.wheel, samples: [], flickPages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard,
                   decisions: lanes.map { $0.scrollView.lastDecision })
        }
    }

    /// Hands the finished gesture to `onGestureEnded` with what each lane decided of it.
    /// Nothing is reported when the first lane made no decision of it: a record never
    /// carries an older one.
    func report(_ kind: FinishedGesture.Kind, samples: [DragScript.Sample], flickPages: Double? = nil, hard: Bool = false,
                decisions: [DragDecision?], pointerWindow: ClosedRange<Double>? = nil) {
        guard let onGestureEnded, let decision = decisions.first ?? nil else { return }
        let each = zip(lanes, decisions).compactMap { lane, d in d.map { FinishedGesture.Lane(layout: lane.scrollView.layout, decision: $0) } }
        onGestureEnded(FinishedGesture(kind: kind, samples: samples, layout: firstLane.scrollView.layout, decision: decision,
                                       flickPages: flickPages, hard: hard, pointerWindow: pointerWindow, lanes: each))
    }
}

/// What autoplay may ask of the lanes: the first lane's page says when the show is over;
/// its card goes to every lane.
extension LanesScene: AutoplayTarget {
    public var autoplayPage: Int { pageToReturnTo }
    public func autoplayFlick(now: Double) { flick(pages: CarouselController.gentleFlickPages, hard: false, now: now, recordAs: nil) }
    public func autoplayRestart(now: Double) { scroll(toPage: 0, now: now, command: "autoplay") }
}
