@testable import CarouselCore
@testable import CarouselKit
import Testing

/// A card's text: a long line wraps over the card instead of being cut at its edge, and
/// whatever still does not fit ends in `…`.
struct CardTextTests {
    @Test("a title longer than the card wraps over its rows")
    func longTitleWraps() {
        let rows = CardText.rows(title: "one two three four five six", body: "", width: 10, height: 5)
        #expect(rows.map(\.text) == ["one two", "three four", "five six"])
        #expect(rows.allSatisfy { $0.isTitle })
    }

    @Test("a title that does not fit even wrapped ends in … on the last row")
    func titleTooLongForTheCard() {
        let rows = CardText.rows(title: String(repeating: "abcdefghij", count: 10), body: "", width: 10, height: 3)
        #expect(rows.map(\.text) == ["abcdefghij", "abcdefghij", "abcdefghi…"])
    }

    @Test("title, a blank row, then the body; a body cut short ends in …")
    func titleThenBody() {
        let rows = CardText.rows(title: "Card 1", body: "aa bb cc dd ee ff gg hh", width: 5, height: 5)
        #expect(rows.map(\.text) == ["Card", "1", "", "aa bb", "cc d…"])
        let fits = CardText.rows(title: "T", body: "short", width: 10, height: 5)
        #expect(
            fits == [
                .init(text: "T", isTitle: true, titleOffset: 0), .init(text: "", isTitle: false), .init(text: "short", isTitle: false),
            ])
    }

    @Test("a short card that cannot show the body says so with …")
    func noRoomForBody() {
        let rows = CardText.rows(title: "title", body: "body", width: 10, height: 1)
        #expect(rows.map(\.text) == ["title…"])
    }

    @Test("the ellipsis respects wide characters")
    func wideCharacters() {
        let rows = CardText.rows(title: "漢字漢字漢字漢字", body: "", width: 5, height: 2)
        #expect(rows.map(\.text) == ["漢字", "漢字…"])
        for row in rows { #expect(TextWidth.of(row.text) <= 5) }
    }

    @Test("a picker card from a long line wraps the line over its rows instead of cutting it at the edge")
    func cardCellDrawsWrappedTitle() {
        let cell = CardCell(reuseIdentifier: "card")
        cell.title = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu"
        var canvas = Canvas(width: 24, height: 5)
        cell.draw(in: &canvas, frame: Rect(x: 0, y: 0, width: 24, height: 5), isCurrent: true, theme: .forDepth(.none))
        let text = canvas.lines.joined(separator: "\n")
        #expect(canvas.lines[1].contains("alpha beta gamma"), "\(text)")
        #expect(canvas.lines[2].contains("delta epsilon zeta"), "\(text)")
        #expect(canvas.lines[3].contains("…"), "\(text)")
    }
}
