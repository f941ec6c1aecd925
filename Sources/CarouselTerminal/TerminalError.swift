/// Why a terminal session could not start.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
    /// No terminal to draw on (`/dev/tty` cannot be opened): why.
    case noTerminal(String)
    /// The terminal cannot move its cursor: its `TERM`.
    case unsupportedTerminal(String)
    /// The terminal could not be set up: why.
    case setupFailed(String)

    public var description: String {
        switch self {
        case .noTerminal(let why): return "needs a terminal: \(why)"
        case .unsupportedTerminal(let term):
            return "TERM=\(term) cannot show a carousel (it cannot move the cursor); run it in a terminal such as xterm-256color"
        case .setupFailed(let why): return "could not set up the terminal: \(why)"
        }
    }
}
