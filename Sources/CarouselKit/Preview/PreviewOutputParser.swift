import CarouselCore

/// Reads what a preview command prints, byte by byte, keeping its text and its colours and
/// nothing else: a state machine after the VT500 parser's shape (ground, escape, CSI, and
/// the string sequences), so a sequence cut across reads is understood the same.
///
/// Kept: SGR 0, 1 bold, 2 dim, 3 italic, 4 underline, 7 reverse, 22-27 (their ends),
/// 30-37, 90-97, 38;5;n, 38;2;r;g;b (and the colon forms `38:5:n`, `38:2::r:g:b`), 39, and
/// the same for backgrounds (40-47, 100-107, 48;…, 49). A 24-bit colour becomes the nearest
/// of the 256, which the frame encoder brings down to the terminal's depth (none under
/// `NO_COLOR`). The DEC line-drawing set is honoured: `ESC ( 0` and `ESC ) 0` make G0 or
/// G1 DEC Special Graphics (`ESC ( B`, `ESC ) B` ASCII again), SO and SI choose G1 or G0,
/// and while the chosen set draws lines its letters are kept as the characters they
/// stand for (`lqqk` as `┌──┐`). A picture (sixel's DCS, kitty's APC, iTerm2's OSC 1337) is
/// decoded and kept beside the text, with the line it came on (`PictureStringReader`).
/// Dropped: every other CSI (cursor moves, clears, modes), OSC (titles,
/// clipboard, hyperlinks), other DCS and APC, PM, SOS, other escapes, a lone
/// ESC (one followed by a control character is given up, the control done), and C0
/// controls but tab, newline, carriage return and backspace (see
/// `StyledTextBuilder` for those). The output is styled text, never bytes for a terminal.
package struct PreviewOutputParser: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        /// ESC followed by intermediates (`ESC ( B`): ends at a final byte.
        case escapeIntermediate
        case csi
        /// OSC, DCS, APC, PM, SOS: everything up to ST (`ESC \`) or, for OSC, BEL.
        case string(endsWithBell: Bool)
        /// An ESC inside a string: `\` ends it.
        case stringEscape(endsWithBell: Bool)
    }

    private var state = State.ground
    private var parameters: [UInt8] = []
    private var csiIsPlain = true
    /// The first intermediate of an escape (`(` designates G0, `)` G1), and how many came.
    private var intermediate: UInt8 = 0
    private var intermediates = 0
    /// Which of G0 and G1 are DEC Special Graphics, and whether SO has chosen G1.
    private var g0DrawsLines = false
    private var g1DrawsLines = false
    private var shiftedOut = false
    package private(set) var style = Style.plain
    package var builder: StyledTextBuilder
    package private(set) var pictures = PictureStringReader()
    /// The text line the picture came on (its top), once there is one.
    package private(set) var pictureLine = 0
    /// A CSI longer than this is no SGR anyone writes: it is dropped whole.
    static let maximumParameterBytes = 96

    /// Keeps at most `maximumLines` lines from line `keepFrom` on (nil: the last ones), and
    /// the first `leadingCount` whatever the window.
    package init(maximumLines: Int = 500, keepFrom: Int? = 0, leadingCount: Int = 0) {
        builder = StyledTextBuilder(maximumLines: maximumLines, keepFrom: keepFrom, leadingCount: leadingCount)
    }

    package var text: StyledText { builder.text }

    package mutating func feed<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        var i = bytes.startIndex
        while i != bytes.endIndex {
            if case .ground = state, builder.ignoresPrintables {
                // A line outside the kept window, or one longer than is kept: only the
                // controls that end or restart a line, or start an escape (a style, a
                // character set), change anything; the rest is passed over in one scan.
                guard let control = bytes[i...].firstIndex(where: Self.mattersOutsideText) else { return }
                i = control
            } else if case .ground = state, Self.isInert(bytes[i]) {
                // A run of controls that draw nothing (NULs...): passed over in one scan.
                guard let next = bytes[i...].firstIndex(where: { !Self.isInert($0) }) else { return }
                i = next
                continue
            }
            feed(bytes[i])
            i = bytes.index(after: i)
        }
    }

    /// The C0 controls and DEL that ground state drops.
    private static func isInert(_ byte: UInt8) -> Bool {
        byte == 0x7F
            || (byte < 0x20
                && !(byte == 0x0A || byte == 0x0D || byte == 0x1B || byte == 0x08 || byte == 0x09
                    || byte == 0x0E || byte == 0x0F))
    }

    /// Backspace, newline, carriage return, SO, SI, ESC.
    private static func mattersOutsideText(_ byte: UInt8) -> Bool {
        byte < 0x20 && (byte == 0x0A || byte == 0x0D || byte == 0x1B || byte == 0x08 || byte == 0x0E || byte == 0x0F)
    }

    package mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground: ground(byte)
        case .escape: escape(byte)
        case .escapeIntermediate:
            if byte == 0x1B {
                state = .escape
            } else if byte >= 0x20 && byte <= 0x2F {
                intermediates += 1
            } else if byte >= 0x30 && byte <= 0x7E {
                state = .ground; designate(final: byte)
            } else if byte == 0x18 || byte == 0x1A {
                state = .ground
            }
        case .csi: csi(byte)
        case .string(let bell):
            if byte == 0x1B {
                state = .stringEscape(endsWithBell: bell)
            } else if bell && byte == 0x07 {
                state = .ground; endPictureString()
            } else if byte == 0x18 || byte == 0x1A {
                state = .ground; pictures.abandon()
            } else {
                pictures.append(byte)
            }
        case .stringEscape:
            // ST ends it; any other escape inside a string ends the string and starts over.
            if byte == 0x5C { state = .ground; endPictureString() } else { pictures.abandon(); state = .escape; escape(byte) }
        }
    }

    private mutating func ground(_ byte: UInt8) {
        switch byte {
        case 0x1B: state = .escape
        case 0x0A: builder.newline()
        case 0x0D: builder.carriageReturnSeen()
        case 0x09: builder.tab(style: style)
        case 0x08: builder.backspace()
        case 0x0E: shiftedOut = true  // SO: G1
        case 0x0F: shiftedOut = false  // SI: G0
        case 0..<0x20, 0x7F: break
        default:
            if shiftedOut ? g1DrawsLines : g0DrawsLines, let scalar = SpecialGraphics.scalar(for: byte) {
                for unit in String(Character(scalar)).utf8 { builder.append(unit, style: style) }
            } else {
                builder.append(byte, style: style)
            }
        }
    }

    private mutating func endPictureString() {
        let had = pictures.picture != nil
        pictures.end()
        if !had && pictures.picture != nil { pictureLine = builder.lineCount }
    }

    /// `ESC ( F` and `ESC ) F`: G0 or G1 becomes DEC Special Graphics for `0`, and any
    /// other set (ASCII `B`, national sets) for every other final byte.
    private mutating func designate(final: UInt8) {
        guard intermediates == 1 else { return }
        switch intermediate {
        case 0x28: g0DrawsLines = final == 0x30
        case 0x29: g1DrawsLines = final == 0x30
        default: break
        }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case 0x5B:  // [
            state = .csi
            parameters.removeAll(keepingCapacity: true)
            csiIsPlain = true
        case 0x5D: state = .string(endsWithBell: true); pictures.begin(byte)  // ] OSC
        case 0x50, 0x5F, 0x5E, 0x58: state = .string(endsWithBell: false); pictures.begin(byte)  // P DCS, _ APC, ^ PM, X SOS
        case 0x1B: state = .escape
        case 0x20...0x2F: state = .escapeIntermediate; intermediate = byte; intermediates = 1
        case 0..<0x20:
            // A control after ESC: the ESC was alone (dropped), the control is done.
            state = .ground
            ground(byte)
        case 0x63:  // ESC c, a full reset: back to ASCII
            state = .ground
            g0DrawsLines = false; g1DrawsLines = false; shiftedOut = false
        default: state = .ground  // a two-byte escape (ESC 7, ESC =, …): dropped
        }
    }

    private mutating func csi(_ byte: UInt8) {
        switch byte {
        case 0x30...0x3F:
            // Private markers (`<`, `=`, `>`, `?`) make it no SGR.
            if byte >= 0x3C { csiIsPlain = false }
            if parameters.count < Self.maximumParameterBytes { parameters.append(byte) } else { csiIsPlain = false }
        case 0x20...0x2F: csiIsPlain = false
        case 0x40...0x7E:
            state = .ground
            if byte == 0x6D && csiIsPlain { applySGR() }
            // `ESC [ 2 J`: the screen cleared, as a log watcher redraws itself (a loop
            // printing a clear first): what was printed so far goes, as fzf's preview takes it.
            if byte == 0x4A && csiIsPlain && parameters == [0x32] { builder.clear() }
        case 0x1B: state = .escape
        case 0x18, 0x1A: state = .ground
        default: break  // other controls inside a CSI: ignored
        }
    }

    // MARK: - SGR

    private mutating func applySGR() {
        // Groups split by `;`, each of parts split by `:` (nil: empty).
        var groups: [[Int?]] = [[]]
        var number: Int? = nil
        for byte in parameters {
            switch byte {
            case 0x30...0x39: number = min(99_999, (number ?? 0) * 10 + Int(byte - 0x30))
            case 0x3A: groups[groups.count - 1].append(number); number = nil
            case 0x3B: groups[groups.count - 1].append(number); number = nil; groups.append([])
            default: return
            }
        }
        groups[groups.count - 1].append(number)
        var k = 0
        while k < groups.count {
            let group = groups[k]
            k += 1
            let code = group.first.flatMap { $0 } ?? 0
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = group.count < 2 || (group[1] ?? 0) != 0  // 4:0 is "no underline"
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = .basic(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .basic(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .indexed(UInt8(code - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(code - 100 + 8))
            case 38, 48:
                let colour: TerminalColor?
                if group.count > 1 {
                    colour = Self.extendedColour(Array(group.dropFirst()))
                } else {
                    // The semicolon form takes the following parameters.
                    let kind = k < groups.count ? groups[k].first.flatMap { $0 } : nil
                    let take = kind == 5 ? 2 : kind == 2 ? 4 : 1
                    let following = groups[k..<min(groups.count, k + take)].map { $0.first.flatMap { $0 } }
                    k += take
                    colour = Self.extendedColour(following)
                }
                if let colour {
                    if code == 38 { style.foreground = colour } else { style.background = colour }
                }
            default: break  // blink, conceal, strike, fonts, …: not kept
            }
        }
    }

    /// `5;n` or `2;r;g;b` (or `2;space;r;g;b` from the colon form), as one of the 256.
    static func extendedColour(_ parts: [Int?]) -> TerminalColor? {
        guard let kind = parts.first.flatMap({ $0 }) else { return nil }
        func channel(_ v: Int?) -> UInt8 { UInt8(min(255, max(0, v ?? 0))) }
        switch kind {
        case 5:
            guard parts.count >= 2, let n = parts[1], n <= 255 else { return nil }
            return .indexed(UInt8(n))
        case 2:
            guard parts.count >= 4 else { return nil }
            let rgb = parts.suffix(3)
            let values = Array(rgb)
            return TerminalColor.nearestIndexed(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2]))
        default: return nil
        }
    }
}
