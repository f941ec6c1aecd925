/// Why a terminal session could not start.
public enum TerminalError: Error, CustomStringConvertible, Equatable {
    case noTerminal(String)
    case unsupportedTerminal(String)
    case setupFailed(String)

    public var description: String {
        switch self {
        case .noTerminal(let why): return "needs a terminal: \(why)"
        case .unsupportedTerminal(let term): return "TERM=\(term) cannot show a carousel (it cannot move the cursor); run it in a terminal such as xterm-256color"
        case .setupFailed(let why): return "could not set up the terminal: \(why)"
        }
    }
}
