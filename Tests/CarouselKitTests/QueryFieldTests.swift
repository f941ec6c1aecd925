import Testing
@testable import CarouselKit

@Suite("The query line's editing")
struct QueryFieldTests {
    private func typed(_ keys: [KeyEvent], from start: String = "") -> QueryField {
        var field = QueryField(start)
        for key in keys { _ = field.apply(key) }
        return field
    }

    private func chars(_ text: String) -> [KeyEvent] { text.map { KeyEvent(.character($0)) } }

    @Test("letters, digits, signs and Space type; Backspace erases before the cursor")
    func typing() {
        var field = typed(chars("ab c?1"))
        #expect(field.text == "ab c?1" && field.cursor == 6)
        let taken = field.apply(KeyEvent(.backspace))
        #expect(taken && field.text == "ab c?")
        // Backspace at the start is taken (it is the query's key) and changes nothing.
        var empty = QueryField()
        let takenAtStart = empty.apply(KeyEvent(.backspace))
        #expect(takenAtStart && empty.text.isEmpty)
    }

    @Test("Ctrl-U erases before the cursor, Ctrl-W the word before it, Alt-D the word after")
    func erasing() {
        #expect(typed([KeyEvent(.control("u"), control: true)], from: "one two").text == "")
        #expect(typed([KeyEvent(.control("w"), control: true)], from: "one two  ").text == "one ")
        #expect(typed([KeyEvent(.control("a"), control: true), KeyEvent(.character("d"), alt: true)], from: "one two").text == " two")
        var middle = typed(
            [
                KeyEvent(.control("b"), control: true), KeyEvent(.control("b"), control: true),
                KeyEvent(.control("u"), control: true),
            ], from: "abcd")
        #expect(middle.text == "cd" && middle.cursor == 0)
        _ = middle.apply(KeyEvent(.delete))
        #expect(middle.text == "d")
    }

    @Test("Ctrl-A/E go to the ends, Ctrl-B/F a character, Alt-B/F a word; typing goes in at the cursor")
    func moving() {
        let field = typed(
            [KeyEvent(.control("a"), control: true)] + chars(">") + [KeyEvent(.control("e"), control: true)] + chars("<"),
            from: "mid")
        #expect(field.text == ">mid<")
        let word = typed([KeyEvent(.character("b"), alt: true)] + chars("^"), from: "alpha beta")
        #expect(word.text == "alpha ^beta")
        let forward = typed(
            [KeyEvent(.control("a"), control: true), KeyEvent(.character("f"), alt: true)] + chars("!"), from: "alpha beta")
        #expect(forward.text == "alpha! beta")
    }

    @Test("arrows, Enter, Esc, Tab and F1 are not the query's: they stay commands")
    func commandsPassThrough() {
        var field = QueryField("x")
        for key: Key in [.left, .right, .up, .down, .enter, .escape, .tab, .backTab, .function(1), .pageDown, .home] {
            let taken = field.apply(KeyEvent(key))
            #expect(!taken, "\(key)")
        }
        let control = field.apply(KeyEvent(.control("c"), control: true))
        #expect(!control)
        #expect(field.text == "x")
    }

    @Test("a paste is typed: line breaks and tabs become spaces, other control characters go")
    func paste() {
        var field = QueryField("a")
        field.insert("b\nc\td\u{7}e\r\n")
        #expect(field.text == "ab c de ")
    }
}
