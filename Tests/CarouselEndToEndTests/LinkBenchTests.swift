import Foundation
import Testing

/// `carousel-bench --link RATE`: the slow-link pacing simulated frame by frame.
@Suite("The slow-link bench")
struct LinkBenchTests {
    @Test("at 2400 and 9600 bytes a second the paced screen completes within seconds, sooner than unpaced, with fewer bytes")
    func pacedBeatsUnpaced() async throws {
        let r = try await CarouselBench.run(["--link", "2400", "--link", "9600", "--json"])
        #expect(r.status == 0, "\(r)")
        let rows = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(rows.count == 2, "\(r.stdout)")
        for row in rows {
            let paced = row["paced_complete_s"] as? Double ?? 0, unpaced = row["unpaced_complete_s"] as? Double ?? 0
            // A frame whose change was undone while the link was behind once left the
            // screen owing a frame forever: the final screen never counted as complete.
            #expect(paced > 0 && paced < 5, "\(row)")
            #expect(paced < unpaced, "\(row)")
            #expect((row["paced_bytes"] as? Int ?? 0) < (row["unpaced_bytes"] as? Int ?? 0), "\(row)")
        }
    }
}
