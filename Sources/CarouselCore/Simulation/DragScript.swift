/// A drag written as text, `X@MS,X@MS,...`: pointer positions (cells) at milliseconds since
/// the press. The first sample is the press, the last the release.
package struct DragScript: Equatable, Sendable {
    package struct Sample: Equatable, Sendable {
        package var position: Double
        package var milliseconds: Double
        package init(position: Double, milliseconds: Double) {
            self.position = position; self.milliseconds = milliseconds
        }
    }

    package var samples: [Sample]

    package enum ParseError: Error, Equatable, CustomStringConvertible {
        case empty
        case malformed(String)
        case timeGoesBack(String)

        package var description: String {
            switch self {
            case .empty: return "expected at least two samples X@MS separated by commas, such as 60@0,40@50,20@80"
            case .malformed(let s): return "'\(s)' is not a sample X@MS (a position and a time in milliseconds, such as 40@50)"
            case .timeGoesBack(let s): return "'\(s)' is earlier than the sample before it; times must not decrease"
            }
        }
    }

    package init(samples: [Sample]) { self.samples = samples }

    package init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: " \t") }
        var samples: [Sample] = []
        for part in parts {
            let pieces = part.split(separator: "@", omittingEmptySubsequences: false)
            guard pieces.count == 2, let x = Double(pieces[0]), let t = Double(pieces[1]),
                x.isFinite, t.isFinite, abs(x) < 1e9, t >= 0, t < 1e9
            else { throw .malformed(String(part)) }
            if let last = samples.last, t < last.milliseconds { throw .timeGoesBack(String(part)) }
            samples.append(Sample(position: x, milliseconds: t))
        }
        guard samples.count >= 2 else { throw .empty }
        self.samples = samples
    }
}

extension Substring {
    package func trimmingCharacters(in set: String) -> String {
        var s = self
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
