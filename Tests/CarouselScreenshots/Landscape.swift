import CarouselCore
import CarouselKit
import Foundation

/// A made-up photograph for the picture scene: sky, sun, hills and water, each variant at
/// another hour, so that the cards differ.
enum Landscape {
    static func picture(width: Int, height: Int, variant: Int) -> Picture? {
        let skies: [((Double, Double, Double), (Double, Double, Double))] = [
            ((40, 50, 110), (250, 150, 90)), ((90, 160, 230), (200, 230, 250)),
            ((70, 120, 200), (250, 210, 150)), ((20, 30, 70), (120, 90, 160)),
        ]
        let (top, horizonColour) = skies[variant % skies.count]
        let horizon = Double(height) * 0.55
        let sun = (x: Double(width) * (0.3 + 0.15 * Double(variant % 3)), y: horizon * 0.6, r: Double(min(width, height)) * 0.12)
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (fx, fy) = (Double(x), Double(y))
                let hill = horizon + Double(height) * 0.08 * (1 + sin(fx / Double(width) * 6.3 + Double(variant)))
                var c: (Double, Double, Double)
                if fy < horizon {
                    let t = fy / horizon
                    c = (
                        top.0 + (horizonColour.0 - top.0) * t, top.1 + (horizonColour.1 - top.1) * t, top.2 + (horizonColour.2 - top.2) * t
                    )
                    let d = ((fx - sun.x) * (fx - sun.x) + (fy - sun.y) * (fy - sun.y)).squareRoot()
                    if d < sun.r { c = (255, 230, 150) }
                } else if fy < hill {
                    c = (60, 150 - 40 * (fy - horizon) / Double(height), 50)
                } else {
                    let t = (fy - horizon) / (Double(height) - horizon)
                    c = (30 + 20 * t, 70 + 40 * t, 120 + 40 * t)
                }
                rgba += [UInt8(max(0, min(255, c.0))), UInt8(max(0, min(255, c.1))), UInt8(max(0, min(255, c.2))), 255]
            }
        }
        return Picture(width: width, height: height, rgba: rgba)
    }
}
