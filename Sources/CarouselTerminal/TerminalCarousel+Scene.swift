import CarouselKit

extension TerminalCarousel {
    /// Runs any scene on the terminal, as `run(dataSource:)` runs the carousel of one: a
    /// `Scene` of one's own, or the library's `CarouselController`. The scene is made once the
    /// session knows its theme (`configuration.theme` filled in). A scene's
    /// `.finished(chose:)` is the outcome's.
    ///
    /// ```swift
    /// let scene = LowerHalf()   // a Scene: its own text, a CarouselWidget below it
    /// if case .finished(let chose?) = try TerminalCarousel.run(scene: { _ in scene }) {
    ///     print("you chose", scene.planets[chose])
    /// }
    /// ```
    public static func run(
        configuration: CarouselConfiguration = CarouselConfiguration(),
        scene makeScene: (CarouselConfiguration) -> any RunnableScene
    ) throws(TerminalError) -> RunOutcome {
        try run(configuration: configuration, extraInput: nil, scene: makeScene)
    }

    /// As `run(configuration:scene:)`, watching `extraInput` (items still arriving) and
    /// serving `sources` while it runs: the programs' form.
    package static func run(
        configuration: CarouselConfiguration = CarouselConfiguration(),
        environment: [String: String] = TerminalEnvironment.current,
        extraInput: TerminalRunner.ExtraInput?,
        sources: [RunLoopSource] = [],
        scene makeScene: (CarouselConfiguration) -> any RunnableScene
    ) throws(TerminalError) -> RunOutcome {
        let session = try TerminalSession(environment: environment, inlineHeight: configuration.inlineHeight)
        defer { session.end() }
        var configuration = configuration
        configuration.theme = theme(
            for: session, interfaceStyle: configuration.interfaceStyle, environment: environment,
            colors: configuration.colors, currentCard: configuration.currentCardLook)
        session.startPointer(configuration.pointerReporting)
        session.keepsBandOnExit = configuration.keepsBandOnExit
        let made: any CarouselScene
        switch makeScene(configuration) {
        case let own as any CarouselScene: made = own
        case let embedded as any Scene: made = HostedScene(embedded, configuration: configuration)
        default:
            preconditionFailure("TerminalCarousel.run: a Scene, or a scene of CarouselKit's (CarouselController, LanesScene), is needed")
        }
        let scene =
            configuration.windowFrame.isEmpty ? made : FramedScene(made, frame: configuration.windowFrame, theme: configuration.theme)
        let runner = TerminalRunner(session: session, scene: scene, extraInput: extraInput, sources: sources)
        runner.servesScreenReader = configuration.screenReader
        runner.retheme = { [colors = configuration.colors, look = configuration.currentCardLook] in
            theme(for: $0, interfaceStyle: configuration.interfaceStyle, environment: environment, colors: colors, currentCard: look)
        }
        return runner.run()
    }
}
