import CNcurses
import CarouselCore
import CarouselKit
import CarouselPlatform
import CarouselTerminal

/// ncurses drawing to a terminal of a given size whose output goes to an unlinked file in
/// memory, so the bytes a real terminal would receive for each frame can be counted:
/// what `carousel-bench` measures. Kept out of the library products: only the benchmark
/// and its tests draw to it.
///
/// A real descriptor is needed: ncurses 6 buffers its output itself and writes it with
/// `write(2)` on the stream's descriptor, so a stdio stream without one (`fopencookie`,
/// `funopen`) receives nothing at all. The count is the descriptor's position.
///
/// ```swift
/// let terminal = CountingTerminal(width: 80, height: 24)!
/// let bytes = terminal.present(canvas)   // what this frame sent
/// ```
package final class CountingTerminal {
    /// Who turns a canvas into bytes: our `FrameEncoder` (what the interactive program uses
    /// on ANSI-like terminals) or ncurses (`doupdate`, what it uses on the others).
    package enum Presenter: String, Sendable, CaseIterable {
        case encoder, ncurses
    }

    private var screen: OpaquePointer?
    private let presenter: CanvasPresenter?
    private var encoder: FrameEncoder?
    private var frameBytes: [UInt8] = []
    /// The presenter in use: `.ncurses` when the encoder was asked for on a terminal that
    /// does not suit it (as the interactive program decides).
    package let presenterUsed: Presenter
    private let fd: Int32
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    package let width: Int, height: Int
    private let saving: Bool
    /// The file is emptied when it grows past this, so long runs stay small.
    private static let rewindThreshold: Int = 1 << 20

    /// With `savingTo`, the bytes also stay in that file (never emptied), up to the last
    /// frame: replayed in a terminal of the same size (`cat`), they leave that frame on screen.
    /// With the encoder, `withMargins` lets it use left/right margins and DECIC/DECDC (as on
    /// a terminal that answers DECRQM for mode 69, like xterm) besides what terminfo offers;
    /// `repeatingASCII` REP for ASCII only and `lineDrawing` DEC Special Graphics (as in tmux).
    package init?(
        width: Int, height: Int, term: String = "xterm-256color", savingTo path: String? = nil,
        presenter wanted: Presenter = .encoder, shifting: Bool = true, withMargins: Bool = false,
        repeating: Bool = true, repeatingASCII: Bool = false, lineDrawing: Bool = false
    ) {
        TerminalSession.chooseUTF8Locale()
        let file: (Int32, UnsafeMutablePointer<FILE>)?
        if let path {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            file = fd < 0 ? nil : fdopen(fd, "w").map { (fd, $0) }
        } else {
            file = Self.memoryFile()
        }
        saving = path != nil
        guard let (fd, output) = file, let input = fopen("/dev/null", "r") else { return nil }
        self.fd = fd; self.output = output; self.input = input
        self.width = width; self.height = height
        setenv("COLUMNS", String(width), 1)
        setenv("LINES", String(height), 1)
        use_env(true)
        screen = newterm(term, output, input)
        guard screen != nil else {
            fclose(output); fclose(input)
            return nil
        }
        resizeterm(Int32(height), Int32(width))
        let depth: Theme.Depth
        if has_colors() { start_color(); use_default_colors(); depth = cn_colors() >= 256 ? .full : .basic } else { depth = .none }
        let suits = TerminalSession.suitsFrameEncoder(
            cup: cn_string_capability("cup").map { String(cString: $0) },
            sgr0: cn_string_capability("sgr0").map { String(cString: $0) },
            autoMargins: cn_flag_capability("am") != 0, newlineGlitch: cn_flag_capability("xenl") != 0)
        if wanted == .encoder && suits {
            presenterUsed = .encoder
            presenter = nil
            var capabilities = shifting ? ShiftCapabilities.fromTerminfo() : []
            if shifting && withMargins && capabilities.contains(.scrollRegion) { capabilities.insert(.columnsAndMargins) }
            if !repeating { capabilities.remove(.repeatCharacter) }
            if shifting && repeatingASCII { capabilities.insert(.repeatASCII) }
            if shifting && lineDrawing { capabilities.insert(.lineDrawingCharset) }
            encoder = FrameEncoder(depth: depth, capabilities: capabilities)
            frameBytes.reserveCapacity(1 << 16)
        } else {
            presenterUsed = .ncurses
            presenter = CanvasPresenter(colorDepth: depth)
        }
        // What the set-up itself sent (modes, colours) is not a frame.
        _ = position()
    }

    /// An unlinked temporary file, in shared memory where there is one.
    private static func memoryFile() -> (Int32, UnsafeMutablePointer<FILE>)? {
        for directory in ["/dev/shm", "/tmp"] {
            var template = Array("\(directory)/carousel-bench-XXXXXX".utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else { continue }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            guard let file = fdopen(fd, "w") else { close(fd); continue }
            return (fd, file)
        }
        return nil
    }

    private func position() -> Int {
        Int(lseek(fd, 0, SEEK_CUR))
    }

    /// Draws a frame; returns the bytes it sent.
    @discardableResult
    package func present(_ canvas: Canvas) -> UInt64 {
        if !saving && position() > Self.rewindThreshold {
            _ = ftruncate(fd, 0)
            _ = lseek(fd, 0, SEEK_SET)
        }
        if let presenter {
            let before = position()
            presenter.present(canvas)  // doupdate flushes ncurses' buffer with write(2)
            fflush(output)
            return UInt64(max(0, position() - before))
        }
        // The encoder: the frame's bytes in one write, as the interactive program sends them.
        frameBytes.removeAll(keepingCapacity: true)
        encoder!.encode(canvas, into: &frameBytes)
        var written = 0
        frameBytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                written += n
            }
        }
        return UInt64(written)
    }

    /// The bytes a full repaint of `canvas` costs (and the next frame diffs against it).
    package func fullRepaintBytes(_ canvas: Canvas) -> UInt64 {
        presenter?.invalidate()
        encoder?.invalidate()
        return present(canvas)
    }

    package func end() {
        guard let s = screen else { return }
        let framesEnd = position()
        endwin()
        fflush(output)
        if saving { _ = ftruncate(fd, off_t(framesEnd)) }
        delscreen(s)
        screen = nil
        fclose(output)
        fclose(input)
    }

    deinit { end() }
}
