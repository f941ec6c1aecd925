import Testing
@testable import CarouselCommandLine

/// FZF_DEFAULT_OPTS and CAROUSEL_DEFAULT_OPTS split as fzf splits them.
@Suite("Shell words")
struct ShellWordsTests {
    @Test func quotesEscapesAndComments() throws {
        #expect(try ShellWords.split("--height 40% --layout=reverse") == ["--height", "40%", "--layout=reverse"])
        #expect(
            try ShellWords.split("--bind 'ctrl-y:execute-silent(echo {} | pbcopy)'") == [
                "--bind", "ctrl-y:execute-silent(echo {} | pbcopy)",
            ])
        #expect(try ShellWords.split(#"--prompt "a \"b\" $HOME" x\ y"#) == ["--prompt", #"a "b" $HOME"#, "x y"])
        #expect(try ShellWords.split("# a comment\n--ansi # another\n  -m") == ["--ansi", "-m"])
        #expect(try ShellWords.split("--a\\\n--b") == ["--a--b"], "a backslash and a newline join the lines")
        #expect(try ShellWords.split("'' x") == ["", "x"], "an empty quoted word is a word")
        #expect(
            try ShellWords.split(#"--delimiter="\t" x\ty"#) == [#"--delimiter=\t"#, "xty"], "in double quotes \\t stays, as fzf reads it")
        #expect(try ShellWords.split("  \t\n ") == [])
        #expect(try ShellWords.split("a#b") == ["a#b"], "# inside a word is a character")
    }

    @Test func anUnclosedQuoteIsSaid() {
        #expect(throws: ShellWords.Failure.self) { try ShellWords.split("--prompt 'abc") }
        #expect(throws: ShellWords.Failure.self) { try ShellWords.split("--prompt \"abc") }
    }
}
