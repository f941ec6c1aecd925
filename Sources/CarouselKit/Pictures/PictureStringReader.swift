import CarouselCore

/// Keeps the string sequences of a preview's output that carry pictures (sixel's DCS, kitty's
/// APC, iTerm2's OSC 1337) and decodes them as they end. The output parser hands it each
/// string's introducer, its bytes and its end; everything else it ignores. A string longer
/// than `maximumStringBytes` is dropped whole. The first picture is kept.
package struct PictureStringReader: Sendable {
    /// One string's bytes at most: a kitty chunk, a whole sixel image or an iTerm2 file.
    package static let maximumStringBytes = KittyGraphicsDecoder.maximumPayloadBytes + 4096

    private enum Kind: Sendable { case none, deviceControl, applicationProgram, operatingSystem }
    private var kind = Kind.none
    private var body: [UInt8] = []
    /// The first bytes said it is a picture: the rest is not looked at till the end.
    private var recognised = false
    private var kitty = KittyGraphicsDecoder()
    /// The picture the output held, once one was read whole.
    package private(set) var picture: Picture?
    /// A string that may be a picture is being read.
    package private(set) var isReadingPicture = false
    /// A string began as a picture's does (whether it decodes or not): from then on the
    /// output's byte cap is the pictures' one, across kitty's chunks.
    package private(set) var carriesPicture = false

    package init() {}

    /// A string began: `P` (DCS), `_` (APC), `]` (OSC), or another introducer (ignored).
    package mutating func begin(_ introducer: UInt8) {
        body.removeAll(keepingCapacity: true)
        switch introducer {
        case 0x50: kind = .deviceControl
        case 0x5F: kind = .applicationProgram
        case 0x5D: kind = .operatingSystem
        default: kind = .none
        }
        isReadingPicture = kind != .none && picture == nil
    }

    package mutating func append(_ byte: UInt8) {
        guard kind != .none else { return }
        body.append(byte)
        if body.count > Self.maximumStringBytes { abandon(); return }
        if !recognised { recognise() }
    }

    /// The string ended with ST (or BEL): decoded if it holds a picture.
    package mutating func end() {
        defer { abandon() }
        guard picture == nil else { return }
        switch kind {
        case .none: return
        case .deviceControl: picture = SixelDecoder.decode(body)
        case .applicationProgram: picture = kitty.feed(body)
        case .operatingSystem: picture = ITermImageDecoder.decode(body)
        }
    }

    /// The string was cut short (CAN, SUB, another escape): forgotten.
    package mutating func abandon() {
        kind = .none
        recognised = false
        isReadingPicture = false
        body.removeAll(keepingCapacity: body.count <= 1 << 16)
    }

    /// Decided on the first bytes: a DCS whose parameters end in `q`, an APC from `G`, an
    /// OSC from `1337;File=`; anything else is abandoned.
    private mutating func recognise() {
        let count = body.count, last = body[count - 1]
        var maybe = picture == nil
        switch kind {
        case .none: maybe = false
        case .applicationProgram:
            maybe = maybe && (count > 1 || last == 0x47)
            recognised = maybe
        case .operatingSystem:
            let prefix = ITermImageDecoder.prefix
            maybe = maybe && prefix[count - 1] == last
            recognised = maybe && count == prefix.count
        case .deviceControl:
            recognised = maybe && last == 0x71
            maybe = maybe && (recognised || last == 0x3B || (last >= 0x30 && last <= 0x39))
        }
        if !maybe { abandon() } else if recognised { carriesPicture = true }
    }
}
