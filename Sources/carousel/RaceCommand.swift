import CarouselCommandLine
import CarouselCore
import CarouselKit

/// `carousel race`: one lane per strategy, one gesture driving all. The demo's options
/// (`--count`, `--items`, `--wrap`, `--card-width`, `--spacing`, ...) and run, started in
/// the race; `--strategies` picks the lanes; `--replay FILE` plays recorded gestures. The
/// option table says which options the race takes, and refuses the demo's `--strategy` and
/// `--vertical` with a word on what to say instead.
enum RaceCommand {
    /// Throws `UsageError` (64) for bad usage, `CommandFailure` for a replay file that
    /// cannot be read (66) or holds a line that is not a record (65): all before the screen.
    static func parse(_ args: inout Arguments) throws -> InteractiveCommand.Options {
        var options = try InteractiveCommand.parse(&args, command: .race)
        var strategies = options.raceLanes
        if let replayPath = options.replayPath {
            let records = try SimulateCommand.readRecords(path: replayPath).map(\.record)
            applyRecordedGeometry(records[0], to: &options, given: options.given)
            options.configuration.raceReplay = records
            // The lanes that made the recording, unless --strategies says which.
            if strategies == nil, let recorded = records[0].lanes?.compactMap({ Strategies.named($0.strategy) }), !recorded.isEmpty {
                strategies = recorded
            }
        }
        options.configuration.raceStrategies = strategies ?? Strategies.raceLanes
        // The race's labels say each lane's decision: the demo's overlay has no place in it.
        options.configuration.title = "race"
        return options
    }

    /// The first record's geometry where the command line says nothing else: the replay then
    /// meets the cards as the recording did. The card width is the one the recording was
    /// given, not a card sized by its strategy (`system`'s fills the viewport): every lane
    /// sizes its cards from it as it did live.
    static func applyRecordedGeometry(_ record: GestureRecord, to options: inout InteractiveCommand.Options, given: Set<String>) {
        var display = options.display
        if !given.contains(OptionTable.cardWidth.name), let width = record.configuredCardWidth { display.configuration.cardExtent = width }
        if !given.contains(OptionTable.spacing.name) { display.configuration.spacing = record.spacing }
        if !given.contains(OptionTable.count.name) && display.itemsPath == nil { display.count = record.count }
        if given.isDisjoint(with: [OptionTable.wrap.name, OptionTable.cycle.name, OptionTable.noCycle.name]) {
            display.configuration.wraps = record.wraps
        }
        if !given.contains(OptionTable.align.name) { display.configuration.alignment = record.alignment }
        if !given.contains(OptionTable.startPage.name) { display.startPage = min(record.startPage, Int.max - 1) + 1 }
        options.display = display
    }
}
