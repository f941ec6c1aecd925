@testable import CarouselCore
@testable import CarouselKit
import Testing

/// fzf's `--color`, read as fzf reads it and laid on the parts that play the same role.
@Suite("fzf's colours")
struct FzfColorsTests {
    private func colors(_ specs: String...) throws -> FzfColors {
        var c = FzfColors()
        for spec in specs { try c.add(spec) }
        return c
    }

    @Test func valuesAsFzfWritesThem() throws {
        let c = try colors("fg:252,bg+:#262626 hl:underline:bold", "PROMPT:Yellow,pointer:-1,info:bright-red:regular")
        #expect(c.entries["fg"]?.color == .indexed(252))
        #expect(c.entries["bg+"]?.color == .nearestIndexed(red: 0x26, green: 0x26, blue: 0x26))
        #expect(c.entries["hl"]?.underline == true && c.entries["hl"]?.bold == true)
        #expect(c.entries["prompt"]?.color == .yellow, "names and colours in any case")
        #expect(c.entries["pointer"]?.color == .default)
        #expect(c.entries["info"]?.color == .indexed(9) && c.entries["info"]?.regular == true)
    }

    @Test func aBaseSchemeStartsAfresh() throws {
        let c = try colors("fg:1", "light,prompt:2")
        #expect(c.base == .light && c.entries["fg"] == nil && c.entries["prompt"]?.color == .indexed(2))
        #expect(try colors("bw").depth(.full) == .none)
        #expect(try colors("16").depth(.full) == .basic)
        #expect(try colors("16").depth(.none) == .none)
        #expect(try colors("prompt:1").depth(.full) == .full, "no scheme: the terminal's colours")
        #expect(try colors("prompt:1").appearance == nil && (try colors("light")).appearance == .light)
    }

    @Test func badSpecificationsAreSaid() {
        for bad in ["fg", "nosuchpart:red", "fg:nosuchcolor", "fg:256", "fg:#12345", "fg:-2"] {
            #expect(throws: FzfColors.Failure.self, "\(bad)") { try colors(bad) }
        }
    }

    @Test func laidOnTheirParts() throws {
        let theme = Theme.forDepth(.full)
        let c = try colors("prompt:196:bold,fg+:46,bg+:17,border:201,pointer:226,info:21")
        let t = c.themed(theme, depth: .full)
        #expect(t.accent.foreground == .indexed(196) && t.accent.bold)
        #expect(t.currentTitle.foreground == .indexed(46) && t.currentTitle.background == .indexed(17))
        #expect(t.neighbourBorder.foreground == .indexed(201))
        #expect(t.currentBorder.foreground == .indexed(226))
        #expect(t.status.foreground == .indexed(21))
        let none = Theme.forDepth(.none)
        #expect(c.themed(none, depth: .none).accent == none.accent, "no colours: nothing laid (NO_COLOR wins)")
    }
}
