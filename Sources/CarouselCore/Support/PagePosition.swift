/// A position in the carousel as people read it: a page number with two decimals
/// (`12.40`), for the overlay's projection and the rules' explanations.
///
/// It is worked out from the origin page (an integer) and an offset relative to it (a few
/// strides at most), never from an absolute offset in a `Double`, which past 2^53 cells
/// has lost its units (the last of 2^63-1 pages would read as 9223372036854775808). It is
/// never shown before the first page or past the last: a projection beyond an end is where
/// the content would coast, not a page anyone can reach; an endless carousel goes round.
package enum PagePosition {
    /// - Parameters:
    ///   - originPage: the absolute, 0-based page the offset is measured from.
    ///   - relativePages: the offset from it, in pages (strides).
    ///   - count: the number of pages.
    ///   - wraps: the carousel is endless.
    ///   - base: 1 for people, 0 for headless output.
    package static func label(originPage: Int, relativePages: Double, count: Int, wraps: Bool, base: Int = 1) -> String {
        guard count > 0 else { return "0.00" }
        let lastPage = count - 1
        let hundredths = relativePages.isFinite ? (relativePages * 100).rounded() : 0
        // Beyond ±2^62 pages from the origin every count is passed: say "an end" directly.
        let limit = 0x1p62
        var page: Int
        var cents: Int
        if hundredths / 100 >= limit || hundredths / 100 <= -limit {
            page = hundredths > 0 ? Int.max : Int.min
            cents = 0
        } else {
            let whole = (hundredths / 100).rounded(.down)
            cents = Int(hundredths - whole * 100)
            page = wrappingOrClampingSum(originPage, Int(whole), count: count, wraps: wraps)
        }
        if wraps {
            page = modulo(page, count)
        } else if page < 0 {
            page = 0; cents = 0
        } else if page >= lastPage {
            if page > lastPage || cents > 0 { cents = 0 }
            page = lastPage
        }
        let digits = cents < 10 ? "0\(cents)" : "\(cents)"
        return "\(page + base).\(digits)"
    }

    /// `origin + pages`, taken round the count when endless, saturated at the ends of `Int`
    /// otherwise (where the caller clamps it to the pages there are).
    private static func wrappingOrClampingSum(_ origin: Int, _ pages: Int, count: Int, wraps: Bool) -> Int {
        if wraps {
            let a = modulo(origin, count), b = modulo(pages, count)
            // a + b may overflow Int when count is near Int.max: subtract first.
            return a >= count - b ? a - (count - b) : a + b
        }
        let (sum, overflow) = origin.addingReportingOverflow(pages)
        if overflow { return pages > 0 ? Int.max : Int.min }
        return sum
    }

    private static func modulo(_ value: Int, _ count: Int) -> Int {
        let m = value % count
        return m < 0 ? m + count : m
    }
}
