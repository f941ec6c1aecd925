#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import CarouselKit

/// ncurses drawing to a terminal of a given size that is only a byte counter: what
/// `carousel bench` uses to measure the bytes a real terminal would receive per frame.
public final class OffscreenTerminal {
    private var screen: OpaquePointer?
    private let presenter: CanvasPresenter
    public let width: Int, height: Int

    public init?(width: Int, height: Int, term: String = "xterm-256color") {
        TerminalSession.chooseUTF8Locale()
        guard let out = cn_counting_file(), let input = fopen("/dev/null", "r") else { return nil }
        setenv("COLUMNS", String(width), 1)
        setenv("LINES", String(height), 1)
        use_env(true)
        screen = newterm(term, out, input)
        guard screen != nil else { return nil }
        self.width = width; self.height = height
        resizeterm(Int32(height), Int32(width))
        let depth: Theme.Depth
        if has_colors() { start_color(); use_default_colors(); depth = cn_colors() >= 256 ? .full : .basic } else { depth = .none }
        presenter = CanvasPresenter(colorDepth: depth)
        cn_reset_counted_bytes()
    }

    /// Draws a frame; returns the bytes it sent.
    @discardableResult
    public func present(_ canvas: Canvas) -> UInt64 {
        let before = cn_counted_bytes()
        presenter.present(canvas)
        cn_flush_output_of_screen()
        return UInt64(cn_counted_bytes() - before)
    }

    /// The bytes a full repaint of `canvas` costs.
    public func fullRepaintBytes(_ canvas: Canvas) -> UInt64 {
        presenter.invalidate()
        return present(canvas)
    }

    public func end() {
        guard let s = screen else { return }
        cn_end_session()
        cn_delete_screen(s)
        screen = nil
    }

    deinit { end() }
}
