import CarouselKit

extension InteractiveCommand {
    /// What the loop calls when the picker's input (stdin, a file, a `reload`'s output) is
    /// readable: reads what is there, takes the header lines (`--header-lines`) out, and
    /// says the search what changed.
    static func reading(_ reader: ItemsReader, into cards: SearchingLineCards, search: PickerSearch?,
                        ansi: Bool) -> () -> (countChanged: Bool, moreToCome: Bool) {
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
}
