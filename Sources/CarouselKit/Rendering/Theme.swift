/// The carousel's colours, for a terminal with 256, 8 or no colours.
public struct Theme: Sendable {
    public var text: Style
    public var faint: Style
    public var title: Style
    public var status: Style
    public var accent: Style
    public var currentBorder: Style
    public var currentTitle: Style
    public var neighbourBorder: Style
    public var neighbourText: Style
    public var dotCurrent: Style
    public var dot: Style
    public var overlay: Style
    public var warning: Style

    public enum Depth: Sendable { case none, basic, full }

    public static func forDepth(_ depth: Depth) -> Theme {
        switch depth {
        case .none:
            return Theme(text: .plain, faint: .plain, title: Style(bold: true), status: Style(reverse: true),
                         accent: Style(bold: true), currentBorder: Style(bold: true), currentTitle: Style(bold: true, underline: true),
                         neighbourBorder: .plain, neighbourText: .plain, dotCurrent: Style(bold: true), dot: .plain,
                         overlay: .plain, warning: Style(bold: true))
        case .basic:
            return Theme(text: .plain, faint: Style(dim: true), title: Style(foreground: .cyan, bold: true),
                         status: Style(foreground: .black, background: .cyan), accent: Style(foreground: .yellow, bold: true),
                         currentBorder: Style(foreground: .cyan, bold: true), currentTitle: Style(foreground: .yellow, bold: true),
                         neighbourBorder: Style(dim: true), neighbourText: Style(dim: true),
                         dotCurrent: Style(foreground: .cyan, bold: true), dot: Style(dim: true),
                         overlay: Style(foreground: .green), warning: Style(foreground: .red, bold: true))
        case .full:
            return Theme(text: Style(foreground: .indexed(252)), faint: Style(foreground: .indexed(244)),
                         title: Style(foreground: .indexed(117), bold: true),
                         status: Style(foreground: .indexed(16), background: .indexed(117)),
                         accent: Style(foreground: .indexed(221), bold: true),
                         currentBorder: Style(foreground: .indexed(117), bold: true),
                         currentTitle: Style(foreground: .indexed(221), bold: true),
                         neighbourBorder: Style(foreground: .indexed(240)), neighbourText: Style(foreground: .indexed(243)),
                         dotCurrent: Style(foreground: .indexed(117), bold: true), dot: Style(foreground: .indexed(240)),
                         overlay: Style(foreground: .indexed(151)), warning: Style(foreground: .indexed(203), bold: true))
        }
    }
}
