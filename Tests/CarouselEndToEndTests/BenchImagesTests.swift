import Foundation
import Testing

/// `carousel-bench --images`: a picture in every card, moving; kitty's placements cost
/// tens of bytes a picture a frame where sending the pictures again costs hundreds of kB.
@Suite("bench --images")
struct BenchImagesTests {
    @Test("placing pictures costs a few hundred bytes a moving frame; sending them again, a thousand times that")
    func placementsAgainstResending() async throws {
        let r = try await CarouselBench.run(["--images", "--frames", "120"])
        #expect(r.status == 0, "\(r)")
        /// The bytes per moving frame of the row named `name`.
        func bytes(_ name: String) throws -> Int {
            let row = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix(name) }, "\(r.stdout)")
            let figure = row.dropFirst(name.count).split(separator: " ").first.map { $0.replacingOccurrences(of: ",", with: "") }
            return try #require(figure.flatMap { Int($0) }, "\(row)")
        }
        let text = try bytes("half blocks (text only)"), placed = try bytes("kitty: placed (*)"),
            resent = try bytes("kitty: sent every frame")
        #expect(placed > text && placed - text < 3 * 100, "placements: tens of bytes a picture: \(r.stdout)")
        #expect(resent > 1000 * (placed - text), "\(r.stdout)")
        #expect(r.stdout.contains("picture in each"))
    }
}
