/// How a grapheme cluster (a Swift `Character`) is shown, so that every terminal moves its
/// cursor by the columns the canvas counted.
///
/// Terminals agree on a base character followed by zero-width scalars: combining marks
/// (`e` U+0301, several on one letter), Hangul conjoining jamo (a leading jamo is 2 columns,
/// vowel and trailing jamo attach to it: `ᄒ ᅡ ᆫ` is one 2-column syllable), East Asian
/// wide and fullwidth characters, a single emoji, a keycap's enclosing mark (`1⃣`), and a
/// pair of regional indicators (a flag: 2 columns, one for each letter). Such a cluster is
/// shown exactly as written.
///
/// They disagree about emoji sequences: measured, `👨‍👩‍👧` advances 6 columns in xterm 379
/// and 2 in tmux 3.3a; `❤️` 1 in both though Unicode says 2; `👍🏽` 4 in both, 2 in newer
/// terminals. So a cluster is shown as its *parts*, each a base with its zero-width marks,
/// without what only joins or restyles emoji: the zero-width joiner U+200D, the variation
/// selectors VS15/VS16 (U+FE0E, U+FE0F), skin-tone modifiers after an emoji they modify
/// (U+1F3FB...U+1F3FF; after anything else one is a 2-column character of its own) and tag characters (U+E0020...U+E007F). `👨‍👩‍👧` is shown as
/// `👨👩👧` (6 columns everywhere), `👍🏽` as `👍`, `❤️` as `❤` (1 column), `1️⃣` as `1⃣`,
/// and every border stays in its column in tmux, xterm, and terminals that join emoji.
package enum ClusterShaping {
    /// Marks after one base character beyond this many are dropped (tmux keeps 21 bytes
    /// per cell, xterm two marks by default, ncurses four): the column is the same.
    package static let longestCluster = 16

    /// One part of a cluster as the canvas shows it: the scalars written together in one
    /// cell (the base first), and the columns they take (1 or 2).
    package struct Part: Equatable, Sendable {
        package var scalars: [Unicode.Scalar]
        package var width: Int
    }

    /// Whether the scalar only joins or restyles emoji, and is left out.
    @inline(__always)
    package static func isDropped(_ v: UInt32) -> Bool {
        v == 0x200D || v == 0xFE0E || v == 0xFE0F || (0xE0020...0xE007F).contains(v)
    }

    @inline(__always)
    package static func isRegionalIndicator(_ v: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(v) }

    @inline(__always)
    package static func isSkinTone(_ v: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(v) }

    /// The parts of a cluster of more than one scalar, in order. A cluster with no base
    /// (a mark at the start of a line, a lone joiner) has no parts: there is nothing a
    /// terminal would draw it on but the cell before, which may be a border.
    package static func parts(of character: Character) -> [Part] {
        var parts: [Part] = []
        for s in character.unicodeScalars {
            let v = s.value
            if isDropped(v) { continue }
            if isSkinTone(v), let last = parts.last, last.scalars[0].properties.isEmojiModifierBase { continue }
            if isRegionalIndicator(v), let last = parts.last, last.scalars.count == 1,
                isRegionalIndicator(last.scalars[0].value), last.width == 1
            {
                // The second letter of a flag: the pair takes a column per letter.
                parts[parts.count - 1].scalars.append(s)
                parts[parts.count - 1].width = 2
                continue
            }
            let w = TextWidth.of(s)
            if w == 0 {
                guard !parts.isEmpty, parts[parts.count - 1].scalars.count < longestCluster else { continue }
                parts[parts.count - 1].scalars.append(s)
            } else {
                parts.append(Part(scalars: [s], width: w))
            }
        }
        return parts
    }

    /// A scalar that always forms a cluster by itself when the scalar after it is one too:
    /// no mark, joiner, selector, jamo or regional indicator, nor one that joins what
    /// follows. Text made of these is drawn a scalar at a time, without the cluster
    /// machinery: ASCII, Latin, punctuation, arrows, symbols, box drawing, CJK and Hangul
    /// syllables.
    @inline(__always)
    package static func standsAlone(_ v: UInt32) -> Bool {
        if v < 0x300 { return true }
        if v < 0x2010 { return false }
        if v < 0x2028 { return true }
        if v < 0x2030 { return false }
        if v < 0x205F { return true }
        if v < 0x2070 { return false }
        if v < 0x20D0 { return true }
        if v < 0x2100 { return false }
        if v < 0x2C00 { return true }
        if v >= 0x4E00 && v < 0xA000 { return true }
        if v >= 0xAC00 && v < 0xD7A4 { return true }
        return false
    }
}
