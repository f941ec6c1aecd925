import CarouselPlatform

/// Number formatting without locale surprises (JSON and the overlay use it).
package enum Formatting {
    /// `value` with a fixed number of decimals; non-finite values print as 0.
    package static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        let s = CNumber.fixed(value, digits: max(0, digits))
        return s == "-0" || s.hasPrefix("-0.") && Double(s) == 0 ? String(s.dropFirst()) : s
    }

    /// A JSON number: integers without a fraction, others rounded to 3 decimals.
    package static func json(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return fixed(value, digits: 3)
    }
}
