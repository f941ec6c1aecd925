import CarouselCore

/// A picture a preview printed, shrunk to its card's body, and the text line it came on:
/// text before it shows above it, text after it below.
package struct PreviewPicture: Equatable, Sendable {
    package let picture: Picture
    package let line: Int
    /// Tells pictures apart where they are drawn as pixels (kitty's image ids): unique
    /// among the pictures of one loader.
    package let id: Int

    package init(picture: Picture, line: Int, id: Int = 0) {
        self.picture = picture
        self.line = max(0, line)
        self.id = id
    }

    package var byteCount: Int { picture.byteCount }
}
