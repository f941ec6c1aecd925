import Foundation
import Testing
import CarouselTestSupport
@testable import CarouselKit

/// A property that does not hold, with what was seen.
struct Counterexample: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Fails the current trial of a property with a description of what went wrong.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw Counterexample(message: message()) }
}

/// Seeds for property tests. `CAROUSEL_TEST_SEED=<n>` replays one trial (the failure
/// message gives its seed); `CAROUSEL_TEST_TRIALS=<n>` changes how many are run.
enum PropertySeeds {
    static var override: UInt64? {
        ProcessInfo.processInfo.environment["CAROUSEL_TEST_SEED"].flatMap { UInt64($0) }
    }

    static func trials(_ standard: Int) -> Int {
        ProcessInfo.processInfo.environment["CAROUSEL_TEST_TRIALS"].flatMap { Int($0) } ?? standard
    }
}

/// Runs `body` once per trial, each with its own seeded generator, and records the first
/// counterexample with the seed that reproduces it (then stops, so one bug gives one issue).
func property(
    _ name: String, trials: Int, baseSeed: UInt64,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout SplitMix64) throws -> Void
) {
    let seeds: [UInt64]
    if let one = PropertySeeds.override {
        seeds = [one]
    } else {
        let n = PropertySeeds.trials(trials)
        seeds = (0..<UInt64(max(1, n))).map { baseSeed &+ $0 &* 0x1_0000_0001 }
    }
    for seed in seeds {
        var rng = SplitMix64(seed: seed)
        do {
            try body(&rng)
        } catch {
            Issue.record("\(name): \(error)  [seed \(seed); replay with CAROUSEL_TEST_SEED=\(seed)]",
                         sourceLocation: sourceLocation)
            return
        }
    }
}

// MARK: - Builders shared by several files

extension ScrollTargetContext {
    /// A context for a finished drag in a carousel of `count` cards, pages absolute
    /// (origin 0), offsets given in cells.
    static func make(stride: Double = 63, count: Int = 20, startPage: Int, startOffset: Double? = nil,
                     releaseOffset: Double, velocity: Double, projectedOffset: Double? = nil,
                     viewport: Double = 100, endless: Bool = false) -> ScrollTargetContext {
        let o0 = startOffset ?? Double(startPage) * stride
        let projected = projectedOffset ?? DecelerationRate.normal.projectedOffset(from: releaseOffset, velocity: velocity)
        return ScrollTargetContext(
            stride: stride, startPage: startPage, startOffset: o0, releaseOffset: releaseOffset,
            velocity: velocity, projectedOffset: projected,
            pageBounds: endless ? nil : 0...(count - 1), viewport: viewport,
            pointsPerCell: 8, originPage: 0, count: count)
    }
}

/// Runs a resolver on a context and returns the target it chose.
func resolve(_ resolver: any PagingResolver, _ context: ScrollTargetContext) -> ScrollTarget {
    var target = ScrollTarget(offset: context.projectedOffset)
    resolver.updateTarget(&target, context: context)
    return target
}

/// A data source that counts what the collection view asks of it.
final class CountingCards: CollectionViewDataSource {
    let count: Int
    private(set) var requests = 0
    private(set) var requestedIndices: [Int] = []
    var recordsIndices = false

    init(count: Int) { self.count = count }

    func numberOfItems(in collectionView: CollectionView) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
        requests += 1
        if recordsIndices { requestedIndices.append(index) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CarouselController.cellIdentifier, for: index)
        if let card = cell as? CardCell {
            card.title = DemoCards.title(index)
            card.body = "Body of card \(index)"
        }
        return cell
    }
}

extension String {
    /// Columns (display cells) of the first occurrence of each character in `set`, in order.
    func columns(of character: Character) -> [Int] {
        var result: [Int] = []
        var column = 0
        for ch in self {
            if ch == character { result.append(column) }
            column += TextWidth.drawn(ch)
        }
        return result
    }
}

/// A random drag and a random carousel to drag it in: pointer columns as a terminal gives
/// them (whole cells, never negative), at times that only go forward, sometimes with a
/// pause before the release.
struct RandomGesture: CustomStringConvertible {
    var simulator: DragSimulator
    var script: DragScript

    init(_ rng: inout SplitMix64, viewport: Int? = nil, cardWidth: Int? = nil, spacing: Int? = nil,
         count: Int? = nil, wraps: Bool = false) {
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
        let speed = rng.double(-4...4)           // cells per millisecond
        let decay = rng.double(0.8...1.05)
        var v = speed
        for _ in 0..<moves {
            let dt = rng.pick([0, 1, 4, 8, 8, 16, 16, rng.double(0...60)])
            t += dt
            switch style {
            case 0: x += (v * dt).rounded()                         // steady
            case 1: x += Double(rng.int(-6...6))                    // wandering
            default: x += (v * dt).rounded(); v *= decay            // slowing or speeding up
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
            + "--start-page \(s.startPage)\(s.alignment == .leading ? " --align leading" : "")\(s.wraps ? " --wrap" : "") --drag \"\(drag)\""
    }
}
