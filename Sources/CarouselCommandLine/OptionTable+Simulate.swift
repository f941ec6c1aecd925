import CarouselCore

/// `simulate` and `compare`: a scripted or recorded drag, and the geometry it runs in. The
/// viewport is given, so nothing is fitted to it.
extension OptionTable {
    static let simulate: [OptionSpec] = [
        drag, replayDrag, simulatedStrategy, viewport, simulatedCardWidth, simulatedSpacing,
    ]

    package static let drag = OptionSpec(
        ["--drag"], value: "X@MS,...", commands: .scripted, group: .simulate,
        summary: "pointer positions at milliseconds since the press",
        help: "pointer positions (cells) at milliseconds since the press; the first sample is the press, the last the release",
        man: #"""
            Pointer positions (cells) at milliseconds since the press; the first sample is the press,
            the last the release.
            The content follows the pointer one to one; a pointer held still for 150 ms or more before
            the release gives velocity 0.
            """#)

    package static let replayDrag = OptionSpec(
        ["--replay"], value: "FILE", commands: .scripted, group: .simulate,
        summary: "gestures recorded with --record",
        help: "instead of --drag: the gestures recorded with --record, each in its own geometry",
        man: #"""
            Instead of
            .BR \-\-drag :
            the gestures recorded in
            .I FILE
            with
            .BR \-\-record ,
            each in its own geometry (the options below do not apply).
            A line that is not a record is reported with its number (exit 65); a
            .I FILE
            that cannot be read exits 66.
            """#, completion: .file)

    package static let simulatedStrategy = OptionSpec(
        ["--strategy"], value: "NAME", commands: [.simulate], group: .simulate,
        summary: "the strategy simulate runs",
        help: "the strategy simulate runs; with --replay, instead of the recorded one",
        man: #"""
            The strategy
            .B simulate
            runs; with
            .BR \-\-replay ,
            it replaces the recorded one.
            """#, completion: .strategy, kind: .strategy(default: nil))

    package static let viewport = OptionSpec(
        ["--viewport"], value: "W", commands: .scripted, group: .simulate,
        summary: "viewport width in columns",
        help: "viewport width in columns",
        man: #"""
            Viewport width in columns.
            """#, kind: .integer(2...100_000, default: DragSimulator().viewport))

    package static let simulatedCardWidth = OptionSpec(
        ["--card-width"], value: "C", commands: .scripted, group: .simulate,
        summary: "card width in columns",
        help: "card width in columns",
        man: #"""
            Card width in columns.
            """#, kind: .integer(CardGeometry.minimumCardWidth...100_000, default: DragSimulator().cardWidth))

    package static let simulatedSpacing = OptionSpec(
        ["--spacing"], value: "S", commands: .scripted, group: .simulate,
        summary: "gap between cards",
        help:
            "gap between cards. Nothing is fitted: a gap wider than a quarter of the viewport, or a card that leaves the neighbours no 2 columns to peek past the gaps, is bad usage",
        man: #"""
            Gap between cards.
            The viewport is given, so nothing is fitted to it: a gap wider than a quarter of the
            viewport, or a card that leaves the neighbours no 2 columns to peek past the gaps, is bad
            usage (exit 64) with a message naming the argument.
            (A page the size of the viewport,
            .BR system ,
            uses no card width.)
            """#, kind: .integer(0...100_000, default: DragSimulator().spacing))

}
