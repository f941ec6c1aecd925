import Foundation
import Testing

/// xterm as installed draws with its bitmap font `fixed`, which has no `╭╮╰╯`, `● ○`, `…`
/// nor `⇧` (empty boxes where a program prints them). In xterm the carousel draws only what
/// xterm draws whatever its font: Latin-1 and the VT100's line-drawing set, which xterm
/// draws itself.
@Suite("xterm's default font")
struct XtermDefaultFontTests {
    /// Latin-1, and DEC Special Graphics as Unicode has it.
    static func xtermDraws(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x100
            || [
                0x25C6, 0x2592, 0x2409, 0x240C, 0x240D, 0x240A, 0x2424, 0x240B, 0x2518, 0x2510, 0x250C,
                0x2514, 0x253C, 0x23BA, 0x23BB, 0x2500, 0x23BC, 0x23BD, 0x251C, 0x2524, 0x2534, 0x252C,
                0x2502, 0x2264, 0x2265, 0x03C0, 0x2260,
            ].contains(scalar.value)
    }

    @Test("cards, page dots, the help's keys: nothing xterm's default font would show as a box")
    func onlyWhatXtermDraws() async throws {
        try await XTerminalSession.withCarousel(["--count", "30"], in: .xtermFixed) { x in
            let screen = try await x.waitForScreen("page 1/30 with cards") { $0.page?.current == 1 && $0.contains("┌") }
            let strangers = Set(screen.text.unicodeScalars.filter { !Self.xtermDraws($0) && $0 != "\n" })
            #expect(strangers.isEmpty, "characters a default xterm may draw as boxes: \(strangers.map { String($0) }):\n\(screen)")
            #expect(screen.text.contains("◆"), "the current page's dot:\n\(screen)")
            _ = try await x.picture("cards")
            try await x.key("question")
            let help = try await x.waitForScreen("the help, which lists Home") { $0.contains("Home") }
            let inHelp = Set(help.text.unicodeScalars.filter { !Self.xtermDraws($0) && $0 != "\n" })
            #expect(inHelp.isEmpty, "in the help: \(inHelp.map { String($0) }):\n\(help)")
            _ = try await x.picture("help")
        }
    }
}
