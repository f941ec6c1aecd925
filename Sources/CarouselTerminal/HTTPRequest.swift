/// One request to the `--listen` server, read as fzf's own small server reads it: `GET /`
/// (with `limit` and `offset`) or `POST /` with a body of at most a megabyte, an
/// `x-api-key` header; anything else is a bad request. Built from the bytes as they come.
struct HTTPRequest: Equatable {
    enum Method: Equatable {
        case get(limit: Int, offset: Int)
        case post(body: String)
    }

    var method: Method
    var apiKey: String

    /// What reading the bytes so far gives.
    enum Reading: Equatable {
        case needMore
        case request(HTTPRequest)
        case bad(String)
    }

    static let maximumHeaderLength = 64 * 1024
    static let maximumBodyLength = 1024 * 1024

    static func read(_ bytes: [UInt8]) -> Reading {
        guard let end = headerEnd(bytes) else {
            return bytes.count > maximumHeaderLength ? .bad("request too large") : .needMore
        }
        let head = String(decoding: bytes[0..<end], as: UTF8.self)
        var lines = Self.lines(head)
        let requestLine = lines.removeFirst()
        var apiKey = "", contentLength: Int?
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased(),
                value = String(
                    line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
                        .reversed())
            switch name {
            case "content-length":
                guard let n = Int(value), n > 0, n <= maximumBodyLength else { return .bad("invalid content length") }
                contentLength = n
            case "x-api-key": apiKey = value
            default: break
            }
        }
        if let query = getQuery(requestLine) {
            let (limit, offset) = parameters(query)
            return .request(HTTPRequest(method: .get(limit: limit, offset: offset), apiKey: apiKey))
        }
        guard requestLine.hasPrefix("POST / HTTP") else { return .bad("invalid request method") }
        guard let contentLength else { return .bad("content-length header missing") }
        let bodyStart = end + 4
        guard bytes.count >= bodyStart + contentLength else { return .needMore }
        var body = String(decoding: bytes[bodyStart..<(bodyStart + contentLength)], as: UTF8.self)
        while body.hasSuffix("\n") || body.hasSuffix("\r") { body.removeLast() }
        while body.hasPrefix("\n") || body.hasPrefix("\r") { body.removeFirst() }
        return .request(HTTPRequest(method: .post(body: body), apiKey: apiKey))
    }

    /// The header's lines, cut at each CR LF.
    private static func lines(_ head: String) -> [String] {
        var lines: [String] = [], current: [UInt8] = []
        var bytes = Array(head.utf8)[...]
        while let first = bytes.first {
            if first == 13, bytes.dropFirst().first == 10 {
                lines.append(String(decoding: current, as: UTF8.self))
                current = []
                bytes = bytes.dropFirst(2)
            } else {
                current.append(first)
                bytes = bytes.dropFirst()
            }
        }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }

    /// Where the blank line after the headers begins.
    private static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 0...(bytes.count - 4) where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
            return i
        }
        return nil
    }

    /// `GET /` or `GET /?limit=…&offset=…`: the query string ("" for none); nil for another line.
    private static func getQuery(_ line: String) -> String? {
        guard line.hasPrefix("GET /"), line.hasSuffix(" HTTP/1.1") || line.hasSuffix(" HTTP/1.0") else { return nil }
        let target = line.dropFirst("GET /".count).dropLast(" HTTP/1.1".count)
        if target.isEmpty { return "" }
        guard target.hasPrefix("?"),
            target.dropFirst().allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "=" || $0 == "&" })
        else {
            return nil
        }
        return String(target.dropFirst())
    }

    /// fzf's defaults: 100 from 0.
    private static func parameters(_ query: String) -> (limit: Int, offset: Int) {
        var limit = 100, offset = 0
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Int(parts[1]) else { continue }
            if parts[0] == "limit" { limit = value } else if parts[0] == "offset" { offset = value }
        }
        return (limit, offset)
    }
}
