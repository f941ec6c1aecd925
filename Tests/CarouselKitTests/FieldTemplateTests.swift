@testable import CarouselKit
@testable import CarouselMatching
import Testing

/// fzf's `--accept-nth` expressions: lists keep the fields as they stand and lose only the
/// last delimiter; templates replace each `{…}`; nothing else is trimmed.
@Suite("Field templates (--accept-nth)")
struct FieldTemplateTests {
    private func text(_ spec: String, _ line: String, _ delimiter: FieldDelimiter = .blanks, index: Int = 0) -> String? {
        FieldTemplate(spec)?.text(of: line, delimiter: delimiter, index: index)
    }

    @Test func listsJoinFieldsAndLoseTheLastDelimiter() {
        #expect(text("2,1", "a b  c") == "b  a")
        #expect(text("3,1", "a,b,c", FieldDelimiter(",")) == "ca")
        #expect(text("2..", "a,b,c", FieldDelimiter(",")) == "b,c")
        #expect(text("1", "  leading  ", FieldDelimiter("/")) == "  leading  ", "no trimming but the delimiter")
        #expect(text("1", "  x , y ") == "x", "AWK fields start at the first non-blank")
    }

    @Test func templatesReplaceEachPlaceholder() {
        #expect(text("{3}:{1}", "a,b,c", FieldDelimiter(",")) == "c:a")
        #expect(text("{n}:{1}", "a b", index: 7) == "7:a")
        #expect(text("x{9}y", "a b") == "xy", "a field past the end is empty")
        #expect(text("{a} {1}", "p q") == "{a} p", "a brace that is no placeholder is text")
    }

    @Test func whatIsNeitherIsRefused() {
        #expect(FieldTemplate("abc") == nil)
        #expect(FieldTemplate("") == nil)
        #expect(FieldTemplate("{x}") == nil)
    }
}
