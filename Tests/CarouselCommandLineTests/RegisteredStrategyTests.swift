@testable import CarouselCommandLine
@testable import CarouselCore
import CarouselKit
import Testing

/// A resolver a program registers, taken by `--strategy` and listed in the help as the
/// built-in ones are. Registering changes the process's list: done in a registry of the test's
/// own (`Strategies.withOwnRegistry`).
@Suite("--strategy and a registered resolver")
struct RegisteredStrategyTests {
    @Test("--strategy NAME gives the registered resolver, and the help lists it")
    func strategyOption() throws {
        try Strategies.withOwnRegistry {
            struct Mine: PagingResolver {
                let name = "mine", summary = "a program's own"
                func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {}
            }
            Strategies.register(Mine())
            var arguments = Arguments(["--strategy", "mine"])
            _ = try arguments.nextDeclared()
            #expect(try arguments.strategy(for: "--strategy").name == "mine")
            #expect(Help.text.contains("mine"))
        }
    }
}
