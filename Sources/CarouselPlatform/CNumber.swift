/// Numbers as the C library's `printf` writes them, always with a `.` for the decimal point
/// (the program sets the user's locale for ncurses, and some locales write a comma): what
/// Foundation's `String(format:)` gave, without loading Foundation.
package enum CNumber {
    /// `printf("%.*f", digits, value)`.
    package static func fixed(_ value: Double, digits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let format = "%.\(max(0, min(digits, 30)))f"
        var written = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        if written >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(written) + 1)
            written = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        guard written > 0 else { return "" }
        let text = String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let point = localeconv()?.pointee.decimal_point.map({ String(cString: $0) }), point != ".", !point.isEmpty else {
            return text
        }
        return text.split(separator: point, omittingEmptySubsequences: false).joined(separator: ".")
    }
}
