import Foundation
import Testing
@testable import CarouselKit

/// fzf's placeholders read and filled in (what fzf itself gives is held by the end-to-end
/// placeholder oracle; these are the rules around it).
@Suite("Command templates")
struct CommandTemplateTests {
    private func filled(_ template: String, _ values: CommandTemplate.Values, quoting: ShellQuoting = .posix) -> String? {
        CommandTemplate(template, quoting: quoting).filled(values) { lines, separator in "FILE<\(lines.joined(separator: separator))>" }
    }

    @Test("the placeholder forms fzf's pattern finds, and what stays as written")
    func tokens() {
        let forms = [
            "{}", "{+}", "{*}", "{1}", "{-1}", "{2..}", "{..2}", "{1,3}", "{+f1}", "{sr2}", "{n}", "{+n}", "{*fn}", "{nf}",
            "{q}", "{q:1}", "{q:s2..}", "{fzf:query}", "{fzf:action}", "{fzf:prompt}",
        ]
        for form in forms {
            #expect(CommandTemplate(form).tokens().count == 1, "\(form)")
            if case .placeholder = CommandTemplate(form).tokens().first {} else { Issue.record("\(form) is a placeholder") }
        }
        for text in ["{x}", "{ }", "{q:}", "{fzf:other}", "{", "}", "{n+}", "{{}"] {
            let values = CommandTemplate.Values(current: .init(text: "L", index: 0))
            #expect(filled(text, values) == (text == "{{}" ? "{'L'" : text), "\(text) stays as written")
        }
    }

    @Test("flags: raw, blanks kept, files, indexes; an escaped placeholder is written without its backslash")
    func flags() {
        let values = CommandTemplate.Values(
            current: .init(text: "  it's a  ", index: 4), marked: [.init(text: "x y", index: 1), .init(text: "z", index: 7)],
            query: " one  two ", prompt: "> ", lastAction: "up")
        // {} is the whole line as it is; fields (AWK-style, from the first word) are trimmed unless {s…}.
        #expect(filled("{} {r} {1..} {s1..} {n}", values) == #"'  it'\''s a  '   it's a   'it'\''s a' 'it'\''s a  ' 4"#)
        #expect(filled("{+} {+n} {+1}", values) == "'x y' 'z' 1 7 'x' 'z'")
        #expect(filled("{+f} {f1}", values) == "FILE<x y\nz> FILE<it's>")
        #expect(filled("{q} {q:1} {q:2..} {q:s2..}", values) == "' one  two ' 'one' 'two' 'two '")
        #expect(filled(#"\{} \{q} {fzf:action} {fzf:prompt}"#, values) == "{} {q} up '> '")
    }

    @Test("without a current line: a command that needs one is not run; {q}, {*} and {+} over marks are")
    func withoutALine() {
        let none = CommandTemplate.Values(current: nil, query: "q")
        #expect(filled("echo {}", none) == nil)
        #expect(filled("echo {1}", none) == nil)
        #expect(filled("echo {+}", none) == nil, "no marks: {+} would be the current line")
        #expect(filled("echo hello", none) == "echo hello")
        #expect(filled("echo {q} {} {n}", none) == "echo 'q' '' ''")
        #expect(filled("echo {*}", none) == "echo ")
        var marked = none
        marked.marked = [.init(text: "m", index: 2)]
        #expect(filled("echo {+}", marked) == "echo 'm'")
    }

    @Test("fish's quotes escape a quote and a backslash; sh's close and reopen; NUL never reaches either")
    func quoting() {
        #expect(ShellQuoting.posix.quoted("a'b\\c\0d") == #"'a'\''b\cd'"#)
        #expect(ShellQuoting.fish.quoted("a'b\\c\0d") == #"'a\'b\\cd'"#)
        #expect(ShellQuoting(shell: "/usr/bin/fish") == .fish)
        #expect(ShellQuoting(shell: "bash") == .posix)
    }

    @Test("what a template asks of the program")
    func needs() {
        #expect(CommandTemplate("ls").needs == .init())
        #expect(CommandTemplate("cat {+f1} {q}").needs == .init(slot: true, marked: true, everyMatch: false, withoutLine: true))
        #expect(CommandTemplate(#"echo {*} \{+}"#).needs == .init(slot: true, marked: false, everyMatch: true, withoutLine: false))
    }

    @Test("{f} files hold the values, owner-only, and go when the command that names them has ended")
    func temporaryFiles() throws {
        let path = try #require(TemporaryFiles.file(of: ["a b", "c"], separator: "\n"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a b\nc\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        TemporaryFiles.release(usedBy: "cat somewhere-else")
        #expect(FileManager.default.fileExists(atPath: path))
        TemporaryFiles.release(usedBy: "cat \(path)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
