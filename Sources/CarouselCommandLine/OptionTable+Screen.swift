import CarouselCore
import CarouselKit

/// How the screen looks and behaves around the cards, and the options every command takes.
extension OptionTable {
    static let screen: [OptionSpec] = [
        OptionSpec(
            ["--details"], commands: .interactive, group: .display,
            summary: "show the decision overlay at start",
            help: "show the decision overlay at start (shown in the demo, hidden in a picker)",
            man: #"""
                Show the decision overlay at start (shown in the demo, hidden in a picker).
                """#, kind: .flag
        ) { settings, _, _ in
            settings.configuration.showsDetails = true; settings.detailsChosen = true
        },
        OptionSpec(
            ["--no-details"], commands: .interactive, group: .display,
            summary: "hide the decision overlay at start",
            help: "hide the decision overlay at start",
            man: #"""
                Hide the decision overlay at start.
                """#, kind: .flag
        ) { settings, _, _ in
            settings.configuration.showsDetails = false; settings.detailsChosen = true
        },
        OptionSpec(
            ["--height"], value: "N|N%", commands: .screens, group: .display,
            summary: "draw in N rows (or N%) under the prompt",
            help:
                "draw in N rows (N% of the terminal, at least 10) under the prompt, without the alternate screen, as fzf does; the rows are cleared on the way out (demo, picker, race, shelves; the whole screen where the terminal does not say where its cursor is)",
            man: #"""
                Draw in
                .I N
                rows under the prompt (or
                .IR N %
                of the terminal's height, at least 10 rows), without the alternate screen, as fzf does: the
                terminal scrolls up first when fewer rows are left below the cursor, and on every way out the
                rows are cleared and the cursor left where the prompt was, the text above untouched.
                Frames move from the cursor, never to a row number, so resizes mixed with typing keep the band
                in its rows in a terminal that rewraps lines or pulls them back from its scrollback.
                fzf's
                .B ~
                prefix is accepted (the carousel always fills its rows).
                For the demo, the picker,
                .B race
                and
                .BR shelves .
                Where the terminal does not say where its cursor is, the whole screen is used.
                """#, default: "the whole screen", kind: .text
        ) { settings, value, spelled throws(UsageError) in
            guard let height = InlineHeight(value.text) else {
                throw UsageError("\(spelled): '\(value.text)' is not \(InlineHeight.expectation)")
            }
            settings.configuration.inlineHeight = height
        },
        OptionSpec(
            ["--title"], value: "TEXT", commands: [.carousel], group: .display,
            summary: "the title on the status line",
            help: "the title on the status line",
            man: #"""
                The title on the status line.
                """#, kind: .text
        ) { settings, value, _ in settings.configuration.title = value.text },
        OptionSpec(
            ["--theme"], value: "auto|light|dark", commands: .screens, group: .display,
            summary: "colours for a light or dark background",
            help: "colours for a light or dark background; auto asks the terminal, then reads COLORFGBG (dark when neither says)",
            man: #"""
                Colours for a light or dark background;
                .B auto
                asks the terminal, then reads
                .B COLORFGBG
                (dark when neither says).
                """#, completion: .words(InterfaceStyle.allCases.map(\.rawValue)),
            kind: .choice(InterfaceStyle.allCases.map(\.rawValue), default: CarouselConfiguration().interfaceStyle.rawValue)
        ) { settings, value, _ in settings.configuration.interfaceStyle = InterfaceStyle(rawValue: value.text) ?? .automatic },
        OptionSpec(
            ["--record"], value: "FILE", commands: .screens, group: .display,
            summary: "append finished gestures to a file as JSON lines",
            help:
                "append every finished drag, wheel notch or swipe and key flick to FILE, one JSON object a line (see the user guide: the record format); the race records its first lane, the shelves each gesture with the shelf it drove (or \"list\")",
            man: #"""
                Append every finished drag, wheel notch or swipe and key flick to
                .IR FILE ,
                one JSON object a line (see
                .BR FILES ),
                in the demo and the picker; the race records its first lane, the shelves each gesture
                with a
                .B shelf
                field (the shelf it drove, or
                .B list
                for the list's own).
                Lines are kept in memory and written while nothing moves, and on every way out, so
                recording never delays a frame.
                A
                .I FILE
                that cannot be written is named, with the reason, before the screen is touched (exit 73).
                """#, completion: .file, kind: .text
        ) { settings, value, _ in settings.recordPath = value.text },
        OptionSpec(
            ["--autoplay"], value: "SECONDS", commands: .interactive, group: .display,
            summary: "one card every SECONDS; Space pauses",
            help:
                "one card every SECONDS, stopping on the last card (--wrap goes on); Space pauses and resumes it (else Space is PgDn), a drag or another key pauses it until Space; in the race it moves every lane",
            man: #"""
                Move one card every
                .IR SECONDS ,
                as a gentle flick does, stopping on the last card
                .RB ( \-\-wrap
                goes on from the first).
                Space pauses and resumes it (without autoplay, Space pages as PgDn does); a drag, a wheel
                notch or any other key pauses it until Space.
                The status line says
                .B autoplay
                or
                .BR paused .
                """#, completion: .words(["0.5", "1", "2", "5", "10"]), kind: .number(Autoplay.intervalRange, default: nil)
        ) { settings, value, _ in settings.configuration.autoplayInterval = value.number },
        OptionSpec(
            ["--mouse"], value: "auto|pixels|cells|off", commands: .screens, group: .display,
            summary: "how the pointer is read",
            help:
                "the pointer in pixels where the terminal has SGR-Pixels (mode 1016: xterm, kitty, WezTerm, foot), cells, or no mouse",
            man: #"""
                How the pointer is read:
                .B pixels
                where the terminal reports it in pixels (SGR\-Pixels, mode 1016: xterm, kitty, WezTerm,
                foot, contour), so a drag is followed to a fraction of a column;
                .B cells
                as whole cells;
                .B off
                for no mouse at all.
                .B auto
                asks the terminal at start\-up and takes pixels where it has mode 1016, else cells.
                """#, completion: .words(PointerReporting.allCases.map(\.rawValue)),
            kind: .choice(PointerReporting.allCases.map(\.rawValue), default: CarouselConfiguration().pointerReporting.rawValue)
        ) { settings, value, _ in settings.configuration.pointerReporting = PointerReporting(rawValue: value.text) ?? .automatic },
        help,
        version,
    ]

    package static let help = OptionSpec(
        ["-h", "--help"], commands: .everyCommand, group: .display,
        summary: "the help",
        help: "this help (after a command: that command's)",
        man: #"""
            Print the help and exit; after a command, that command's help
            .RB ( "carousel race \-\-help" ,
            the same as
            .BR "carousel help race" ).
            """#)

    package static let version = OptionSpec(
        ["--version"], commands: .everyCommand, group: .display,
        summary: "the version",
        help: "the version",
        man: #"""
            Print the version and exit.
            """#)
}
