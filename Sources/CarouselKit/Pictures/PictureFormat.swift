/// How pictures reach this terminal, best first: kitty's graphics protocol, sixel, iTerm2's
/// inline images, or cells (half blocks in the pictures' colours) where none can be drawn.
/// Its raw value is what a preview is told in `CAROUSEL_IMAGE_FORMAT` (the names `chafa -f`
/// takes).
package enum PictureFormat: String, Sendable, CaseIterable {
    case kitty, sixel, iterm, symbols

    /// The query asked in the start-up round trip: a 1x1 picture kitty's protocol answers
    /// `OK` to, without keeping or drawing it (`a=q`). Terminals without it ignore an APC.
    package static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    /// Inside tmux or GNU screen (`TMUX` or `STY` set, a `TERM` of theirs, or tmux's
    /// `TERM_PROGRAM`): the replies are the multiplexer's, and both take an APC string such
    /// as kitty's graphics query for the window's title, so the query is not sent there.
    package static func isInsideMultiplexer(term: String, termProgram: String?, environment: [String: String]) -> Bool {
        if !(environment["TMUX"] ?? "").isEmpty || !(environment["STY"] ?? "").isEmpty { return true }
        return term.hasPrefix("tmux") || term.hasPrefix("screen") || termProgram == "tmux"
    }
}

/// What a preview command is told of pictures: the format to print, and the body's size in
/// pixels beside its size in cells.
package struct PictureEnvironment: Equatable, Sendable {
    package var format: PictureFormat
    package var cellSize: CellPixelSize

    package init(format: PictureFormat = .symbols, cellSize: CellPixelSize = .fallback) {
        self.format = format
        self.cellSize = cellSize
    }

    /// `CAROUSEL_IMAGE_FORMAT`, `CAROUSEL_PREVIEW_WIDTH_PX` and `_HEIGHT_PX` for a body of
    /// `columns` x `lines` cells.
    package func variables(columns: Int, lines: Int) -> [String] {
        [
            "CAROUSEL_IMAGE_FORMAT=\(format.rawValue)",
            "CAROUSEL_PREVIEW_WIDTH_PX=\(Int(Double(columns) * cellSize.width))",
            "CAROUSEL_PREVIEW_HEIGHT_PX=\(Int(Double(lines) * cellSize.height))",
        ]
    }
}

extension CellPixelSize {
    /// The cell size pictures are fitted with when the terminal did not say (CSI 16 t, or
    /// its window size in pixels): a common 10x20.
    package static let fallback = CellPixelSize(width: 10, height: 20)
}
