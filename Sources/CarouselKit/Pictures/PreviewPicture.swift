/// A picture a preview printed, shrunk to its card's body, and the text line it came on:
/// text before it shows above it, text after it below.
public struct PreviewPicture: Equatable, Sendable {
    public let picture: Picture
    public let line: Int

    public init(picture: Picture, line: Int) {
        self.picture = picture
        self.line = max(0, line)
    }

    public var byteCount: Int { picture.byteCount }
}
