import CarouselCommandLine
import CarouselKit

extension OptionTable {
    /// `--slow-motion F`: every settle F times slower, to watch where a strategy sends a flick.
    package static let slowMotion = OptionSpec(
        ["--slow-motion"], value: "F", commands: [.carousel, .race, .shelves], group: .display,
        summary: "settles F times slower",
        help: "every settle F times slower, to watch where a strategy sends a flick",
        man: #"""
            Every settle
            .I F
            times slower, to watch where a strategy sends a flick.
            """#, kind: .number(1...4, default: 1)
    ) { settings, value, _ in settings.configuration.settleSpeed = 1 / value.number }
}
