import CarouselCore

/// Which palette to draw with: the one for the terminal's background as it reports it, or
/// one chosen outright (UIKit's `overrideUserInterfaceStyle`).
package enum InterfaceStyle: String, Sendable, CaseIterable {
    /// Ask the terminal for its background; `COLORFGBG` when it does not say; dark when
    /// neither does.
    case automatic = "auto"
    case light, dark

    /// The palette for this choice, given what is known of the terminal's background.
    package func resolved(background: RGBColor?, environment: [String: String]) -> Theme.Appearance {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .automatic:
            if let background { return Theme.Appearance(background: background) }
            return environment["COLORFGBG"].flatMap(Theme.Appearance.init(colorFGBG:)) ?? .dark
        }
    }
}

extension Theme.Appearance {
    /// Light when black text reads better on it than white text does (relative luminance
    /// above about 0.18), dark otherwise.
    package init(background: RGBColor) {
        self = background.contrast(with: .black) >= background.contrast(with: .white) ? .light : .dark
    }

    /// From `COLORFGBG` (`fg;bg` or `fg;default;bg`, as rxvt, Konsole and others set it):
    /// the background's colour number decides, as Vim reads it (0-6 and 8 are dark, 7 and
    /// 9-15 light); nil when it names no number.
    package init?(colorFGBG: String) {
        guard let last = colorFGBG.split(separator: ";", omittingEmptySubsequences: false).last,
            let n = Int(last.trimmingCharacters(in: " ")), (0...255).contains(n)
        else { return nil }
        switch n {
        case 0...6, 8: self = .dark
        case 7, 9...15: self = .light
        default: self = Theme.Appearance(background: XtermPalette.color(UInt8(n)))
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return s
    }
}
