import CarouselTestSupport

/// One picture to write: `file`.svg, the screen it shows and what it shows.
struct Shot {
    var file: String
    var screen: VTScreen
    var title: String
}

struct SceneFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What a screen's text says, for choosing frames as a person would.
enum ScreenReading {
    /// The 1-based page the status row shows (`page 3/20`).
    static func page(_ text: String) -> Int? {
        guard let range = text.range(of: "page ") else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }

    /// Whether the cards' edges line up from row to row (one whole frame of a horizontal strip).
    static func coherent(_ text: Substring) -> Bool {
        var edges: Set<Int>? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let columns = Set(Array(line).enumerated().filter { "╭╮╰╯│".contains($0.element) }.map(\.offset))
            if columns.isEmpty { continue }
            if let edges, edges != columns { return false }
            edges = columns
        }
        return true
    }

    /// Projection marks on the lanes' dots: a ◆, or an arrow past the last dot.
    static func marks(_ text: String) -> Int {
        text.filter { $0 == "◆" }.count
            + text.split(separator: "\n").filter { $0.trimmingTrailingSpaces.hasSuffix("→") }.count
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
