import CarouselCore
import CarouselKit
import Foundation
import Testing

/// Colours that read on the terminal's background, and ASCII where the locale has no UTF-8.
@Suite("Themes and glyphs")
struct ThemeTests {
    /// The 256-colour foreground in effect where `text` begins in a `capture-pane -e`
    /// capture; nil when it is the terminal's default.
    static func foreground(of text: String, in capture: String) -> Int? {
        guard let range = capture.range(of: text) else { return nil }
        var colour: Int? = nil
        for match in capture[..<range.lowerBound].matches(of: /\x1B\[([0-9;]*)m/) {
            let params = match.1.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            var k = 0
            while k < params.count {
                switch params[k] {
                case 0, 39: colour = nil
                case 38 where k + 2 < params.count && params[k + 1] == 5:
                    colour = params[k + 2]
                    k += 2
                case 30...37: colour = params[k] - 30
                default: break
                }
                k += 1
            }
        }
        return colour
    }

    /// The first card's body, its title and the status line's colours, once drawn.
    static func cardColours(_ tmux: TmuxSession) async throws -> (body: Int?, title: Int?, capture: String) {
        try await tmux.waitForScreen(containing: "Drag me")
        let capture = try await tmux.captureWithAttributes()
        return (foreground(of: "Drag me", in: capture), foreground(of: "Card 1", in: capture), capture)
    }

    /// Body text 235 and title 130 on white; 252 and 221 on black.
    static let light = (body: 235, title: 130), dark = (body: 252, title: 221)

    /// The carousel's own frame encoder, and ncurses (`CAROUSEL_PRESENTER=ncurses`).
    static let presenters: [[String: String]] = [[:], ["CAROUSEL_PRESENTER": "ncurses"]]

    @Test(
        "--theme light draws dark text that reads on a white background; --theme dark the reverse",
        arguments: presenters)
    func themeOption(presenter: [String: String]) async throws {
        try await TmuxSession.withCarousel(["--theme", "light"], environment: presenter) { tmux in
            let c = try await Self.cardColours(tmux)
            #expect(c.body == Self.light.body && c.title == Self.light.title, "\(c.capture)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
        // Chosen outright, dark stays dark even where the terminal says its background is white.
        try await TmuxSession.withCarousel(["--theme", "dark"], environment: presenter, paneBackground: "colour231") { tmux in
            let c = try await Self.cardColours(tmux)
            #expect(c.body == Self.dark.body && c.title == Self.dark.title, "\(c.capture)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("by default the palette follows the background the terminal reports (OSC 11)")
    func followsTheReportedBackground() async throws {
        try await TmuxSession.withCarousel(paneBackground: "colour231") { tmux in
            let c = try await Self.cardColours(tmux)
            #expect(c.body == Self.light.body && c.title == Self.light.title, "on white:\n\(c.capture)")
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0)
            try await tmux.expectTerminalRestored(exit)
        }
        // The reply outweighs a COLORFGBG that says otherwise.
        try await TmuxSession.withCarousel(environment: ["COLORFGBG": "0;15"], paneBackground: "colour16") { tmux in
            let c = try await Self.cardColours(tmux)
            #expect(c.body == Self.dark.body && c.title == Self.dark.title, "on black:\n\(c.capture)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("without a reply, COLORFGBG decides; without either, the dark palette")
    func colorFGBGWhenTheTerminalDoesNotSay() async throws {
        try await TmuxSession.withCarousel(environment: ["COLORFGBG": "0;15"]) { tmux in
            let c = try await Self.cardColours(tmux)
            #expect(c.body == Self.light.body, "\(c.capture)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
        try await TmuxSession.withCarousel { tmux in
            let c = try await Self.cardColours(tmux)
            #expect(c.body == Self.dark.body, "\(c.capture)")
            // The keys work straight away: the query left nothing behind in the input.
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("NO_COLOR stays colourless whatever the background")
    func noColorOnLight() async throws {
        try await TmuxSession.withCarousel(environment: ["NO_COLOR": "1"], paneBackground: "colour231") { tmux in
            try await tmux.waitForScreen(containing: "Drag me")
            let capture = try await tmux.captureWithAttributes()
            #expect(!LayoutsAndConventionsTests.hasColour(capture), "\(capture)")
            try await tmux.send("q")
            #expect(try await tmux.waitForExit().status == 0)
        }
    }

    @Test("a bad --theme exits 64 naming it")
    func badTheme() async throws {
        let r = try await Carousel.run(["--theme", "purple"])
        #expect(r.status == 64, "\(r)")
        #expect(r.stderrLines.count == 1 && r.stderr.contains("--theme") && r.stderr.contains("purple"), "\(r)")
    }

    /// Box drawing, the dots and the other symbols the carousel draws with.
    static func hasNonASCII(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value >= 0x80 }
    }

    @Test("under LANG=C the screen is ASCII (+--- borders, o/* dots), laid out as in UTF-8", arguments: presenters)
    func asciiWithoutUTF8(presenter: [String: String]) async throws {
        let unicode = try await TmuxSession.withCarousel(environment: presenter) { tmux in
            let screen = try await tmux.waitForScreen(containing: "Drag me")
            try await tmux.send("q")
            _ = try await tmux.waitForExit()
            return screen
        }
        try await TmuxSession.withCarousel(environment: presenter.merging(["LC_ALL": "C", "LANG": "C"]) { $1 }) { tmux in
            let screen = try await tmux.waitForScreen(containing: "Drag me")
            #expect(!Self.hasNonASCII(screen.text), "not ASCII:\n\(screen)")
            #expect(screen.contains("+----"), "\(screen)")
            #expect(screen.contains("* o o o"), "\(screen)")
            // Every corner where UTF-8 has its rounded one, every line as long.
            let border = try #require(screen.lines.first { $0.contains("+---") })
            let corners = border.indices.filter { border[$0] == "+" }.map { border.distance(from: border.startIndex, to: $0) }
            let unicodeBorder = try #require(unicode.topBorderRow)
            #expect(corners == unicodeBorder.indices.filter { "╭╮".contains(unicodeBorder[$0]) }, "\(screen)\n\(unicode)")
            #expect(screen.lines.map(\.count) == unicode.lines.map { $0.unicodeScalars.count }, "\(screen)\n\(unicode)")
            try await tmux.send("Right")
            try await tmux.waitForPage(2, of: 20)
            try await tmux.waitForRest()
            #expect(!Self.hasNonASCII(try await tmux.capture().text))
            try await tmux.send("q")
            let exit = try await tmux.waitForExit()
            #expect(exit.status == 0)
            try await tmux.expectTerminalRestored(exit)
        }
    }
}
