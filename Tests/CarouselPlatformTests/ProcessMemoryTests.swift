@testable import CarouselPlatform
import Testing

/// The bench's peak-memory figure, from /proc where it is there and from getrusage where not.
struct ProcessMemoryTests {
    @Test func bothSourcesGiveThePeakInKilobytes() {
        var held = [UInt8](repeating: 1, count: 8 << 20)  // 8 MiB touched: the peak is at least that
        held[held.count - 1] = 2
        let fromUsage = ProcessMemory.rusagePeakKilobytes()
        #expect(fromUsage >= 8 * 1024)
        #expect(fromUsage < 64 * 1024 * 1024, "kilobytes, not bytes")
        if let fromProc = ProcessMemory.procPeakKilobytes() {
            #expect(fromProc >= 8 * 1024)
            #expect(ProcessMemory.peakKilobytes() >= fromProc, "/proc is read first where it is there")
        }
        #expect(held.last == 2)
    }
}
