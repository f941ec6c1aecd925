import CarouselCore

/// How many colours to draw with: what the terminal says of itself before what terminfo
/// says of its `TERM`. xterm's own default on Debian is `TERM=xterm`, whose terminfo entry
/// has 8 colours, while the xterm it names draws 256 (and 24-bit); believing terminfo alone
/// cuts a preview's colours to 8. As modern TUIs do, the terminal is asked in the start-up
/// round trip (XTGETTCAP `colors` and `RGB`, XTVERSION), and `COLORTERM` is read.
///
/// Only ever more colours than terminfo's 8, never fewer, and never colour where there was
/// none (`NO_COLOR`, a monochrome `TERM`): those are choices, not guesses.
package enum TerminalColourDepth {
    /// The XTGETTCAP queries for the number of colours and for direct colour: `DCS + q
    /// hex(name) ST`. A terminal that does not know XTGETTCAP ignores the string (as it does
    /// every DCS it does not know), and xterm answers only where `allowTcapOps` is set.
    package static let capabilityRequest = "\u{1B}P+q636F6C6F7273\u{1B}\\" + "\u{1B}P+q524742\u{1B}\\"

    /// Terminals whose every version that answers XTVERSION draws 256 colours whatever
    /// `TERM` says, by the start of their reply. tmux is not one: it draws what its own
    /// outer terminal has.
    static let known256 = ["XTerm(", "kitty(", "foot(", "WezTerm ", "ghostty ", "iTerm2 ", "contour ", "mintty "]

    /// The depth to draw with, from terminfo's, `COLORTERM`, and the start-up query's replies.
    package static func depth(terminfo: Theme.Depth, colorTerm: String?, replies: TerminalQueryReplies?) -> Theme.Depth {
        guard terminfo == .basic else { return terminfo }
        if let replies {
            // The terminal's own count, where it gives one, decides.
            if replies.capabilities["RGB"] != nil { return .full }
            if let count = replies.capabilities["colors"].flatMap({ Int($0) }) { return count >= 256 ? .full : .basic }
        }
        if let colorTerm, ["truecolor", "24bit"].contains(colorTerm.lowercased()) { return .full }
        if let name = replies?.terminalVersion, known256.contains(where: { name.hasPrefix($0) }) { return .full }
        return .basic
    }
}
