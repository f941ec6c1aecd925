import Foundation
import Testing
@testable import CarouselPlatform

/// `CNumber.fixed` writes what Foundation's `String(format: "%.Nf")` wrote, which the JSON
/// and the overlay printed before the programs left Foundation out.
struct CNumberTests {
    @Test func sameAsStringFormat() {
        var rng = SystemRandomNumberGenerator()
        let special: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 1e15, -1e-9, 123456.789, .ulpOfOne]
        let random = (0..<2_000).map { _ in Double.random(in: -1e6...1e6, using: &rng) / Double([1, 10, 1000].randomElement()!) }
        for value in special + random {
            for digits in 0...6 {
                #expect(CNumber.fixed(value, digits: digits) == String(format: "%.\(digits)f", value), "\(value) to \(digits)")
            }
        }
    }
}
