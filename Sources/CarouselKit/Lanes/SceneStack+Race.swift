import CarouselCore

/// The race in a scene stack: presented from the start (`carousel race`), over the demo's
/// carousel by `R`, and the lanes a replay plays into. The stack itself knows a presented
/// scene only as a `PresentedScene`.
extension SceneStack {
    /// The carousel of `configuration` over `dataSource`; with `raceStrategies`, the race of
    /// them presented from the start (`carousel race`), playing `raceReplay` if there is one.
    package convenience init(configuration: CarouselConfiguration, dataSource: CollectionViewDataSource, picker: Picker? = nil) {
        self.init(base: CarouselController(configuration: configuration, dataSource: dataSource, picker: picker))
        if let lanes = configuration.raceStrategies {
            present(LanesScene(strategies: lanes, over: base, isPresented: false, now: 0), now: 0)
            if let records = configuration.raceReplay { startReplay(records) }
        }
    }

    /// The lanes presented, while lanes are what is presented.
    package var presentedLanes: LanesScene? { presented as? LanesScene }

    /// The lanes a replay plays into: the ones presented.
    var replayedLanes: LanesScene? { presentedLanes }

    /// Plays `records` into the race shown, from the next tick on, one after another, with
    /// a pause before each as long as the race's settle speed makes it.
    package func startReplay(_ records: [GestureRecord]) {
        guard let race = presentedLanes else { return }
        drivers.replay = RaceReplayDriver(records: records, pause: RaceReplay.pause(settleSpeed: race.configuration.settleSpeed))
    }
}

/// The race opens over the carousel that asks for it (`R`).
extension ScenePresentation {
    package static let race = ScenePresentation(name: "race") { carousel, now in LanesScene(racePresentedOver: carousel, now: now) }
}

/// Lanes presented over the carousel: the race, which gives the carousel back its first lane's page.
extension LanesScene: PresentedScene {
    package var title: String { role.title }
}
