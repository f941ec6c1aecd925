/// How long input waits before a lone ESC counts as the Escape key, and how long after that
/// the rest of a sequence split after its ESC is still recognised and dropped.
///
/// A terminal sends Escape as one byte, ESC, and every arrow key and mouse report as ESC
/// followed by more; only time tells them apart. Over ssh or mosh a sequence can arrive in
/// two reads tens of milliseconds apart, so the delay must outlast such a gap, yet stay short
/// enough that Escape feels immediate. 100 ms is vim's `ttimeoutlen` (its defaults.vim; tmux
/// waited 500 ms for years with `escape-time`, ncurses waits 1000): it covers the splits a
/// slow link makes while an Escape press still answers within a tenth of a second. A split
/// longer than that is caught by the tail window: for twice the delay after an Escape was
/// taken, a read that begins like the rest of a sequence (`[C`, `[<32;40;12M`) is dropped.
/// Since Escape quits, the program stays that long in raw mode before it leaves, so that
/// such a tail never reaches the shell: Escape quits in about three times the delay
/// (about 0.3 s by default), where `q` quits at once.
///
/// `ESCDELAY` in the environment sets the delay in milliseconds, as it does for ncurses
/// programs; it is clamped to 5...2000 ms, and anything that is not a whole number is ignored.
package struct EscapeTiming: Equatable, Sendable {
    /// Seconds without a byte after which a lone ESC is the Escape key.
    package var delay: Double
    /// Seconds after an Escape was taken during which a sequence's tail is dropped.
    package var tailWindow: Double { delay * 2 }

    package static let defaultDelay = 0.1
    package static let delayRange = 5...2000

    package init(delay: Double = EscapeTiming.defaultDelay) {
        self.delay = delay
    }

    /// The delay from the value of `ESCDELAY` (milliseconds), or the default when it is
    /// missing or not a whole number.
    package init(escDelay: String?) {
        func isBlank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
        let digits = Array((escDelay ?? "").utf8).drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
            self.init()
            return
        }
        // Leading zeros aside, more than four digits is past the cap.
        let significant = digits.drop(while: { $0 == 0x30 })
        let milliseconds =
            significant.count > 4
            ? Self.delayRange.upperBound
            : significant.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let clamped = min(max(milliseconds, Self.delayRange.lowerBound), Self.delayRange.upperBound)
        self.init(delay: Double(clamped) / 1000)
    }
}
