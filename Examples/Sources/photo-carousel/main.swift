import CarouselKit
import CarouselTerminal
import Foundation

/// The PNGs of a folder, a card each: the file's name over its picture, decoded when its card
/// first shows and kept for when it comes back.
final class Photos: CollectionViewDataSource {
    let folder: String
    let names: [String]
    private var pictures: [Int: CardPicture] = [:]

    init(folder: String) throws {
        self.folder = folder
        names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.lowercased().hasSuffix(".png") }.sorted()
    }

    func numberOfItems(in collectionView: CollectionView) -> Int { names.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Carousel.cellIdentifier, for: index)
        guard let card = cell as? CardCell else { return cell }
        card.title = names[index]
        card.picture = picture(at: index)
        if card.picture == nil { card.body = "not a PNG this program can read" }
        return card
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
    if case .finished(let chose?) = try TerminalCarousel.run(dataSource: photos, configuration: configuration) {
        print(photos.names[chose])
    }
} catch {
    fail("\(error)", status: 69)
}
