import CZlib
import CarouselCore

/// Gathers kitty graphics commands (`ESC _ G keys ; payload ESC \`, the APC body from its
/// `G` on) into a picture: `f=24` RGB and `f=32` RGBA with their `s`/`v` sizes, `f=100` PNG,
/// `o=z` zlib-compressed payloads, and transmissions chunked over several commands with
/// `m=1` (the keys come with the first chunk). Only direct transmission (`t=d`); files and
/// shared memory are not read. The payload is bounded by `maximumPayloadBytes`.
package struct KittyGraphicsDecoder: Sendable {
    /// The base64 text of one picture, all chunks together: 24 MiB, room for the largest
    /// picture there may be as raw RGBA (`Picture.maximumPixels`) once encoded.
    package static let maximumPayloadBytes = 24 << 20

    private var keys: [String: String] = [:]
    private var payload: [UInt8] = []
    private var gathering = false
    private var overflowed = false

    package init() {}

    /// One command's body (from `G`); a picture once a transmission is complete.
    package mutating func feed<C: Collection>(_ body: C) -> Picture? where C.Element == UInt8, C.Index == Int {
        guard body.first == 0x47 else { return nil }  // G
        let rest = body.dropFirst()
        let split = rest.firstIndex(of: 0x3B) ?? rest.endIndex
        let commandKeys = Self.keys(rest[rest.startIndex..<split])
        let data = split < rest.endIndex ? rest[(split + 1)...] : rest[rest.endIndex...]
        if !gathering {
            let action = commandKeys["a"] ?? "t"
            guard action == "t" || action == "T", (commandKeys["t"] ?? "d") == "d" else { return nil }
            keys = commandKeys
            payload = []
            overflowed = false
            gathering = true
        }
        if payload.count + data.count <= Self.maximumPayloadBytes { payload.append(contentsOf: data) } else { overflowed = true }
        guard commandKeys["m"] != "1" else { return nil }
        gathering = false
        defer { payload = [] }
        guard !overflowed else { return nil }
        return Self.picture(keys: keys, payload: payload)
    }

    static func keys<C: Collection>(_ text: C) -> [String: String] where C.Element == UInt8 {
        var out: [String: String] = [:]
        for pair in text.split(separator: 0x2C) {
            let parts = pair.split(separator: 0x3D, maxSplits: 1)
            guard parts.count == 2, parts[0].count <= 2, parts[1].count <= 16 else { continue }
            out[String(decoding: parts[0], as: UTF8.self)] = String(decoding: parts[1], as: UTF8.self)
        }
        return out
    }

    static func picture(keys: [String: String], payload: [UInt8]) -> Picture? {
        guard var bytes = Base64.decode(payload, maximumBytes: Picture.maximumPixels * 4) else { return nil }
        let format = Int(keys["f"] ?? "32") ?? 0
        let width = Int(keys["s"] ?? "") ?? 0, height = Int(keys["v"] ?? "") ?? 0
        if keys["o"] == "z" {
            guard format != 100 else { return nil }
            guard Picture.fits(width: width, height: height) else { return nil }
            let expected = width * height * (format == 24 ? 3 : 4)
            guard let inflated = PNGDecoder.inflate(bytes, expected: expected) else { return nil }
            bytes = inflated
        }
        switch format {
        case 100: return PNGDecoder.decode(bytes)
        case 32:
            return Picture(width: width, height: height, rgba: bytes)
        case 24:
            guard Picture.fits(width: width, height: height), bytes.count == width * height * 3 else { return nil }
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            for k in 0..<(width * height) {
                rgba[4 * k] = bytes[3 * k]; rgba[4 * k + 1] = bytes[3 * k + 1]; rgba[4 * k + 2] = bytes[3 * k + 2]
            }
            return Picture(width: width, height: height, rgba: rgba)
        default: return nil
        }
    }
}
