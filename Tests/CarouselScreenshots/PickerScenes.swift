import CarouselCore
import CarouselKit
import CarouselMatching
import CarouselTerminal
import CarouselTestSupport

/// The picker: lines in a pipe, typing to search, previews in colour, a picture.
enum PickerScenes {
    static let lines = [
        "alpha\tthe first letter of the Greek alphabet", "beta\tthe second; Enter prints this line",
        "gamma\tthe third", "delta\tthe fourth",
    ]

    /// A picker over `lines` as `ls | carousel` runs it, previews from `previews` if given.
    static func stage(_ lines: [String], width: Int = 100, height: Int = 24, previews: PreviewLoader? = nil) -> Stage {
        var configuration = CarouselConfiguration()
        configuration.isPicker = true
        configuration.showsDetails = false
        configuration.title = "pick"
        let cards = SearchingLineCards(lines: TextLineCards(lines: lines))
        let source: CollectionViewDataSource =
            previews.map { loader in
                let previewing = PreviewingCards(cards: cards, loader: loader)
                previewing.lineForItem = { cards.lineIndex(forItem: $0) }
                return previewing
            } ?? cards
        let search = PickerSearch(cards: cards, options: SearchOptions(), runsInBackground: false)
        let scene = SceneStack(configuration: configuration, dataSource: source, picker: Picker(lines: cards, search: search))
        return Stage(scene, width: width, height: height)
    }

    /// The previews' commands run to their end, and the frames after.
    static func finishPreviews(_ loader: PreviewLoader, on s: Stage, count: Int) {
        _ = s.screen
        loader.prefetch(Array(0..<count))
        for _ in 0..<10_000 where loader.runningCount > 0 { _ = loader.pump() }
        s.scene.reloadData(now: s.now)
        s.settle()
    }

    static func picker() -> [Shot] {
        let s = stage(lines)
        s.key(.right)
        s.settle()
        let paged = s.screen
        s.type("ea")
        s.settle()
        return [
            Shot(file: "picker", screen: paged, title: "printf 'alpha\\t...' | carousel: a picker in a pipe"),
            Shot(
                file: "picker-search", screen: s.screen,
                title: "typing `ea` in the picker: the matching lines, best first, their matched letters underlined"),
        ]
    }

    static let previewLines = ["Sources/CarouselKit/Preview/PreviewLoader.swift", "README.md", "Makefile", "Package.swift"]

    /// A coloured preview as a shell command would print it: a header, added and removed
    /// lines, a 256-colour and a 24-bit colour, italic, reverse, underline and bold.
    static func colouredPreview(_ index: Int, columns: Int, lines: Int) -> [UInt8] {
        let e = "\u{1B}["
        let line = index < previewLines.count ? previewLines[index] : ""
        let text =
            "\(e)1;35m\(line)\(e)0m  \(e)2mcard \(index)\(e)0m\n\n"
            + "\(e)32m+ previews run for the cards the collection view prefetches\(e)0m\n"
            + "\(e)31m- the event loop waits for a command\(e)0m\n"
            + "\(e)38;5;208m256 colours\(e)0m and \(e)38;2;140;90;230m24-bit ones\(e)0m\n"
            + "\(e)3m// italic, as bat shows comments\(e)0m\n"
            + "\(e)7m reverse \(e)0m \(e)4munderline\(e)0m \(e)1mbold\(e)0m\n"
            + "cols \(columns) x lines \(lines)\n"
        return Array(text.utf8)
    }

    static func preview() -> [Shot] {
        let loader = FixedPreviews.loader { index, columns, lines, _ in colouredPreview(index, columns: columns, lines: lines) }
        let s = stage(previewLines, previews: loader)
        s.key(.right)
        s.settle()
        finishPreviews(loader, on: s, count: previewLines.count)
        return [
            Shot(file: "preview", screen: s.screen, title: "ls | carousel --preview CMD: each card shows the command's output in colour")
        ]
    }

    static let photoLines = ["harbour at dusk.png", "meadow.png", "dunes.png", "lake.png"]

    /// Cards whose preview prints a picture (as kitty graphics), drawn in half blocks as on
    /// any terminal that shows no pictures of its own.
    static func picture() -> [Shot] {
        let loader = FixedPreviews.loader { index, columns, lines, pictures in
            let width = max(1, Int(Double(columns) * pictures.cellSize.width))
            let height = max(1, Int(Double(lines) * pictures.cellSize.height))
            guard let picture = Landscape.picture(width: width, height: height, variant: index) else { return [] }
            return KittyGraphicsEncoder.transmit(picture, id: index + 1)
        }
        let s = stage(photoLines, height: 30, previews: loader)
        s.key(.right)
        s.settle()
        finishPreviews(loader, on: s, count: photoLines.count)
        return [
            Shot(file: "picture", screen: s.screen, title: "ls *.png | carousel --preview CMD: a picture in every card, in half blocks")
        ]
    }
}
