import CarouselKit
import CarouselTerminal
import Foundation

/// The PNGs of a folder, a card each: the file's name over its picture, decoded when its card
/// first shows and kept for when it comes back.
final class Photos {
    let folder: String
    let names: [String]
    private var pictures: [Int: CardPicture?] = [:]

    init(folder: String) throws {
        self.folder = folder
        names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.lowercased().hasSuffix(".png") }.sorted()
    }

    /// What the card of photo `index` shows.
    func card(at index: Int) -> CardContent {
        guard let picture = picture(at: index) else {
            return CardContent(title: names[index], body: "not a PNG this program can read")
        }
        return CardContent(title: names[index], picture: picture)
    }

    private func picture(at index: Int) -> CardPicture? {
        if let kept = pictures[index] { return kept }
        let bytes = FileManager.default.contents(atPath: folder + "/" + names[index]).map { [UInt8]($0) } ?? []
        let picture = CardPicture(png: bytes)
        pictures[index] = picture
        return picture
    }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("photo-carousel: \(message)\n".utf8))
    exit(status)
}

guard CommandLine.arguments.count == 2 else { fail("usage: photo-carousel FOLDER (of PNG pictures)", status: 64) }
let photos: Photos
do {
    photos = try Photos(folder: CommandLine.arguments[1])
} catch {
    fail("cannot read the folder \(CommandLine.arguments[1])", status: 66)
}
guard !photos.names.isEmpty else { fail("no PNG pictures in \(photos.folder)", status: 66) }

var configuration = CarouselConfiguration()
configuration.title = "photos"
configuration.cardExtent = 44
do {
    if case .finished(let chose?) = try TerminalCarousel.run(
        dataSource: CardList(count: photos.names.count, content: photos.card), configuration: configuration)
    {
        print(photos.names[chose])
    }
} catch {
    fail("\(error)", status: 69)
}
