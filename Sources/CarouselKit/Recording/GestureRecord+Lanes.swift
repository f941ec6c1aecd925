import CarouselCore

/// A gesture made in the race drove every lane, each in its own geometry (a strategy whose
/// page is the viewport has cards as wide as it) and from its own page: the record keeps
/// what each lane needs to answer it again, in `lanes`. The record's own fields are the
/// first lane's, so `simulate --replay` and older readers see one gesture as before.
///
/// ```json
/// "lanes": [{"strategy": "system", "viewport": 100, "card_width": 97, "spacing": 3, "start_page": 0,
///            "start_offset": 0, "velocity": 980.5, "projected_offset": 485, "target_page": 5}, ...]
/// ```
extension GestureRecord {
    package struct Lane: Equatable, Sendable {
        package var strategy: String
        package var viewport: Int
        package var cardWidth: Int
        package var spacing: Int
        package var startPage: Int
        package var startOffset: Double
        /// What the lane decided, live.
        package var velocity: Double
        package var projectedOffset: Double
        package var targetPage: Int?

        package init(
            strategy: String, viewport: Int, cardWidth: Int, spacing: Int, startPage: Int, startOffset: Double,
            velocity: Double, projectedOffset: Double, targetPage: Int?
        ) {
            self.strategy = strategy; self.viewport = viewport; self.cardWidth = cardWidth; self.spacing = spacing
            self.startPage = startPage; self.startOffset = startOffset
            self.velocity = velocity; self.projectedOffset = projectedOffset; self.targetPage = targetPage
        }
    }

    /// The gesture as the lane of `strategy` met it: its geometry, its start, its decision.
    /// `nil` when the record has no such lane.
    package func lane(named strategy: String) -> GestureRecord? {
        guard let lane = lanes?.first(where: { $0.strategy == strategy }) else { return nil }
        var r = self
        r.lanes = nil
        r.strategy = lane.strategy; r.viewport = lane.viewport; r.cardWidth = lane.cardWidth; r.spacing = lane.spacing
        r.startPage = lane.startPage; r.startOffset = lane.startOffset
        r.velocity = lane.velocity; r.projectedOffset = lane.projectedOffset; r.targetPage = lane.targetPage
        return r
    }

    /// The record to answer with `resolver`: its own lane's when the race had one; else the
    /// first lane whose cards are sized as that strategy's would be (the viewport, or the
    /// configured width); else the record as it is.
    package func replayed(by resolver: any PagingResolver) -> GestureRecord {
        if let own = lane(named: resolver.name) { return own }
        for lane in lanes ?? [] where Strategies.named(lane.strategy)?.pageSizing == resolver.pageSizing {
            if let like = self.lane(named: lane.strategy) { return like }
        }
        return self
    }

    /// The card width the recording was made with (`--card-width`): a lane's whose strategy
    /// sizes its cards so; `nil` when every lane's card was the viewport (a record of
    /// `system` alone says nothing of the width others would have had).
    package var configuredCardWidth: Int? {
        let candidates = lanes.map { $0.map { ($0.strategy, $0.cardWidth) } } ?? [(strategy, cardWidth)]
        return candidates.first { Strategies.named($0.0)?.pageSizing != .viewport }?.1
    }

    // MARK: - Writing and reading

    var lanesJSON: String? {
        guard let lanes else { return nil }
        return "["
            + lanes.map { lane in
                "{\"strategy\": \(JSON.quote(lane.strategy)), \"viewport\": \(lane.viewport), \"card_width\": \(lane.cardWidth), "
                    + "\"spacing\": \(lane.spacing), \"start_page\": \(lane.startPage), \"start_offset\": \(Self.number(lane.startOffset)), "
                    + "\"velocity\": \(Self.number(lane.velocity)), \"projected_offset\": \(Self.number(lane.projectedOffset)), "
                    + "\"target_page\": \(lane.targetPage.map { "\($0)" } ?? "null")}"
            }.joined(separator: ", ") + "]"
    }

    /// Reads `lanes` (absent or null: a gesture of one carousel).
    static func lanes(from value: JSONValue?, count: Int) throws(FormatError) -> [Lane]? {
        switch value {
        case nil, .null?: return nil
        case .array(let items)?:
            var lanes: [Lane] = []
            for (k, item) in items.enumerated() {
                guard case .object(let o) = item else { throw FormatError("lanes[\(k)]: expected an object") }
                func int(_ key: String, in range: ClosedRange<Int>) throws(FormatError) -> Int {
                    guard let n = o[key]?.int, range.contains(n) else {
                        throw FormatError("lanes[\(k)].\(key): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
                    }
                    return n
                }
                func double(_ key: String) throws(FormatError) -> Double {
                    guard let d = o[key]?.double else { throw FormatError("lanes[\(k)].\(key): expected a number") }
                    return d
                }
                guard case .string(let strategy)? = o["strategy"] else { throw FormatError("lanes[\(k)].strategy: expected a string") }
                let startPage = try int("start_page", in: 0...Int.max)
                guard startPage < count else {
                    throw FormatError("lanes[\(k)].start_page: \(startPage) is past the last page \(count - 1)")
                }
                var target: Int?
                if let t = o["target_page"], t != .null { target = try int("target_page", in: 0...Int.max) }
                lanes.append(
                    Lane(
                        strategy: strategy, viewport: try int("viewport", in: 2...100_000),
                        cardWidth: try int("card_width", in: 1...100_000), spacing: try int("spacing", in: 0...100_000),
                        startPage: startPage, startOffset: try double("start_offset"),
                        velocity: try double("velocity"), projectedOffset: try double("projected_offset"), targetPage: target))
            }
            return lanes
        default: throw FormatError("lanes: expected an array of objects or null")
        }
    }
}
