/// The options of one command alone: the race's lanes, the shelves, the scripted drags.
extension OptionTable {
    static let race: [OptionSpec] = [
        OptionSpec(
            ["--strategies"], value: "a,b,...|all", commands: [.race], group: .race,
            summary: "the lanes: strategy names separated by commas, or all",
            help: "the lanes, top to bottom: strategy names separated by commas, or all; default the articles' six",
            man: #"""
                The lanes, top to bottom: strategy names separated by commas, or
                .B all
                for every one; default the articles' six (system, unclipped, adjacent, nearest,
                one\-at\-a\-time, vote).
                An unknown name is bad usage (exit 64), and the message lists the valid ones.
                """#, completion: .strategies, default: "the articles' six"),
        OptionSpec(
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
                """#, completion: .file),
    ]

    static let shelves: [OptionSpec] = [
        OptionSpec(
            ["--strategies"], value: "a,b,...|all", commands: [.shelves], group: .shelves,
            summary: "one demo shelf per strategy: names separated by commas, or all",
            help: "one demo shelf per strategy named (commas, or all), each paging by its own; default the articles' six",
            man: #"""
                Without input: one shelf per strategy named (separated by commas, or
                .B all
                for every one), each paged by the strategy it is named after; default the articles' six.
                """#, completion: .strategies, default: "the articles' six"),
        OptionSpec(
            ["--strategy"], value: "NAME", commands: [.shelves], group: .shelves,
            summary: "how every shelf of the input pages",
            help: "with input: how every shelf pages; default one-at-a-time",
            man: #"""
                With input: the strategy every shelf pages by; default one\-at\-a\-time.
                """#, completion: .strategy, default: "one-at-a-time"),
        OptionSpec(
            ["--outer-strategy"], value: "NAME", commands: [.shelves], group: .shelves,
            summary: "how the list of shelves settles",
            help: "how the list of shelves settles; default nearest",
            man: #"""
                How the list of shelves settles after a vertical flick; default
                .BR nearest .
                """#, completion: .strategy, default: "nearest"),
        OptionSpec(
            ["--shelf-count"], deprecated: ["--shelves"], value: "S", commands: [.shelves], group: .shelves,
            summary: "this many demo shelves, the strategies over again",
            help: "S demo shelves, the strategies over again (a list of any length); not with input, whose lines make their own",
            man: #"""
                .I S
                demo shelves, the strategies over again (a list of any length to try).
                Not with input, whose lines make their own shelves (exit 64).
                """#),
    ]
}
