/// A component's keys laid over the keys of the carousel it holds, as bubbles' and Textual's
/// components each bring their own key map and the help is the focused chain's: entries of
/// its own, its words for the carousel's keys where they mean something of its own there
/// (in the help box and on the help line), the chords it answers before the carousel's, and
/// the carousel's entries it does not show.
///
/// ```swift
/// let shelves = KeyMap.standard.layered(.shelves)
/// shelves.command(for: KeyEvent(.down))   // .focusLane(forward: true), not a flick
/// ```
package struct KeyLayer: Sendable {
    /// An entry's keys and words, in full and in short.
    package typealias Words = (keys: String, meaning: String, short: String)

    /// Entries of its own, each shown after the entry `after` names (nil: before all).
    package var entries: [(after: KeyMap.EntryID?, entry: KeyMap.Entry)] = []
    /// Its words for entries beneath it whose keys do something of its own here.
    package var rewording: [KeyMap.EntryID: Words] = [:]
    /// Its help line's words for entries, where they are not the carousel's.
    package var hints: [KeyMap.EntryID: @Sendable (HelpLine.Context) -> HelpLine.Hint?] = [:]
    /// Chords it answers before any entry's.
    package var bindings: [(chord: KeyMap.Chord, command: CarouselCommand)] = []
    /// Entries beneath it that it does not show (their keys mean nothing here).
    package var hidden: Set<KeyMap.EntryID> = []
    /// What the documents say after an entry's meaning: where it applies, or does not.
    package var notes: [KeyMap.EntryID: String] = [:]

    package init(
        entries: [(after: KeyMap.EntryID?, entry: KeyMap.Entry)] = [], rewording: [KeyMap.EntryID: Words] = [:],
        hints: [KeyMap.EntryID: @Sendable (HelpLine.Context) -> HelpLine.Hint?] = [:],
        bindings: [(chord: KeyMap.Chord, command: CarouselCommand)] = [], hidden: Set<KeyMap.EntryID> = [],
        notes: [KeyMap.EntryID: String] = [:]
    ) {
        self.entries = entries; self.rewording = rewording; self.hints = hints; self.bindings = bindings
        self.hidden = hidden; self.notes = notes
    }
}

extension KeyMap {
    /// The keys as a scene with `layer` over the carousel answers and shows them.
    package func layered(_ layer: KeyLayer) -> KeyMap {
        var map = adding(layer)
        map.entries = map.entries.compactMap { entry in
            guard !layer.hidden.contains(entry.id) else { return nil }
            var e = entry
            if let words = layer.rewording[entry.id] { (e.keys, e.meaning, e.short) = words }
            if let hint = layer.hints[entry.id] { e.hint = hint }
            return e
        }
        map.firstBindings = layer.bindings + firstBindings
        return map
    }

    /// The keys with `layer`'s own entries among them, each in its place, and its notes; the
    /// carousel's words and chords as they are (what the documents list).
    package func adding(_ layer: KeyLayer) -> KeyMap {
        var map = self
        for (after, entry) in layer.entries {
            let place = after.flatMap { id in map.entries.firstIndex { $0.id == id }.map { $0 + 1 } } ?? 0
            map.entries.insert(entry, at: place)
        }
        map.notes.merge(layer.notes) { _, new in new }
        return map
    }
}
