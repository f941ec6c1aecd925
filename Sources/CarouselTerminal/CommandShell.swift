/// The shell every command runs in (previews, `execute`, `become`, `reload`, fzf's
/// `FZF_DEFAULT_COMMAND`): `/bin/sh -c` unless the program says otherwise, as fzf's
/// `--with-shell` (or, under the name fzf, `$SHELL -c`) does. Set once before the loop starts.
package enum CommandShell {
    /// The program and its flags; the command follows them as one argument.
    nonisolated(unsafe) package private(set) static var prefix: [String] = ["/bin/sh", "-c"]

    /// Commands run as `words` + the command (`["bash", "-c"]`); an empty list is ignored.
    package static func use(_ words: [String]) {
        guard !words.isEmpty else { return }
        prefix = words
    }

    /// The program to start: a path, or a name looked up on PATH.
    static var program: String { prefix[0] }

    /// The whole argument vector for `command`, the program by its name alone as a shell
    /// names it (`sh -c …`, as `ps` shows it).
    static func arguments(_ command: String) -> [String] {
        let name = prefix[0].split(separator: "/").last.map(String.init) ?? prefix[0]
        return [name] + prefix.dropFirst() + [command]
    }
}
