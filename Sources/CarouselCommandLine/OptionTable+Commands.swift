import CarouselCore
import CarouselKit

/// The options of one command alone: the race's lanes, the shelves, the scripted drags.
extension OptionTable {
    static let race: [OptionSpec] = [raceStrategies, raceReplay]

    package static let raceStrategies = OptionSpec(
        ["--strategies"], value: "a,b,...|all", commands: [.race], group: .race,
        summary: "the lanes: strategy names separated by commas, or all",
        help: "the lanes, top to bottom: strategy names separated by commas, or all",
        man: #"""
            The lanes, top to bottom: strategy names separated by commas, or
            .B all
            for every one.
            An unknown name is bad usage (exit 64), and the message lists the valid ones.
            """#, completion: .strategies, default: articleStrategies, kind: .text, apply: readStrategies)

    package static let raceReplay = OptionSpec(
        ["--replay"], value: "FILE", commands: [.race], group: .race,
        summary: "play gestures recorded with --record in every lane",
        help:
            "play the gestures recorded with --record in every lane, one after another (the recorded geometry unless told otherwise); a key, a press or the wheel stops it",
        man: #"""
            Play the gestures recorded with
            .B \-\-record
            in
            .I FILE
            into every lane, one after another: a drag's samples at their recorded times, a key's or
            wheel's flick as it was made, each from its recorded page; every lane settles, then the
            next gesture plays after a pause of 0.8 s (shorter with a faster
            .BR \-\-settle\-speed ).
            The status row says
            .RI \(lqreplay " k" / n \(rq;
            a key, a press or the wheel stops it.
            The first gesture's card width, spacing, count, wrap and start page apply where the command
            line says nothing else.
            A line that is not a record exits 65 with its number, an unreadable
            .I FILE
            66, before the screen is touched.
            """#, completion: .file)

    static let shelves: [OptionSpec] = [
        OptionSpec(
            ["--strategies"], value: "a,b,...|all", commands: [.shelves], group: .shelves,
            summary: "one demo shelf per strategy: names separated by commas, or all",
            help: "one demo shelf per strategy named (commas, or all), each paging by its own",
            man: #"""
                Without input: one shelf per strategy named (separated by commas, or
                .B all
                for every one), each paged by the strategy it is named after.
                """#, completion: .strategies, default: articleStrategies, kind: .text, apply: readStrategies),
        OptionSpec(
            ["--strategy"], value: "NAME", commands: [.shelves], group: .shelves,
            summary: "how every shelf of the input pages",
            help: "with input: how every shelf pages",
            man: #"""
                With input: the strategy every shelf pages by.
                """#, completion: .strategy, kind: .strategy(default: Strategies.defaultStrategy.name)
        ) { settings, value, _ in settings.configuration.strategy = Strategies.named(value.text) ?? Strategies.defaultStrategy },
        outerStrategy, shelfCount,
    ]

    package static let outerStrategy = OptionSpec(
        ["--outer-strategy"], value: "NAME", commands: [.shelves], group: .shelves,
        summary: "how the list of shelves settles",
        help: "how the list of shelves settles",
        man: #"""
            How the list of shelves settles after a vertical flick.
            """#, completion: .strategy, kind: .strategy(default: NearestPaging().name))

    package static let shelfCount = OptionSpec(
        ["--shelf-count"], deprecated: ["--shelves"], value: "S", commands: [.shelves], group: .shelves,
        summary: "this many demo shelves, the strategies over again",
        help: "S demo shelves, the strategies over again (a list of any length); not with input, whose lines make their own",
        man: #"""
            .I S
            demo shelves, the strategies over again (a list of any length to try).
            Not with input, whose lines make their own shelves (exit 64).
            """#, kind: .integer(1...Int.max, default: nil))
}
