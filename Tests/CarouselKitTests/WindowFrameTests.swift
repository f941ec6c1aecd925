@testable import CarouselCore
@testable import CarouselKit
import Testing

/// fzf's `--margin`, `--border`, `--padding` and `--border-label`, read with fzf's rules and
/// drawn around the scene's rectangle.
@Suite("Window frame")
struct WindowFrameTests {
    @Test("fzf's margin forms: one to four sizes, cells or percentages")
    func spacingForms() throws {
        #expect(try WindowFrame.Spacing(fzf: "1") == .init(top: .cells(1), right: .cells(1), bottom: .cells(1), left: .cells(1)))
        #expect(try WindowFrame.Spacing(fzf: "1,2") == .init(top: .cells(1), right: .cells(2), bottom: .cells(1), left: .cells(2)))
        #expect(try WindowFrame.Spacing(fzf: "1,2,3") == .init(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(2)))
        #expect(try WindowFrame.Spacing(fzf: "1,2,3,4") == .init(top: .cells(1), right: .cells(2), bottom: .cells(3), left: .cells(4)))
        #expect(try WindowFrame.Spacing(fzf: "10%,0") == .init(top: .percent(10), right: .cells(0), bottom: .percent(10), left: .cells(0)))
        for bad in ["", "x", "1,2,3,4,5", "-1", "50%", "1.5", "1,,2"] {
            #expect(throws: FrameSpecError.self, "\(bad)") { try WindowFrame.Spacing(fzf: bad) }
        }
    }

    @Test("a bare --border is rounded; an unknown shape is refused with fzf's list")
    func borderShapes() throws {
        #expect(try WindowFrame.BorderShape(fzf: "") == .rounded)
        #expect(try WindowFrame.BorderShape(fzf: "double") == .double)
        #expect(throws: FrameSpecError.self) { try WindowFrame.BorderShape(fzf: "wavy") }
    }

    @Test("label positions: the middle, from either end, on the lower line")
    func labelPositions() throws {
        #expect(try WindowFrame.LabelPosition(fzf: "0") == .init(column: 0, bottom: false))
        #expect(try WindowFrame.LabelPosition(fzf: "3") == .init(column: 3, bottom: false))
        #expect(try WindowFrame.LabelPosition(fzf: "-2:bottom") == .init(column: -2, bottom: true))
        #expect(try WindowFrame.LabelPosition(fzf: "center:bottom") == .init(column: 0, bottom: true))
        #expect(throws: FrameSpecError.self) { try WindowFrame.LabelPosition(fzf: "left") }
    }

    @Test("the content is the screen less margins, the border's lines and padding")
    func contentRect() throws {
        var frame = WindowFrame()
        frame.margin = try .init(fzf: "1,2")
        frame.border = .rounded
        frame.padding = try .init(fzf: "0,1")
        #expect(frame.contentRect(width: 80, height: 24) == Rect(x: 4, y: 2, width: 72, height: 20))
        frame.border = .horizontal
        #expect(frame.contentRect(width: 80, height: 24) == Rect(x: 3, y: 2, width: 74, height: 20))
        frame.border = .left
        #expect(frame.contentRect(width: 80, height: 24) == Rect(x: 4, y: 1, width: 73, height: 22))
        frame.margin = try .init(fzf: "10%")
        frame.border = .none
        frame.padding = .zero
        #expect(frame.contentRect(width: 100, height: 20) == Rect(x: 10, y: 2, width: 80, height: 16))
    }

    @Test("each shape draws its lines, and only its lines", arguments: WindowFrame.BorderShape.allCases)
    func shapesDrawTheirEdges(shape: WindowFrame.BorderShape) {
        var frame = WindowFrame()
        frame.border = shape
        var canvas = Canvas(width: 12, height: 5)
        frame.draw(into: &canvas, border: .plain, label: .plain)
        let lines = canvas.lines
        let inside = frame.contentRect(width: 12, height: 5)
        for y in 0..<5 {
            let row = Array(lines[y])
            for x in 0..<12 {
                let drawn = row[x] != " "
                #expect(drawn == !inside.contains(x: x, y: y), "\(shape) at \(x),\(y):\n\(canvas.text)")
            }
        }
    }

    @Test("the label sits where fzf puts it, cut to the line")
    func labelPlacement() {
        func drawn(_ position: WindowFrame.LabelPosition, label: String = "ab") -> [String] {
            var frame = WindowFrame()
            frame.border = .sharp
            frame.label = label
            frame.labelPosition = position
            var canvas = Canvas(width: 10, height: 3)
            frame.draw(into: &canvas, border: .plain, label: .plain)
            return canvas.lines
        }
        #expect(drawn(.init(column: 0))[0] == "┌───ab───┐")
        #expect(drawn(.init(column: 1))[0] == "ab───────┐")
        #expect(drawn(.init(column: 3))[0] == "┌─ab─────┐")
        #expect(drawn(.init(column: -1))[0] == "┌───────ab")
        #expect(drawn(.init(column: -2))[0] == "┌──────ab┐")
        #expect(drawn(.init(column: 0, bottom: true))[2] == "└───ab───┘")
        #expect(drawn(.init(column: 0), label: "a very long label")[0] == "a very lo…")
    }
}
