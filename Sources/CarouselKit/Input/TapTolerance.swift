import CarouselCore

/// How far the pointer may wander from its press and the press still be a click: one rule
/// for every press, whether the layer drives what is under it at once or holds the press
/// until its axis is decided (`DirectionalLock`), as a scroll view's pan begins only past
/// UIKit's tap tolerance (`allowableMovement`).
///
/// Distances are in cells from the press, a row counting as two columns (a column is about
/// half as tall as a row). Reported to the cell, a click may cross one column's edge (a hand
/// a pixel over the line moves a whole column): a press is a click while it stays under two
/// columns and one row from where it began. Reported to the pixel, a hand never holds still
/// but its wander is seen as it is: a click stays within half a column and half a row.
///
/// ```swift
/// TapTolerance.isStill(dx: 1, dy: 0, precision: .cells)     // true: a wobble across one edge
/// TapTolerance.isStill(dx: 0.7, dy: 0, precision: .pixels)  // false: a drag
/// TapTolerance.axis(dx: 3, dy: 1, precision: .cells)        // .vertical: a row counts two columns
/// ```
package enum TapTolerance {
    /// The farthest a click may go along each axis, in cells (exclusive).
    package static func limits(_ precision: PointerPrecision) -> (columns: Double, rows: Double) {
        precision == .pixels ? (0.5, 0.5) : (2, 1)
    }

    /// Whether a press that has gone `dx` columns and `dy` rows from where it began (the
    /// farthest it went, as magnitudes) is still a click.
    package static func isStill(dx: Double, dy: Double, precision: PointerPrecision) -> Bool {
        let limits = limits(precision)
        return abs(dx) < limits.columns && abs(dy) < limits.rows
    }

    /// The axis a press `dx` columns and `dy` rows from where it began has decided: nil while
    /// it is still a click, else the axis it went farther along (a row counting two columns).
    package static func axis(dx: Double, dy: Double, precision: PointerPrecision) -> Axis? {
        guard !isStill(dx: dx, dy: dy, precision: precision) else { return nil }
        return abs(dx) >= 2 * abs(dy) ? .horizontal : .vertical
    }

    /// How far `m` is from `press`, in columns and rows: to the pixel where the terminal
    /// reports pixels, else to the cell.
    package static func distance(_ m: MouseEvent, from press: MouseEvent, precision: PointerPrecision) -> (dx: Double, dy: Double) {
        precision == .pixels
            ? (abs(m.preciseX - press.preciseX), abs(m.preciseY - press.preciseY))
            : (Double(abs(m.x - press.x)), Double(abs(m.y - press.y)))
    }
}
