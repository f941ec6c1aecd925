import CarouselPlatform

/// Ends the process the way an uncaught signal would have, once the terminal is restored:
/// the parent sees "killed by SIGUSR1", not a plain exit, and a shell prints what it
/// always prints for that signal. Returns only when the signal does not end the process
/// (then the caller exits with 128 + n, the same status a shell would report).
func endAsSignal(_ sig: Int32) {
    signal(sig, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, sig)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(sig)
}
