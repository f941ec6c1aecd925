import CarouselPlatform
import CarouselKit
import CarouselCommandLine
import CarouselTerminal

/// What fzf reads when nothing is piped: `FZF_DEFAULT_COMMAND`'s output when it is set and not
/// empty, else the directory walk (`--walker`, `--walker-root`, `--walker-skip`).
final class FzfInput {
    /// The read end the picker reads, as it would read stdin.
    let fd: Int32
    /// What the messages call it.
    let name: String
    private let command: CommandOutput?

    private init(fd: Int32, name: String, command: CommandOutput?) {
        self.fd = fd
        self.name = name
        self.command = command
    }

    static func start(_ extras: InteractiveCommand.FzfExtras, separator: UInt8) -> FzfInput? {
        if let command = DefaultOptions.environment("FZF_DEFAULT_COMMAND"), !command.isEmpty {
            guard let output = CommandOutput.start(command) else { return nil }
            // The reader blocks until the first lines come, as it does on stdin.
            _ = fcntl(output.fd, F_SETFL, fcntl(output.fd, F_GETFL) & ~O_NONBLOCK)
            return FzfInput(fd: output.fd, name: "FZF_DEFAULT_COMMAND", command: output)
        }
        guard let fd = extras.walker.start(separator: separator) else { return nil }
        return FzfInput(fd: fd, name: "the directory walk", command: nil)
    }

    /// fzf's `start:reload(CMD)`: the command's output is the input, read instead of stdin
    /// or the walk.
    static func command(_ command: String) -> FzfInput? {
        guard let output = CommandOutput.start(command) else { return nil }
        _ = fcntl(output.fd, F_SETFL, fcntl(output.fd, F_GETFL) & ~O_NONBLOCK)
        return FzfInput(fd: output.fd, name: "start:reload", command: output)
    }

    /// The picker has ended: a command still writing is stopped.
    func cancel() {
        command?.cancel()
    }
}
