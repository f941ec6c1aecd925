import CarouselCore

/// fzf's `--color`: a base scheme (`dark`, `light`, `16`, `bw`) and colours for the parts of
/// its screen, as fzf reads them (`fg:252,bg+:#262626,hl:underline:bold,prompt:yellow`),
/// carried over to the parts of the carousel that play the same role. Every name and value of
/// fzf 0.74 is taken; those with a counterpart change it:
///
/// | fzf's name | the carousel's part |
/// |---|---|
/// | `fg`, `list-fg` | the cards' text and titles |
/// | `fg+`, `current-fg` | the current card's title |
/// | `bg+`, `current-bg` | the current card's title's background |
/// | `border`, `list-border` | the neighbours' borders |
/// | `pointer` | the current card's border |
/// | `prompt` | the query line's prompt |
/// | `info` | the status line's text |
///
/// With no colours at all (`NO_COLOR`, a terminal without them) nothing here applies.
package struct FzfColors: Sendable, Equatable {
    package enum Base: Sendable, Equatable { case dark, light, sixteen, noColor }

    /// What one name was given: a colour and text attributes.
    package struct Entry: Sendable, Equatable {
        package var color: TerminalColor?
        package var bold = false, dim = false, italic = false, underline = false, reverse = false
        /// `regular`: the part's own weight and underline go.
        package var regular = false
    }

    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    package private(set) var base: Base?
    package private(set) var entries: [String: Entry] = [:]

    package init() {}

    /// Every name fzf 0.74 gives a colour to.
    static let names: Set<String> = [
        "query", "input", "input-fg", "ghost", "disabled", "fg", "bg", "list-fg", "list-bg", "preview-fg", "preview-bg",
        "current-fg", "fg+", "current-bg", "bg+", "alt-bg", "selected-fg", "selected-bg", "nth", "nomatch", "gutter",
        "alt-gutter", "hl", "current-hl", "hl+", "selected-hl", "border", "preview-border", "separator", "scrollbar",
        "preview-scrollbar", "label", "list-label", "list-border", "preview-label", "prompt", "input-bg", "input-border",
        "input-label", "header-border", "header-label", "footer-border", "footer-label", "spinner", "info", "pointer",
        "marker", "header", "header-fg", "header-bg", "footer", "footer-fg", "footer-bg", "gap-line",
    ]

    private static let colorNames: [String: TerminalColor] = [
        "black": .basic(0), "red": .basic(1), "green": .basic(2), "yellow": .basic(3), "blue": .basic(4), "magenta": .basic(5),
        "cyan": .basic(6), "white": .basic(7), "bright-black": .indexed(8), "gray": .indexed(8), "grey": .indexed(8),
        "bright-red": .indexed(9), "bright-green": .indexed(10), "bright-yellow": .indexed(11), "bright-blue": .indexed(12),
        "bright-magenta": .indexed(13), "bright-cyan": .indexed(14), "bright-white": .indexed(15),
    ]

    /// Adds one `--color` value to what earlier ones gave (fzf's later-wins, name by name; a
    /// base scheme starts afresh).
    package mutating func add(_ spec: String) throws(Failure) {
        let words = spec.lowercased().split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }.map(String.init)
        for word in words {
            switch word {
            case "dark": base = .dark; entries = [:]; continue
            case "light": base = .light; entries = [:]; continue
            case "base16", "16": base = .sixteen; entries = [:]; continue
            case "bw", "no": base = .noColor; entries = [:]; continue
            default: break
            }
            let parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2, Self.names.contains(parts[0]) else {
                throw Failure(description: "invalid color specification: \(word)")
            }
            var entry = entries[parts[0]] ?? Entry()
            for value in parts.dropFirst() {
                switch value {
                case "": continue
                case "regular":
                    entry.regular = true; entry.bold = false; entry.dim = false; entry.italic = false; entry.underline = false;
                    entry.reverse = false
                case "bold", "strong": entry.bold = true
                case "dim": entry.dim = true
                case "italic": entry.italic = true
                case "underline", "underline-double", "underline-curly", "underline-dotted", "underline-dashed": entry.underline = true
                case "reverse": entry.reverse = true
                case "blink", "strikethrough", "strip": continue
                default:
                    if let named = Self.colorNames[value] {
                        entry.color = named
                    } else if value.count == 7, value.hasPrefix("#"), let rgb = UInt32(value.dropFirst(), radix: 16) {
                        entry.color = .nearestIndexed(red: UInt8(rgb >> 16), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
                    } else if let n = Int(value), (-1...255).contains(n) {
                        entry.color = n < 0 ? .default : .indexed(UInt8(n))
                    } else {
                        throw Failure(description: "invalid color specification: \(word)")
                    }
                }
            }
            entries[parts[0]] = entry
        }
    }

    /// The appearance a base scheme asks for, if it asks.
    package var appearance: Theme.Appearance? {
        switch base {
        case .dark?: .dark
        case .light?: .light
        default: nil
        }
    }

    /// How many colours the base scheme allows of those the terminal has.
    package func depth(_ terminal: Theme.Depth) -> Theme.Depth {
        switch base {
        case .noColor?: .none
        case .sixteen?: terminal == .full ? .basic : terminal
        default: terminal
        }
    }

    /// `theme` with the colours given laid over the parts they name; a theme without
    /// colours (depth none) is left as it is.
    package func themed(_ theme: Theme, depth: Theme.Depth) -> Theme {
        guard depth != .none else { return theme }
        var t = theme
        func lay(_ name: String, on style: inout Style, background: Bool = false) {
            guard let entry = entries[name] else { return }
            if entry.regular { style.bold = false; style.underline = false; style.dim = false; style.italic = false; style.reverse = false }
            if let color = entry.color {
                if background { style.background = color } else { style.foreground = color }
            }
            if entry.bold { style.bold = true }
            if entry.dim { style.dim = true }
            if entry.italic { style.italic = true }
            if entry.underline { style.underline = true }
            if entry.reverse { style.reverse = true }
        }
        for name in ["fg", "list-fg"] { lay(name, on: &t.text); lay(name, on: &t.title) }
        for name in ["fg+", "current-fg"] { lay(name, on: &t.currentTitle) }
        for name in ["bg+", "current-bg"] { lay(name, on: &t.currentTitle, background: true) }
        for name in ["border", "list-border"] { lay(name, on: &t.neighbourBorder) }
        lay("pointer", on: &t.currentBorder)
        lay("prompt", on: &t.accent)
        lay("info", on: &t.status)
        return t
    }
}
