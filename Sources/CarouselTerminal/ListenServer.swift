import CarouselPlatform
import CarouselKit

/// fzf's `--listen`: a small HTTP server in the event loop, never a thread of its own.
/// `GET /` answers the picker's state as JSON; `POST /` with actions in the body (as
/// `--bind` writes them) has them done as a key's. With `FZF_API_KEY` set, a request without
/// that key in `x-api-key` is refused (401). Requests are bounded (64 KiB of headers, a
/// megabyte of body, 16 connections, 10 seconds to arrive); a connection gets one answer and
/// is closed, as fzf's.
package final class ListenServer: RunLoopSource {
    package let address: ListenAddress
    /// The port listened on (the one the system chose for port 0); nil for a socket.
    package private(set) var port: Int?
    /// Whether a request may run commands (`execute`, `reload`...): locally always; remotely
    /// only with `--listen-unsafe`.
    package let allowsCommands: Bool
    private let apiKey: String
    private let listener: Int32
    private var connections: [Connection] = []
    /// The picker's state for a `GET`: `limit` items from `offset`.
    var state: (Int, Int) -> String = { _, _ in "{}" }
    /// Actions received and not yet taken by the loop.
    private var received: [[BindAction]] = []
    private let clock = MonotonicClock()

    static let maximumConnections = 16
    static let patience = 10.0

    private struct Connection {
        var fd: Int32
        var bytes: [UInt8] = []
        var since: Double
    }

    /// Listens at `address`; the reason when it cannot (fzf's words where fzf has them).
    package static func start(_ address: ListenAddress, unsafe: Bool, environment: [String: String]) -> Result<
        ListenServer, ListenAddressError
    > {
        let apiKey = environment["FZF_API_KEY"] ?? ""
        if !address.isLocal && apiKey.isEmpty { return .failure(ListenAddressError("FZF_API_KEY is required to allow remote access")) }
        let opened = address.socketPath.map(openSocket) ?? openTCP(address)
        guard case .success(let (fd, port)) = opened else {
            if case .failure(let error) = opened { return .failure(error) }
            return .failure(ListenAddressError("failed to listen"))
        }
        return .success(ListenServer(address: address, listener: fd, port: port, apiKey: apiKey, allowsCommands: address.isLocal || unsafe))
    }

    private init(address: ListenAddress, listener: Int32, port: Int?, apiKey: String, allowsCommands: Bool) {
        self.address = address
        self.listener = listener
        self.port = port
        self.apiKey = apiKey
        self.allowsCommands = allowsCommands
    }

    deinit {
        close(listener)
        for connection in connections { close(connection.fd) }
        if let path = address.socketPath { unlink(path) }
    }

    /// fzf's variables for the commands: where the server is.
    package var environment: [String: String] {
        if let path = address.socketPath { return ["FZF_SOCK": path] }
        return port.map { ["FZF_PORT": String($0)] } ?? [:]
    }

    // MARK: - The loop's side

    package var descriptors: [Int32] { [listener] + connections.map(\.fd) }

    package func secondsUntilDeadline() -> Double? {
        guard let oldest = connections.map(\.since).min() else { return nil }
        return max(0, oldest + Self.patience - clock.now)
    }

    package func service() -> Bool {
        acceptWaiting()
        var k = 0
        while k < connections.count {
            if let answer = read(&connections[k]) {
                respond(connections[k].fd, answer)
                close(connections[k].fd)
                connections.remove(at: k)
            } else {
                k += 1
            }
        }
        return false
    }

    /// The actions received since the last look, oldest first.
    package func takeReceived() -> [[BindAction]] {
        defer { received.removeAll() }
        return received
    }

    private func acceptWaiting() {
        while connections.count < Self.maximumConnections {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            connections.append(Connection(fd: fd, since: clock.now))
        }
    }

    /// Reads what the connection has; the answer once the request is whole (or bad, or late).
    private func read(_ connection: inout Connection) -> String? {
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = SystemCall.read(connection.fd, &buffer, buffer.count)
            if n > 0 {
                connection.bytes += buffer[0..<n]
                if connection.bytes.count > HTTPRequest.maximumHeaderLength + HTTPRequest.maximumBodyLength + 4 {
                    return Self.bad("request too large")
                }
                continue
            }
            if n < 0 && errno == EINTR { continue }
            let ended = n == 0
            switch HTTPRequest.read(connection.bytes) {
            case .request(let request): return answer(request)
            case .bad(let reason): return Self.bad(reason)
            case .needMore:
                if ended { return Self.bad("incomplete request") }
                return clock.now - connection.since > Self.patience ? Self.bad("request timed out") : nil
            }
        }
    }

    private func answer(_ request: HTTPRequest) -> String {
        guard apiKey.isEmpty || Self.constantTimeEqual(request.apiKey, apiKey) else {
            return Self.answer("HTTP/1.1 401 Unauthorized", "invalid api key")
        }
        switch request.method {
        case .get(let limit, let offset):
            return Self.answer("HTTP/1.1 200 OK\r\nContent-Type: application/json", state(limit, offset))
        case .post(let body):
            switch CarouselController.remoteActions(body, allowsCommands: allowsCommands) {
            case .failure(let failure): return Self.bad(failure.description)
            case .success(let actions):
                guard !actions.isEmpty else { return Self.bad("no action specified") }
                received.append(actions)
                return "HTTP/1.1 200 OK\r\n\r\n"
            }
        }
    }

    private static func bad(_ message: String) -> String { answer("HTTP/1.1 400 Bad Request", message) }

    /// fzf's answers: the message and a newline, its length said.
    private static func answer(_ status: String, _ message: String) -> String {
        let body = message + "\n"
        return status + "\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    /// The answer written whole, waiting at most a second for a slow reader.
    private func respond(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        let deadline = clock.now + 1
        while written < bytes.count && clock.now < deadline {
            let n = bytes[written...].withUnsafeBytes { SystemCall.write(fd, $0.baseAddress, $0.count) }
            if n > 0 { written += n; continue }
            if n < 0 && (errno == EAGAIN || errno == EINTR) { usleep(2000); continue }
            return
        }
    }

    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in 0..<x.count { difference |= x[i] ^ y[i] }
        return difference == 0
    }

    // MARK: - Opening

    private static func openTCP(_ address: ListenAddress) -> Result<(Int32, Int?), ListenAddressError> {
        let failure = ListenAddressError("failed to listen on \(address.host):\(address.port)")
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = SystemCall.streamSocket
        hints.ai_flags = AI_PASSIVE
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(address.host, String(address.port), &hints, &found) == 0, let first = found else { return .failure(failure) }
        defer { freeaddrinfo(found) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard fd >= 0 else { continue }
            var on: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
            guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(fd, 16) == 0 else {
                close(fd)
                continue
            }
            prepare(fd)
            return .success((fd, boundPort(fd) ?? address.port))
        }
        return .failure(failure)
    }

    private static func openSocket(_ path: String) -> Result<(Int32, Int?), ListenAddressError> {
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: addr.sun_path) else {
            return .failure(ListenAddressError("socket path too long: \(path)"))
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
            raw[bytes.count] = 0
        }
        let size = socklen_t(MemoryLayout<sockaddr_un>.size)
        // A socket file no one answers on is left over from an earlier run: replaced, as fzf does.
        let probe = socket(AF_UNIX, SystemCall.streamSocket, 0)
        if probe >= 0 {
            let inUse = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(probe, $0, size) == 0 }
            }
            close(probe)
            if inUse { return .failure(ListenAddressError("socket already in use: \(path)")) }
        }
        unlink(path)
        let fd = socket(AF_UNIX, SystemCall.streamSocket, 0)
        guard fd >= 0 else { return .failure(ListenAddressError("failed to listen on \(path)")) }
        let bound = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) == 0 } }
        guard bound, listen(fd, 16) == 0 else {
            close(fd)
            return .failure(ListenAddressError("failed to listen on \(path)"))
        }
        chmod(path, 0o600)
        prepare(fd)
        return .success((fd, nil))
    }

    private static func prepare(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    /// The port the system gave a socket bound to port 0.
    private static func boundPort(_ fd: Int32) -> Int? {
        var storage = sockaddr_storage()
        var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) == 0 }
        }
        guard ok else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
        default: return nil
        }
    }
}
