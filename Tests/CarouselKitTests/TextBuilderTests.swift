import Testing
@testable import CarouselKit

/// Lines built from bytes read as string interpolation writes them.
@Suite("Text builder")
struct TextBuilderTests {
    @Test("numbers read as interpolation writes them, at both ends of Int too")
    func numbersAsInterpolated() {
        for n in [0, 7, 10, 99, 100, 12_345, -1, -40, Int.max, Int.min, 1_000_000_000] {
            var b = TextBuilder()
            b.add("n="); b.add(n); b.add(" · ×")
            #expect(b.text == "n=\(n) · ×")
        }
    }
}
