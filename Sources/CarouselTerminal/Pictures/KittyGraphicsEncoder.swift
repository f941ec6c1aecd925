import CZlib
import CarouselCore
import CarouselKit

/// kitty's graphics protocol, the commands the carousel sends: a picture transmitted once
/// under an id (RGBA, zlib-compressed, base64 in chunks of 4096), placed with a source
/// rectangle over a number of cells without moving the cursor, and deleted. Every command
/// asks for no answer (`q=2`), so none comes back as input.
package enum KittyGraphicsEncoder {
    static let chunk = 4096

    /// `a=t`: the picture's data, kept by the terminal under `id`, not shown yet.
    package static func transmit(_ picture: Picture, id: Int) -> [UInt8] {
        var payload = picture.rgba
        var compressed = false
        var length = compressBound(uLong(picture.rgba.count))
        var packed = [UInt8](repeating: 0, count: Int(length))
        let status = packed.withUnsafeMutableBufferPointer { o in
            picture.rgba.withUnsafeBufferPointer { i in compress(o.baseAddress, &length, i.baseAddress, uLong(i.count)) }
        }
        if status == Z_OK { payload = Array(packed.prefix(Int(length))); compressed = true }
        let text = Base64.encode(payload)
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / chunk * 24 + 64)
        var at = 0
        repeat {
            let end = min(text.count, at + chunk)
            let more = end < text.count ? 1 : 0
            let keys =
                at == 0
                ? "a=t,f=32,s=\(picture.width),v=\(picture.height),i=\(id),q=2\(compressed ? ",o=z" : ""),m=\(more)"
                : "m=\(more)"
            out += Array("\u{1B}_G\(keys);".utf8)
            out += text[at..<end]
            out += [0x1B, 0x5C]
            at = end
        } while at < text.count
        return out
    }

    /// `a=p`: the part `source` of picture `id` over `columns` x `rows` cells from the cursor,
    /// as placement `placement` of it (a new one replaces the old: the picture moves), the
    /// cursor left where it was (`C=1`).
    package static func place(
        id: Int, placement: Int = 1, source: (x: Int, y: Int, width: Int, height: Int),
        columns: Int, rows: Int
    ) -> [UInt8] {
        Array(
            "\u{1B}_Ga=p,i=\(id),p=\(placement),x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\"
                .utf8)
    }

    /// The picture's placements gone from the screen; its data kept (`d=i`) or freed (`d=I`).
    package static func delete(id: Int, keepingData: Bool) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=\(keepingData ? "i" : "I"),i=\(id),q=2\u{1B}\\".utf8)
    }

    /// One placement of the picture gone from the screen, its other places and its data kept.
    package static func delete(id: Int, placement: Int) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\".utf8)
    }

    /// Every picture off the screen and out of the terminal's memory (on the way out).
    package static let deleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)
}
