import CarouselCore

/// Plays a recorded gesture back through the same scroll view, tracker, projection and
/// resolver as the live run, in the recorded geometry and pointer window: `simulate
/// --replay` and `compare --replay`.
package enum GestureReplay {
    /// The simulator set up as the live carousel was when the gesture began.
    package static func simulator(for record: GestureRecord) -> DragSimulator {
        var sim = DragSimulator()
        sim.viewport = record.viewport
        sim.cardWidth = record.cardWidth
        sim.spacing = record.spacing
        sim.count = record.count
        sim.wraps = record.wraps
        sim.alignment = record.alignment
        sim.startPage = record.startPage
        sim.pointerWindow = record.pointerWindow
        sim.pointsPerCell = record.pointsPerCell
        // The shelves' list ends at its last shelf, as it did live.
        sim.endsAtLastCard = record.shelf == GestureRecord.listShelf
        let stride = Double(max(1, record.cardWidth + record.spacing))
        let shift = record.startOffset - Double(record.startPage) * stride
        // Only a drag can catch the content between pages; far from it means another geometry.
        sim.startShift = (record.kind == .drag || record.isSwipe) && shift.isFinite && abs(shift) <= stride ? shift : 0
        return sim
    }

    /// Replays `record` with `resolver` (the recorded strategy unless another is asked for).
    package static func run(_ record: GestureRecord, resolver: any PagingResolver) -> DragSimulator.Result {
        let sim = simulator(for: record)
        switch record.kind {
        case .drag:
            return sim.run(DragScript(samples: record.samples), resolver: resolver)
        case .wheel where record.isSwipe:
            var swipe = sim
            swipe.pointerUnbounded = true
            let result = swipe.run(DragScript(samples: record.samples), resolver: resolver)
            return result.withDecisionSource("wheel")
        case .wheel, .key:
            let result = sim.runFlick(pages: record.flickPages ?? 0, hard: record.hard, resolver: resolver)
            return record.kind == .wheel ? result.withDecisionSource("wheel") : result
        }
    }

    /// One line of a record file, read or refused with its 1-based line number.
    package struct LineError: Error, Equatable, CustomStringConvertible {
        package var line: Int
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// Every record of a file's text; blank lines are skipped.
    package static func records(in text: String) throws(LineError) -> [(line: Int, record: GestureRecord)] {
        var out: [(line: Int, record: GestureRecord)] = []
        var number = 0
        // "\r\n" is one Character in Swift: both ends of line are separators.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = String(raw)
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            do { out.append((number, try GestureRecord(jsonLine: line))) } catch {
                throw LineError(line: number, reason: error.description)
            }
        }
        return out
    }
}

extension GestureRecord {
    /// A burst of wheel reports (a touchpad swipe): its samples are the virtual pointer's,
    /// replayed as a drag; a lone notch has none and replays as the flick it made.
    package var isSwipe: Bool { kind == .wheel && samples.count >= 2 }
}

extension DragSimulator.Result {
    /// The same result, its decision saying what made it (`wheel`), as the live overlay does.
    func withDecisionSource(_ source: String) -> Self {
        var copy = self
        copy.decision.source = source
        return copy
    }
}
