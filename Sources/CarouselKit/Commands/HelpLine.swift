import CarouselCore

/// The row of keys at the bottom of a scene, made from the key map: every entry's words for
/// where it is shown, the longest variant that fits the width. Narrower screens drop the
/// entries that matter least (higher rank) and use their shorter words.
package enum HelpLine {
    /// Where the line is shown.
    package struct Context: Hashable, Sendable {
        package var axis: Axis = .horizontal
        /// Autoplay runs: its control comes first (WCAG 2.2.2: moving content says how to stop it).
        package var autoplay = false
        /// A picker that searches: letters type, so only keys that are not letters are named.
        package var searches = false
        /// A picker of several choices (`-m`): Tab marks.
        package var multi = false

        package init(axis: Axis = .horizontal, autoplay: Bool = false, searches: Bool = false, multi: Bool = false) {
            self.axis = axis; self.autoplay = autoplay; self.searches = searches; self.multi = multi
        }
        /// The arrows along the axis, as the line names them.
        package var arrows: String { axis == .horizontal ? "←/→" : "↑/↓" }
    }

    /// One entry's words on the line: rank 0 comes first and always stays, rank 1 stays on
    /// the narrowest line, rank 3 only on the widest.
    package struct Hint: Sendable {
        package var rank: Int
        package var long: String
        package var short: String
    }

    /// The variants for `context`, widest first, each with its width: every hint in its
    /// long words; ranks up to 2 in short words; ranks up to 1.
    package static func variants(_ context: Context, keyMap: KeyMap = .searchingCarousel) -> [(text: String, width: Int)] {
        let entries =
            context.searches || context.multi
            ? keyMap.pickerEntries(searching: context.searches, multi: context.multi)
            : keyMap.carouselEntries
        let hints = entries.compactMap { $0.hint(context) }
        // Table order, but what has rank 0 leads.
        let ordered = hints.filter { $0.rank == 0 } + hints.filter { $0.rank > 0 }
        let lines = [
            ordered.map(\.long),
            ordered.filter { $0.rank <= 2 }.map(\.short),
            ordered.filter { $0.rank <= 1 }.map(\.short),
        ].map { " " + $0.joined(separator: "  ") }
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }.map { ($0, TextWidth.of($0)) }
    }

    /// The longest variant no wider than `width`, else the shortest cut to it.
    package static func text(_ context: Context, width: Int, keyMap: KeyMap = .searchingCarousel) -> String {
        let all = variants(context, keyMap: keyMap)
        if let fit = all.first(where: { $0.width <= width }) { return fit.text }
        return TextFitting.fitted(all.last?.text ?? "", width: width)
    }
}
