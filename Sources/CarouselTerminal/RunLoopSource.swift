import CarouselKit

/// Work the event loop serves beside the terminal without ever waiting for it (preview
/// commands): descriptors polled with the terminal's, a time by which to be called anyway,
/// and a call that says whether what the screen shows changed (drawn at the frame pacing).
package protocol RunLoopSource: AnyObject {
    var descriptors: [Int32] { get }
    /// Call `service` within this many seconds even if nothing is readable; nil: no need.
    func secondsUntilDeadline() -> Double?
    /// Reads what is there, without blocking; true when the screen should be drawn again.
    func service() -> Bool
    /// The terminal's start-up answers are in (or it gave none): what it can draw.
    func terminalDidAnswer(pictures: PictureEnvironment)
}

extension RunLoopSource {
    package func terminalDidAnswer(pictures: PictureEnvironment) {}
}

/// Preview commands run beside the carousel: their pipes are watched, their output read as
/// it comes, their grace periods kept.
extension PreviewLoader: RunLoopSource {
    package var descriptors: [Int32] { launcher.descriptors }
    package func secondsUntilDeadline() -> Double? { launcher.secondsUntilDeadline() }
    package func service() -> Bool { pump() }
    package func terminalDidAnswer(pictures: PictureEnvironment) { self.pictures = pictures }
}

/// A picker's search runs beside the loop: a finished one wakes it, and the scene takes the
/// result when it next ticks.
extension PickerSearch: RunLoopSource {
    package var descriptors: [Int32] { worker.wakeDescriptor.map { [$0] } ?? [] }
    package func secondsUntilDeadline() -> Double? { nil }
    package func service() -> Bool { worker.drainWakeups() }
}
