/// What one card shows, as a value: its title, the text under it, or a picture there instead.
/// A `CardList` asks for one as its card scrolls into sight, so a program describes its cards
/// without dequeuing a cell or casting it.
///
/// ```swift
/// let fruit = CardList(count: names.count) { index in CardContent(title: names[index]) }
/// ```
public struct CardContent {
    /// The card's title, on its top line.
    public var title: String
    /// The text under the title, wrapped to the card.
    public var body: String
    /// A picture shown under the title instead of the body; nil shows the body.
    public var picture: CardPicture?

    /// A card titled `title`, with `body` or `picture` under the title.
    public init(title: String, body: String = "", picture: CardPicture? = nil) {
        self.title = title
        self.body = body
        self.picture = picture
    }
}
