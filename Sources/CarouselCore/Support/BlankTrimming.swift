extension StringProtocol {
    /// Without spaces and tabs at either end (what Foundation's `.whitespaces` trims),
    /// so that parsing an option needs no Foundation.
    package func trimmingBlanks() -> String {
        let blank: (Unicode.Scalar) -> Bool = { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !blank($0) }), let last = scalars.lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
