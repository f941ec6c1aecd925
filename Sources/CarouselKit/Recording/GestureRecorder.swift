/// Collects finished gestures as lines of the record format and hands them to a sink
/// (a file, in the program) only when asked: the event loop flushes it when nothing moves
/// and on the way out, so writing never delays a frame.
///
/// ```swift
/// let recorder = GestureRecorder { lines in file.append(lines) }
/// controller.gestureRecorder = recorder
/// ```
package final class GestureRecorder {
    private var pending: [String] = []
    private let sink: (String) -> Void

    /// `sink` receives whole lines, each ending in a newline, in the order recorded.
    package init(sink: @escaping (String) -> Void) {
        self.sink = sink
    }

    /// Lines waiting to be written.
    package var pendingCount: Int { pending.count }

    /// Keeps a gesture until the next flush.
    package func record(_ gesture: GestureRecord) {
        pending.append(gesture.jsonLine)
    }

    /// Hands every pending line to the sink at once.
    package func flush() {
        guard !pending.isEmpty else { return }
        let text = pending.joined(separator: "\n") + "\n"
        pending.removeAll(keepingCapacity: true)
        sink(text)
    }
}
