import CarouselCore

/// Keys on the lanes: through the help box, then ↑/↓, then the standard key map. Where a
/// gesture drives every lane (the race), ↑/↓ scroll the list and the page keys page every
/// lane; where it drives one (the shelves), ↑/↓ (k/j) move the focus between lanes, PgUp/PgDn
/// by a screenful of them and </> to the first and last, the page keys page the focused
/// lane, and Tab and digits switch its strategy. `d` says the decisions in full.
extension LanesScene: SceneCommands {
    @discardableResult
    package func handle(_ event: InputEvent, now: Double) -> CarouselAction? { route(event, now: now) }

    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if showsHelp { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        switch (routing, e.key) {
        case (.everyLane, .up) where !e.shift && !e.alt && !e.control: scrollLanes(by: -1, now: now); return nil
        case (.everyLane, .down) where !e.shift && !e.alt && !e.control: scrollLanes(by: 1, now: now); return nil
        case (.laneUnderPointer, .up), (.laneUnderPointer, .character("k")), (.laneUnderPointer, .character("K")):
            moveFocus(by: -1, now: now); return nil
        case (.laneUnderPointer, .down), (.laneUnderPointer, .character("j")), (.laneUnderPointer, .character("J")):
            moveFocus(by: 1, now: now); return nil
        default: break
        }
        guard let command = KeyMap.standard.command(for: e) else { return nil }
        return perform(command, now: now)
    }

    /// The lanes a key pages: every lane, or the focused one.
    var keyedLanes: [LaneCarousel] {
        routing == .everyLane ? laneCarousels : shown[focus].map { [$0] } ?? []
    }

    /// Carries out `command`; returns what the program should do, if anything.
    @discardableResult
    package func perform(_ command: CarouselCommand, now: Double) -> CarouselAction? {
        switch command {
        case .scrollPreview, .scrollPreviewPage: return perform(command.withoutPreview, now: now)
        case .flick(let forward, let hard):
            flick(pages: CarouselCommand.flickPages(forward: forward, hard: hard), hard: hard, now: now, recordAs: .key)
        case .first: for lane in keyedLanes { lane.scrollView.scroll(toPage: 0, animated: true, now: now, command: "Home") }
        case .last:
            for lane in keyedLanes {
                lane.scrollView.scroll(toPage: max(0, lane.scrollView.layout.count - 1), animated: true, now: now, command: "End")
            }
        case .screenful(let forward) where routing == .laneUnderPointer:
            moveFocus(by: forward ? screen.lanesPerScreen : -screen.lanesPerScreen, now: now)
        case .screenful(let forward): scroll(byScreenfuls: forward ? 1 : -1, now: now, command: forward ? "PgDn" : "PgUp")
        case .space: scroll(byScreenfuls: 1, now: now, command: "Space")
        case .firstShelf where routing == .laneUnderPointer: moveFocus(by: -focus, now: now)
        case .lastShelf where routing == .laneUnderPointer: moveFocus(by: source.laneCount - 1 - focus, now: now)
        case .cycleStrategy(let step) where routing == .laneUnderPointer:
            let names = Strategies.names
            let here = names.firstIndex(of: strategy(ofLane: focus).name) ?? 0
            setStrategy(Strategies.all[((here + step) % names.count + names.count) % names.count], now: now)
        case .pickStrategy(let index) where routing == .laneUnderPointer:
            if index >= 0 && index < Strategies.all.count { setStrategy(Strategies.all[index], now: now) }
        case .digitStrategy(let place) where routing == .laneUnderPointer:
            if let index = Strategies.index(forDigitPlace: place, from: strategy(ofLane: focus).name) {
                setStrategy(Strategies.all[index], now: now)
            }
        // A race's lanes are its strategies, and the ends of its list are ↑/↓'s.
        case .cycleStrategy, .pickStrategy, .digitStrategy, .firstShelf, .lastShelf: break
        case .toggleDetails: configuration.showsDetails.toggle()
        case .choose: return choose()
        case .race: if isPresented { return .dismiss }
        case .cancel: return isPresented ? .dismiss : .quit(chose: nil)
        case .settleFaster, .settleSlower, .settleStandard, .toggleMotion, .help, .quit, .interrupt, .suspend, .redraw:
            return performShared(command, now: now)
        }
        return nil
    }

    /// Enter: the focused lane's card where the source prints its own bytes (the shelves),
    /// else the first lane's page (the race, whose program prints that item).
    private func choose() -> CarouselAction? {
        guard routing == .laneUnderPointer else { return count > 0 ? .quit(chose: pageToReturnTo) : .quit(chose: nil) }
        guard focus < source.laneCount, let lane = shown[focus], lane.scrollView.layout.count > 0 else { return nil }
        chosen = source.chosenBytes(lane: focus, card: lane.scrollView.destinationPage)
        return .quit(chose: focus)
    }

    func setStrategy(_ resolver: any PagingResolver, now: Double) {
        guard let carousel = shown[focus] else { return }
        carousel.scrollView.resolver = resolver
        relayout(carousel, now: now)
    }

    /// Moves each keyed lane `screenfuls` of its own cards on (PgUp/PgDn, Space), as a demo
    /// of its strategy would go.
    func scroll(byScreenfuls screenfuls: Int, now: Double, command: String) {
        for lane in keyedLanes {
            lane.scrollView.scroll(byPages: screenfuls * lane.scrollView.layout.pagesPerScreen, now: now, command: command)
        }
    }

    /// A flick that projects `pages` (negative back) in each keyed lane, as a key or a wheel
    /// notch makes it (a replay too); recorded as `kind` when a person made it.
    func flick(pages: Double, hard: Bool, now: Double, recordAs kind: FinishedGesture.Kind?) {
        let flicked = keyedLanes
        let decisions = flicked.map { $0.scrollView.flick(pages: pages, exactProjection: !hard, now: now) }
        if let kind { reportFlick(kind, lanes: flicked, pages: pages, hard: hard, decisions: decisions) }
    }
}
