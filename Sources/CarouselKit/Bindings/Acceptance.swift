/// How a picker was left, noted by the controller as it happens and read by the program once
/// the loop has ended: whether the choice was accepted, and by which `--expect` key.
package final class Acceptance: @unchecked Sendable {
    /// Enter, `accept` or an `--expect` key ended the picker (and not Esc, `abort`, Ctrl-C).
    package private(set) var isAccepted = false
    /// The `--expect` key that accepted, by fzf's name; nil for Enter and `accept`.
    package private(set) var key: String?

    /// `print(…)`'s lines, printed on the way out after the query and key, before the choice.
    package internal(set) var printed: [String] = []
    /// fzf's `print-query` (and `accept-or-print-query` with nothing to accept): the query
    /// alone is printed, and the exit is 0.
    package private(set) var printsQueryOnly = false

    package init() {}

    func accept(key: String?) {
        isAccepted = true
        self.key = key
    }

    func acceptQueryOnly() {
        isAccepted = true
        printsQueryOnly = true
    }
}
