import CarouselCore
import CarouselKit
import CarouselPlatform

/// The one call a program needs to show a carousel on its terminal.
///
/// ```swift
/// import CarouselKit
/// import CarouselTerminal
///
/// // Three cards, each a value saying what it shows, asked for as it scrolls into sight.
/// let names = ["apple", "banana", "cherry"]
/// let fruit = CardList(count: names.count) { index in CardContent(title: names[index]) }
///
/// var configuration = CarouselConfiguration()
/// configuration.strategy = NearestPaging()
/// if case .finished(let chose?) = try TerminalCarousel.run(dataSource: fruit, configuration: configuration) {
///     print("you chose", names[chose])
/// }
/// ```
public enum TerminalCarousel {
    /// Shows a carousel of `dataSource`'s cards on the terminal (`/dev/tty`, so stdin and
    /// stdout may be pipes) until the person quits, chooses a card with Enter, presses Ctrl-C
    /// or a signal arrives, and leaves the terminal exactly as it found it. The outcome says
    /// which: `.finished(chose:)` holds the card chosen, if one was.
    public static func run(
        dataSource: CollectionViewDataSource,
        configuration: CarouselConfiguration = CarouselConfiguration()
    ) throws(TerminalError) -> RunOutcome {
        try run(dataSource: dataSource, configuration: configuration, extraInput: nil)
    }

    /// Takes over the terminal (`/dev/tty`, so stdin and stdout may be pipes), runs until
    /// the person quits, chooses with Enter, presses Ctrl-C or a signal arrives, and leaves
    /// the terminal exactly as it found it. The theme follows the terminal's colours, its
    /// background (asked for when `interfaceStyle` is `.automatic`) and `NO_COLOR`; the
    /// glyphs follow the locale unless `glyphs` says otherwise; the mouse is reported in
    /// pixels where the terminal can (`pointerReporting`). `gestureRecorder` gets every
    /// finished gesture (`--record`). `extraInput` is watched
    /// while it runs (items still arriving), and `sources` served (preview commands);
    /// `reloader` starts a `reload` command and gives its output to watch instead.
    package static func run(
        dataSource: CollectionViewDataSource,
        configuration: CarouselConfiguration = CarouselConfiguration(),
        environment: [String: String] = TerminalEnvironment.current,
        extraInput: TerminalRunner.ExtraInput?,
        gestureRecorder: GestureRecorder? = nil,
        pickerLines: SearchingLineCards? = nil,
        search: PickerSearch? = nil,
        sources: [RunLoopSource] = [],
        reloader: ((String) -> TerminalRunner.ExtraInput?)? = nil,
        listen: ListenServer? = nil
    ) throws(TerminalError) -> RunOutcome {
        let session = try TerminalSession(environment: environment, inlineHeight: configuration.inlineHeight)
        defer { session.end() }
        var configuration = configuration
        configuration.theme = theme(
            for: session, interfaceStyle: configuration.interfaceStyle, environment: environment,
            colors: configuration.colors, currentCard: configuration.currentCardLook)
        session.startPointer(configuration.pointerReporting)
        session.keepsBandOnExit = configuration.keepsBandOnExit
        // The carousel, and the race while `R` has one open over it.
        let picker = pickerLines.map { Picker(lines: $0, search: search) } ?? search.map(Picker.init(search:))
        let scene = SceneStack(configuration: configuration, dataSource: dataSource, picker: picker)
        scene.handle(.recordGestures(gestureRecorder), now: 0)
        let shown: any CarouselScene =
            configuration.windowFrame.isEmpty
            ? scene
            : FramedScene(scene, frame: configuration.windowFrame, theme: configuration.theme) { [base = scene.base] in
                base.bound.borderLabel
            }
        listen?.state = { [base = scene.base] limit, offset in base.listenState(limit: limit, offset: offset) }
        let runner = TerminalRunner(
            session: session, scene: shown, extraInput: extraInput,
            sources: sources + (search.map { [$0] } ?? []) + (listen.map { [$0] } ?? []))
        runner.listenServer = listen
        runner.reloader = reloader
        runner.servesScreenReader = configuration.screenReader
        runner.retheme = { [colors = configuration.colors, look = configuration.currentCardLook] in
            theme(for: $0, interfaceStyle: configuration.interfaceStyle, environment: environment, colors: colors, currentCard: look)
        }
        return runner.run()
    }

    /// The palette for the session's terminal: its colour depth, and the background it
    /// reports, asked for only when the style is `.automatic` and there is colour at all
    /// (a terminal that answers promptly costs one round trip; keys typed meanwhile wait
    /// in the session for the runner).
    package static func theme(
        for session: TerminalSession, interfaceStyle: InterfaceStyle,
        environment: [String: String], colors: FzfColors? = nil,
        currentCard: CurrentCardLook = CurrentCardLook()
    ) -> Theme {
        var background: RGBColor? = nil
        // The terminal may draw more colours than terminfo says: asked before the palette
        // is chosen, in the round trip the background question rides anyway.
        if session.usesFrameEncoder && session.colorDepth == .basic { _ = session.queryTerminal() }
        let chosen = colors?.appearance
        if interfaceStyle == .automatic && chosen == nil && session.colorDepth != .none {
            background = session.queryBackground()
        }
        let appearance = chosen ?? interfaceStyle.resolved(background: background, environment: environment)
        let depth = colors?.depth(session.colorDepth) ?? session.colorDepth
        var theme = Theme.forDepth(depth, appearance: appearance)
        theme.currentCard = currentCard
        return colors?.themed(theme, depth: depth) ?? theme
    }
}

/// The process environment as a dictionary.
package enum TerminalEnvironment {
    package static var current: [String: String] {
        var all: [String: String] = [:]
        for entry in ChildProcess.ownEnvironment() {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let name = String(entry[..<equals])
            // As the C library's getenv: the first of a name given twice.
            if all[name] == nil { all[name] = String(entry[entry.index(after: equals)...]) }
        }
        return all
    }
}
