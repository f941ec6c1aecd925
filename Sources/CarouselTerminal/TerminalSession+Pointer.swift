import CarouselPlatform
import CNcurses
import CarouselKit

/// The mouse and the geometry it is read in: the terminal's size, a cell's size in pixels, cells or SGR-Pixels.
extension TerminalSession {
    /// The terminal's size from the kernel, which knows it even when ncurses has not looked.
    package func size() -> (width: Int, height: Int) {
        var ws = winsize()
        if ioctl(ttyFD, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (Int(cn_cols()), Int(cn_lines()))
    }

    /// A cell's size in pixels: what the terminal reported (`CSI 16 t`), else the kernel's
    /// window size in pixels over its cells; `nil` when neither knows (tmux, most ptys).
    package func cellPixelSize() -> CellPixelSize? {
        var size = reportedCellSize
        if size == nil {
            var ws = winsize()
            guard ioctl(ttyFD, UInt(TIOCGWINSZ), &ws) == 0 else { return nil }
            size = CellPixelSize.fromWindowSize(
                pixelWidth: Int(ws.ws_xpixel), pixelHeight: Int(ws.ws_ypixel),
                columns: Int(ws.ws_col), rows: Int(ws.ws_row))
        }
        // kitty and ghostty count pixels from 0.
        size?.firstPixel = queryReplies?.firstPixel(term: termName, termProgram: termProgram) ?? 1
        return size
    }

    /// The terminal told the cell size again (after a resize or a font change).
    package func noteReportedCellSize(_ size: CellPixelSize) {
        reportedCellSize = size
    }

    /// Asks for the cell size again (`CSI 16 t`, after a resize); the answer comes through
    /// the input, where `InputDecoder` catches it. Only while pixels are in use.
    package func requestCellSize() {
        guard isActive, pointerPrecision == .pixels else { return }
        writeRaw("\u{1B}[16t")
    }

    /// Turns on the mouse as `reporting` asks: SGR-Pixels where the terminal said it has
    /// mode 1016 (or where asked outright) and the cell size is known, cells elsewhere,
    /// or no mouse. Returns what is in use.
    @discardableResult
    package func startPointer(_ reporting: PointerReporting) -> PointerPrecision {
        guard isActive else { return pointerPrecision }
        requestedPointer = reporting
        let precision: PointerPrecision
        switch reporting {
        case .off: precision = .off
        case .cells: precision = .cells
        case .pixels: precision = cellPixelSizeAfterQuery() != nil ? .pixels : .cells
        case .automatic:
            let replies = queryTerminal()
            let inPoints = replies.map { $0.reportsPointsForPixels(termProgram: termProgram) } ?? (termProgram == "iTerm.app")
            let hasPixels = (replies?.hasPixelMouse ?? false) && !inPoints
            precision = hasPixels && cellPixelSizeAfterQuery() != nil ? .pixels : .cells
        }
        guard precision != pointerPrecision else { return precision }
        pointerPrecision = precision
        switch precision {
        case .off: writeRaw(TerminalModes.mouseOff)
        case .pixels:
            writeRaw(TerminalModes.pixelsOn)
            // The cell size with every resize, in band, where the terminal offers it.
            if queryReplies?.hasInBandResize ?? false {
                reportsResizeInBand = true
                writeRaw(TerminalModes.inBandResizeOn)
            }
        case .cells: break
        }
        return precision
    }

    /// Late answers said the terminal has SGR-Pixels: the pointer moves to pixels as
    /// `startPointer` would have put it there, and a DECRQM for mode 1016 follows, whose
    /// answer tells the decoder which report is the first in pixels (`awaitPixels`).
    /// Returns the cell size to read them in; nil when the pointer stays as it is.
    package func movePointerToPixelsAfterLateAnswers() -> CellPixelSize? {
        guard let requested = requestedPointer, pointerPrecision == .cells, BackgroundQuery.answersModeRequests(termProgram: termProgram),
            startPointer(requested) == .pixels
        else { return nil }
        writeRaw("\u{1B}[?1016$p")
        return cellPixelSize()
    }

    private func cellPixelSizeAfterQuery() -> CellPixelSize? {
        if reportedCellSize == nil, let size = queryTerminal()?.cellSize { reportedCellSize = size }
        return cellPixelSize()
    }

    /// Tells ncurses about a new size.
    package func applySize(width: Int, height: Int) {
        resizeterm(Int32(max(1, height)), Int32(max(1, width)))
    }

}
