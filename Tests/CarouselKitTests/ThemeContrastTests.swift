@testable import CarouselCore
@testable import CarouselKit
import Testing

/// Every colour of every palette is readable on the background it is made for, measured as
/// WCAG 2 contrast with xterm's colours: 4.5:1 for text (AA), 3:1 for the page dots
/// (non-text contrast), the status line's text against its own background.
struct ThemeContrastTests {
    /// The theme's styles by name, found by reflection so that a style added later is
    /// measured too.
    static func styles(of theme: Theme) -> [(name: String, style: Style)] {
        Mirror(reflecting: theme).children.compactMap { child in
            guard let name = child.label, let style = child.value as? Style else { return nil }
            return (name, style)
        }
    }

    /// Drawn as shapes only; every other style carries text (the borders carry the
    /// `4 of 20` label, the rules' style the help line).
    static let graphicStyles: Set<String> = ["dot", "dotCurrent"]

    static func background(_ appearance: Theme.Appearance) -> RGBColor {
        appearance == .dark ? .black : .white
    }

    /// The contrast of a style's text against what it is drawn on; nil when the style
    /// uses the terminal's default foreground (made by the terminal to read on its own
    /// background) or dim (which each terminal draws its own way).
    static func contrast(of style: Style, on appearance: Theme.Appearance) -> Double? {
        guard let foreground = XtermPalette.color(style.foreground) else { return nil }
        let background = XtermPalette.color(style.background) ?? Self.background(appearance)
        return foreground.contrast(with: background)
    }

    @Test func theContrastComputationAgreesWithWCAGsFigures() {
        #expect(abs(RGBColor.black.contrast(with: .white) - 21) < 1e-9)
        #expect(abs(RGBColor.white.contrast(with: .white) - 1) < 1e-9)
        // #767676 on white is the well-known lightest grey that passes AA: 4.54:1.
        #expect(abs(RGBColor(0x76, 0x76, 0x76).contrast(with: .white) - 4.54) < 0.01)
        // The figures of the defect as reported: body text and title on white.
        #expect(abs(XtermPalette.color(252).contrast(with: .white) - 1.54) < 0.01)
        #expect(abs(XtermPalette.color(221).contrast(with: .white) - 1.39) < 0.01)
        #expect(abs(XtermPalette.color(240).contrast(with: .black) - 2.95) < 0.01)
    }

    @Test func xtermsPaletteIsTheCubeTheRampAndTheSystemColours() {
        #expect(XtermPalette.color(16) == RGBColor(0, 0, 0))
        #expect(XtermPalette.color(25) == RGBColor(0, 95, 175))
        #expect(XtermPalette.color(231) == RGBColor(255, 255, 255))
        #expect(XtermPalette.color(232) == RGBColor(8, 8, 8))
        #expect(XtermPalette.color(255) == RGBColor(238, 238, 238))
        #expect(XtermPalette.color(4) == RGBColor(0, 0, 238))
        #expect(XtermPalette.color(.basic(6)) == RGBColor(0, 205, 205))
        #expect(XtermPalette.color(.default) == nil)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func every256ColourStyleReadsOnItsBackground(appearance: Theme.Appearance) {
        let theme = Theme.forDepth(.full, appearance: appearance)
        for (name, style) in Self.styles(of: theme) {
            let needed = Self.graphicStyles.contains(name) ? 3.0 : 4.5
            guard let ratio = Self.contrast(of: style, on: appearance) else {
                Issue.record("\(appearance) \(name) has no colour of its own to measure")
                continue
            }
            #expect(ratio >= needed, "\(appearance) \(name): \(style.foreground) has \(ratio):1, needs \(needed):1")
        }
    }

    @Test(arguments: Theme.Appearance.allCases)
    func every8ColourStyleReadsOnItsBackground(appearance: Theme.Appearance) {
        let theme = Theme.forDepth(.basic, appearance: appearance)
        for (name, style) in Self.styles(of: theme) {
            let needed = Self.graphicStyles.contains(name) ? 3.0 : 4.5
            if style.foreground == .default {
                // The terminal's own foreground; only a background colour can spoil it.
                #expect(style.background == .default, "\(appearance) \(name)")
                continue
            }
            #expect(!style.dim, "\(appearance) \(name): dim and a colour, unmeasurable")
            // xterm draws bold colours 0-7 as their bright versions: bold black is grey. The
            // status line is drawn bold in part.
            #expect(!(style.foreground == .black && (style.bold || name == "status")), "\(appearance) \(name): bold black turns grey")
            let ratio = Self.contrast(of: style, on: appearance) ?? 0
            #expect(ratio >= needed, "\(appearance) \(name): \(style.foreground) has \(ratio):1, needs \(needed):1")
        }
    }

    @Test(arguments: Theme.Appearance.allCases)
    func theCurrentCardStandsOutFromItsNeighbours(appearance: Theme.Appearance) {
        for depth in [Theme.Depth.full, .basic, .none] {
            let theme = Theme.forDepth(depth, appearance: appearance)
            #expect(theme.currentBorder != theme.neighbourBorder, "\(depth) \(appearance)")
            #expect(theme.currentTitle != theme.neighbourText, "\(depth) \(appearance)")
            #expect(theme.currentBorder.bold && !theme.neighbourBorder.bold, "\(depth) \(appearance)")
        }
        // In colour, the current card's text has more contrast than its neighbours'.
        let theme = Theme.forDepth(.full, appearance: appearance)
        let current = Self.contrast(of: theme.text, on: appearance) ?? 0
        let neighbour = Self.contrast(of: theme.neighbourText, on: appearance) ?? 0
        #expect(current > neighbour * 1.5, "\(appearance): text \(current):1, neighbours \(neighbour):1")
    }

    @Test func withoutColourThereIsNoColourInEitherAppearance() {
        for appearance in Theme.Appearance.allCases {
            for (name, style) in Self.styles(of: Theme.forDepth(.none, appearance: appearance)) {
                #expect(style.foreground == .default && style.background == .default, "\(name)")
            }
        }
    }

    @Test func theLightPaletteIsNotTheDarkOne() {
        #expect(Theme.forDepth(.full, appearance: .light).text != Theme.forDepth(.full, appearance: .dark).text)
        #expect(Theme.forDepth(.basic, appearance: .light).title != Theme.forDepth(.basic, appearance: .dark).title)
    }
}
