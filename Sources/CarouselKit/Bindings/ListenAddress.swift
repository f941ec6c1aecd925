/// Where fzf's `--listen` server listens: `[HOST:]PORT` (port 0: any free one, `localhost` by
/// default) or a Unix socket's path ending in `.sock`. Only loopback and sockets are local:
/// anywhere else needs `FZF_API_KEY`, and runs no command a request asks for unless
/// `--listen-unsafe` said so.
package struct ListenAddress: Equatable, Sendable {
    package var host: String
    package var port: Int
    package var socketPath: String?

    package static let `default` = ListenAddress(host: "localhost", port: 0, socketPath: nil)

    package init(host: String, port: Int, socketPath: String?) {
        self.host = host; self.port = port; self.socketPath = socketPath
    }

    /// fzf's spelling, with fzf's errors.
    package init(fzf text: String) throws(ListenAddressError) {
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

    package var isLocal: Bool { socketPath != nil || host == "localhost" || host == "127.0.0.1" }
}

package struct ListenAddressError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}
