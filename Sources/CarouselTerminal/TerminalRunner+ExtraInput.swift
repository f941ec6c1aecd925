extension TerminalRunner {
    /// A descriptor watched besides the terminal, such as a picker's stdin still bringing
    /// items, so the loop never blocks on it.
    package struct ExtraInput {
        package var fd: Int32
        /// Called when `fd` is readable (or at its end): reads what is there and says whether
        /// the item count changed, and whether more may come (false: stop watching).
        package var onReadable: () -> (countChanged: Bool, moreToCome: Bool)

        package init(fd: Int32, onReadable: @escaping () -> (countChanged: Bool, moreToCome: Bool)) {
            self.fd = fd
            self.onReadable = onReadable
        }
    }
}
