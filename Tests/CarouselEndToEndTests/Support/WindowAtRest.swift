import Foundation
import Testing

/// Knowing that the carousel in a window is at rest from what it writes, not from window
/// pictures alone: it writes a gesture's `--record` line only once nothing moves, and every
/// frame it sends (`CAROUSEL_OUTPUT_LOG`) ends with a question whose answer the next frame
/// waits for. A picture alone must leave long gaps for the program's own pauses; these
/// need only the terminal's time to draw what it has read.
extension XTerminalSession {
    /// How many gestures `record` holds.
    static func recordedGestures(_ record: URL) -> Int {
        ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// Waits for the carousel to record a finished gesture (`--record`): the gesture is over
    /// and decided, and a key after it builds on where it goes (a key ends a wheel burst
    /// first, and comes after all of it on the tty). `count`: how many lines there must be,
    /// where earlier gestures wrote to the same file.
    func waitForRecordedGesture(_ record: URL, count: Int = 1) async throws {
        _ = try await waitFor("the carousel to record the gesture", quickly: true) { () -> Bool? in
            let text = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
            return text.hasSuffix("}\n") && text.split(separator: "\n").count >= count ? true : nil
        }
    }

    /// Waits for the carousel to be at rest after a gesture: the `count`th line of `record`,
    /// or, where the gesture never reached it (mlterm once left a drag's reports unread),
    /// nothing more sent (`log`) for 650 ms.
    func waitForRest(record: URL, count: Int, log: URL) async throws {
        var sent = -1, since = Date()
        _ = try await waitFor("the carousel to come to rest", quickly: true) { () -> Bool? in
            if Self.recordedGestures(record) >= count { return true }
            let now = ((try? FileManager.default.attributesOfItem(atPath: log.path)[.size]) as? Int) ?? 0
            if now != sent { sent = now; since = Date() }
            return Date().timeIntervalSince(since) >= 0.65 ? true : nil
        }
    }

    /// The window after a gesture, once the carousel is at rest (the `count`th line of
    /// `record`) and the terminal has read all it sent: a picture unlike `earlier` that
    /// another 150 ms later agrees with.
    func pictureAfterGesture(_ name: String, after earlier: Data?, record: URL, count: Int) async throws -> Data {
        try await waitForRecordedGesture(record, count: count)
        return try await drawnPicture(name, what: "the window to show where the gesture ended", wanted: { $0 != earlier })
    }

    /// The window once the carousel has drawn a frame and sends nothing more: what it sent
    /// (`log`, written afresh by this run) holds a whole screen and ends with the question
    /// that closes every frame (`CSI 5n`), or, where the terminal does not answer it (st)
    /// and frames go unpaced, has not grown for 650 ms; the terminal has read all of it, and
    /// it and two pictures 150 ms apart stay the same.
    func framePicture(_ name: String, log: URL) async throws -> Data {
        let cleared = Data("\u{1B}[2J".utf8), frameEnd = Data("\u{1B}[5n".utf8)
        var sent = Data(), since = Date()
        return try await drawnPicture(
            name, what: "the carousel's frame in the window",
            ready: {
                let now = (try? Data(contentsOf: log)) ?? Data()
                if now != sent { sent = now; since = Date() }
                let closed = sent.suffix(frameEnd.count) == frameEnd || Date().timeIntervalSince(since) >= 0.65
                return sent.range(of: cleared) != nil && closed
            }, still: { (try? Data(contentsOf: log))?.count == sent.count })
    }

    /// Two pictures 150 ms apart that agree, once `ready` holds and the terminal has read
    /// every byte on its tty (`TIOCOUTQ`); the first must pass `wanted`, and `still` must
    /// hold after the second.
    private func drawnPicture(
        _ name: String, what: String, ready: () -> Bool = { true },
        still: () -> Bool = { true }, wanted: (Data) -> Bool = { _ in true }
    ) async throws -> Data {
        let tty = try #require(self.tty, "no tty recorded for the window")
        return try await waitFor(what) { () async throws -> Data? in
            guard ready(), TerminalReadQueue.unreadBytes(tty: tty) == 0 else { return nil }
            let a = try Data(contentsOf: URL(fileURLWithPath: try await picture(name)))
            guard wanted(a) else { return nil }
            try await Task.sleep(for: .milliseconds(150))
            let b = try Data(contentsOf: URL(fileURLWithPath: try await picture(name)))
            return still() && a == b && a.count > 1000 ? b : nil
        }
    }
}
