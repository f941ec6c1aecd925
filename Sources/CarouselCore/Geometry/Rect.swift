/// A rectangle of terminal cells. Origin top-left, columns and rows.
///
/// Its small members are `@inlinable`: every layer above clips with it, cell by cell.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// The rectangle of `width` columns and `height` rows from column `x`, row `y`.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    @inlinable
    package var maxX: Int { x + width }
    @inlinable
    package var maxY: Int { y + height }
    /// Whether it holds no cell.
    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at column `x`, row `y` is inside.
    @inlinable
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The cells both rectangles hold (empty when none).
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    @inlinable
    package func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The same rectangle moved by `x` columns and `y` rows.
    @inlinable
    package func offsetBy(x dx: Int, y dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "(\(x),\(y) \(width)x\(height))" }
}
