/// fzf's variables for the commands the picker runs (`FZF_QUERY`, `FZF_PROMPT`,
/// `FZF_MATCH_COUNT`...), as the picker stood when the last command was filled in: the
/// program adds them to the environment of every command it starts. The loop's thread alone
/// sets and reads them.
package enum CommandEnvironment {
    nonisolated(unsafe) package static var current: [String: String] = [:]
    /// Variables every command gets for the whole run (`FZF_PORT` of `--listen`).
    nonisolated(unsafe) package static var lasting: [String: String] = [:]

    /// `base` (`NAME=value` strings) with `current`'s variables in place of any of the same name.
    package static func merged(into base: [String]) -> [String] {
        let current = lasting.merging(Self.current) { _, now in now }
        guard !current.isEmpty else { return base }
        let names = Set(current.keys)
        let kept = base.filter { entry in
            guard let equals = entry.firstIndex(of: "=") else { return true }
            return !names.contains(String(entry[..<equals]))
        }
        return kept + current.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
