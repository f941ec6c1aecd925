import CarouselCore
import CarouselKit
import CarouselPlatform

/// A failure that is not bad usage: its message and exit status (65 malformed data, 66 an
/// unreadable file).
struct CommandFailure: Error {
    let status: Int32
    let message: String
}

/// `simulate --replay FILE` and `compare --replay FILE`: gestures recorded with `--record`,
/// played again through the same tracker, projection and resolver.
extension SimulateCommand {
    /// One JSON object per recorded gesture: the keys of `simulate --drag`, then the line it
    /// came from, its kind, and what the live run decided.
    static func replay(path: String, strategy: (any PagingResolver)?) throws -> String {
        let records = try readRecords(path: path)
        var lines: [String] = []
        for (line, record) in records {
            let resolver = try resolver(for: record, line: line, path: path, override: strategy)
            // A race's gesture, asked of another of its lanes: as that lane met it.
            let record = strategy == nil ? record : record.replayed(by: resolver)
            let sim = GestureReplay.simulator(for: record)
            let json = sim.json(GestureReplay.run(record, resolver: resolver))
            var extra = ", \"line\": \(line), \"kind\": \"\(record.kind.rawValue)\""
            extra += ", \"recorded_strategy\": \(JSON.quote(record.strategy))"
            extra += ", \"recorded_velocity\": \(Formatting.json(record.velocity))"
            extra += ", \"recorded_target_page\": \(record.targetPage.map { "\($0)" } ?? "null")"
            if let shelf = record.shelf { extra += ", \"shelf\": \(JSON.quote(shelf))" }
            lines.append(String(json.dropLast()) + extra + "}")
        }
        return lines.joined(separator: "\n")
    }

    /// The comparison table for each recorded gesture, under a line that says which.
    static func compareReplay(path: String) throws -> String {
        let records = try readRecords(path: path)
        var blocks: [String] = []
        for (line, r) in records {
            // Every strategy answers it, but a record naming none of them is not ours.
            _ = try resolver(for: r, line: line, path: path, override: nil)
            var head = "line \(line): "
            switch r.kind {
            case .wheel where r.isSwipe:
                head +=
                    "wheel swipe "
                    + r.samples.map { "\(Formatting.json($0.position))@\(Formatting.json($0.milliseconds))" }.joined(separator: ",")
            case .drag:
                head +=
                    "drag " + r.samples.map { "\(Formatting.json($0.position))@\(Formatting.json($0.milliseconds))" }.joined(separator: ",")
            case .wheel, .key:
                let pages = r.flickPages ?? 0
                head += "\(r.kind.rawValue) flick \(pages >= 0 ? "+" : "")\(Formatting.json(pages)) \(r.hard ? "(hard)" : "(gentle)")"
            }
            head += "; recorded with \(r.strategy) from page \(r.startPage); viewport \(r.viewport), card \(r.cardWidth), "
            head += "spacing \(r.spacing), count \(r.count)\(r.wraps ? ", wraps" : ""); "
            if let lanes = r.lanes {
                head +=
                    "in a race of \(lanes.map(\.strategy).joined(separator: ", ")), each strategy from its lane's page in its lane's cards; "
            }
            head += "pages 0-based, offsets in pages, velocity in \(r.axis == .horizontal ? "columns" : "rows")/s\n"
            // In a race each strategy answers as its own lane did.
            blocks.append(head + table(Strategies.all.map { GestureReplay.run(r.replayed(by: $0), resolver: $0) }))
        }
        return blocks.joined(separator: "\n\n")
    }

    private static func resolver(
        for record: GestureRecord, line: Int, path: String,
        override: (any PagingResolver)?
    ) throws -> any PagingResolver {
        if let override { return override }
        guard let named = Strategies.named(record.strategy) else {
            throw CommandFailure(
                status: 65,
                message: "\(path): line \(line): strategy: unknown '\(record.strategy)'; expected one of "
                    + Strategies.names.joined(separator: ", "))
        }
        return named
    }

    static func readRecords(path: String) throws -> [(line: Int, record: GestureRecord)] {
        let bytes: [UInt8]
        switch readWholeFile(path: path) {
        case .success(let b): bytes = b
        case .failure(let reason): throw CommandFailure(status: 66, message: "\(path): \(reason)")
        }
        do {
            let records = try GestureReplay.records(in: String(decoding: bytes, as: UTF8.self))
            if records.isEmpty { throw CommandFailure(status: 65, message: "\(path): no recorded gestures in it") }
            return records
        } catch let error as GestureReplay.LineError {
            throw CommandFailure(status: 65, message: "\(path): \(error.description)")
        }
    }

    private static func readWholeFile(path: String) -> Result<[UInt8], ReadFailure> {
        let fd = path == "-" ? 0 : SystemCall.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadFailure(String(cString: strerror(errno)))) }
        defer { if fd != 0 { close(fd) } }
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { return .failure(ReadFailure("is a directory")) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { p in read(fd, p.baseAddress, p.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(ReadFailure(String(cString: strerror(errno)))) }
            if n == 0 { return .success(out) }
            out.append(contentsOf: chunk[0..<n])
        }
    }

    struct ReadFailure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
