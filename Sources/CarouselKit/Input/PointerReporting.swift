/// How finely the terminal is asked to report the mouse (`--mouse`).
///
/// SGR-Pixels (mode 1016: xterm since patch 359, kitty, WezTerm, foot, contour) reports the
/// pointer in pixels, so a slow drag across narrow columns is a line, not a staircase, and
/// the velocity fitted to it is finer. Everywhere else the report is to the cell (SGR 1006,
/// or X10).
package enum PointerReporting: String, CaseIterable, Sendable {
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
package enum PointerPrecision: String, Sendable {
    case pixels, cells, off
}

/// A terminal cell's size in pixels, to turn SGR-Pixels reports into fractions of cells.
///
/// ```swift
/// let cell = CellPixelSize(width: 6, height: 13)
/// cell.column(pixel: 16)   // 2.5: xterm counts pixels from 1, so pixel 16 is the middle of the third column
/// ```
package struct CellPixelSize: Equatable, Sendable {
    package var width: Double
    package var height: Double
    /// The number the terminal gives the first pixel: 1 in xterm and WezTerm, 0 in kitty
    /// and ghostty.
    package var firstPixel: Int
    package init(width: Double, height: Double, firstPixel: Int = 1) {
        self.width = width; self.height = height; self.firstPixel = firstPixel
    }

    /// A usable size: both sides at least one pixel, and not absurd.
    package var isUsable: Bool { width >= 1 && height >= 1 && width < 10_000 && height < 10_000 }

    /// The size from `TIOCGWINSZ`: the text area's pixels over its cells. In xterm the
    /// pixels include the window's inner border (2 pixels a side by default), which makes
    /// a cell look up to a few percent larger; `CSI 16 t`'s answer is exact and preferred.
    package static func fromWindowSize(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) -> CellPixelSize? {
        guard pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0 else { return nil }
        let size = CellPixelSize(width: Double(pixelWidth) / Double(columns), height: Double(pixelHeight) / Double(rows))
        return size.isUsable ? size : nil
    }

    /// A 0-based fractional column from a pixel counted from `firstPixel` (xterm and
    /// WezTerm count from 1, kitty and ghostty from 0). kitty and ghostty report positions
    /// left of or above the window while dragging, negative ones included: clamped to the
    /// first cell, where the velocity tracker keeps the speed of a drag that left.
    package func column(pixel: Int) -> Double { Double(max(0, pixel - firstPixel)) / width }
    package func row(pixel: Int) -> Double { Double(max(0, pixel - firstPixel)) / height }
}

/// An in-band resize report (mode 2048: kitty, ghostty, foot, contour; not xterm 379):
/// `ESC [ 48 ; rows ; columns ; height ; width t`, the text area in cells and in pixels,
/// sent when the mode is turned on and after every resize. It carries the cell size with
/// the new size, so pixel reports are never read with a stale cell.
package struct InBandResize: Equatable, Sendable {
    package var rows: Int
    package var columns: Int
    package var pixelHeight: Int
    package var pixelWidth: Int

    /// The parameters between `ESC [` and `t`; `nil` for anything else (`6;h;w`, garbage).
    package init?<Bytes: Collection>(parameters: Bytes) where Bytes.Element == UInt8 {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 5, fields.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { (0x30...0x39).contains($0) } }) else {
            return nil
        }
        let n = fields.map { Int(String(decoding: $0, as: UTF8.self)) ?? 0 }
        guard n[0] == 48, n[1] > 0, n[2] > 0 else { return nil }
        rows = n[1]; columns = n[2]; pixelHeight = n[3]; pixelWidth = n[4]
    }

    /// The cell's size in pixels; `nil` when the terminal gave no pixels (0).
    package var cellSize: CellPixelSize? {
        CellPixelSize.fromWindowSize(pixelWidth: pixelWidth, pixelHeight: pixelHeight, columns: columns, rows: rows)
    }
}
