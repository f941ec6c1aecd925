import Foundation

/// `carousel-screenshots OUT_DIR [--carousel PATH] [--only NAME,...]`: the README's pictures
/// of the terminal, drawn by the program's own scenes on a fake clock and written as SVG.
/// The same build writes the same bytes every time. `carousel compare`'s text comes from the
/// carousel beside this program (or `--carousel PATH`).
let scenes: [(name: String, make: (String) throws -> [Shot])] = [
    ("demo", { _ in try DemoScenes.demo() }),
    ("wrap", { _ in DemoScenes.wrap() }),
    ("compare", { try CompareScene.compare(carousel: $0) }),
    ("vertical", { _ in DemoScenes.vertical() }),
    ("picker", { _ in PickerScenes.picker() }),
    ("preview", { _ in PickerScenes.preview() }),
    ("picture", { _ in PickerScenes.picture() }),
    ("narrow", { _ in DemoScenes.small() }),
    ("help", { _ in DemoScenes.help() }),
    ("race", { _ in try RaceScenes.race() }),
    ("shelves", { _ in try RaceScenes.shelves() }),
]

@MainActor
func main() -> Int32 {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var carousel = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("carousel").path
    var only: [String]? = nil
    var out = "screenshots"
    while let argument = arguments.first {
        arguments.removeFirst()
        switch argument {
        case "--carousel" where !arguments.isEmpty: carousel = arguments.removeFirst()
        case "--only" where !arguments.isEmpty: only = arguments.removeFirst().split(separator: ",").map(String.init)
        case let path where !path.hasPrefix("-"): out = path
        default:
            FileHandle.standardError.write(
                Data("usage: carousel-screenshots [OUT_DIR] [--carousel PATH] [--only \(scenes.map(\.name).joined(separator: ","))]\n".utf8)
            )
            return 64
        }
    }
    if let unknown = only?.first(where: { name in !scenes.contains { $0.name == name } }) {
        FileHandle.standardError.write(
            Data("carousel-screenshots: unknown scene '\(unknown)'; scenes are \(scenes.map(\.name).joined(separator: ", "))\n".utf8))
        return 64
    }
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    var failed = 0
    for scene in scenes where only?.contains(scene.name) ?? true {
        do {
            for shot in try scene.make(carousel) {
                var svg = ScreenSVG(shot.screen, title: shot.title)
                let path = (out as NSString).appendingPathComponent(shot.file + ".svg")
                try Data(svg.render().utf8).write(to: URL(fileURLWithPath: path))
                print("\(path)  \(shot.screen.width)x\(shot.screen.height)  \(shot.title)")
            }
        } catch {
            FileHandle.standardError.write(Data("carousel-screenshots: scene \(scene.name) failed: \(error)\n".utf8))
            failed += 1
        }
    }
    return failed == 0 ? 0 : 1
}

exit(main())
