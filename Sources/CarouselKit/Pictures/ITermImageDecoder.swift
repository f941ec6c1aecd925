import CarouselCore

/// Reads iTerm2's inline image (`ESC ] 1337 ; File = args : base64 BEL`, the OSC body): the
/// file in it decoded when it is a PNG. Other formats (chafa sends TIFF) are refused.
package enum ITermImageDecoder {
    static let prefix = Array("1337;File=".utf8)

    package static func isInlineImage<C: Collection>(_ body: C) -> Bool where C.Element == UInt8 {
        body.starts(with: prefix)
    }

    package static func decode<C: Collection>(_ body: C) -> Picture? where C.Element == UInt8 {
        guard isInlineImage(body), let colon = body.firstIndex(of: 0x3A) else { return nil }
        let arguments = String(decoding: body[body.startIndex..<colon].dropFirst(prefix.count), as: UTF8.self)
        guard !arguments.split(separator: ";").contains("inline=0"),
            let file = Base64.decode(body[body.index(after: colon)...], maximumBytes: PNGDecoder.maximumCompressedBytes)
        else { return nil }
        return PNGDecoder.decode(file)
    }
}
