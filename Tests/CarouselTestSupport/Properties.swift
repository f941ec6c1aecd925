import Foundation
import Testing

/// A property that does not hold, with what was seen.
package struct Counterexample: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
    package init(message: String) { self.message = message }
}

/// Fails the current trial of a property with a description of what went wrong.
package func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw Counterexample(message: message()) }
}

/// Seeds for property tests. `CAROUSEL_TEST_SEED=<n>` replays one trial (the failure
/// message gives its seed); `CAROUSEL_TEST_TRIALS=<n>` changes how many are run.
package enum PropertySeeds {
    package static var override: UInt64? {
        ProcessInfo.processInfo.environment["CAROUSEL_TEST_SEED"].flatMap { UInt64($0) }
    }

    package static func trials(_ standard: Int) -> Int {
        ProcessInfo.processInfo.environment["CAROUSEL_TEST_TRIALS"].flatMap { Int($0) } ?? standard
    }
}

/// Runs `body` once per trial, each with its own seeded generator, and records the first
/// counterexample with the seed that reproduces it (then stops, so one bug gives one issue).
package func property(
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
            Issue.record(
                "\(name): \(error)  [seed \(seed); replay with CAROUSEL_TEST_SEED=\(seed)]",
                sourceLocation: sourceLocation)
            return
        }
    }
}
