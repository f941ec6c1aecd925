import CarouselMatching

/// fzf's `--preview-window`, every form of 0.74, and what each means on a card.
///
/// | fzf | on a card |
/// |---|---|
/// | `up` `down` `left` `right` (`top` `bottom`) and a size (`40%`, `12`) | the card's inside split: the preview on that side, the card's own text in the rest |
/// | no position (or `next`) | the card's title on its first row, the preview under it |
/// | `border-…` `noborder` | a rule between the preview and the card's text, or none |
/// | `wrap` `wrap-word` `nowrap` | long lines wrapped (at characters, or at words) or cut |
/// | `hidden` `nohidden` | the preview starts hidden (`toggle-preview` shows it) |
/// | `follow` | shows the end of the output as it grows, until scrolled back |
/// | `cycle` | scrolling past either end comes round to the other |
/// | `+SCROLL[/DENOM]` | the first line shown, with fields of the line (`+{2}-5/2`) |
/// | `~N` | the first N lines stay put while the rest scrolls |
/// | `info` `noinfo` | the scroll position on the card's border, or not |
/// | `<SIZE(…)` | the forms in brackets where the preview would be under SIZE columns (or rows) |
/// | `default` | everything back to how it was |
///
/// An unknown word is an error, with fzf's message: `invalid preview window option: X`.
///
/// ```swift
/// let window = try PreviewWindow(parsing: "up,60%,+{2}+3/3,~3")
/// window.initialScroll(forLine: "main.swift:40:x", index: 0, delimiter: FieldDelimiter(":"), height: 12)   // 39: line 40, 3 on, a third of 9 rows back
/// ```
package struct PreviewWindow: Equatable, Sendable {
    package enum Position: String, Equatable, Sendable { case up, down, left, right }

    /// The preview's size: `percent` of the card's inside, or that many columns or rows.
    package struct Size: Equatable, Sendable {
        package var value: Int
        package var percent: Bool
        package init(_ value: Int, percent: Bool) { self.value = value; self.percent = percent }

        /// The size within `length` cells (a percentage rounded down, as fzf's).
        package func cells(of length: Int) -> Int {
            let n = percent ? length * value / 100 : value
            return max(0, min(length, n))
        }
    }

    /// Where the preview goes; nil: the card's own layout (its title, the preview under it).
    package var position: Position?
    package var size = Size(50, percent: true)
    /// A rule between the preview and the card's text (any of fzf's borders but `noborder`).
    package var hasBorder = true
    package var wraps = false
    /// `wrap-word`: long lines break at spaces where they can.
    package var wrapsWords = false
    /// fzf's `hidden`: the preview starts hidden (`toggle-preview` or `show-preview` shows it).
    package var startsHidden = false
    package var follows = false
    package var cycles = false
    /// The scroll position on the border (fzf's `info`, on by default).
    package var showsInfo = true
    /// `~N`: lines kept at the top while the rest scrolls.
    package var headerLines = 0
    /// fzf's scroll expression as written (`+{2}-5/2`), or empty.
    package var scroll = ""
    /// `<SIZE(…)`: under `threshold` cells the window is `alternative` instead.
    package var threshold = 0
    package var alternatives: [PreviewWindow] = []

    package init() {}

    package struct Failure: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// `option` applied on top of `base`, as fzf reads it; `default` inside goes back to
    /// `PreviewWindow()`.
    package init(parsing option: String, onto base: PreviewWindow = PreviewWindow()) throws {
        self = base
        var alternative: (threshold: Int, text: String)? = nil
        for token in Self.tokens(of: option) {
            switch token {
            case .alternative(let size, let text):
                threshold = size
                alternative = (size, text)
            case .word(let word):
                try apply(word)
            }
        }
        if let alternative {
            var base = self
            base.startsHidden = false
            base.alternatives = []
            base.threshold = 0
            alternatives = [try PreviewWindow(parsing: alternative.text, onto: base)]
            threshold = alternative.threshold
        }
    }

    /// The window for a card whose inside is `columns` x `rows`: this one, or its
    /// alternative where the preview would be smaller than the threshold.
    package func resolved(columns: Int, rows: Int) -> PreviewWindow {
        guard threshold > 0, let alternative = alternatives.first, let position else { return self }
        let length = position == .left || position == .right ? columns : rows
        return size.cells(of: length) < threshold ? alternative.resolved(columns: columns, rows: rows) : self
    }

    private mutating func apply(_ word: String) throws {
        switch word {
        case "default": self = PreviewWindow()
        case "hidden": startsHidden = true
        case "nohidden": startsHidden = false
        case "wrap": wraps = true; wrapsWords = false
        case "wrap-word": wraps = true; wrapsWords = true
        case "nowrap": wraps = false; wrapsWords = false
        case "cycle": cycles = true
        case "nocycle": cycles = false
        case "follow": follows = true
        case "nofollow": follows = false
        case "info": showsInfo = true
        case "noinfo": showsInfo = false
        case "up", "top": position = .up
        case "down", "bottom": position = .down
        case "left": position = .left
        case "right": position = .right
        case "next": position = nil
        case "noborder", "border-none": hasBorder = false
        case "rounded", "border", "border-rounded", "border-line", "sharp", "border-sharp", "border-bold",
            "border-block", "border-thinblock", "border-double", "border-dashed", "border-horizontal",
            "border-vertical", "border-up", "border-top", "border-down", "border-bottom", "border-left",
            "border-right":
            hasBorder = true
        default:
            if word.hasPrefix("~"), let n = Int(word.dropFirst()), n >= 0, word.dropFirst().allSatisfy(\.isASCIIDigit),
                word.count == 2 || word.dropFirst().first != "0"
            {
                headerLines = n
            } else if let parsed = try Self.size(word) {
                size = parsed
            } else if Self.isScroll(word) {
                scroll = word
            } else {
                throw Failure(description: "invalid preview window option: " + word)
            }
        }
    }

    /// `40%` or `12`, as fzf's sizes (at most 99%); nil when `word` is no size at all.
    private static func size(_ word: String) throws -> Size? {
        let percent = word.hasSuffix("%")
        let digits = percent ? word.dropLast() : Substring(word)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else { return nil }
        if percent && value > 99 { throw Failure(description: "window size too large (max: 99%)") }
        return Size(value, percent: percent)
    }

    /// fzf's `^(\+{(-?[0-9]+|n)})?([+-][0-9]+)*(-?/[1-9][0-9]*)?$`.
    static func isScroll(_ word: String) -> Bool {
        var rest = Substring(word)
        guard !rest.isEmpty else { return false }
        if rest.hasPrefix("+{"), let close = rest.firstIndex(of: "}") {
            let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            let number = inside.hasPrefix("-") ? inside.dropFirst() : inside
            guard inside == "n" || (!number.isEmpty && number.allSatisfy(\.isASCIIDigit)) else { return false }
            rest = rest[rest.index(after: close)...]
        }
        while let sign = rest.first, sign == "+" || sign == "-" {
            let digits = rest.dropFirst().prefix(while: \.isASCIIDigit)
            if digits.isEmpty { break }
            rest = rest.dropFirst(1 + digits.count)
        }
        if rest.hasPrefix("-/") { rest = rest.dropFirst() }
        if rest.hasPrefix("/") {
            let digits = rest.dropFirst()
            guard let first = digits.first, first != "0", digits.allSatisfy(\.isASCIIDigit) else { return false }
            rest = rest.suffix(0)
        }
        return rest.isEmpty
    }

    private enum Token { case word(String), alternative(Int, String) }

    /// fzf's `[:,]*(<([1-9][0-9]*)\(([^)<]+)\)|[^,:]+)`: words between commas and colons,
    /// and `<SIZE(…)` alternatives.
    private static func tokens(of option: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(option)
        while !rest.isEmpty {
            rest = rest.drop { $0 == "," || $0 == ":" }
            guard !rest.isEmpty else { break }
            if rest.first == "<" {
                let digits = rest.dropFirst().prefix(while: \.isASCIIDigit)
                let afterDigits = rest.dropFirst(1 + digits.count)
                if let first = digits.first, first != "0", afterDigits.first == "(" {
                    let inside = afterDigits.dropFirst().prefix { $0 != ")" && $0 != "<" }
                    let end = afterDigits.dropFirst(1 + inside.count)
                    if !inside.isEmpty, end.first == ")", let size = Int(digits) {
                        tokens.append(.alternative(size, String(inside)))
                        rest = end.dropFirst()
                        continue
                    }
                }
            }
            let word = rest.prefix { $0 != "," && $0 != ":" }
            tokens.append(.word(String(word)))
            rest = rest.dropFirst(word.count)
        }
        return tokens
    }

    /// Lines to scroll past at first for `line` (index `index`), in a preview `height` rows
    /// high, as fzf evaluates the expression: its placeholders filled in from the line, every
    /// character but digits, `+`, `-` and `/` dropped, then `+N` and `-N` added up from -1,
    /// and `/D` taking a D-th of the height (less the `~N` header) back.
    package func initialScroll(forLine line: String, index: Int, delimiter: FieldDelimiter, height: Int) -> Int {
        guard !scroll.isEmpty else { return 0 }
        var expanded = ""
        var rest = Substring(scroll)
        if rest.hasPrefix("+{"), let close = rest.firstIndex(of: "}") {
            let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            if inside == "n" {
                expanded = "+\(index)"
            } else if let field = FieldRange(String(inside)) {
                expanded = "+" + delimiter.placeholderText(of: line, fields: [field])
            }
            rest = rest[rest.index(after: close)...]
        }
        let kept = (expanded + rest).filter { $0.isASCIIDigit || $0 == "+" || $0 == "-" || $0 == "/" }
        var base = -1
        let body = max(0, height - headerLines)
        for component in Self.offsetComponents(kept) {
            if component.hasPrefix("/") {
                if let d = Int(component.dropFirst()), d != 0 { base -= body / d }
                break
            }
            base += Int(component) ?? 0
        }
        return max(0, base)
    }

    /// fzf's `([+-][0-9]+)|(-?/[1-9][0-9]*)`, every match left to right (`-/2` as `/2`).
    static func offsetComponents(_ text: String) -> [String] {
        var out: [String] = []
        var chars = Substring(text)
        while let c = chars.first {
            if c == "+" || c == "-" {
                let digits = chars.dropFirst().prefix(while: \.isASCIIDigit)
                if !digits.isEmpty {
                    out.append(String(c) + digits)
                    chars = chars.dropFirst(1 + digits.count)
                    continue
                }
            }
            let slash = c == "/" ? chars : (c == "-" && chars.dropFirst().first == "/" ? chars.dropFirst() : nil)
            if let slash {
                let digits = slash.dropFirst().prefix(while: \.isASCIIDigit)
                if let first = digits.first, first != "0" {
                    out.append("/" + digits)
                    chars = slash.dropFirst(1 + digits.count)
                    continue
                }
            }
            chars = chars.dropFirst()
        }
        return out
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
