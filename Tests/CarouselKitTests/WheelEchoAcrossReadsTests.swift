@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// alacritty writes each wheel notch twice; the twin may come in the next read.
@Suite("A wheel report's twin in the next read")
struct WheelEchoAcrossReadsTests {
    static let down = InputEvent.mouse(MouseEvent(kind: .wheel(dx: 0, dy: 1), button: .none, x: 50, y: 12))
    static let up = InputEvent.mouse(MouseEvent(kind: .wheel(dx: 0, dy: -1), button: .none, x: 50, y: 12))

    @Test("a lone notch whose twin comes a millisecond later, in its own read, is one notch")
    func twinInTheNextRead() {
        var echo = WheelEchoAcrossReads()
        #expect(echo.filter([Self.down], now: 1.000) == [Self.down])
        #expect(echo.filter([Self.down], now: 1.001) == [])
        // The next notch, a touchpad's 8 ms later, is a notch again.
        #expect(echo.filter([Self.down], now: 1.009) == [Self.down])
    }

    @Test("reports 7 ms or more apart (a touchpad's cadence) all count; so do unlike ones")
    func burstsKeepTheirReports() {
        var echo = WheelEchoAcrossReads()
        var kept = 0
        for k in 0..<10 { kept += echo.filter([Self.down], now: Double(k) * 0.007).count }
        #expect(kept == 10)
        #expect(echo.filter([Self.up], now: 0.0705) == [Self.up])
    }

    @Test("a read that ended on a pair leaves nothing to drop; a key in between forgets the report")
    func pairsAndOtherEvents() {
        var echo = WheelEchoAcrossReads()
        _ = echo.filter([Self.down, Self.down], now: 2.000)
        #expect(echo.filter([Self.down], now: 2.001) == [Self.down])
        _ = echo.filter([Self.down], now: 3.000)
        _ = echo.filter([.key(KeyEvent(.right))], now: 3.0005)
        #expect(echo.filter([Self.down], now: 3.001) == [Self.down])
    }
}
