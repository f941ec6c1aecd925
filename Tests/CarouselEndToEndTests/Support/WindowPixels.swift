import Foundation

/// A window picture (`xwd`) as RGB pixels, read through ImageMagick's `convert`: how the
/// picture tests see what a terminal drew, pixel by pixel.
struct WindowPixels {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    static func read(xwd path: String) async throws -> WindowPixels {
        let size = try await Command.run("/usr/bin/env", ["convert", path, "-format", "%w %h", "info:"], timeout: 20)
        let numbers = size.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard numbers.count == 2 else { throw HarnessError("no size for \(path): \(size)") }
        let raw = path + ".rgb"
        let r = try await Command.run("/usr/bin/env", ["convert", path, "-depth", "8", "rgb:\(raw)"], timeout: 20)
        guard r.status == 0, let data = FileManager.default.contents(atPath: raw), data.count == numbers[0] * numbers[1] * 3 else {
            throw HarnessError("could not read the pixels of \(path): \(r)")
        }
        return WindowPixels(width: numbers[0], height: numbers[1], rgb: Array(data))
    }

    /// How many pixels in the rectangle (pixels, clamped to the picture) are within
    /// `tolerance` of the colour on every channel.
    func count(red: Int, green: Int, blue: Int, x: Int, y: Int, width w: Int, height h: Int, tolerance: Int = 6) -> Int {
        var n = 0
        for py in max(0, y)..<min(height, y + h) {
            for px in max(0, x)..<min(width, x + w) {
                let k = (py * width + px) * 3
                if abs(Int(rgb[k]) - red) <= tolerance && abs(Int(rgb[k + 1]) - green) <= tolerance && abs(Int(rgb[k + 2]) - blue) <= tolerance { n += 1 }
            }
        }
        return n
    }
}
