/// Whole screens compared row by row.
package enum ScreenComparison {
    /// The first row where `got` and `want` differ (trailing blanks ignored), with both
    /// screens; nil when they are the same.
    package static func difference(_ got: [String], _ want: [String]) -> String? {
        func trimmed(_ row: String) -> Substring { row[..<(row.lastIndex { $0 != " " }.map(row.index(after:)) ?? row.startIndex)] }
        for k in 0..<max(got.count, want.count) {
            let a = k < got.count ? trimmed(got[k]) : "", b = k < want.count ? trimmed(want[k]) : ""
            if a != b {
                return
                    "row \(k) differs:\n  got:  \(a)\n  want: \(b)\n--- got ---\n\(got.joined(separator: "\n"))\n--- want ---\n\(want.joined(separator: "\n"))"
            }
        }
        return nil
    }
}
