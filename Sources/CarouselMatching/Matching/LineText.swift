import CarouselPlatform

/// One line as the matcher reads it: its bytes, and its characters as Unicode scalar values
/// (what fzf calls runes). A line of ASCII keeps its bytes for the quick first look
/// (`memchr` for each query character) and is widened only when a term may match; other
/// lines are decoded at once (invalid UTF-8 becomes U+FFFD, as Go decodes it).
package struct LineText {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let isASCII: Bool
    package private(set) var scalars: UnsafeBufferPointer<UInt32>
    private var isDecoded: Bool
    private let scratch: MatchScratch

    package init(bytes: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) {
        self.bytes = bytes
        self.scratch = scratch
        isASCII = LineText.isAllASCII(bytes)
        scalars = UnsafeBufferPointer(start: nil, count: 0)
        isDecoded = false
        if !isASCII { decode() }
    }

    /// A line already known to be all ASCII (`scanASCIIQuiet` said so).
    package init(asciiBytes bytes: UnsafeBufferPointer<UInt8>, scratch: MatchScratch) {
        self.bytes = bytes
        self.scratch = scratch
        isASCII = true
        scalars = UnsafeBufferPointer(start: nil, count: 0)
        isDecoded = false
    }

    /// The characters, widened or decoded on first use.
    package mutating func characters() -> UnsafeBufferPointer<UInt32> {
        if !isDecoded { decode() }
        return scalars
    }

    private mutating func decode() {
        isDecoded = true
        let out = scratch.lineBuffer(capacity: bytes.count)
        var n = 0
        if isASCII {
            for b in bytes { out[n] = UInt32(b); n &+= 1 }
        } else {
            var iterator = bytes.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            loop: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let unit): out[n] = Unicode.UTF8.decode(unit).value; n &+= 1
                // Go takes each byte of an invalid sequence as a U+FFFD of its own: so must
                // we, or a line's length (a tiebreak) and its matches' positions differ.
                case .error(let length):
                    for _ in 0..<length { out[n] = 0xFFFD; n &+= 1 }
                case .emptyInput: break loop
                }
            }
        }
        scalars = UnsafeBufferPointer(start: out, count: n)
    }

    package static func isAllASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var i = 0
        let raw = UnsafeRawPointer(base)
        while i &+ 8 <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i &+= 8
        }
        while i < count {
            if base[i] >= 0x80 { return false }
            i &+= 1
        }
        return true
    }

    /// In one pass, sixteen bytes a turn: whether the line is all ASCII, and whether it has no
    /// byte below `!` (no blank, no control byte: the quiet lines of `ScoreBound`).
    @inline(__always)
    package static func scanASCIIQuiet(_ bytes: UnsafeBufferPointer<UInt8>) -> (isASCII: Bool, isQuiet: Bool) {
        guard let base = bytes.baseAddress else { return (true, true) }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        let highs: UInt64 = 0x8080_8080_8080_8080, belowBlank: UInt64 = 0x5F5F_5F5F_5F5F_5F5F
        var all: UInt64 = 0, low: UInt64 = 0
        // An ASCII byte below `!` is one whose high bit stays clear with 0x5F added (a byte
        // above 0x7F may carry into the next: then the line is not ASCII, and `low` unused).
        @inline(__always) func take(_ word: UInt64) {
            all |= word
            low |= ~(word &+ belowBlank)
        }
        if count >= 16 {
            // In a vector, lane by lane; the last turn ends at the line's end (it may read
            // bytes again).
            let addend = SIMD16<UInt8>(repeating: 0x5F)
            var allVector = SIMD16<UInt8>(), lowVector = SIMD16<UInt8>()
            var i = 0
            repeat {
                let v = raw.loadUnaligned(fromByteOffset: min(i, count &- 16), as: SIMD16<UInt8>.self)
                allVector |= v
                lowVector |= ~(v &+ addend)
                i &+= 16
            } while i < count
            let halves = unsafeBitCast(allVector, to: (UInt64, UInt64).self), lows = unsafeBitCast(lowVector, to: (UInt64, UInt64).self)
            all = halves.0 | halves.1
            low = lows.0 | lows.1
        } else if count >= 8 {
            take(raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
            take(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        } else {
            for k in 0..<count {
                let byte = base[k]
                all |= UInt64(byte)
                if byte < 0x21 { low = highs }
            }
            all = all << 56
        }
        return (all & highs == 0, low & highs == 0)
    }

    /// `trimmedLength` of a line of ASCII, from its bytes alone.
    @inline(__always)
    package static func asciiTrimmedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = bytes.count
        while end > 0, CharacterTables.isSpace(UInt32(bytes[end &- 1])) { end &-= 1 }
        var start = 0
        while start < end, CharacterTables.isSpace(UInt32(bytes[start])) { start &+= 1 }
        return end &- start
    }

    /// Leading white space, in characters.
    package mutating func leadingSpaces() -> Int {
        let text = characters()
        var n = 0
        while n < text.count, CharacterTables.isSpace(text[n]) { n &+= 1 }
        return n
    }

    /// Trailing white space, in characters.
    package mutating func trailingSpaces() -> Int {
        let text = characters()
        var n = 0
        while n < text.count, CharacterTables.isSpace(text[text.count &- 1 &- n]) { n &+= 1 }
        return n
    }

    /// The length fzf ranks by: characters without the white space at either end.
    package mutating func trimmedLength() -> Int {
        if isASCII { return Self.asciiTrimmedLength(bytes) }
        let trailing = trailingSpaces()
        if trailing == scalars.count { return 0 }
        return scalars.count &- trailing &- leadingSpaces()
    }

    /// fzf's quick look on an ASCII line: whether the pattern's characters appear in order
    /// (either case for a lower-case letter when case is ignored), and if so where the search
    /// may start (one before the first character's first occurrence). nil: no match.
    package func asciiSearchStart(_ pattern: [UInt32], caseSensitive: Bool) -> Int? {
        Self.asciiSearchStart(in: bytes, pattern, caseSensitive: caseSensitive)
    }

    /// The same look over bytes not yet made a line (the quick look before a line is matched).
    package static func asciiSearchStart(in bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt32], caseSensitive: Bool)
        -> Int?
    {
        guard let base = bytes.baseAddress else { return pattern.isEmpty ? 0 : nil }
        var first = 0, from = 0
        for (k, c) in pattern.enumerated() {
            guard c < 128 else { return nil }
            let byte = UInt8(c)
            let remaining = bytes.count &- from
            guard remaining > 0 else { return nil }
            var found = memchrIndex(base + from, byte, remaining)
            if !caseSensitive, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                let limit = found ?? remaining
                if limit > 0, let upper = memchrIndex(base + from, byte &- 32, limit) { found = upper }
            }
            guard let at = found else { return nil }
            let index = from &+ at
            if k == 0 && index > 0 { first = index &- 1 }
            from = index &+ 1
        }
        return first
    }

    @inline(__always)
    private static func memchrIndex(_ p: UnsafePointer<UInt8>, _ byte: UInt8, _ count: Int) -> Int? {
        guard let hit = memchr(p, Int32(byte), count) else { return nil }
        return UnsafeRawPointer(p).distance(to: UnsafeRawPointer(hit))
    }
}
