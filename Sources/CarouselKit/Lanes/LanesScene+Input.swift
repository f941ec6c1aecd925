import CarouselCore

/// Keys on the lanes: through the help box, then the role's key map, where the lanes' own keys
/// (`KeyLayer.shelves`, `KeyLayer.race`) come first. Where a gesture drives every lane (the race), ↑/↓ scroll the list and the page
/// keys page every lane; where it drives one (the shelves), ↑/↓ (k/j) move the focus between
/// lanes, PgUp/PgDn by a screenful of them and </> to the first and last, the page keys page
/// the focused lane, and Tab and digits switch its strategy. `d` says the decisions in full.
extension LanesScene: SceneCommands {
    @discardableResult
    package func handle(_ event: InputEvent, now: Double) -> CarouselAction? { route(event, now: now) }

    func handleKey(_ e: KeyEvent, now: Double) -> CarouselAction? {
        if showsHelp { return help.handle(e, pageCount: helpOverlay?.pageCount) }
        guard let command = role.keyMap.command(for: e) else { return nil }
        return perform(command, now: now)
    }

    /// The lanes a key pages: every lane, or the focused one.
    var keyedLanes: [LaneCarousel] {
        routing.lanesReached(every: laneCarousels, underPointer: routing.keyedLane(focus: focus).flatMap { shown[$0] })
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
        case .screenful(let forward): scroll(byScreenfuls: forward ? 1 : -1, now: now, command: forward ? "PgDn" : "PgUp")
        case .space: scroll(byScreenfuls: 1, now: now, command: "Space")
        case .scrollLanes(let forward): scrollLanes(by: forward ? 1 : -1, now: now)
        case .focusLane(let forward): moveFocus(by: forward ? 1 : -1, now: now)
        case .focusScreenful(let forward): moveFocus(by: forward ? screen.lanesPerScreen : -screen.lanesPerScreen, now: now)
        case .firstShelf: moveFocus(by: -focus, now: now)
        case .lastShelf: moveFocus(by: source.laneCount - 1 - focus, now: now)
        // A race's lanes are its strategies: only a lane the keys drive alone switches its own.
        case .cycleStrategy(let step):
            guard let lane = routing.keyedLane(focus: focus) else { break }
            let names = Strategies.names
            let here = names.firstIndex(of: strategy(ofLane: lane).name) ?? 0
            setStrategy(Strategies.all[((here + step) % names.count + names.count) % names.count], ofLane: lane, now: now)
        case .pickStrategy(let index):
            guard let lane = routing.keyedLane(focus: focus) else { break }
            if index >= 0 && index < Strategies.all.count { setStrategy(Strategies.all[index], ofLane: lane, now: now) }
        case .digitStrategy(let place):
            guard let lane = routing.keyedLane(focus: focus) else { break }
            if let index = Strategies.index(forDigitPlace: place, from: strategy(ofLane: lane).name) {
                setStrategy(Strategies.all[index], ofLane: lane, now: now)
            }
        case .toggleDetails: configuration.showsDetails.toggle()
        case .choose: return choose()
        case .race: if isPresented { return .dismiss }
        case .cancel: return isPresented ? .dismiss : .quit(chose: nil)
        case .settleFaster, .settleSlower, .settleStandard, .toggleMotion, .help, .quit, .interrupt, .suspend, .redraw:
            return performShared(command, now: now)
        }
        return nil
    }

    /// Enter: the card of the lane the keys drive, where the source prints its own bytes (the
    /// shelves), else the first lane's page (the race, whose program prints that item).
    private func choose() -> CarouselAction? {
        guard let keyed = routing.keyedLane(focus: focus) else { return count > 0 ? .quit(chose: pageToReturnTo) : .quit(chose: nil) }
        guard keyed < source.laneCount, let lane = shown[keyed], lane.scrollView.layout.count > 0 else { return nil }
        chosen = source.chosenBytes(lane: keyed, card: lane.scrollView.destinationPage)
        return .quit(chose: keyed)
    }

    func setStrategy(_ resolver: any PagingResolver, ofLane lane: Int, now: Double) {
        guard let carousel = shown[lane] else { return }
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
