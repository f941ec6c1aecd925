import CarouselMatching

/// fzf's `--listen`: what a `GET /` reads of the picker (fzf's JSON, field for field), and the
/// actions a `POST /` sends, done as a key's.
extension CarouselController {
    /// The picker's state as fzf's server gives it: `limit` matches and marks from `offset`.
    package func listenState(limit: Int, offset: Int) -> String {
        func item(_ line: Int) -> String {
            let text = picker?.text(ofLine: line) ?? ""
            return "{\"index\":\(line),\"text\":\(JSON.quote(text))}"
        }
        let offset = max(0, offset), limit = max(0, limit)
        let matches = offset < count ? (offset..<min(count, offset + limit)).compactMap { pickerLines?.lineIndex(forItem: $0) } : []
        let marked = marks?.inOrder ?? []
        let selected = offset < marked.count ? Array(marked[offset..<min(marked.count, offset + limit)]) : []
        let current = currentLineIndex.map(item) ?? "null"
        let total = picker?.totalCount ?? count
        return "{\"reading\":\(isLoadingMore),\"progress\":100,\"query\":\(JSON.quote(search?.query ?? "")),"
            + "\"position\":\(count == 0 ? 0 : scrollView.destinationPage),\"sort\":\(search?.options.sorts ?? true),"
            + "\"totalCount\":\(total),\"matchCount\":\(count),\"current\":\(current),"
            + "\"matches\":[\(matches.map(item).joined(separator: ","))],\"selected\":[\(selected.map(item).joined(separator: ","))]}"
    }

    /// Actions a `POST /` sent: done now, as a key's.
    func takeRequested(_ actions: [BindAction], now: Double) -> CarouselAction? {
        perform(actions, now: now)
    }

    /// A `POST /`'s actions, as `--bind` writes them after a key; nil when they do not parse
    /// (the server answers 400 with the reason). Commands are dropped where the server may
    /// not run them (a remote address without `--listen-unsafe`), as fzf's.
    package static func remoteActions(_ text: String, allowsCommands: Bool) -> Result<[BindAction], BindingParser.Failure> {
        var parsed: [BindTrigger: [BindAction]] = [:]
        do { try BindingParser.parse("start:" + text, into: &parsed) } catch { return .failure(error) }
        let actions = parsed[.event(.start)] ?? []
        guard !allowsCommands else { return .success(actions) }
        return .success(actions.filter { !$0.runsACommand })
    }
}

extension BindAction {
    /// Whether the action starts a process (what a remote `--listen` may not ask).
    var runsACommand: Bool {
        switch self {
        case .execute, .executeSilent, .become, .reload, .transform: return true
        default: return false
        }
    }
}
