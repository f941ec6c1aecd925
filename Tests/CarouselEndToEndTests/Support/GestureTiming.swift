import Foundation
import Testing

/// Marks a test (or a suite) whose gestures take their timing from the machine: reports
/// paced by sleeps, a real pointer's speed, autoplay's clock. `make test` runs these after
/// the others, one at a time, so that the suite's own load cannot stretch a flick into a
/// slow drag; `scripts/timed-tests.sh` finds them by this trait and writes the Makefile's
/// filter. Should one run in the parallel pass all the same (`CAROUSEL_TEST_PASS=parallel`,
/// as the Makefile sets it there), the filter missed it, and the test says so.
struct GestureTiming: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        if testCase != nil, ProcessInfo.processInfo.environment["CAROUSEL_TEST_PASS"] == "parallel" {
            Issue.record(
                "\(test.name) takes its timing from the machine but ran beside other tests: scripts/timed-tests.sh did not find it")
        }
        try await function()
    }
}

extension Trait where Self == GestureTiming {
    /// Gestures timed by the machine: run alone, after the others.
    static var gestureTiming: Self { GestureTiming() }
}
