/// The pause after each look while a test waits for a condition. A condition that compares a
/// look with the one before (a screen at rest) needs its looks evenly spaced. A condition on
/// one look alone is looked at again sooner at first (5, 10, 20 ms, then the usual pace):
/// most are met within milliseconds (a tmux capture takes about 2), and a fixed 40 ms pace
/// cost each such wait 20 ms on average, hundreds of times in the timing pass.
enum PollPause {
    static func after(look: Int, every milliseconds: Int, quickly: Bool) -> Duration {
        guard quickly else { return .milliseconds(milliseconds) }
        return .milliseconds(min(milliseconds, 5 << min(look, 8)))
    }
}
