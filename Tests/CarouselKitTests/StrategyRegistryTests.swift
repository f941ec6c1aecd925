@testable import CarouselCore
@testable import CarouselKit
import CarouselTestSupport
import Testing

/// A resolver of a program's own: two cards per flick, whatever its speed.
private struct EveryOtherCard: PagingResolver {
    let name = "every-other"
    let summary = "always two cards per flick"
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {
        target.page = context.clamped(context.startPage + 2 * PageMath.sign(context.velocity))
    }
}

/// A program's own resolver, registered once, is a strategy like the built-in ones. The
/// registry is the process's one list, so every test that registers does it in a registry of
/// its own task (`Strategies.withOwnRegistry`): the tests beside it keep seeing the built-in list.
@Suite("A program's own strategy")
struct StrategyRegistryTests {
    @Test("a registered resolver comes after the built-in ones in Tab's cycle, and Tab goes round")
    func tabCycle() throws {
        try Strategies.withOwnRegistry {
            #expect(Strategies.register(EveryOtherCard()))
            let h = Harness(count: 20, strategy: SplinePaging())
            _ = h.key(.tab)
            #expect(h.controller.strategy.name == "every-other")
            #expect(h.screen[0].contains("every-other"), "the status line says it")
            _ = h.key(.tab)
            #expect(h.controller.strategy.name == Strategies.builtIn[0].name)
            _ = h.key(.backTab)
            #expect(h.controller.strategy.name == "every-other")
        }
    }

    @Test("a digit pressed again goes ten places on: `1` twice reaches the eleventh, a registered one; the third time the first")
    func digitsReachRegistered() throws {
        try Strategies.withOwnRegistry {
            #expect(Strategies.register(EveryOtherCard()))
            let h = Harness(count: 20, strategy: SplinePaging())
            _ = h.key(.character("1"))
            #expect(h.controller.strategy.name == Strategies.builtIn[0].name)
            _ = h.key(.character("1"))
            #expect(h.controller.strategy.name == "every-other")
            #expect(h.screen[0].contains("every-other"), "the status line says it")
            _ = h.key(.character("1"))
            #expect(h.controller.strategy.name == Strategies.builtIn[0].name)
            // `2` has no eleventh-and-one: pressed again it stays.
            _ = h.key(.character("2"))
            _ = h.key(.character("2"))
            #expect(h.controller.strategy.name == Strategies.builtIn[1].name)
        }
    }

    /// With the built-in ten alone, a digit is its strategy however often it is pressed.
    @Test("without registered strategies a digit pressed again stays", arguments: 0..<10)
    func digitAgainStays(place: Int) {
        let name = Strategies.builtIn[place].name
        #expect(Strategies.index(forDigitPlace: place, from: "anything") == place)
        #expect(Strategies.index(forDigitPlace: place, from: name) == place)
        #expect(Strategies.index(forDigitPlace: 10, from: name) == nil)
    }

    @Test("it is found by name, listed, bound by strategy(NAME) and raced")
    func nameListBindingAndRace() throws {
        try Strategies.withOwnRegistry {
            Strategies.register(EveryOtherCard())
            #expect(Strategies.named("every-other")?.summary == "always two cards per flick")
            #expect(Strategies.names == Strategies.builtIn.map(\.name) + ["every-other"])
            #expect(Strategies.listing.split(separator: "\n").last?.hasPrefix("every-other") == true)
            // `--bind 'f1:strategy(every-other)'` picks it.
            var bindings: [BindTrigger: [BindAction]] = [:]
            try BindingParser.parse("f1:strategy(every-other)", into: &bindings)
            let h = Harness(count: 20)
            guard case .command(let pick)? = bindings[.key(.function(1), shift: false, alt: false)]?.first else {
                Issue.record("no command bound"); return
            }
            h.controller.perform(pick, now: h.now)
            #expect(h.controller.strategy.name == "every-other")
            // The race's lanes unless told: the articles', then it; `R` opens them.
            #expect(Strategies.raceLanes.map(\.name) == Strategies.articleNames + ["every-other"])
            _ = h.key(.character("R"))
            let race = try #require(h.scene.presentedLanes)
            #expect(race.lanes.map(\.name).contains("every-other"))
        }
    }

    @Test("registering a name again replaces it where it stands")
    func replacing() throws {
        try Strategies.withOwnRegistry {
            struct Again: PagingResolver {
                let name = "every-other", summary = "again"
                func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {}
            }
            Strategies.register(EveryOtherCard())
            Strategies.register(Again())
            #expect(Strategies.registered.map(\.summary) == ["again"])
        }
    }

    /// Nothing is registered by these, so they run in this process.
    @Test(
        "a built-in name, an empty one and one the command line cannot take are refused",
        arguments: ["nearest", "", "Every-Other", "every other", "a,b", "all"])
    func refusals(name: String) {
        struct Named: PagingResolver {
            let name: String, summary = "refused"
            func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetContext) {}
        }
        #expect(!Strategies.register(Named(name: name)))
        #expect(Strategies.registered.isEmpty)
    }
}
