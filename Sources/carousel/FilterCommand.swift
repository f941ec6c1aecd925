import CarouselPlatform
import CarouselCommandLine
import CarouselKit
import CarouselMatching

/// `carousel --filter QUERY`: fzf's non-interactive mode. Every line of the input that
/// matches the query is printed, best first, exactly as it came (with `--ansi` without its
/// escapes, as fzf prints it); exit 0, or 1 when no line matches. No terminal is touched.
enum FilterCommand {
    struct Options {
        var query = ""
        var exact = false
        /// fzf's `+x`: the whole query is one term.
        var extended = true
        /// fzf's `--literal` turns this off: accents on Latin letters count.
        var foldsAccents = true
        /// fzf's `--scheme`: how matches are scored.
        var scheme = ScoringScheme.default
        var caseMatching = CaseMatching.smart
        var sorts = true
        var reversed = false
        /// `--with-nth`, `--delimiter`, `--ansi`: what of each line is matched.
        var shaping = LineShaping()
        /// `--tiebreak`: what ranks lines of equal score.
        var tiebreak = Tiebreak.fzfDefault
        /// `--nth`: the fields of the shown line a query matches.
        var nth: [FieldRange]?
        /// fzf's `--tail N`: only the last N lines are kept.
        var tail: Int?
        /// fzf's `--header-lines N`: the first N lines are the header, never matched.
        var headerLines = 0
    }

    static func run(
        _ filter: Options, itemsPath: String?, inputFD: Int32? = nil, readsNulSeparated: Bool, printsNulTerminated: Bool,
        acceptNth: FieldTemplate? = nil
    ) -> Int32 {
        let separator = readsNulSeparated ? UInt8(0) : UInt8(ascii: "\n")
        let path = itemsPath ?? "-"
        let name = inputFD != nil ? "the input" : path == "-" ? "stdin" : path
        let reader: ItemsReader
        if let inputFD {
            reader = ItemsReader.reading(fd: inputFD, separator: separator)
            reader.store.tailLimit = filter.tail
        } else {
            switch ItemsReader.open(path: path, separator: separator) {
            case .success(let r):
                reader = r
                reader.store.tailLimit = filter.tail
            case .failure(let e):
                Output.error("\(name): \(e.reason)")
                return 66
            }
        }
        // A regular file is read in place; should it shrink meanwhile, the lost pages end the
        // run with a message rather than a bus error.
        // The guard goes first: indexing the mapped lines already reads the pages.
        MappedInputGuard.install()
        _ = reader.store.adoptFile(reader.fd)
        if let failure = reader.readToEnd() {
            Output.error("\(name): \(failure.reason)")
            return 66
        }
        if let problem = reader.problem { Output.error("\(name): \(problem)") }
        reader.headerLineCount = filter.headerLines
        _ = reader.takeHeaderLines(ansi: filter.shaping.ansi)
        var parsing = SearchOptions(exact: filter.exact, caseMatching: filter.caseMatching)
        parsing.extended = filter.extended
        parsing.foldsAccents = filter.foldsAccents
        parsing.scheme = filter.scheme
        let query = parsing.parse(filter.query)
        let store = reader.store
        // As fzf --filter: unsorted output only streams without --tac; with --tac the matches
        // are ranked even under --no-sort (ties then broken by reverse input order).
        let sorts = filter.sorts || filter.reversed
        // The matching lines of a file read in place are copied out as they are found, and the
        // file's pages let go: the run holds its matches, not the file.
        let (matches, copies) = LineFilter.matchesCopyingLines(
            in: store, query: query, sorts: sorts, reversed: filter.reversed, shaping: filter.shaping,
            tiebreak: filter.tiebreak, nth: filter.nth)
        let out = LineWriter(fd: 1, terminator: printsNulTerminated ? 0 : UInt8(ascii: "\n"))
        if acceptNth == nil {
            RankedLinePrinter.print(matches, from: store, copies: copies, stripsEscapes: filter.shaping.ansi, to: out)
            out.flush()
            return matches.isEmpty ? 1 : 0
        }
        var plain: [UInt8] = []
        for index in matches {
            if let acceptNth {
                // fzf's --accept-nth: the fields asked for, of the line without its escapes.
                var bytes: [UInt8] = []
                RankedLinePrinter.withLine(index, store, copies) { bytes = Array($0) }
                let plainLine = filter.shaping.ansi ? ANSIStripping.stripped(bytes) : bytes
                let text = acceptNth.text(
                    of: String(decoding: plainLine, as: UTF8.self), delimiter: filter.shaping.delimiter,
                    index: index + store.droppedLines)
                Array(text.utf8).withUnsafeBufferPointer { out.write($0) }
                continue
            }
            RankedLinePrinter.withLine(index, store, copies) { bytes in
                guard filter.shaping.ansi, ANSIStripping.needsStripping(bytes) else { return out.write(bytes) }
                plain.removeAll(keepingCapacity: true)
                ANSIStripping.strip(bytes, into: &plain)
                plain.withUnsafeBufferPointer { out.write($0) }
            }
        }
        out.flush()
        return matches.isEmpty ? 1 : 0
    }
}

/// Lines to a descriptor through a buffer: millions of matches in few writes. A closed pipe
/// (`| head`) ends the writing quietly.
final class LineWriter {
    private let fd: Int32
    let terminator: UInt8
    private var buffer: [UInt8] = []
    private var failed = false
    private static let capacity = 1 << 16

    init(fd: Int32, terminator: UInt8) {
        self.fd = fd
        self.terminator = terminator
        buffer.reserveCapacity(Self.capacity + 4096)
    }

    func write(_ line: UnsafeBufferPointer<UInt8>) {
        guard !failed else { return }
        buffer.append(contentsOf: line)
        buffer.append(terminator)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Bytes that already end their lines.
    func writeRaw(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !failed else { return }
        if buffer.count + bytes.count > Self.capacity { flush() }
        if bytes.count >= Self.capacity {
            if !failed { failed = !writeFully(fd, UnsafeRawBufferPointer(bytes)) }
            return
        }
        buffer.append(contentsOf: bytes)
    }

    func flush() {
        if !failed { failed = !buffer.withUnsafeBytes { writeFully(fd, $0) } }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// What a file read in place says if it is cut short while it is read: a page past its new
/// end raises SIGBUS, which here ends the run with a message and the status of a failed read.
enum MappedInputGuard {
    static func install() {
        signal(SIGBUS) { _ in
            // Nothing that allocates: this runs in a signal handler.
            let message: StaticString = "carousel: the input file shrank while it was read\n"
            _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
            _exit(74)
        }
    }
}
