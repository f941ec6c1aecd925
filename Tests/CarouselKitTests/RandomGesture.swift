@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport

/// A random drag and a random carousel to drag it in: pointer columns as a terminal gives
/// them (whole cells, never negative), at times that only go forward, sometimes with a
/// pause before the release.
struct RandomGesture: CustomStringConvertible {
    var simulator: DragSimulator
    var script: DragScript

    init(
        _ rng: inout SplitMix64, viewport: Int? = nil, cardWidth: Int? = nil, spacing: Int? = nil,
        count: Int? = nil, wraps: Bool = false
    ) {
        var sim = DragSimulator()
        sim.viewport = viewport ?? rng.int(2...240)
        sim.spacing = spacing ?? rng.int(0...min(8, sim.viewport - 1))
        sim.cardWidth = cardWidth ?? (rng.chance(0.1) ? rng.int(1...(2 * sim.viewport)) : rng.int(1...sim.viewport))
        sim.count = count ?? rng.pick([1, 2, 3, 5, 12, 20, 100, 1_000_000_000, rng.int(1...10_000)])
        sim.startPage = rng.chance(0.3) ? rng.pick([0, sim.count - 1]) : rng.int(0...(sim.count - 1))
        sim.alignment = rng.chance(0.5) ? .center : .leading
        sim.wraps = wraps
        simulator = sim

        var x = Double(rng.int(0...(sim.viewport - 1)))
        var t = 0.0
        var samples = [DragScript.Sample(position: x, milliseconds: t)]
        let moves = rng.int(1...30)
        let style = rng.int(0...2)
        let speed = rng.double(-4...4)  // cells per millisecond
        let decay = rng.double(0.8...1.05)
        var v = speed
        for _ in 0..<moves {
            let dt = rng.pick([0, 1, 4, 8, 8, 16, 16, rng.double(0...60)])
            t += dt
            switch style {
            case 0: x += (v * dt).rounded()  // steady
            case 1: x += Double(rng.int(-6...6))  // wandering
            default: x += (v * dt).rounded(); v *= decay  // slowing or speeding up
            }
            x = max(0, x)
            samples.append(DragScript.Sample(position: x, milliseconds: t))
        }
        if rng.chance(0.25) {
            t += rng.pick([150, rng.double(0...400)])
            samples.append(DragScript.Sample(position: x, milliseconds: t))
        }
        script = DragScript(samples: samples)
    }

    var description: String {
        let s = simulator
        let drag = script.samples.map { "\(Int($0.position))@\(Formatting.json($0.milliseconds))" }.joined(separator: ",")
        return "--viewport \(s.viewport) --card-width \(s.cardWidth) --spacing \(s.spacing) --count \(s.count) "
            + "--start-page \(s.startPage + 1)\(s.alignment == .leading ? " --align leading" : "")\(s.wraps ? " --wrap" : "") --drag \"\(drag)\""
    }
}
