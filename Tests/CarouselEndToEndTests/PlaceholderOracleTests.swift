import Foundation
import Testing

/// fzf's placeholders filled in by this program and by fzf 0.74.5 on the same lines, query,
/// marks and options, each run `become`-ing a command that prints every value it was given:
/// the two outputs must be the same bytes. Values with quotes, `$`, backticks, backslashes,
/// tabs and blanks at either end; fields by blanks and by a delimiter; `{f}` files with
/// newlines and with NULs; sh's quoting and fish's.
@Suite("Placeholders as fzf 0.74.5 fills them")
struct PlaceholderOracleTests {
    /// Every value between brackets, then what the `{f}` files hold.
    static let printing =
        #"printf "[%s]" {} {1} {-1} {2..} {s2..} {n} {+} {+n} {*} {*n} {q} {q:1} {q:2..} {q:s2..} {fzf:query} {fzf:prompt} {fzf:action} \{} {x} {0} {+r2} {s} {+1,2} {..2}; echo; cat {+f1}; cat {*f}; cat {f2..}"#

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var lines: String
        var options: String
        var template = PlaceholderOracleTests.printing
        /// How the shell groups commands for one redirection (fish has no subshell).
        var opensGroup = "( ", closesGroup = " )"
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "blanks", lines: "a b  c\nit's b a\n$HOME a`b`\n  a\\b  x\ttab b\n", options: "-q 'a  b '"),
        Case(name: "a delimiter", lines: "a:b::c:\nit's:b: a\n:a`b`:$HOME\n a\\b : x\tb :\n", options: "-d : -q 'a b'"),
        Case(name: "a pattern delimiter", lines: "a1b22c\nb333a4\n", options: "-d '[0-9]+' -q 'a b'"),
        Case(name: "NUL-ended files", lines: "a b\nb a c\n", options: "--print0 -q 'a'", template: "cat -v {+f} {*f2}"),
        Case(
            name: "items of several lines (--read0)", lines: "a one\nb two\u{0}b a\nx\u{0}a 'q'\n\u{0}", options: "--read0 -q 'a'",
            template: #"printf "[%s]" {} {1} {-1} {+} {*n}; cat -v {+f}"#),
        Case(
            name: "fish's quoting", lines: "a 'b' c\nb\\'a\\\\\n", options: "--with-shell 'fish -c' -q 'a b'",
            template: #"printf "[%s]" {} {1} {+} {q} {fzf:prompt}"#, opensGroup: "begin; ", closesGroup: "; end"),
    ]

    @Test("the same values as fzf's, byte for byte", arguments: cases)
    func sameAsFzf(_ c: Case) async throws {
        guard let oracle = FzfNameTests.oracle else {
            Issue.record("fzf 0.74.5 is not installed: make deps-test puts it in .build/fzf-oracle")
            return
        }
        try await TmuxSession.withShell { tmux in
            let input = tmux.file("lines")
            try c.lines.write(to: input, atomically: true, encoding: .utf8)
            for (name, program) in [("fzf", oracle), ("ours", FzfNameTests.fzf)] {
                let out = tmux.file("out-\(name)")
                // Two lines marked (the first and the second), the second current; no ranking,
                // so that both show the lines in the input's order.
                let bind = "load:toggle+down+toggle+become:\(c.opensGroup)\(c.template)\(c.closesGroup) > \(shq(out.path)) 2>&1"
                try await tmux.type(
                    "\(shq(program)) --multi +s --layout reverse --prompt 'p> ' \(c.options) --bind \(shq(bind)) < \(shq(input.path)); echo \"done\"-\(name)"
                )
                try await tmux.send("Enter")
                let screen = try await tmux.waitForScreen(containing: "done-\(name)")
                #expect(FileManager.default.fileExists(atPath: out.path), "\(name) printed nothing: \(screen)")
            }
            let theirs = try Data(contentsOf: tmux.file("out-fzf"))
            let ours = try Data(contentsOf: tmux.file("out-ours"))
            #expect(!theirs.isEmpty)
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self), "\(c.name)")
        }
    }
}
