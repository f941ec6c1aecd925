/// What the carousel asks of the program around it after an event.
public enum CarouselAction: Equatable, Sendable {
    /// Quit; `chose` is the chosen item's index, if any.
    case quit(chose: Int?)
    /// Ctrl-C: quit as interrupted (exit status 130).
    case interrupt
    /// Ctrl-Z: suspend like a shell job.
    case suspend
    /// Ctrl-L: repaint the whole screen, whatever the terminal shows now (something else
    /// may have written to it).
    case redraw
}
