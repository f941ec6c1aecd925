@testable import CarouselKit
@testable import CarouselMatching
import Testing

/// The search syntax and the scores, on cases worked out by hand from fzf 0.38's rules (and
/// checked against `fzf --filter`).
@Suite("Matching as fzf")
struct MatchingTests {
    private func ranked(
        _ query: String, _ lines: [String], exact: Bool = false, caseMatching: CaseMatching = .smart,
        sorts: Bool = true, reversed: Bool = false
    ) -> [String] {
        let store = LineStore(lines: lines)
        let q = SearchQuery(query, exact: exact, caseMatching: caseMatching)
        return LineFilter.matches(in: store, query: q, sorts: sorts, reversed: reversed).map { store.text(at: $0)! }
    }

    private func score(_ query: String, _ line: String) -> Int? {
        QueryMatcher(SearchQuery(query)).score(line)
    }

    @Test("scores: a run at the start of the line, its bonus carried along; an equal match's fixed score")
    func handComputedScores() {
        // a: 16 + 2 × 10 (start of line); b, c: 16 + the run's first bonus (10).
        #expect(score("abc", "abc") == 88)
        // After a slash: 16 + 2 × 9, then 16 + 9 twice.
        #expect(score("abc", "x/abc") == 84)
        // ^abc$: (16 + 10) × 3 + 10.
        #expect(score("^abc$", "abc") == 88)
        // Two terms add up; a negation that holds adds nothing.
        #expect(score("abc !zz", "abc") == 88)
        #expect(score("abc zz", "abc") == nil)
        // camelCase: B after a lower-case letter earns 7, doubled as the first character.
        #expect(score("b", "aB") == 16 + 2 * 7)
        // One character: the first occurrence on a boundary wins, even if a later one is better.
        #expect(score("c", "a-c c") == 16 + 2 * 8)
    }

    @Test("ranking prefers word boundaries, consecutive runs and the first character on a boundary")
    func rankingExamples() {
        #expect(ranked("ff", ["fuzzyfinder", "fuzzy-finder"]).first == "fuzzy-finder")
        #expect(ranked("br", ["foob-r", "fo-bar"]).first == "fo-bar")
        #expect(ranked("foob", ["foo-bar", "foobar"]).first == "foobar")
        #expect(ranked("oob", ["foobar", "out-of-bound"]).first == "out-of-bound")
        #expect(ranked("ff", ["fuzzy-blurry-finder", "fuzzyfinder"]).first == "fuzzyfinder")
        #expect(ranked("og", ["to-go", "ongoing"]).first == "ongoing")
    }

    @Test("ties: the shorter line (white space at its ends aside), then input order; --tac reverses the order of ties")
    func tiebreak() {
        #expect(ranked("ab", ["abxx", "ab x", "  ab  ", "abyy"]) == ["  ab  ", "abxx", "ab x", "abyy"])
        #expect(ranked("ab", ["abxx", "ab x", "  ab  ", "abyy"], reversed: true) == ["  ab  ", "abyy", "ab x", "abxx"])
        #expect(ranked("ab", ["abxx", "x ab", "ab"], sorts: false) == ["abxx", "x ab", "ab"])
        #expect(ranked("ab", ["abxx", "x ab", "ab"], sorts: false, reversed: true) == ["ab", "x ab", "abxx"])
    }

    @Test("the extended syntax: exact, prefix, suffix, equal, negations, OR")
    func syntax() {
        let lines = ["foo/bar.c", "bar/foo.h", "foobar", "  foo  ", "FOO", "xfoo"]
        #expect(ranked("'oob", lines) == ["foobar"])
        #expect(Set(ranked("^foo", lines)) == ["foo/bar.c", "foobar", "  foo  ", "FOO"])
        #expect(Set(ranked(".h$", lines)) == ["bar/foo.h"])
        #expect(Set(ranked("^foo$", lines)) == ["  foo  ", "FOO"])
        #expect(Set(ranked("foo !bar", lines)) == ["  foo  ", "FOO", "xfoo"])
        #expect(Set(ranked("!^foo", lines)) == ["bar/foo.h", "xfoo"])
        #expect(Set(ranked("!.c$ !.h$ bar", lines)) == ["foobar"])
        #expect(Set(ranked("!'fbr foo", lines)) == ["bar/foo.h", "  foo  ", "FOO", "xfoo"])
        #expect(Set(ranked("^xf | .c$", lines)) == ["foo/bar.c", "xfoo"])
        // A bar first, or doubled, is a term of its own.
        #expect(ranked("|", ["a|b", "ab"]) == ["a|b"])
        // Negations only: input order, unranked.
        #expect(ranked("!xfoo !FOO", ["b", "a", "xfoo"]) == ["b", "a"])
        // The empty query matches everything, in input order.
        #expect(ranked("  ", ["b", "a"]) == ["b", "a"])
    }

    @Test("parsing: the quirks of fzf's term prefixes")
    func parsing() {
        func kinds(_ q: String, exact: Bool = false) -> [[String]] {
            SearchQuery(q, exact: exact).groups.map {
                $0.map {
                    "\($0.isNegated ? "!" : "")\($0.kind):\(String(String.UnicodeScalarView($0.text.compactMap(Unicode.Scalar.init))))"
                }
            }
        }
        #expect(kinds("a 'b ^c d$ ^e$") == [["fuzzy:a"], ["exact:b"], ["prefix:c"], ["suffix:d"], ["equal:e"]])
        #expect(kinds("!a !'b !^c !d$") == [["!exact:a"], ["!fuzzy:b"], ["!prefix:c"], ["!suffix:d"]])
        #expect(kinds("a 'b", exact: true) == [["exact:a"], ["fuzzy:b"]])
        #expect(kinds("'a$") == [["exact:a"]], "a quote wins over the dollar: exact, not suffix")
        #expect(kinds("a | b c") == [["fuzzy:a", "fuzzy:b"], ["fuzzy:c"]])
        #expect(kinds("a\\ b  ") == [["fuzzy:a b"]])
        #expect(kinds("$ ! ^ '") == [["fuzzy:$"]])
    }

    @Test("smart case: ignored unless the term has an upper-case letter; -i and +i override")
    func caseMatching() {
        let lines = ["foo", "Foo", "FOO"]
        #expect(ranked("foo", lines).count == 3)
        #expect(ranked("Foo", lines) == ["Foo"])
        #expect(ranked("Foo", lines, caseMatching: .ignore).count == 3)
        #expect(ranked("foo", lines, caseMatching: .respect) == ["foo"])
        // Per term: "F" respects case, "o" does not.
        #expect(Set(ranked("F o", ["Fo", "FO", "fo"])) == ["Fo", "FO"])
    }

    @Test("non-ASCII: accents on Latin letters are folded unless the term has some; invalid UTF-8 never traps")
    func unicode() {
        #expect(ranked("cafe", ["café", "cafe", "caffe"]) == ["café", "cafe", "caffe"], "é counts as e: a tie, kept in input order")
        #expect(ranked("café", ["café", "cafe"]) == ["café"])
        #expect(ranked("ÉTÉ", ["été", "ÉTÉ"]) == ["ÉTÉ"])
        #expect(ranked("straße", ["Straße", "strasse"]) == ["Straße"])
        let store = LineStore()
        store.append([0x66, 0xFF, 0x6F, 0x6F, 0x0A, 0xC3, 0x0A])
        store.finish()
        #expect(LineFilter.matches(in: store, query: SearchQuery("foo")) == [0])
        #expect(Set(LineFilter.matches(in: store, query: SearchQuery("'\u{FFFD}"))) == [0, 1])
    }

    @Test("a line too long for the score matrix takes the greedy match, as fzf does")
    func longLine() {
        let long = String(repeating: "x", count: 30_000) + "a_b_c_d_e"
        #expect(score("abcde", long) != nil)
        #expect(score("abcdf", long) == nil)
    }
}
