import Foundation

/// A window picture (`xwd`) as RGB pixels: how the picture tests see what a terminal drew,
/// pixel by pixel.
struct WindowPixels {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    static func read(xwd path: String) async throws -> WindowPixels {
        guard let data = FileManager.default.contents(atPath: path), let pixels = XwdPicture.pixels(data) else {
            throw HarnessError("could not read the pixels of \(path)")
        }
        return pixels
    }

    /// How many pixels in the rectangle (pixels, clamped to the picture) are within
    /// `tolerance` of the colour on every channel.
    func count(red: Int, green: Int, blue: Int, x: Int, y: Int, width w: Int, height h: Int, tolerance: Int = 6) -> Int {
        var n = 0
        for py in max(0, y)..<min(height, y + h) {
            for px in max(0, x)..<min(width, x + w) {
                let k = (py * width + px) * 3
                if abs(Int(rgb[k]) - red) <= tolerance && abs(Int(rgb[k + 1]) - green) <= tolerance
                    && abs(Int(rgb[k + 2]) - blue) <= tolerance
                {
                    n += 1
                }
            }
        }
        return n
    }
}
