/// Box drawing and block elements, drawn as strokes and fills so that borders join exactly
/// whatever font the viewer has.
enum BoxGlyphs {
    /// Arms (left, right, up, down) of a line-drawing character: 0 none, 1 light, 2 heavy, 3 double.
    static let arms: [Character: [Int]] = {
        var table: [Character: [Int]] = [:]
        let sets: [(Int, [Character: String])] = [
            (
                1,
                [
                    "─": "lr", "│": "ud", "┌": "rd", "┐": "ld", "└": "ru", "┘": "lu", "├": "urd", "┤": "uld",
                    "┬": "lrd", "┴": "lru", "┼": "lrud", "╴": "l", "╶": "r", "╵": "u", "╷": "d",
                ]
            ),
            (
                2,
                [
                    "━": "lr", "┃": "ud", "┏": "rd", "┓": "ld", "┗": "ru", "┛": "lu", "┣": "urd", "┫": "uld",
                    "┳": "lrd", "┻": "lru", "╋": "lrud",
                ]
            ),
            (
                3,
                [
                    "═": "lr", "║": "ud", "╔": "rd", "╗": "ld", "╚": "ru", "╝": "lu", "╠": "urd", "╣": "uld",
                    "╦": "lrd", "╩": "lru", "╬": "lrud",
                ]
            ),
        ]
        for (weight, set) in sets {
            for (ch, which) in set { table[ch] = "lrud".map { which.contains($0) ? weight : 0 } }
        }
        return table
    }()

    /// The rounded corners and the arms they join.
    static let rounded: [Character: String] = ["╭": "rd", "╮": "ld", "╰": "ru", "╯": "lu"]

    /// Block elements: the part of the cell they fill (x0, y0, x1, y1, in cell fractions).
    static let blocks: [Character: (Double, Double, Double, Double)] = [
        "█": (0, 0, 1, 1), "▀": (0, 0, 1, 0.5), "▄": (0, 0.5, 1, 1), "▌": (0, 0, 0.5, 1),
        "▐": (0.5, 0, 1, 1), "▁": (0, 7.0 / 8, 1, 1), "▂": (0, 6.0 / 8, 1, 1), "▃": (0, 5.0 / 8, 1, 1),
        "▅": (0, 3.0 / 8, 1, 1), "▆": (0, 2.0 / 8, 1, 1), "▇": (0, 1.0 / 8, 1, 1),
    ]

    /// Shades: how much of the foreground shows over the background.
    static let shades: [Character: Double] = ["░": 0.25, "▒": 0.5, "▓": 0.75]

    static func isSpecial(_ ch: Character) -> Bool {
        arms[ch] != nil || rounded[ch] != nil || blocks[ch] != nil || shades[ch] != nil
    }
}
