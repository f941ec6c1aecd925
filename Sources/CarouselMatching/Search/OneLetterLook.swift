/// The first screen's look at a line for a query of one ASCII letter (the first key typed,
/// which over millions of lines matches most of them): whether the line is all ASCII, whether
/// the letter is in it, and whether some place of it earns a bonus as large as the line
/// needs to come among the best so far (for one letter the bonus alone makes the score).
///
/// Most lines need more than they can have, and most bonuses need a blank before the letter
/// (or the line's start): a line with no byte below `!` and without the letter first cannot
/// have them. Such lines are read sixteen bytes a turn, in a vector, without a branch; only
/// the others have the byte before each of their letters read (from a table of this look's
/// own memory, so the loop touches no array: no reference count, no bounds check).
package final class OneLetterLook {
    /// The letter, and 0x20 when its capital counts too (`byte | fold == letter`).
    private let letter: UInt8
    private let fold: UInt8
    /// Both repeated over a word.
    private let target: UInt64
    private let foldWord: UInt64
    /// The bonus of the letter at a place, by the byte before it (`previous & 0x7F`), in two
    /// halves: the letter's byte with bit 5 clear first (a capital), set second.
    private let bonuses: UnsafeMutablePointer<Int16>
    /// The same at a line's start, for each half.
    private let startBonus: (Int16, Int16)
    /// The best bonus any place can have.
    package let bestPossible: Int16
    /// The best bonus a place can have after a byte above a blank (`!` or more).
    package let quietBest: Int16
    /// The letter's bit in a `LetterSummary` (nil: not a letter), and whether its capital
    /// counts too (then a summary says exactly whether an ASCII line holds it).
    package let summaryBit: UInt32?
    package var foldsCase: Bool { fold != 0 }

    package init(letter: UInt8, caseSensitive: Bool, bound: ScoreBound) {
        let folds = !caseSensitive && letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z")
        self.letter = letter
        fold = folds ? 0x20 : 0
        summaryBit = LetterSummary.letterBit(letter)
        target = UInt64(letter) &* 0x0101_0101_0101_0101
        foldWord = UInt64(fold) &* 0x0101_0101_0101_0101
        // The byte each half stands for: the capital and the letter, or the byte alone.
        let halves: (UInt8, UInt8) = folds ? (letter & ~0x20, letter) : (letter, letter)
        bonuses = .allocate(capacity: 256)
        var best: Int16 = 0, quiet: Int16 = 0
        for previous in 0..<128 {
            bonuses[previous] = bound.letterBonus(after: UInt8(previous), of: halves.0)
            bonuses[128 + previous] = bound.letterBonus(after: UInt8(previous), of: halves.1)
            best = max(best, bonuses[previous], bonuses[128 + previous])
            if previous > 0x20 { quiet = max(quiet, bonuses[previous], bonuses[128 + previous]) }
        }
        startBonus = (bound.letterBonus(after: nil, of: halves.0), bound.letterBonus(after: nil, of: halves.1))
        bestPossible = max(best, startBonus.0, startBonus.1)
        quietBest = quiet
    }

    deinit { bonuses.deallocate() }

    /// Whether `bytes` is all ASCII, whether the letter is in it and whether one of its places
    /// has a bonus of `needed` or more (always, when `needed` is 0 and the letter is there).
    /// Past a byte above 0x7F the rest is not read.
    @inline(__always)
    package func look(_ bytes: UnsafeBufferPointer<UInt8>, needing needed: Int16) -> (isASCII: Bool, contains: Bool, reaches: Bool) {
        guard let base = bytes.baseAddress else { return (true, false, false) }
        let count = bytes.count
        if needed > quietBest && count >= 16 {
            // Sixteen bytes a turn, no branch: every byte's bits gathered, every place of the
            // letter and every blank (or control byte); the last turn ends at the line's end
            // (it may read bytes again). Lane by lane, with no comparison (Swift makes that a
            // loop over the lanes): a byte is the letter when its `x` is 0, below `!` (when
            // ASCII) when adding 0x5F leaves its high bit clear.
            let raw = UnsafeRawPointer(base)
            let lows = SIMD16<UInt8>(repeating: 0x7F), belowBlank = SIMD16<UInt8>(repeating: 0x5F)
            let foldVector = SIMD16<UInt8>(repeating: fold), letterVector = SIMD16<UInt8>(repeating: letter)
            var allVector = SIMD16<UInt8>(), foundVector = SIMD16<UInt8>(), lowVector = SIMD16<UInt8>()
            var i = 0
            repeat {
                let v = raw.loadUnaligned(fromByteOffset: min(i, count &- 16), as: SIMD16<UInt8>.self)
                allVector |= v
                let x = (v | foldVector) ^ letterVector
                foundVector |= ~(((x & lows) &+ lows) | x)
                lowVector |= ~(v &+ belowBlank)
                i &+= 16
            } while i < count
            let all = Self.halves(allVector), found = Self.halves(foundVector) & Self.highs, low = Self.halves(lowVector)
            if all & Self.highs != 0 { return (false, false, false) }
            guard found != 0 else { return (true, false, false) }
            // Only a blank before the letter or the letter first could earn what is needed.
            if low & Self.highs == 0 && base[0] | fold != letter || needed > bestPossible { return (true, true, false) }
        }
        return preciseLook(base, count, needed)
    }

    /// `look` eight bytes at a time, reading the byte before each place of the letter until
    /// one earns `needed`.
    @inline(__always)
    private func preciseLook(_ base: UnsafePointer<UInt8>, _ count: Int, _ needed: Int16) -> (isASCII: Bool, contains: Bool, reaches: Bool)
    {
        let raw = UnsafeRawPointer(base)
        var wantsBonus = needed <= bestPossible
        var contains = false, reaches = false
        @inline(__always) func note(_ found: UInt64, at offset: Int) {
            contains = true
            guard wantsBonus else { return }
            var found = found
            while found != 0 {
                let at = offset &+ found.trailingZeroBitCount &>> 3
                let half = Int((base[at] &>> 5) & 1)
                let bonus =
                    at == 0 ? (half == 0 ? startBonus.0 : startBonus.1) : bonuses[half &<< 7 | Int(base[at &- 1] & 0x7F)]
                if bonus >= needed {
                    reaches = true
                    wantsBonus = false
                    return
                }
                found &= found &- 1
            }
        }
        var i = 0
        while i &+ 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if word & Self.highs != 0 { return (false, false, false) }
            let found = hits(word)
            if found != 0 { note(found, at: i) }
            i &+= 8
        }
        while i < count {
            let byte = base[i]
            if byte >= 0x80 { return (false, false, false) }
            if byte | fold == letter { note(1 << 7, at: i) }
            i &+= 1
        }
        return (true, contains, reaches)
    }

    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, highs: UInt64 = 0x8080_8080_8080_8080
    private static let belowBlank: UInt64 = 0x5F5F_5F5F_5F5F_5F5F

    /// The two halves of `vector` or-ed: a byte's high bit is set if it was in either.
    @inline(__always)
    private static func halves(_ vector: SIMD16<UInt8>) -> UInt64 {
        let words = unsafeBitCast(vector, to: (UInt64, UInt64).self)
        return words.0 | words.1
    }

    /// The high bit of each byte of the letter in `word`, exactly (no borrow between bytes).
    @inline(__always)
    private func hits(_ word: UInt64) -> UInt64 {
        let x = (word | foldWord) ^ target
        return ~(((x & Self.lows) &+ Self.lows) | x | Self.lows)
    }

    /// The least bonus whose line could score `score` or more (`bestPossible + 1`: none).
    package func bonusNeeded(forScore score: Int, _ bound: ScoreBound) -> Int16 {
        var bonus: Int16 = 0
        while bonus <= bestPossible && bound.oneLetterBound(bestBonus: bonus) < score { bonus += 1 }
        return bonus
    }
}
