import CarouselCommandLine
import CarouselCore
import CarouselKit
import Foundation
import Testing

/// The command-line contract, without a terminal: bad usage, files, `strategies`, `simulate`.
@Suite("Command line")
struct CommandLineTests {
    struct BadUsage: CustomStringConvertible, Sendable {
        var arguments: [String]
        /// What the one stderr line must name.
        var names: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let badUsages = [
        BadUsage(arguments: ["--count", "-5"], names: "--count"),
        BadUsage(arguments: ["--count", "abc"], names: "--count"),
        BadUsage(arguments: ["--count", "99999999999999999999"], names: "--count"),
        BadUsage(arguments: ["--count", "0"], names: "--count"),
        BadUsage(arguments: ["--count"], names: "--count"),
        BadUsage(arguments: ["--card-width", "0"], names: "--card-width"),
        BadUsage(arguments: ["--spacing", "-1"], names: "--spacing"),
        // The documented ranges: a card at least 6 columns (3 rows), at most 10000; a gap at most 10000.
        BadUsage(arguments: ["--card-width", "5"], names: "--card-width"),
        BadUsage(arguments: ["--card-height", "2", "--vertical"], names: "--card-height"),
        BadUsage(arguments: ["--card-width", "10001"], names: "--card-width"),
        BadUsage(arguments: ["--spacing", "10001"], names: "--spacing"),
        BadUsage(arguments: ["race", "--card-width", "5"], names: "--card-width"),
        // Where the viewport is given, a geometry it cannot hold is not fitted but refused.
        BadUsage(arguments: ["compare", "--drag", "60@0,40@50", "--viewport", "10"], names: "--viewport"),
        BadUsage(arguments: ["compare", "--drag", "60@0,40@50", "--viewport", "10", "--spacing", "0"], names: "--card-width"),
        BadUsage(arguments: ["simulate", "--strategy", "nearest", "--drag", "60@0,40@50", "--viewport", "40"], names: "--card-width"),
        BadUsage(arguments: ["simulate", "--strategy", "nearest", "--drag", "60@0,40@50", "--card-width", "5"], names: "--card-width"),
        BadUsage(arguments: ["--align", "middle"], names: "--align"),
        BadUsage(arguments: ["--strategy", "bogus"], names: "--strategy"),
        BadUsage(arguments: ["--bogus"], names: "--bogus"),
        BadUsage(arguments: ["--start-page", "0"], names: "--start-page"),
        BadUsage(arguments: ["simulate", "--strategy", "nearest", "--drag", "1@x"], names: "--drag"),
        BadUsage(arguments: ["simulate", "--strategy", "nearest", "--drag", ""], names: "--drag"),
        BadUsage(arguments: ["simulate", "--strategy", "bogus", "--drag", "60@0,40@50"], names: "--strategy"),
        BadUsage(arguments: ["simulate", "--strategy", "nearest"], names: "--drag"),
        BadUsage(arguments: ["compare", "--drag", "1@x"], names: "--drag"),
        BadUsage(arguments: ["simulate", "--strategy", "nearest", "--drag", "60@0,40@50", "--count", "-1"], names: "--count"),
        // --start-page counts from 1 in simulate as everywhere: 0 is no page, 21 is past 20 cards.
        BadUsage(arguments: ["simulate", "--strategy", "nearest", "--drag", "60@0,40@50", "--start-page", "0"], names: "--start-page"),
        BadUsage(arguments: ["simulate", "--strategy", "nearest", "--drag", "60@0,40@50", "--start-page", "21"], names: "--start-page"),
    ]

    @Test("bad usage exits 64 with one stderr line naming the argument", arguments: badUsages)
    func badUsage(_ c: BadUsage) async throws {
        let r = try await Carousel.run(c.arguments)
        #expect(r.status == 64, "\(r)")
        #expect(r.stderrLines.count == 1, "exactly one line on stderr: \(r)")
        #expect(r.stderr.contains(c.names), "stderr should name \(c.names): \(r)")
        #expect(r.stdout.isEmpty, "\(r)")
        #expect(!Carousel.looksLikeCrash(r.stdout + r.stderr), "\(r)")
    }

    @Test("a simulated geometry that fits the viewport is taken as given; a page the size of the viewport ignores the card")
    func simulatedGeometryThatFits() async throws {
        var r = try await Carousel.run([
            "simulate", "--strategy", "nearest", "--drag", "30@0,20@50",
            "--viewport", "40", "--card-width", "30", "--spacing", "3",
        ])
        #expect(r.status == 0, "40 = 30 + 2 × (3 + 2): \(r)")
        #expect(r.stdout.contains("\"card_width\": 30"), "\(r)")
        r = try await Carousel.run(["simulate", "--strategy", "system", "--drag", "30@0,20@50", "--viewport", "40"])
        #expect(r.status == 0, "system's page is the viewport, the 60-column card is not used: \(r)")
    }

    @Test("a stray word lists carousel's commands from the table, and the bench is none of them")
    func strayWordListsTheCommands() async throws {
        let r = try await Carousel.run(["nonsense"])
        #expect(r.status == 64 && r.stderrLines.count == 1, "\(r)")
        #expect(r.stderr.contains("commands are \(Subcommand.typed)"), "\(r)")
        #expect(!r.stderr.contains("bench"), "\(r)")
    }

    @Test("an unknown option after the strategies command is bad usage")
    func strategiesRejectsOptions() async throws {
        let r = try await Carousel.run(["strategies", "--bogus"])
        #expect(r.status == 64, "\(r)")
        #expect(r.stderrLines.count == 1 && r.stderr.contains("--bogus"), "\(r)")
    }

    @Test("an unknown strategy lists every valid name")
    func unknownStrategyListsNames() async throws {
        let names = try await strategyNames()
        let r = try await Carousel.run(["--strategy", "bogus"])
        #expect(r.status == 64)
        for name in names {
            #expect(r.stderr.contains(name), "stderr should list \(name): \(r)")
        }
    }

    @Test("an --items file that cannot be read exits 66 naming the path and the reason")
    func unreadableItems() async throws {
        var r = try await Carousel.run(["--items", "/nonexistent/items.txt"])
        #expect(r.status == 66, "\(r)")
        #expect(r.stderrLines.count == 1, "\(r)")
        #expect(r.stderr.contains("/nonexistent/items.txt"), "\(r)")
        #expect(r.stderr.lowercased().contains("no such file"), "the reason: \(r)")
        #expect(!Carousel.looksLikeCrash(r.stdout + r.stderr))

        let dir = FileManager.default.temporaryDirectory.path
        r = try await Carousel.run(["--items", dir])
        #expect(r.status == 66, "a directory: \(r)")
        #expect(r.stderr.contains(dir), "\(r)")
    }

    @Test("no usable terminal exits 69 with a clear message")
    func noTerminal() async throws {
        var r = try await Carousel.run([], environment: ["TERM": "dumb"])
        #expect(r.status == 69, "\(r)")
        #expect(r.stderrLines.count == 1 && r.stderr.contains("TERM") && r.stderr.contains("dumb"), "\(r)")
        #expect(r.stdout.isEmpty)
        r = try await Carousel.run([], environment: ["TERM": nil])
        #expect(r.status == 69, "TERM unset: \(r)")
        #expect(r.stderrLines.count == 1 && r.stderr.contains("TERM"), "\(r)")
        #expect(!Carousel.looksLikeCrash(r.stdout + r.stderr))
    }

    @Test("strategies lists every strategy: name, spaces, a description")
    func strategiesListing() async throws {
        let r = try await Carousel.run(["strategies"])
        #expect(r.status == 0, "\(r)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let names = lines.compactMap { $0.firstMatch(of: /^([a-z][a-z-]*) {2,}\S/)?.1 }.map(String.init)
        #expect(names.count == lines.count, "every line is `name  description`: \(r.stdout)")
        for required in ["system", "unclipped", "adjacent", "nearest", "one-at-a-time", "vote", "free"] {
            #expect(names.contains(required), "missing \(required): \(r.stdout)")
        }
        #expect(Set(names).count == names.count, "names are unique")
    }

    @Test("--help documents the options, keys and strategies; --version prints a version")
    func helpAndVersion() async throws {
        let help = try await Carousel.run(["--help"])
        #expect(help.status == 0)
        for word in ["--count", "--items", "--card-width", "--spacing", "--strategy", "Enter", "Tab", "q"] {
            #expect(help.stdout.contains(word), "--help should mention \(word)")
        }
        for name in try await strategyNames() {
            #expect(help.stdout.contains(name), "--help should list \(name)")
        }
        let version = try await Carousel.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.firstMatch(of: /\d+\.\d+/) != nil, "\(version)")
    }

    // MARK: - simulate

    static let contractFields = [
        "strategy", "count", "viewport", "card_width", "spacing", "stride", "start_page",
        "start_offset", "release_offset", "velocity", "projected_offset", "target_page", "target_offset",
    ]

    private func simulate(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String: Any] {
        let r = try await Carousel.run(["simulate"] + arguments)
        #expect(r.status == 0, "\(r)", sourceLocation: sourceLocation)
        #expect(!Carousel.looksLikeCrash(r.stdout + r.stderr), sourceLocation: sourceLocation)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
        return try #require(object as? [String: Any], "one JSON object: \(r.stdout)", sourceLocation: sourceLocation)
    }

    private func number(_ json: [String: Any], _ key: String) -> Double? {
        (json[key] as? NSNumber)?.doubleValue
    }

    @Test("simulate prints one JSON object with the contract's fields, for every strategy")
    func simulateEveryStrategy() async throws {
        for name in try await strategyNames() {
            let json = try await simulate(["--strategy", name, "--drag", "80@0,70@16,55@33,40@50"])
            for field in Self.contractFields {
                #expect(json[field] != nil, "\(name): missing \(field) in \(json)")
            }
            #expect(json["strategy"] as? String == name)
            let count = try #require(number(json, "count"))
            if name == "free" {
                // No snapping: no target page (null), and the content rests where it coasts.
                #expect(json["target_page"] is NSNull || number(json, "target_page") != nil, "\(json)")
                let offset = try #require(number(json, "target_offset"), "\(json)")
                #expect(offset >= 0 && offset <= (count - 1) * (number(json, "stride") ?? 0), "\(json)")
            } else {
                let target = try #require(number(json, "target_page"), "\(name): \(json)")
                #expect(target >= 0 && target <= count - 1, "\(name): target \(target) outside 0..<\(count)")
                #expect(number(json, "target_offset") == target * (number(json, "stride") ?? 0), "\(name): \(json)")
            }
            for field in Self.contractFields where field != "strategy" {
                if let v = number(json, field) { #expect(v.isFinite, "\(name): \(field) = \(v)") }
            }
        }
    }

    @Test("simulate follows the pointer 1:1, and a pointer held still 150 ms gives velocity 0")
    func simulateContract() async throws {
        var json = try await simulate([
            "--strategy", "nearest", "--drag", "60@0,50@20,40@40,30@60",
            "--viewport", "100", "--card-width", "60", "--spacing", "3", "--count", "20", "--start-page", "6",
        ])
        #expect(number(json, "stride") == 63)
        #expect(number(json, "card_width") == 60 && number(json, "spacing") == 3 && number(json, "viewport") == 100)
        #expect(number(json, "start_page") == 5, "--start-page counts from 1, the JSON's pages from 0")
        let start = try #require(number(json, "start_offset"))
        #expect(start == 5 * 63)
        #expect(number(json, "release_offset") == start + 30, "release = start - (x_last - x_first): \(json)")
        #expect((number(json, "velocity") ?? 0) > 0, "moving toward later cards: \(json)")

        // Held still from 60 ms to 260 ms before the release.
        json = try await simulate(["--strategy", "nearest", "--drag", "60@0,50@20,40@40,30@60,30@260"])
        #expect(number(json, "velocity") == 0, "\(json)")
        #expect(number(json, "target_page") == 0, "30 columns of 63: nearest is page 0: \(json)")

        // The same hard flick: one page under one-at-a-time, several under nearest.
        let flick = "80@0,74@8,68@16,62@24,56@32,50@40"
        json = try await simulate(["--strategy", "one-at-a-time", "--drag", flick, "--count", "1000"])
        #expect(number(json, "target_page") == 1, "\(json)")
        #expect(number(json, "target_offset") == 63, "\(json)")
        json = try await simulate(["--strategy", "nearest", "--drag", flick, "--count", "1000"])
        #expect((number(json, "target_page") ?? 0) >= 3, "\(json)")
    }

    @Test("simulate: a drag that slows into its release never flicks against the hand")
    func simulateSlowingDrag() async throws {
        let carousel = [
            "--strategy", "one-at-a-time", "--viewport", "100", "--card-width", "60", "--spacing", "2",
            "--count", "20", "--start-page", "11",
        ]
        // Rightwards throughout: the content goes toward earlier cards, back to page 9 or stays.
        var json = try await simulate(carousel + ["--drag", "49@0,52@8,55@16,61@40,63@64,64@72,65@88,66@96"])
        #expect((number(json, "velocity") ?? 1) < 0, "\(json)")
        #expect([9, 10].contains(number(json, "resting_page") ?? -1), "\(json)")
        // Leftwards throughout: on to page 11 or stays.
        json = try await simulate(carousel + ["--drag", "33@0,27@8,25@16,20@24,16@48,14@72,13@88"])
        #expect((number(json, "velocity") ?? -1) > 0, "\(json)")
        #expect([10, 11].contains(number(json, "resting_page") ?? -1), "\(json)")
    }

    @Test("compare shows the same gesture through every strategy")
    func compareTable() async throws {
        let r = try await Carousel.run(["compare", "--drag", "80@0,70@16,55@33,40@50"])
        #expect(r.status == 0, "\(r)")
        for name in try await strategyNames() {
            #expect(
                r.stdout.split(separator: "\n").contains { $0.hasPrefix(name + " ") }, "compare should have a row for \(name): \(r.stdout)")
        }
    }

    private func strategyNames() async throws -> [String] {
        let r = try await Carousel.run(["strategies"])
        return r.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }
}
