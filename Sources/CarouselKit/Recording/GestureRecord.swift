import CarouselCore

/// One finished gesture as `--record` writes it: everything a replay needs to put the same
/// gesture through the same tracker, projection and resolver (the samples as they arrived,
/// the geometry, the pointer window the terminal could report), and what the live run
/// decided, to check the replay against.
///
/// One JSON object a line:
/// ```json
/// {"kind": "drag", "strategy": "nearest", "axis": "horizontal", "viewport": 100, "card_width": 60,
///  "spacing": 3, "count": 20, "wrap": false, "align": "center", "start_page": 0, "start_offset": 0,
///  "pointer_window": [0, 99], "samples": [[80, 0], [70, 16.2], [52, 33.9]], "flick_pages": null,
///  "hard": false, "velocity": 1032.5, "projected_offset": 546.3, "target_page": 9}
/// ```
package struct GestureRecord: Equatable, Sendable {
    /// What made the gesture: a mouse drag, the wheel (a lone notch's flick, or a burst of
    /// reports with the samples of its virtual pointer), or a key's flick.
    package enum Kind: String, Sendable, CaseIterable {
        case drag, wheel, key
    }

    package var kind: Kind
    package var strategy: String
    package var axis: Axis
    package var viewport: Int
    package var cardWidth: Int
    package var spacing: Int
    package var count: Int
    package var wraps: Bool
    package var alignment: CardAlignment
    /// The page nearest the content when the gesture began (0-based).
    package var startPage: Int
    /// The content offset when it began, in cells from the first page (a drag may catch
    /// the content between pages).
    package var startOffset: Double
    /// The pointer positions the terminal could report along the axis (drags only).
    package var pointerWindow: ClosedRange<Double>?
    /// Pointer position (cells) and milliseconds since the press, as they arrived; empty
    /// for a wheel notch or a key.
    package var samples: [DragScript.Sample]
    /// A wheel notch's or key's flick: pages it projects (negative back).
    package var flickPages: Double?
    /// A hard flick (Shift): the strategy projects its velocity its own way.
    package var hard: Bool
    /// What the live run decided.
    package var velocity: Double
    package var projectedOffset: Double
    /// `nil` when the strategy rests between pages (`free`).
    package var targetPage: Int?
    /// A race's gesture: every lane's geometry, start and decision (`GestureRecord+Lanes`);
    /// `nil` for one carousel's.
    package var lanes: [Lane]?
    /// A shelves gesture: the shelf it drove, by name, or `list` for the list of shelves
    /// (vertical); `nil` elsewhere, and then not written, so other scenes' lines stay as they were.
    package var shelf: String?

    /// What `shelf` says of a gesture of the list of shelves rather than of one shelf.
    package static let listShelf = "list"

    package init(
        kind: Kind, strategy: String, axis: Axis, viewport: Int, cardWidth: Int, spacing: Int, count: Int,
        wraps: Bool, alignment: CardAlignment, startPage: Int, startOffset: Double,
        pointerWindow: ClosedRange<Double>?, samples: [DragScript.Sample], flickPages: Double?, hard: Bool,
        velocity: Double, projectedOffset: Double, targetPage: Int?, lanes: [Lane]? = nil, shelf: String? = nil
    ) {
        self.kind = kind; self.strategy = strategy; self.axis = axis; self.viewport = viewport
        self.cardWidth = cardWidth; self.spacing = spacing; self.count = count; self.wraps = wraps
        self.alignment = alignment; self.startPage = startPage; self.startOffset = startOffset
        self.pointerWindow = pointerWindow; self.samples = samples; self.flickPages = flickPages; self.hard = hard
        self.velocity = velocity; self.projectedOffset = projectedOffset; self.targetPage = targetPage
        self.lanes = lanes
        self.shelf = shelf
    }

    /// UIKit points per cell along the axis, as the live scroll view had it.
    package var pointsPerCell: Double { axis == .horizontal ? 8 : 16 }

    // MARK: - Writing

    /// The record as one line of JSON (no newline). Numbers are written so that they read
    /// back to the same `Double`.
    package var jsonLine: String {
        var fields: [(String, String)] = [
            ("kind", JSON.quote(kind.rawValue)),
            ("strategy", JSON.quote(strategy)),
            ("axis", JSON.quote(axis.rawValue)),
            ("viewport", "\(viewport)"),
            ("card_width", "\(cardWidth)"),
            ("spacing", "\(spacing)"),
            ("count", "\(count)"),
            ("wrap", "\(wraps)"),
            ("align", JSON.quote(alignment.rawValue)),
            ("start_page", "\(startPage)"),
            ("start_offset", Self.number(startOffset)),
        ]
        fields.append(("pointer_window", pointerWindow.map { "[\(Self.number($0.lowerBound)), \(Self.number($0.upperBound))]" } ?? "null"))
        fields.append(
            (
                "samples",
                "[" + samples.map { "[\(Self.number($0.position)), \(Self.number($0.milliseconds))]" }.joined(separator: ", ") + "]"
            ))
        fields.append(("flick_pages", flickPages.map(Self.number) ?? "null"))
        fields.append(("hard", "\(hard)"))
        fields.append(("velocity", Self.number(velocity)))
        fields.append(("projected_offset", Self.number(projectedOffset)))
        fields.append(("target_page", targetPage.map { "\($0)" } ?? "null"))
        if let lanes = lanesJSON { fields.append(("lanes", lanes)) }
        if let shelf { fields.append(("shelf", JSON.quote(shelf))) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// Shortest text that reads back to the same value: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    // MARK: - Reading

    /// A line that is not a record: what is wrong with it, in a few words.
    package struct FormatError: Error, Equatable, CustomStringConvertible {
        package var description: String
        init(_ description: String) { self.description = description }
    }

    /// Reads one line of the record format. Fields this version does not know are ignored;
    /// those a replay needs must be there and make sense.
    package init(jsonLine line: String) throws(FormatError) {
        let value: JSONValue
        do { value = try JSONValue(parsing: line) } catch { throw FormatError("not JSON: \(error.description)") }
        guard case .object(let o) = value else { throw FormatError("expected a JSON object") }

        func string(_ key: String) throws(FormatError) -> String {
            guard case .string(let s)? = o[key] else { throw FormatError("\(key): expected a string") }
            return s
        }
        func int(_ key: String, in range: ClosedRange<Int>) throws(FormatError) -> Int {
            guard let n = o[key]?.int, range.contains(n) else {
                throw FormatError("\(key): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
        func double(_ key: String) throws(FormatError) -> Double {
            guard let d = o[key]?.double else { throw FormatError("\(key): expected a number") }
            return d
        }
        func bool(_ key: String, default fallback: Bool? = nil) throws(FormatError) -> Bool {
            if case .bool(let b)? = o[key] { return b }
            if let fallback, o[key] == nil || o[key] == .null { return fallback }
            throw FormatError("\(key): expected true or false")
        }

        let kindName = o["kind"] == nil ? "drag" : try string("kind")
        guard let kind = Kind(rawValue: kindName) else {
            throw FormatError("kind: '\(kindName)' is not one of " + Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.kind = kind
        strategy = try string("strategy")
        let axisName = o["axis"] == nil ? "horizontal" : try string("axis")
        guard let axis = Axis(rawValue: axisName) else { throw FormatError("axis: '\(axisName)' is not horizontal or vertical") }
        self.axis = axis
        viewport = try int("viewport", in: 2...100_000)
        cardWidth = try int("card_width", in: 1...100_000)
        spacing = try int("spacing", in: 0...100_000)
        count = try int("count", in: 1...Int.max)
        wraps = try bool("wrap", default: false)
        let alignName = o["align"] == nil ? "center" : try string("align")
        guard let alignment = CardAlignment(rawValue: alignName) else {
            throw FormatError("align: '\(alignName)' is not center or leading")
        }
        self.alignment = alignment
        startPage = try int("start_page", in: 0...Int.max)
        guard startPage < count else { throw FormatError("start_page: \(startPage) is past the last page \(count - 1)") }
        let stride = Double(cardWidth + spacing)
        startOffset = o["start_offset"] == nil ? Double(startPage) * stride : try double("start_offset")

        switch o["pointer_window"] {
        case nil, .null?: pointerWindow = nil
        case .array(let ends)? where ends.count == 2:
            guard let lo = ends[0].double, let hi = ends[1].double, lo <= hi else {
                throw FormatError("pointer_window: expected [first, last] with first <= last")
            }
            pointerWindow = lo...hi
        default: throw FormatError("pointer_window: expected [first, last] or null")
        }

        guard case .array(let raw)? = o["samples"] else {
            throw FormatError("samples: expected an array of [position_in_cells, ms_since_press]")
        }
        var samples: [DragScript.Sample] = []
        samples.reserveCapacity(raw.count)
        for (k, item) in raw.enumerated() {
            guard case .array(let pair) = item, pair.count == 2, let position = pair[0].double, let ms = pair[1].double else {
                throw FormatError("samples[\(k)]: expected [position_in_cells, ms_since_press]")
            }
            if let previous = samples.last, ms < previous.milliseconds {
                throw FormatError("samples[\(k)]: \(ms) ms is earlier than the sample before it")
            }
            samples.append(DragScript.Sample(position: position, milliseconds: ms))
        }
        self.samples = samples
        switch o["flick_pages"] {
        case nil, .null?: flickPages = nil
        default:
            let pages = try double("flick_pages")
            guard abs(pages) <= 1_000 else { throw FormatError("flick_pages: expected a number from -1000 to 1000") }
            flickPages = pages
        }
        if kind == .drag {
            guard samples.count >= 1 else { throw FormatError("samples: a drag needs at least its press") }
        } else if kind == .wheel && flickPages == nil {
            // A swipe (a burst of reports) is its samples; a lone notch is a flick.
            guard samples.count >= 2 else {
                throw FormatError("flick_pages: a wheel notch needs the pages it projects (or samples, for a swipe)")
            }
        } else if flickPages == nil {
            throw FormatError("flick_pages: a \(kind.rawValue) flick needs the pages it projects")
        }
        hard = try bool("hard", default: false)
        velocity = try double("velocity")
        projectedOffset = try double("projected_offset")
        switch o["target_page"] {
        case nil, .null?: targetPage = nil
        default: targetPage = try int("target_page", in: 0...Int.max)
        }
        lanes = try Self.lanes(from: o["lanes"], count: count)
        switch o["shelf"] {
        case nil, .null?: shelf = nil
        case .string(let name)?: shelf = name
        default: throw FormatError("shelf: expected the shelf's name, or list")
        }
    }
}
