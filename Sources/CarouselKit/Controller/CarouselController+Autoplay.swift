/// Autoplay: one card every `interval` seconds through the same path as a gentle flick,
/// stopping on the last card unless the carousel wraps.
extension CarouselController {
    /// When the event loop must wake for the next card; `nil` while paused or off, so an
    /// idle loop sleeps until input.
    public var nextAutoplayTime: Double? {
        guard let a = autoplay, !a.isPaused else { return nil }
        return a.deadline
    }

    func advanceAutoplay(now: Double) {
        guard var a = autoplay, !a.isPaused, count > 0 else { return }
        defer { autoplay = a }
        guard let deadline = a.deadline else {
            a.deadline = now + a.interval
            return
        }
        guard now >= deadline else { return }
        a.deadline = now + a.interval
        // Not under the help, nor out of the hand of a person dragging.
        if showsHelp || scrollView.isDragging { return }
        if isAtLastCardForAutoplay {
            a.isPaused = true
            a.deadline = nil
            return
        }
        flick(forward: true, hard: false, now: now, recordAs: nil)
        if isAtLastCardForAutoplay {
            a.isPaused = true
            a.deadline = nil
        }
    }

    private var isAtLastCardForAutoplay: Bool {
        !configuration.wraps && scrollView.destinationPage >= count - 1
    }

    /// A drag, a wheel notch or a key: the person took over until Space.
    func pauseAutoplay() {
        guard var a = autoplay, !a.isPaused else { return }
        a.isPaused = true
        a.deadline = nil
        autoplay = a
    }

    /// Space pauses or resumes autoplay (when there is autoplay); any other key pauses it
    /// and does what it does. True when the key was autoplay's.
    func autoplayTakesKey(_ e: KeyEvent, now: Double) -> Bool {
        guard var a = autoplay else { return false }
        guard e.key == .character(" ") else {
            pauseAutoplay()
            return false
        }
        if a.isPaused {
            a.isPaused = false
            a.deadline = now + a.interval
            // Resumed on the last card of a carousel that does not wrap: the show starts over.
            if isAtLastCardForAutoplay, count > 1 { scroll(toPage: 0, now: now, command: "autoplay") }
        } else {
            a.isPaused = true
            a.deadline = nil
        }
        autoplay = a
        return true
    }
}
