/// A picture a card shows under its title: a PNG decoded once, drawn fitted to the card as
/// coloured half blocks (where the terminal draws pixels, the picture itself over them),
/// through the same path as a `--preview` command's picture. Decode each file once and hand
/// the same value to every cell that shows it: its fitted cells are kept between frames.
///
/// ```swift
/// cell.picture = CardPicture(png: Array(FileManager.default.contents(atPath: path) ?? Data()))
/// ```
public struct CardPicture {
    /// The picture as a finished preview's output, which is what a card knows how to draw.
    let content: PreviewContent

    /// The picture in `bytes`, a PNG file's; nil when they are not a PNG this library reads.
    public init?(png bytes: [UInt8]) {
        guard let picture = PNGDecoder.decode(bytes) else { return nil }
        content = PreviewContent(index: 0)
        content.picture = PreviewPicture(picture: picture, line: 0)
        content.state = .finished(.exited(0))
    }

    init(content: PreviewContent) {
        self.content = content
    }
}

extension CardCell {
    /// The picture shown under the title instead of the body; nil shows the body.
    public var picture: CardPicture? {
        get { preview.flatMap { $0.picture == nil ? nil : CardPicture(content: $0) } }
        set { preview = newValue?.content }
    }
}
