/// Something that feeds the picker's lines and can be stopped: a `reload` command.
package protocol CancellableInput: AnyObject {
    /// Stops it: nothing more of it is read, and what it started is ended.
    func cancel()
}

/// fzf's `reload`, one at a time: a reload started while another still runs cancels the
/// older, whose output then counts for nothing (its lines are not the cards').
package final class InputReloads {
    /// The reload whose output the picker reads, while it runs.
    package private(set) var running: CancellableInput?
    /// Reloads started so far.
    package private(set) var started = 0

    package init() {}

    /// `input` is the picker's input from now on; the one before it, if still running, is cancelled.
    package func start(_ input: CancellableInput) {
        running?.cancel()
        running = input
        started += 1
    }

    /// `input` came to its end (it is no longer the one running, if it was).
    package func finished(_ input: CancellableInput) {
        if running === input { running = nil }
    }

    /// Whether `input` is the reload being read.
    package func isRunning(_ input: CancellableInput) -> Bool { running === input }
}
