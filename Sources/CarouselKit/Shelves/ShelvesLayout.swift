/// Splits the terminal for the shelves: a status row (`shelf 3/12`), the list of shelves (a
/// label row over a strip of cards each, all of one height), and the help row. Below one
/// shelf's minimum the whole screen is a note saying so.
public struct ShelvesLayout: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var statusRow: Int?
    public var helpRow: Int?
    /// Where the shelves scroll, top to bottom.
    public var list: Rect
    /// One shelf: its label row and its strip of cards.
    public var shelfHeight: Int
    public var isTooSmall: Bool

    /// A label row and the shortest strip a card still shows a line of text in.
    public static let minimumShelfHeight = 1 + CardGeometry.minimumCardHeight
    /// Taller shelves would only show fewer of them.
    public static let maximumShelfHeight = 1 + 9
    public static let minimumWidth = ScreenLayout.minimumWidth

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        statusRow = nil; helpRow = nil
        list = Rect(x: 0, y: 0, width: 0, height: 0)
        shelfHeight = Self.minimumShelfHeight
        isTooSmall = true
        guard self.width >= Self.minimumWidth else { return }
        var top = 0, bottom = self.height
        if bottom - top >= Self.minimumShelfHeight + 1 { statusRow = 0; top = 1 }
        if bottom - top >= Self.minimumShelfHeight + 3 { bottom -= 1; helpRow = bottom }
        guard bottom - top >= Self.minimumShelfHeight else { return }
        isTooSmall = false
        list = Rect(x: 0, y: top, width: self.width, height: bottom - top)
        // About three shelves a screen: enough to see that they are a list, tall enough for cards.
        shelfHeight = min(max(list.height / 3, Self.minimumShelfHeight), Self.maximumShelfHeight)
    }

    /// Shelves that fit whole in the list.
    public var shelvesPerScreen: Int { max(1, list.height / max(1, shelfHeight)) }
}
