/// The carousel's colours, for a terminal with 256, 8 or no colours, on a dark or a light
/// background.
///
/// Every text colour reaches WCAG AA (4.5:1) against the terminal's background (black for
/// `.dark`, white for `.light`, in xterm's palette), and the page dots 3:1 (WCAG non-text
/// contrast); the status line's text against its own background. The current card stands
/// out from its neighbours by colour and weight, the neighbours recede to grey.
public struct Theme: Sendable {
    /// Ordinary text.
    public var text: Style
    /// Text that matters less (a card's body beside its title).
    public var faint: Style
    /// A card's title.
    public var title: Style
    package var status: Style
    /// What stands out: the current page's marks.
    public var accent: Style
    /// The current card's border.
    public var currentBorder: Style
    package var currentTitle: Style
    /// The neighbours' borders, and the `4 of 20` label written on them: text, not only a line.
    package var neighbourBorder: Style
    package var neighbourText: Style
    package var dotCurrent: Style
    package var dot: Style
    package var overlay: Style
    package var warning: Style
    /// The current card's pointer and highlighted line (fzf's `--pointer`, `--highlight-line`).
    package var currentCard = CurrentCardLook()

    package enum Depth: Sendable { case none, basic, full }

    /// What the terminal's background is: the palette is made to be read against it
    /// (UIKit's `UIUserInterfaceStyle`).
    package enum Appearance: String, Sendable, CaseIterable { case dark, light }

    package static func forDepth(_ depth: Depth, appearance: Appearance = .dark) -> Theme {
        switch (depth, appearance) {
        case (.none, _):
            return Theme(
                text: .plain, faint: .plain, title: Style(bold: true), status: Style(reverse: true),
                accent: Style(bold: true), currentBorder: Style(bold: true), currentTitle: Style(bold: true, underline: true),
                neighbourBorder: .plain, neighbourText: .plain, dotCurrent: Style(bold: true), dot: .plain,
                overlay: .plain, warning: Style(bold: true))
        case (.basic, .dark):
            // Red (3.6:1) and blue (2.2:1) are too dark to read on black: yellow warns. The
            // status line's bold parts would turn black text grey (xterm brightens bold
            // colours 0-7): white on blue stays readable bold or not.
            return Theme(
                text: .plain, faint: Style(dim: true), title: Style(foreground: .cyan, bold: true),
                status: Style(foreground: .white, background: .blue), accent: Style(foreground: .yellow, bold: true),
                currentBorder: Style(foreground: .cyan, bold: true), currentTitle: Style(foreground: .yellow, bold: true),
                neighbourBorder: Style(dim: true), neighbourText: Style(dim: true),
                dotCurrent: Style(foreground: .cyan, bold: true), dot: Style(dim: true),
                overlay: Style(foreground: .green), warning: Style(foreground: .yellow, bold: true))
        case (.basic, .light):
            // Cyan, green and yellow all but vanish on white: blue, magenta and red read.
            return Theme(
                text: .plain, faint: Style(dim: true), title: Style(foreground: .blue, bold: true),
                status: Style(foreground: .white, background: .blue), accent: Style(foreground: .magenta, bold: true),
                currentBorder: Style(foreground: .blue, bold: true), currentTitle: Style(foreground: .magenta, bold: true),
                neighbourBorder: Style(dim: true), neighbourText: Style(dim: true),
                dotCurrent: Style(foreground: .blue, bold: true), dot: Style(dim: true),
                overlay: Style(foreground: .blue), warning: Style(foreground: .red, bold: true))
        case (.full, .dark):
            return Theme(
                text: Style(foreground: .indexed(252)), faint: Style(foreground: .indexed(244)),
                title: Style(foreground: .indexed(117), bold: true),
                status: Style(foreground: .indexed(16), background: .indexed(117)),
                accent: Style(foreground: .indexed(221), bold: true),
                currentBorder: Style(foreground: .indexed(117), bold: true),
                currentTitle: Style(foreground: .indexed(221), bold: true),
                neighbourBorder: Style(foreground: .indexed(244)), neighbourText: Style(foreground: .indexed(245)),
                dotCurrent: Style(foreground: .indexed(117), bold: true), dot: Style(foreground: .indexed(242)),
                overlay: Style(foreground: .indexed(151)), warning: Style(foreground: .indexed(203), bold: true))
        case (.full, .light):
            return Theme(
                text: Style(foreground: .indexed(235)), faint: Style(foreground: .indexed(242)),
                title: Style(foreground: .indexed(25), bold: true),
                status: Style(foreground: .indexed(231), background: .indexed(25)),
                accent: Style(foreground: .indexed(130), bold: true),
                currentBorder: Style(foreground: .indexed(25), bold: true),
                currentTitle: Style(foreground: .indexed(130), bold: true),
                neighbourBorder: Style(foreground: .indexed(242)), neighbourText: Style(foreground: .indexed(241)),
                dotCurrent: Style(foreground: .indexed(25), bold: true), dot: Style(foreground: .indexed(245)),
                overlay: Style(foreground: .indexed(28)), warning: Style(foreground: .indexed(160), bold: true))
        }
    }
}
