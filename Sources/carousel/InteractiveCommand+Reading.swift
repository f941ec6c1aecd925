import CarouselKit
import CarouselMatching
import CarouselTerminal

extension InteractiveCommand {
    /// What the loop calls when the picker's input (stdin, a file, a `reload`'s output) is
    /// readable: reads what is there, takes the header lines (`--header-lines`) out, and
    /// says the search what changed.
    static func reading(
        _ reader: ItemsReader, into cards: SearchingLineCards, search: PickerSearch?,
        ansi: Bool
    ) -> () -> (countChanged: Bool, moreToCome: Bool) {
        return { [search] in
            // --tail over a stream that never pauses: every read drops lines and
            // starts the search again, so reading waits for each search to finish.
            if reader.store.tailLimit != nil, search?.isSearching == true { return (false, true) }
            let dropped = reader.store.droppedLines
            var read = reader.readAvailable()
            // --tail dropped lines: every index moved (marks, matches).
            if reader.store.droppedLines != dropped {
                cards.marks.dropFirst(reader.store.droppedLines - dropped)
                search?.storeDidDrop()
                read.countChanged = true
            }
            if reader.takeHeaderLines(ansi: ansi) {
                cards.headerLines = reader.headerLines
                search?.storeDidDrop()
                read.countChanged = true
            }
            if read.countChanged { search?.storeDidGrow() }
            return read
        }
    }

    /// fzf's `reload` for the loop: starts the command (the one before it cancelled), and
    /// gives its output to watch, read into the same store as the input was.
    static func reloading(
        _ reader: ItemsReader, into cards: SearchingLineCards, search: PickerSearch?, ansi: Bool,
        reloads: InputReloads
    ) -> (String) -> TerminalRunner.ExtraInput? {
        return { command in
            guard let output = CommandOutput.start(command) else { return nil }
            reloads.start(output)
            reader.read(from: output.fd)
            let read = reading(reader, into: cards, search: search, ansi: ansi)
            return TerminalRunner.ExtraInput(fd: output.fd) {
                let result = read()
                if !result.moreToCome {
                    reloads.finished(output)
                    output.finished()
                }
                return result
            }
        }
    }
}
