/// The checked-in documents made from the option table, by path from the package's root.
package enum DocumentFiles {
    /// Where the option summary's block is: the user guide.
    package static let optionSummary = "doc/guide.md"
    package static let manPage = "doc/carousel.1"
    package static let bash = "completions/carousel.bash"
    package static let zsh = "completions/_carousel"
    package static let fish = "completions/carousel.fish"

    /// The command that writes them afresh after a change to the table.
    package static let regenerate = "make docs"

    /// The lines the guide's generated block stands between.
    package static let summaryStart = "<!-- options: made from OptionTable -->"
    package static let summaryEnd = "<!-- end of options -->"
    /// The man page's generated sections: from the line `.SH OPTIONS` to the next one that
    /// begins with this.
    package static let manStart = ".SH OPTIONS"
    package static let manEnd = ".SH KEYS"
}
