/// Where fzf's `--listen` server listens: `[HOST:]PORT` (port 0: any free one, `localhost` by
/// default) or a Unix socket's path ending in `.sock`. Only loopback and sockets are local:
/// anywhere else needs `FZF_API_KEY`, and runs no command a request asks for unless
/// `--listen-unsafe` said so.
public struct ListenAddress: Equatable, Sendable {
    public var host: String
    public var port: Int
    public var socketPath: String?

    public static let `default` = ListenAddress(host: "localhost", port: 0, socketPath: nil)

    public init(host: String, port: Int, socketPath: String?) {
        self.host = host; self.port = port; self.socketPath = socketPath
    }

    /// fzf's spelling, with fzf's errors.
    public init(fzf text: String) throws(ListenAddressError) {
        if text.hasSuffix(".sock") {
            self.init(host: "", port: 0, socketPath: text)
            return
        }
        var parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 { parts = ["localhost", parts[0]] }
        guard parts.count == 2 else { throw ListenAddressError("invalid listen address: \(text)") }
        guard let port = Int(parts[1]), (0...65535).contains(port) else { throw ListenAddressError("invalid listen port: \(parts[1])") }
        self.init(host: parts[0].isEmpty ? "localhost" : parts[0], port: port, socketPath: nil)
    }

    public var isLocal: Bool { socketPath != nil || host == "localhost" || host == "127.0.0.1" }
}

public struct ListenAddressError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
