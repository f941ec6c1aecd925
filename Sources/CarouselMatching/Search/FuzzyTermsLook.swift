/// The first screen's look at an ASCII line for a query of fuzzy ASCII terms (what a query
/// grows into past its first letter): does every term's characters occur in the line in
/// order? Each character is looked for eight bytes a turn (`byte | fold == target` on a
/// 64-bit word), a capital found in the same pass as its letter, from where the previous one
/// was found; the terms' letters, as a `LetterSummary` holds them, let a line lacking one be
/// passed over without its bytes.
///
/// Everything the loop reads is in this look's own memory: no array, no reference count. It
/// never changes after it is made, so threads share it.
package final class FuzzyTermsLook: @unchecked Sendable {
    /// For each character of every term, in order: its byte and 0x20 where its capital counts
    /// too, each repeated over a word.
    private let targets: UnsafeMutablePointer<UInt64>
    private let folds: UnsafeMutablePointer<UInt64>
    /// Where each term's characters end in `targets`.
    private let ends: UnsafeMutablePointer<Int>
    private let termCount: Int
    /// The `LetterSummary` bits of every letter the terms hold: a line without one of them
    /// cannot match.
    package let summaryLetters: UInt32

    /// Nil unless every term is fuzzy, positive, not empty and all ASCII.
    package convenience init?(_ terms: [SearchQuery.Term]) {
        guard terms.allSatisfy({ $0.kind == .fuzzy && !$0.isNegated }) else { return nil }
        self.init(characters: terms.map { ($0.text, $0.isCaseSensitive) })
    }

    /// The look for characters in order, whatever kind of term asks for them (every term's
    /// characters stand in its matches in order); nil unless each is not empty and all ASCII.
    package init?(characters terms: [(text: [UInt32], caseSensitive: Bool)]) {
        guard !terms.isEmpty, terms.allSatisfy({ !$0.text.isEmpty && $0.text.allSatisfy { $0 < 128 } }) else { return nil }
        let characters = terms.reduce(0) { $0 + $1.text.count }
        targets = .allocate(capacity: characters)
        folds = .allocate(capacity: characters)
        ends = .allocate(capacity: terms.count)
        termCount = terms.count
        var k = 0, letters: UInt32 = 0
        for (t, term) in terms.enumerated() {
            for c in term.text {
                let byte = UInt8(c)
                let foldsCase = !term.caseSensitive && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                targets[k] = UInt64(byte) &* Self.ones
                folds[k] = foldsCase ? 0x2020_2020_2020_2020 : 0
                letters |= LetterSummary.letterBit(byte) ?? 0
                k += 1
            }
            ends[t] = k
        }
        summaryLetters = letters
    }

    deinit {
        targets.deallocate()
        folds.deallocate()
        ends.deallocate()
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Whether every term occurs in `bytes` (all ASCII) as fzf's fuzzy match wants it: its
    /// characters in order, each term from the line's start.
    @inline(__always)
    package func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var k = 0
        for t in 0..<termCount {
            var from = 0
            let end = ends[t]
            while k < end {
                guard let at = Self.find(base, from: from, count: count, target: targets[k], fold: folds[k]) else { return false }
                from = at &+ 1
                k &+= 1
            }
        }
        return true
    }

    /// The first place from `from` where `byte | fold == target` (each a byte repeated).
    @inline(__always)
    private static func find(_ base: UnsafePointer<UInt8>, from: Int, count: Int, target: UInt64, fold: UInt64) -> Int? {
        let raw = UnsafeRawPointer(base)
        var i = from
        while i &+ 8 <= count {
            let hits = zeroBytes((raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | fold) ^ target)
            if hits != 0 { return i &+ hits.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        guard i < count else { return nil }
        if count >= 8 {
            // The last word ends at the line's end; the bytes before `i` in it are left out.
            let at = count &- 8
            let hits =
                zeroBytes((raw.loadUnaligned(fromByteOffset: at, as: UInt64.self) | fold) ^ target)
                & (UInt64.max &<< UInt64((i &- at) &* 8))
            return hits != 0 ? at &+ hits.trailingZeroBitCount &>> 3 : nil
        }
        let byteTarget = UInt8(truncatingIfNeeded: target), byteFold = UInt8(truncatingIfNeeded: fold)
        while i < count {
            if base[i] | byteFold == byteTarget { return i }
            i &+= 1
        }
        return nil
    }

    /// The high bit of each byte of `x` that is zero, and no other: exact byte by byte (no
    /// borrow runs from one byte into the next, so lanes may be masked afterwards).
    @inline(__always)
    private static func zeroBytes(_ x: UInt64) -> UInt64 {
        ~(((x & lows) &+ lows) | x | lows)
    }
}
