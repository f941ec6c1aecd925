/// How a preview process ended.
package enum PreviewExit: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
}

/// One running preview command, as the process side gives it to `PreviewLoader`.
package protocol PreviewJob: AnyObject {
    /// Reads what the command printed so far, without waiting, at most `maximum` bytes,
    /// handing each chunk to `output`; says how it ended once its output is over and it
    /// has been reaped (nil while it runs).
    func readAvailable(maximum: Int, _ output: (ArraySlice<UInt8>) -> Void) -> PreviewExit?
    /// Ends it: its whole process group is terminated, then killed after a short grace,
    /// and reaped; nothing more is read.
    func cancel()
}

/// Starts preview commands (`sh -c`), and tells the event loop what to watch for them.
package protocol PreviewLauncher: AnyObject {
    /// `sh -c command` with the body's size in its environment; nil if it could not start.
    func launch(command: String, columns: Int, lines: Int) -> PreviewJob?
    /// The same, the pictures' variables in its environment too.
    func launch(command: String, columns: Int, lines: Int, pictures: PictureEnvironment) -> PreviewJob?
    /// The pipes to watch: readable when a job has output or ended.
    var descriptors: [Int32] { get }
    /// In how many seconds the loop must call `PreviewLoader.pump` even without output (a
    /// grace period ending, a process to reap); nil: never.
    func secondsUntilDeadline() -> Double?
    /// Kills groups whose grace is over and reaps shells that ended, without waiting.
    func reap()
    /// Kills every group still alive and reaps what it can, on the way out.
    func terminateAll()
}

extension PreviewLauncher {
    package func launch(command: String, columns: Int, lines: Int, pictures: PictureEnvironment) -> PreviewJob? {
        launch(command: command, columns: columns, lines: lines)
    }
}
