/// Installing a signal handler: `struct sigaction` names its handler field differently on
/// each system.
package enum SignalHandler {
    /// Installs `handler` for `signal` with `flags` (`SA_RESTART`, `SA_RESETHAND`), no
    /// signal blocked while it runs; false when the system refused.
    @discardableResult
    package static func install(_ signal: Int32, flags: Int32, _ handler: @convention(c) (Int32) -> Void) -> Bool {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
        action.__sa_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        return sigaction(signal, &action, nil) == 0
    }
}
