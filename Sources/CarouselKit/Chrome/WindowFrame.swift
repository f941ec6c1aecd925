import CarouselCore

/// What surrounds a scene on its screen, as fzf's `--margin`, `--border`, `--padding` and
/// `--border-label` put it around its window: empty margins outside, a line of one of fzf's
/// shapes, empty padding inside, a label on the line. The scene is drawn in what is left
/// (`FramedScene`); fzf's spellings are read here so that its users' habits carry over.
///
/// ```swift
/// var frame = WindowFrame()
/// frame.border = try WindowFrame.BorderShape(fzf: "rounded")
/// frame.margin = try WindowFrame.Spacing(fzf: "1,2")
/// frame.contentRect(width: 80, height: 24)   // (3,2 74x20)
/// ```
package struct WindowFrame: Equatable, Sendable {
    /// fzf's border shapes. `line` and `inline` are fzf's for its sections; around the
    /// window they draw as `horizontal`.
    package enum BorderShape: String, CaseIterable, Sendable {
        case rounded, sharp, bold, block, thinblock, double, dashed, horizontal, vertical, top, bottom, left, right, line, inline, none

        /// fzf's name; an empty one (a bare `--border`) is fzf's default, rounded.
        package init(fzf name: String) throws(FrameSpecError) {
            if name.isEmpty { self = .rounded; return }
            guard let shape = BorderShape(rawValue: name) else {
                throw FrameSpecError("invalid border style (expected: \(Self.allCases.map(\.rawValue).joined(separator: "|")))")
            }
            self = shape
        }

        package var hasTop: Bool { ![.vertical, .bottom, .left, .right, .none].contains(self) }
        package var hasBottom: Bool { ![.vertical, .top, .left, .right, .none].contains(self) }
        package var hasLeft: Bool { [.rounded, .sharp, .bold, .block, .thinblock, .double, .dashed, .vertical, .left].contains(self) }
        package var hasRight: Bool { [.rounded, .sharp, .bold, .block, .thinblock, .double, .dashed, .vertical, .right].contains(self) }
    }

    /// Four sizes around a rectangle, each a number of cells or a percentage of the screen's
    /// width (left, right) or height (top, bottom): fzf's `TRBL`, `TB,RL`, `T,RL,B`, `T,R,B,L`.
    package struct Spacing: Equatable, Sendable {
        package enum Size: Equatable, Sendable {
            case cells(Int)
            case percent(Double)

            func resolved(of whole: Int) -> Int {
                switch self {
                case .cells(let n): return n
                case .percent(let p): return Int(Double(whole) * p / 100)
                }
            }
        }

        package var top: Size, right: Size, bottom: Size, left: Size
        package static let zero = Spacing(top: .cells(0), right: .cells(0), bottom: .cells(0), left: .cells(0))

        package init(top: Size, right: Size, bottom: Size, left: Size) {
            self.top = top; self.right = right; self.bottom = bottom; self.left = left
        }

        /// fzf's spelling: one to four comma-separated sizes, each `N` or `N%` (under 50%).
        package init(fzf text: String) throws(FrameSpecError) {
            var sizes: [Size] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                let isPercent = part.hasSuffix("%")
                let digits = isPercent ? part.dropLast() : part
                guard let number = Double(digits.trimmingPrefixSpaces), number >= 0, number.isFinite else {
                    throw FrameSpecError("invalid margin/padding '\(text)' (N or N%, one to four comma-separated)")
                }
                if isPercent {
                    guard number < 50 else { throw FrameSpecError("'\(part)': a percentage must be under 50%") }
                    sizes.append(.percent(number))
                } else {
                    guard number == number.rounded(), number <= 10_000 else {
                        throw FrameSpecError("'\(part)': a size in cells is a whole number")
                    }
                    sizes.append(.cells(Int(number)))
                }
            }
            switch sizes.count {
            case 1: self.init(top: sizes[0], right: sizes[0], bottom: sizes[0], left: sizes[0])
            case 2: self.init(top: sizes[0], right: sizes[1], bottom: sizes[0], left: sizes[1])
            case 3: self.init(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[1])
            case 4: self.init(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[3])
            default: throw FrameSpecError("invalid margin/padding '\(text)' (one to four comma-separated sizes)")
            }
        }

        /// The rectangle left inside `rect` on a screen of `width` x `height`.
        func inset(_ rect: Rect, width: Int, height: Int) -> Rect {
            let t = top.resolved(of: height), b = bottom.resolved(of: height)
            let l = left.resolved(of: width), r = right.resolved(of: width)
            return Rect(x: rect.x + l, y: rect.y + t, width: max(0, rect.width - l - r), height: max(0, rect.height - t - b))
        }
    }

    /// Where the label sits on the line: fzf's `--border-label-pos`: 0 the middle, N the
    /// N-th column from the left, -N from the right; `bottom` on the lower line.
    package struct LabelPosition: Equatable, Sendable {
        package var column = 0
        package var bottom = false
        package init(column: Int = 0, bottom: Bool = false) { self.column = column; self.bottom = bottom }

        /// fzf's spelling: `N`, `center`, `top`, `bottom`, joined with `:` (`-3:bottom`).
        package init(fzf text: String) throws(FrameSpecError) {
            for token in text.lowercased().split(whereSeparator: { $0 == ":" || $0 == "," }) {
                switch token {
                case "center": column = 0
                case "bottom": bottom = true
                case "top": bottom = false
                default:
                    guard let n = Int(token) else {
                        throw FrameSpecError("invalid label position '\(text)' (N, -N, center, top or bottom)")
                    }
                    column = n
                }
            }
        }
    }

    package var margin = Spacing.zero
    package var border = BorderShape.none
    package var padding = Spacing.zero
    /// Text on the border's line (its escape sequences dropped); nil: none.
    package var label: String?
    package var labelPosition = LabelPosition()

    package init() {}

    /// Nothing around the scene: it is drawn as if there were no frame.
    package var isEmpty: Bool { margin == .zero && padding == .zero && border == .none }

    /// The border's rectangle: the screen less the margins.
    package func borderRect(width: Int, height: Int) -> Rect {
        margin.inset(Rect(x: 0, y: 0, width: width, height: height), width: width, height: height)
    }

    /// Where the scene is drawn: inside the margins, the border's lines and the padding.
    package func contentRect(width: Int, height: Int) -> Rect {
        let outer = borderRect(width: width, height: height)
        let top = border.hasTop ? 1 : 0, bottom = border.hasBottom ? 1 : 0
        let left = border.hasLeft ? 1 : 0, right = border.hasRight ? 1 : 0
        let inside = Rect(
            x: outer.x + left, y: outer.y + top, width: max(0, outer.width - left - right),
            height: max(0, outer.height - top - bottom))
        return padding.inset(inside, width: width, height: height)
    }
}

/// A margin, padding, border or label position fzf would refuse, with fzf's reason.
package struct FrameSpecError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}

extension Substring {
    fileprivate var trimmingPrefixSpaces: Substring { drop(while: { $0 == " " }) }
}
