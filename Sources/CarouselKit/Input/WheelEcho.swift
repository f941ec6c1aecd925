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
                unpaired = nil   // the twin: dropped
                continue
            }
            unpaired = event
            out.append(event)
        }
        return out
    }
}
