import CarouselKit

/// alacritty (0.11) writes every wheel notch twice, back to back in one write
/// (`ESC[<65;51;12M ESC[<65;51;12M`): a report followed in the same read by its exact
/// twin is one notch. Pairs collapse, so four alike in one read (two notches the terminal
/// doubled, or reports a busy reader let pile up) are two, never one.
enum WheelEcho {
    static func collapse(_ events: [InputEvent]) -> [InputEvent] {
        guard events.count > 1 else { return events }
        var out: [InputEvent] = []
        out.reserveCapacity(events.count)
        var unpaired: InputEvent?
        for event in events {
            guard case .mouse(let m) = event, case .wheel = m.kind else {
                unpaired = nil
                out.append(event)
                continue
            }
            if let previous = unpaired, previous == event {
                unpaired = nil  // the twin: dropped
                continue
            }
            unpaired = event
            out.append(event)
        }
        return out
    }
}

/// alacritty's twin may also come in the next read: the terminal wrote the two reports
/// apart, or the reader woke between them. A wheel report exactly like the last one of the
/// previous read, within `window` of it, is that twin. A touchpad reports every 7 ms or
/// more, so its bursts keep their reports.
package struct WheelEchoAcrossReads: Sendable {
    package static let window = 0.005
    private var last: (event: InputEvent, time: Double)?

    package init() {}

    /// The events of one read, arrived at `now`, without a twin left over from the last read.
    package mutating func filter(_ events: [InputEvent], now: Double) -> [InputEvent] {
        var events = events
        if let last, let first = events.first, first == last.event, now - last.time <= Self.window {
            events.removeFirst()
            self.last = nil
        } else if let tail = events.last, case .mouse(let m) = tail, case .wheel = m.kind {
            // Unpaired at the end of this read: its twin may be in the next.
            let alike = events.reversed().prefix { $0 == tail }.count
            self.last = alike % 2 == 1 ? (tail, now) : nil
        } else if !events.isEmpty {
            self.last = nil
        }
        return events
    }
}
