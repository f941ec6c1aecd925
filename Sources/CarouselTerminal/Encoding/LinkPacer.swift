/// How many bytes written to the terminal the kernel still holds (`TIOCOUTQ` on a serial
/// line; a pty always says 0, its queue is out of sight).
package protocol OutputQueue {
    var bytesQueued: Int { get }
}

/// Keeps the screen current over a slow link: a frame is sent only when the terminal has
/// taken the ones before it, so the screen is never more than about one frame behind.
///
/// Each frame written ends in `CSI 5 n`, which the terminal answers (`ESC [ 0 n`) once it
/// has read everything before it, through any pty, tmux or ssh in between. While two frames
/// are unanswered, or one has been on its way longer than `allowance`, or the kernel still holds more than
/// `kernelAllowance` bytes, the link is behind and frames are skipped: the canvas is drawn
/// but nothing is encoded, so the encoder's copy stays what the terminal will show; the
/// next frame sent is the change from that to the newest canvas. Frames then come as fast
/// as the link drains them.
package struct LinkPacer {
    /// Asks the terminal to answer once it has taken everything before.
    package static let acknowledgementRequest: [UInt8] = Array("\u{1B}[5n".utf8)
    /// How long a frame may go unanswered before the next one waits: on a fast link
    /// answers come well within it, so frames overlap their round trips.
    package var allowance = 0.05
    /// Bytes the kernel may hold (where it says) before the next frame waits.
    package var kernelAllowance = 256
    /// A request unanswered for this long is taken as lost (an answer read as something
    /// else): it is forgotten, so one lost answer stalls the screen no longer than this.
    package var patience = 2.0
    /// When each frame still unanswered was written, oldest first.
    private var unanswered: [Double] = []
    /// The terminal has answered: its answers pace the frames (one that never answers,
    /// such as the Linux console without a reply, is never waited for).
    package private(set) var terminalAnswers = false
    /// A frame was skipped and the screen has not caught up with the newest canvas.
    package private(set) var framePending = false
    package private(set) var framesSkipped = 0
    package private(set) var framesSent = 0

    /// `terminalAnswers`: the terminal has answered a question already (the start-up
    /// query), so the first frames are paced too.
    package init(terminalAnswers: Bool = false) {
        self.terminalAnswers = terminalAnswers
    }

    /// Requests sent to a terminal that answers are still unanswered.
    package var awaitsAnswers: Bool { terminalAnswers && !unanswered.isEmpty }

    /// True when the next frame should wait: the link has not taken the last ones.
    package mutating func isBehind(now: Double, queue: some OutputQueue) -> Bool {
        unanswered.removeAll { now - $0 > patience }
        if queue.bytesQueued > kernelAllowance { return true }
        guard terminalAnswers, let oldest = unanswered.first else { return false }
        return unanswered.count >= 2 || now - oldest > allowance
    }

    /// A frame ending in `acknowledgementRequest` was written at `now`.
    package mutating func sent(now: Double) {
        unanswered.append(now)
        framePending = false
        framesSent += 1
    }

    /// A frame was encoded and there was nothing to send (the skipped frames' change was
    /// undone before the link caught up): the screen is current.
    package mutating func caughtUp() {
        framePending = false
    }

    /// A frame was drawn but not sent: the screen still owes the newest canvas.
    package mutating func skipped() {
        framePending = true
        framesSkipped += 1
    }

    /// The terminal answered `count` requests: it has taken the frames they ended.
    package mutating func answered(_ count: Int) {
        guard count > 0 else { return }
        terminalAnswers = true
        unanswered.removeFirst(min(count, unanswered.count))
    }
}
