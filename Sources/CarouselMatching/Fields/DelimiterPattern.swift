/// The regular expressions a `--delimiter` is usually written as: a sequence of characters,
/// `.`, classes (`[,;]`, `[^a-z]`, `\s`, `\d`, `\w` and their negations) and escaped
/// characters, each optionally repeated (`*`, `+`, `?`, greedy). Groups, alternation and
/// anchors are not understood: such a delimiter is taken literally.
package struct DelimiterPattern: Equatable, Sendable {
    package struct Atom: Equatable, Sendable {
        package var ranges: [ClosedRange<UInt32>]
        package var negated = false
        package var minimum = 1
        package var unbounded = false
        package var optional: Bool { minimum == 0 && !unbounded }

        package func accepts(_ c: UInt32) -> Bool { ranges.contains { $0.contains(c) } != negated }
    }

    package let atoms: [Atom]

    package init?(_ text: String) {
        let chars = Array(text.unicodeScalars.map(\.value))
        var atoms: [Atom] = []
        var i = 0
        func escapeClass(_ c: UInt32) -> Atom {
            switch Unicode.Scalar(c).map(Character.init) {
            case "s": return Atom(ranges: [9...13, 32...32])
            case "S": return Atom(ranges: [9...13, 32...32], negated: true)
            case "d": return Atom(ranges: [48...57])
            case "D": return Atom(ranges: [48...57], negated: true)
            case "w": return Atom(ranges: [48...57, 65...90, 95...95, 97...122])
            case "W": return Atom(ranges: [48...57, 65...90, 95...95, 97...122], negated: true)
            case "t": return Atom(ranges: [9...9])
            case "n": return Atom(ranges: [10...10])
            default: return Atom(ranges: [c...c])
            }
        }
        while i < chars.count {
            let c = chars[i]
            var atom: Atom
            switch c {
            case 0x5C:  // backslash
                guard i + 1 < chars.count else { return nil }
                atom = escapeClass(chars[i + 1])
                i += 2
            case 0x2E:  // .
                atom = Atom(ranges: [10...10], negated: true)
                i += 1
            case 0x5B:  // [
                guard let (classAtom, next) = Self.parseClass(chars, from: i + 1, escape: escapeClass) else { return nil }
                atom = classAtom
                i = next
            case 0x28, 0x29, 0x7C, 0x5E, 0x24, 0x7B, 0x7D, 0x2A, 0x2B, 0x3F, 0x5D:
                return nil
            default:
                atom = Atom(ranges: [c...c])
                i += 1
            }
            if i < chars.count {
                switch chars[i] {
                case 0x2A: atom.minimum = 0; atom.unbounded = true; i += 1
                case 0x2B: atom.unbounded = true; i += 1
                case 0x3F: atom.minimum = 0; i += 1
                default: break
                }
            }
            atoms.append(atom)
        }
        guard !atoms.isEmpty else { return nil }
        self.atoms = atoms
    }

    private static func parseClass(_ chars: [UInt32], from start: Int, escape: (UInt32) -> Atom) -> (Atom, Int)? {
        var i = start
        var atom = Atom(ranges: [])
        if i < chars.count, chars[i] == 0x5E { atom.negated = true; i += 1 }
        var first = true
        while i < chars.count {
            var c = chars[i]
            if c == 0x5D, !first { return (atom, i + 1) }
            first = false
            if c == 0x5C, i + 1 < chars.count {
                let escaped = escape(chars[i + 1])
                i += 2
                if escaped.negated { return nil }
                if escaped.ranges.count != 1 || escaped.ranges[0].count != 1 {
                    atom.ranges += escaped.ranges
                    continue
                }
                c = escaped.ranges[0].lowerBound
            } else {
                i += 1
            }
            if i + 1 < chars.count, chars[i] == 0x2D, chars[i + 1] != 0x5D {
                let upper = chars[i + 1]
                guard upper >= c else { return nil }
                atom.ranges.append(c...upper)
                i += 2
            } else {
                atom.ranges.append(c...c)
            }
        }
        return nil
    }

    /// The leftmost match at or after `from` (greedy, backtracking: the leftmost-first match
    /// Go's regexp finds for these patterns).
    package func firstMatch(in text: [UInt32], from: Int) -> Range<Int>? {
        var start = from
        while start <= text.count {
            if let end = match(text, atom: 0, at: start) { return start..<end }
            start += 1
        }
        return nil
    }

    private func match(_ text: [UInt32], atom k: Int, at i: Int) -> Int? {
        guard k < atoms.count else { return i }
        let atom = atoms[k]
        var n = 0
        let most = atom.unbounded ? Int.max : 1
        while n < most, i + n < text.count, atom.accepts(text[i + n]) { n += 1 }
        while n >= atom.minimum {
            if let end = match(text, atom: k + 1, at: i + n) { return end }
            n -= 1
        }
        return nil
    }
}
