import CarouselCore

/// Turns the screen showing one canvas into the screen showing the next, as the bytes an
/// ANSI (xterm-like) terminal understands: for each run of changed cells a cursor move
/// (only when the cursor is not already there), an SGR (only when the style changes), then
/// the characters as UTF-8 (a grapheme cluster whole, base and marks: a terminal puts a
/// mark on the character written just before it). What ncurses' `doupdate` does for the
/// carousel, without its cursor-cost search: the carousel's screens change in a few runs
/// per row, and a move costs at most a dozen bytes.
///
/// The sequences: CUP `ESC[row;colH` (1-based; `ESC[rowH` for the first column), CUF
/// `ESC[nC` when hopping over a few unchanged cells on the same row is cheaper, SGR
/// `ESC[...m` (0 reset; 1 bold, 2 dim, 3 italic, 4 underline, 7 reverse; 30-37, 39, 38;5;N; 40-47,
/// 49, 48;5;N), ED `ESC[2J` (only in a full repaint, which starts `ESC[0m ESC[H ESC[2J`).
///
/// ```swift
/// var encoder = FrameEncoder(depth: .full)
/// var bytes: [UInt8] = []
/// encoder.encode(canvas, into: &bytes)   // the first frame: a full repaint
/// bytes.removeAll(keepingCapacity: true)
/// encoder.encode(canvas, into: &bytes)   // nothing changed: no bytes
/// ```
///
/// The encoder keeps its own copy of the last frame, so it allocates only when the size
/// changes. The cursor and the style it leaves are remembered from one frame to the next;
/// `invalidate()` forgets them and the screen (the next frame is a full repaint).
package struct FrameEncoder: Sendable {
    /// Colours: none (attributes only), the 8 basic ones, or 256.
    package private(set) var depth: Theme.Depth
    /// What the terminal can do to shift cells that moved (nothing: the plain diff).
    package private(set) var capabilities: Capabilities
    private var previous: [Canvas.Cell] = []
    private var previousWidth = -1, previousHeight = -1
    private var forceFull = true
    /// Where the cursor is (0-based), nil when not known (start, or after the last column,
    /// where a terminal is in its "pending wrap" state).
    var cursorRow: Int? = nil, cursorColumn: Int? = nil
    /// The effective style last sent, nil when not known.
    var sgr: UInt32? = nil
    /// The last frame's scrolling regions: where each one's content was tells how far it
    /// moved since (a copy of our own, so that the canvas keeps sole use of its storage).
    private var previousRegions: [Canvas.ScrollingContent] = []
    /// Per row of the strip, what shifting it saves (kept between frames: no allocation).
    var shiftRowGains: [Int?] = []
    /// The scroll region (DECSTBM, 0-based rows) left set on the terminal, nil when it is
    /// the whole screen. Kept from one frame to the next, so that a vertical flick scrolls
    /// with SU/SD alone instead of setting and resetting the region every frame; whoever
    /// hands the terminal back sends `scrollRegionReset` (see `leavesScrollRegionSet`).
    var scrollRegion: Range<Int>? = nil
    /// Inline (`--height`): the terminal's row the canvas's first row is drawn on; every row
    /// the encoder addresses is offset by it, and a full repaint erases only the canvas's
    /// rows. nil: the canvas is the whole screen.
    package var inlineTop: Int? = nil
    /// Inline: the canvas row the terminal's cursor is on, known even where `cursorRow` is
    /// not (a pending wrap keeps the row). Between frames the cursor waits at the band's
    /// first row, so it is 0 there; every inline move is made from it (see `moveWithinBand`).
    var inlineRow = 0

    /// Whether the terminal was left with a scroll region narrower than the screen: the
    /// bytes that hand the terminal back (suspend, exit, a crash) must reset it.
    package var leavesScrollRegionSet: Bool { scrollRegion != nil }
    /// The clusters on the screen: the copy of it points here, as canvases' pools are
    /// emptied every frame (see `ClusterPool.adopt`).
    var clusters = ClusterPool()
    /// A frame with clusters, re-indexed into `clusters` (kept: no allocation).
    private var adopted: [Canvas.Cell] = []
    /// For a screen reader (`--screen-reader`): when the focus comes to rest on another item,
    /// its line (the card's title row) is written again, so that it is read out.
    package var rewritesFocusLine = false
    /// The item whose line was last written for the focus.
    var announcedItem: Canvas.FocusItem?

    /// `capabilities` are what the terminal can do to shift cells (see
    /// `FrameEncoder+Shifting`); none by default: only cursor moves, SGR and text.
    package init(depth: Theme.Depth, capabilities: Capabilities = []) {
        self.depth = depth
        self.capabilities = capabilities
    }

    /// What the terminal turned out to have once its answers came (late, over a slow link):
    /// used from the next frame on. A new depth repaints everything, as every style's bytes
    /// change; new ways to shift only change how later frames are sent.
    package mutating func update(depth: Theme.Depth, capabilities: Capabilities) {
        if depth != self.depth { invalidate() }
        self.depth = depth
        self.capabilities = capabilities
    }

    /// The next frame repaints everything and assumes nothing about the cursor or style
    /// (after a resize, a suspend, or anything else that wrote to the terminal).
    package mutating func invalidate() {
        forceFull = true
        cursorRow = nil; cursorColumn = nil
        inlineRow = 0
        sgr = nil
        // Not known any more either: the full repaint resets it to be sure.
        if scrollRegion != nil { scrollRegion = 0..<0 }
    }

    /// Appends to `bytes` what turns the last frame encoded into `canvas` (everything, the
    /// first time, after `invalidate()` or when the size changed), and remembers `canvas`.
    package mutating func encode(_ canvas: Canvas, into bytes: inout [UInt8]) {
        let width = canvas.width, height = canvas.height
        let full = forceFull || width != previousWidth || height != previousHeight
        if full {
            if previous.count != width * height {
                previous = Array(repeating: .blank, count: width * height)
            } else {
                previous.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
            }
            previousWidth = width; previousHeight = height
            forceFull = false
        }
        // Inline, the frame's text is written with autowrap off (FrameEncoder+Inline.swift).
        let start = bytes.count
        if inlineTop != nil { bytes += Self.autowrapOff }
        defer {
            if inlineTop != nil {
                if bytes.count == start + Self.autowrapOff.count {
                    bytes.removeLast(Self.autowrapOff.count)
                } else {
                    bytes += Self.autowrapOn
                }
            }
        }
        // Taken out while in use (no copy), so that the encoding may change the rest of self.
        var last: [Canvas.Cell] = []
        swap(&last, &previous)
        // Plain cells (no cluster) are compared and written as they are: the common case.
        var frame: [Canvas.Cell] = []
        if !canvas.clusters.isEmpty {
            clusters.adopt(canvas, into: &adopted)
            swap(&frame, &adopted)
        }
        (frame.isEmpty ? canvas.cells : frame).withUnsafeBufferPointer { cells in
            last.withUnsafeMutableBufferPointer { old in
                if !full, !capabilities.isEmpty {
                    shiftMovedRegions(
                        canvas.scrollingRegions, since: previousRegions, screen: old, new: cells,
                        width: width, height: height, into: &bytes)
                }
                if rewritesFocusLine { forgetFocusLineIfNew(canvas.focus, screen: old, width: width, height: height) }
                // Rows that changed are copied into `old` as they are written: no whole-screen copy.
                encodeChanges(from: old, to: cells, width: width, height: height, fullRepaint: full, into: &bytes)
                placeCursor(at: canvas.focus, over: cells, width: width, height: height, into: &bytes)
            }
        }
        if !frame.isEmpty { swap(&frame, &adopted) }
        swap(&last, &previous)
        clusters.compact(keeping: &previous)
        previousRegions.removeAll(keepingCapacity: true)
        previousRegions.append(contentsOf: canvas.scrollingRegions)
    }

    /// The bytes that turn a screen showing `old` (nil: whatever it shows; a full repaint)
    /// into one showing `new`, assuming nothing about the cursor or the current style.
    /// `old`, when given, must have the size of `new`.
    package static func encode(from old: Canvas?, to new: Canvas, depth: Theme.Depth, into bytes: inout [UInt8]) {
        encode(from: old, to: new, depth: depth, capabilities: [], into: &bytes)
    }

    /// The same, for a terminal that can do `capabilities`: with the scrolling regions of
    /// `old` and `new`, the cells that moved are shifted rather than written again.
    package static func encode(
        from old: Canvas?, to new: Canvas, depth: Theme.Depth, capabilities: Capabilities,
        into bytes: inout [UInt8]
    ) {
        var encoder = FrameEncoder(depth: depth, capabilities: capabilities)
        if let old, old.width == new.width, old.height == new.height {
            encoder.previousRegions = old.scrollingRegions
            encoder.clusters.adopt(old, into: &encoder.previous)
            encoder.previousWidth = old.width; encoder.previousHeight = old.height
            encoder.forceFull = false
        }
        encoder.encode(new, into: &bytes)
        // A one-off stream assumes nothing afterwards: it leaves the whole screen scrolling.
        if encoder.scrollRegion != nil { append(scrollRegionReset, to: &bytes) }
    }
}
