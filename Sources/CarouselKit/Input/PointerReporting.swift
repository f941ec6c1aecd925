/// How finely the terminal is asked to report the mouse (`--mouse`).
///
/// SGR-Pixels (mode 1016: xterm since patch 359, kitty, WezTerm, foot, contour) reports the
/// pointer in pixels, so a slow drag across narrow columns is a line, not a staircase, and
/// the velocity fitted to it is finer. Everywhere else the report is to the cell (SGR 1006,
/// or X10).
public enum PointerReporting: String, CaseIterable, Sendable {
    /// Pixels where the terminal says it has mode 1016 (DECRQM), cells elsewhere.
    case automatic = "auto"
    /// Pixels even if the terminal does not say it has them (it may then report cells).
    case pixels
    /// Cells, as every terminal reports them.
    case cells
    /// No mouse at all: the terminal keeps its own selection and wheel.
    case off
}

/// What the session actually turned on, for the overlay (`mouse pixels`).
public enum PointerPrecision: String, Sendable {
    case pixels, cells, off
}

/// A terminal cell's size in pixels, to turn SGR-Pixels reports into fractions of cells.
///
/// ```swift
/// let cell = CellPixelSize(width: 6, height: 13)
/// cell.column(pixel: 16)   // 2.5: xterm counts pixels from 1, so pixel 16 is the middle of the third column
/// ```
public struct CellPixelSize: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width; self.height = height
    }

    /// A usable size: both sides at least one pixel, and not absurd.
    public var isUsable: Bool { width >= 1 && height >= 1 && width < 10_000 && height < 10_000 }

    /// The size from `TIOCGWINSZ`: the text area's pixels over its cells. In xterm the
    /// pixels include the window's inner border (2 pixels a side by default), which makes
    /// a cell look up to a few percent larger; `CSI 16 t`'s answer is exact and preferred.
    public static func fromWindowSize(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) -> CellPixelSize? {
        guard pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0 else { return nil }
        let size = CellPixelSize(width: Double(pixelWidth) / Double(columns), height: Double(pixelHeight) / Double(rows))
        return size.isUsable ? size : nil
    }

    /// A 0-based fractional column from a 1-based pixel (xterm and WezTerm count from 1;
    /// kitty and ghostty from 0, a pixel's difference, and may report negative positions
    /// while dragging, which are clamped to the first cell).
    public func column(pixel: Int) -> Double { Double(max(0, pixel - 1)) / width }
    public func row(pixel: Int) -> Double { Double(max(0, pixel - 1)) / height }
}
