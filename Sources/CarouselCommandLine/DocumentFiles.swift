/// The checked-in documents made from the option table, by path from the package's root.
public enum DocumentFiles {
    /// Where the option summary's block is: the user guide.
    public static let optionSummary = "doc/guide.md"
    public static let manPage = "doc/carousel.1"
    public static let bash = "completions/carousel.bash"
    public static let zsh = "completions/_carousel"
    public static let fish = "completions/carousel.fish"

    /// The command that writes them afresh after a change to the table.
    public static let regenerate = "make docs"

    /// The lines the guide's generated block stands between.
    public static let summaryStart = "<!-- options: made from OptionTable -->"
    public static let summaryEnd = "<!-- end of options -->"
    /// The man page's generated sections: from the line `.SH OPTIONS` to the next one that
    /// begins with this.
    public static let manStart = ".SH OPTIONS"
    public static let manEnd = ".SH KEYS"
}
