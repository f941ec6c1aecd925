/// What a terminal can do besides the plain diff: shift cells, repeat a character, draw lines.
extension FrameEncoder {
    /// What the terminal can do besides moving the cursor, setting styles and printing.
    package struct Capabilities: OptionSet, Sendable, Hashable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// ICH and DCH (terminfo `ich`, `dch`): nearly every terminal.
        package static let insertDeleteCharacters = Capabilities(rawValue: 1 << 0)
        /// DECSTBM with IND and RI (terminfo `csr`, `ri`).
        package static let scrollRegion = Capabilities(rawValue: 1 << 1)
        /// SU and SD (terminfo `indn`, `rin`), inside the scroll region.
        package static let scrollUpDown = Capabilities(rawValue: 1 << 2)
        /// DECIC/DECDC and DECLRMM/DECSLRM (the terminal answers DECRQM for mode 69; never
        /// inside tmux or screen, where `ESC[l;rs` saves the cursor instead).
        package static let columnsAndMargins = Capabilities(rawValue: 1 << 3)

        /// REP (`ESC[nb`, terminfo `rep`): a run of one character sent once. Not in tmux or
        /// screen; a terminal whose terminfo claims it is asked first (`ShiftCapabilities`).
        package static let repeatCharacter = Capabilities(rawValue: 1 << 4)

        /// REP for ASCII characters only (tmux 3.3a: `─ESC[9b` prints one `─` there, `-ESC[9b`
        /// ten `-`): runs of spaces, and runs of lines in the line-drawing set.
        package static let repeatASCII = Capabilities(rawValue: 1 << 5)

        /// DEC Special Graphics (`ESC(0`) draws `─` and its kin from ASCII letters, in a UTF-8
        /// terminal too: tmux and urxvt (where they are taken); not PuTTY, the Linux console or
        /// GNU screen (see `FrameEncoder+LineDrawing`).
        package static let lineDrawingCharset = Capabilities(rawValue: 1 << 6)

        /// What an ANSI terminal whose terminfo has `ich`, `dch`, `csr`, `ri`, `indn` and
        /// `rin` (xterm, tmux, screen) can do without asking it anything more.
        package static let ansi: Capabilities = [.insertDeleteCharacters, .scrollRegion, .scrollUpDown]

        /// What tmux (3.3a) can do: the ANSI set, REP for ASCII, and the line-drawing set.
        package static let tmux: Capabilities = ansi.union([.repeatASCII, .lineDrawingCharset])
    }
}
