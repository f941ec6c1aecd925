import CarouselTestSupport
import Foundation
import Testing

/// Pictures in previews: whatever image format the preview prints (kitty's, sixel, PNG in
/// iTerm2's), the card's body shows it; in tmux, with half blocks in its colours.
@Suite("Picture previews")
struct PicturePreviewTests {
    /// Solid 240x160 test pictures, `red.png` and `blue.png`, in a directory of their own:
    /// the command that lists them as the carousel's input, and what a preview begins with
    /// to find them by name.
    static func pictures() throws -> (list: String, cd: String, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carousel-previews-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try PNGFile.write(
            PNGFile.solid(red: 255, green: 0, blue: 0, width: 240, height: 160), to: directory.appendingPathComponent("red.png"))
        try PNGFile.write(
            PNGFile.solid(red: 0, green: 0, blue: 255, width: 240, height: 160), to: directory.appendingPathComponent("blue.png"))
        let cd = "cd \(shq(directory.path)) && "
        return (cd + "ls *.png", cd, directory)
    }

    /// The rows of the current card's body (between its title and its bottom border) and,
    /// of those, the ones whose cells are half blocks of colour `index` (fore and back).
    static func bodyRows(_ coloured: String, screen: Screen, title: String, colour index: Int) -> (body: Int, painted: Int) {
        guard let titleRow = screen.lines.firstIndex(where: { $0.contains("│ \(title)") }),
            let bottom = screen.lines.indices.first(where: { $0 > titleRow && screen.lines[$0].contains("╰") })
        else { return (0, 0) }
        let rows = coloured.split(separator: "\n", omittingEmptySubsequences: false)
        let painted = (titleRow + 1..<bottom).filter { k in
            let row = rows[k]
            return row.contains("38;5;\(index)") && row.contains("48;5;\(index)") && row.filter { $0 == "▀" }.count >= 10
        }
        return (bottom - titleRow - 1, painted.count)
    }

    @Test(
        "a red PNG printed as kitty graphics or sixel makes the card's body red half blocks",
        arguments: ["kitty", "sixel"])
    func redPicture(format: String) async throws {
        let pictures = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: pictures.directory) }
        let preview = pictures.cd + "chafa -f \(format) -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} {}"
        try await TmuxSession.withCarousel(["--preview", preview], pipedCommand: pictures.list, waitForScreen: "page 1/2") { tmux in
            try await tmux.waitFor("red half blocks in the card") {
                let screen = try await tmux.capture()
                let (body, painted) = Self.bodyRows(try await tmux.captureWithAttributes(), screen: screen, title: "blue.png", colour: 21)
                return body > 0 && painted * 3 >= body ? screen : nil
            }
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 2)
            try await tmux.waitFor("the next card red") {
                let screen = try await tmux.capture()
                let (body, painted) = Self.bodyRows(try await tmux.captureWithAttributes(), screen: screen, title: "red.png", colour: 196)
                return body > 0 && painted * 3 >= body ? screen : nil
            }
        }
    }

    @Test("a race shows the picture in every lane, each lane's cards sharing the one preview")
    func raceLanes() async throws {
        let pictures = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: pictures.directory) }
        let preview = pictures.cd + "chafa -f kitty -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} {}"
        try await TmuxSession.withCarousel(
            ["race", "--strategies", "nearest,vote", "--settle-speed", "4", "--preview", preview],
            pipedCommand: pictures.list, waitForScreen: "page 1/2"
        ) { tmux in
            /// The rows of blue half blocks under each lane's label.
            func blueRows() async throws -> (nearest: Int, vote: Int)? {
                let screen = try await tmux.capture()
                let rows = try await tmux.captureWithAttributes().split(separator: "\n", omittingEmptySubsequences: false)
                guard let first = screen.lines.firstIndex(where: { $0.hasPrefix("nearest") }),
                    let second = screen.lines.firstIndex(where: { $0.hasPrefix("vote") })
                else { return nil }
                func painted(_ range: Range<Int>) -> Int {
                    range.filter {
                        $0 < rows.count && rows[$0].contains("38;5;21") && rows[$0].contains("48;5;21")
                            && rows[$0].filter { $0 == "▀" }.count >= 10
                    }.count
                }
                return (painted(first..<second), painted(second..<rows.count))
            }
            _ = try await tmux.waitFor("blue half blocks in both lanes") { () async throws -> Bool? in
                guard let rows = try await blueRows(), rows.nearest >= 3, rows.vote >= 3 else { return nil }
                return true
            }
            // Both lanes move to the red picture, and neither keeps the blue one.
            try await tmux.send("Right")
            _ = try await tmux.waitFor("both lanes on red") { () async throws -> Screen? in
                let screen = try await tmux.capture()
                guard screen.text.components(separatedBy: "page 2/2").count == 3,
                    let rows = try await blueRows(), rows.nearest == 0, rows.vote == 0
                else { return nil }
                let coloured = try await tmux.captureWithAttributes()
                return coloured.components(separatedBy: "48;5;196").count > 6 ? screen : nil
            }
            try await tmux.send("Escape")
            try await tmux.expectTerminalRestored(try await tmux.waitForExit())
        }
    }

    @Test("shelves show each card's picture: a red shelf over a blue one")
    func shelves() async throws {
        let pictures = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: pictures.directory) }
        let preview = pictures.cd + "chafa -f kitty -s ${FZF_PREVIEW_COLUMNS}x${FZF_PREVIEW_LINES} \"$(printf %s {} | cut -f2)\""
        let input = "printf 'warm\\tred.png\\ncool\\tblue.png\\n'"
        try await TmuxSession.withCarousel(["shelves", "--preview", preview], pipedCommand: input, waitForScreen: "shelf 1/2") { tmux in
            _ = try await tmux.waitFor("red half blocks on the first shelf, blue on the second") { () async throws -> Screen? in
                let screen = try await tmux.capture()
                let rows = try await tmux.captureWithAttributes().split(separator: "\n", omittingEmptySubsequences: false)
                guard let cool = screen.lines.firstIndex(where: { $0.contains("cool  page") }) else { return nil }
                func painted(_ range: Range<Int>, _ index: Int) -> Int {
                    range.filter {
                        $0 < rows.count && rows[$0].contains("38;5;\(index)") && rows[$0].contains("48;5;\(index)")
                            && rows[$0].filter { $0 == "▀" }.count >= 10
                    }.count
                }
                return painted(0..<cool, 196) >= 3 && painted(cool..<rows.count, 21) >= 3 && painted(0..<cool, 21) == 0 ? screen : nil
            }
            try await tmux.send("Escape")
            try await tmux.expectTerminalRestored(try await tmux.waitForExit())
        }
    }

    @Test("the preview is told the format to print and the body's size in pixels; in tmux, symbols")
    func environment() async throws {
        try await TmuxSession.withCarousel(
            ["--preview", "echo \"fmt=$CAROUSEL_IMAGE_FORMAT px=${CAROUSEL_PREVIEW_WIDTH_PX}x$CAROUSEL_PREVIEW_HEIGHT_PX\""],
            pipedInput: "one\ntwo\n"
        ) { tmux in
            let screen = try await tmux.waitForScreen(containing: "fmt=symbols")
            #expect(screen.text.range(of: "px=[1-9][0-9]*x[1-9][0-9]*", options: .regularExpression) != nil, "\(screen)")
        }
    }

    @Test("half a picture and a dead preview: the card says how it ended, nothing breaks")
    func truncatedPicture() async throws {
        let pictures = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: pictures.directory) }
        let preview = pictures.cd + "chafa -f kitty -s 40x10 {} | head -c 3000; echo after; exit 3"
        try await TmuxSession.withCarousel(["--preview", preview], pipedCommand: pictures.list, waitForScreen: "page 1/2") { tmux in
            try await tmux.waitForScreen(containing: "exit 3")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 2)
            try await tmux.send("Escape")
            try await tmux.expectTerminalRestored(try await tmux.waitForExit())
        }
    }
}
