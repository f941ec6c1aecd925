/// The race, presented by the carousel as a modal screen (as the help is): `R` opens it on
/// the current page with the carousel's own strategy as the first lane, and closing it comes
/// back on the page that lane rests on. `carousel race` starts in it, and leaving it quits.
extension CarouselController {
    /// Opens the race over this carousel's cards and geometry. With `leavingQuits`, Escape
    /// quits the program rather than come back (the race is the whole program); q always quits.
    public func presentRace(strategies: [any PagingResolver]? = nil, leavingQuits: Bool = false, now: Double) {
        var lanes = strategies ?? RaceController.articleStrategies
        if strategies == nil {
            // The strategy in use comes first: Enter chooses from it, and the page comes back from it.
            lanes.removeAll { $0.name == strategy.name }
            lanes.insert(strategy, at: 0)
        }
        // A drag in progress is let go where it is.
        handle(.interrupted, now: now)
        let race = RaceController(strategies: lanes, configuration: configuration, dataSource: dataSource,
                                  startPage: scrollView.destinationPage, isPresented: !leavingQuits)
        race.resize(width: screen.width, height: screen.height, now: now)
        race.pointerPrecision = pointerPrecision
        recordGestures(of: race)
        presentedRace = race
    }

    /// With --record, the race keeps its first lane's gestures as the carousel keeps its own.
    func recordGestures(of race: RaceController) {
        race.onGestureEnded = gestureRecorder.map { GestureRecording.observer($0, axis: race.configuration.axis) }
    }

    /// Closes the race; the carousel comes back on the page of the race's first lane.
    public func dismissRace(now: Double) {
        guard let race = presentedRace else { return }
        presentedRace = nil
        if let page = race.lanes.first?.scrollView.destinationPage, page != scrollView.destinationPage {
            scroll(toPage: page, animated: false, now: now, command: "race")
        }
    }

    func handleInRace(_ race: RaceController, event: InputEvent, now: Double) -> CarouselAction? {
        if case .resize(let w, let h) = event {
            resize(width: w, height: h, now: now)
            return nil
        }
        // Autoplay goes on in the race: Space pauses and resumes it, a person's key, press or
        // wheel notch pauses it until Space.
        switch event {
        case .key(let key) where autoplayTakesKey(key, now: now): return nil
        case .mouse(let m):
            switch m.kind {
            case .press, .wheel: pauseAutoplay()
            case .motion, .release: break
            }
        default: break
        }
        switch race.handle(event, now: now) {
        case .action(let action)?: return action
        case .close?: dismissRace(now: now); return nil
        case nil: return nil
        }
    }
}
