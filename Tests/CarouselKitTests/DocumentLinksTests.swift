import Foundation
import Testing

/// The README and the manual in `doc/` link to each other, to screenshots and to headings: every
/// relative link must name a file that exists and, with `#anchor`, a heading that GitHub would
/// give that anchor, so a moved section or a renamed picture fails here rather than on a reader.
@Suite("Links in the documents")
struct DocumentLinksTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [URL] {
        let doc = root.appendingPathComponent("doc")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: doc.path)) ?? []
        return [root.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { doc.appendingPathComponent($0) }
    }

    /// The targets of `[text](target)` and `![alt](target)`, outside code blocks.
    static func links(in text: String) -> [String] {
        var found: [String] = []
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            if inCode { continue }
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                found.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return found
    }

    /// GitHub's anchor for a heading: lower case, spaces to hyphens, other punctuation dropped.
    static func anchor(_ heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    static func anchors(in text: String) -> Set<String> {
        var result: Set<String> = []
        var inCode = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            result.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    @Test func everyRelativeLinkResolves() throws {
        #expect(Self.documents.count >= 4, "README.md and doc/*.md")
        var broken: [String] = []
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let target =
                    path.isEmpty
                    ? document
                    : document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                let name = "\(document.lastPathComponent): \(link)"
                guard FileManager.default.fileExists(atPath: target.path) else { broken.append(name + " (no such file)"); continue }
                if parts.count == 2, target.pathExtension == "md" {
                    let headings = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
                    if !headings.contains(String(parts[1])) { broken.append(name + " (no such heading)") }
                }
            }
        }
        #expect(broken.isEmpty, "broken links: \(broken.joined(separator: "; "))")
    }

    @Test func theAnchorIsGitHubs() {
        #expect(Self.anchor("The paging strategies") == "the-paging-strategies")
        #expect(Self.anchor("Filtering as fzf does") == "filtering-as-fzf-does")
        #expect(Self.anchor("Shelves: carousels in a list that pages too") == "shelves-carousels-in-a-list-that-pages-too")
        #expect(Self.anchor("The pointer in pixels, and real terminals") == "the-pointer-in-pixels-and-real-terminals")
    }

    @Test func aMissingFileIsFound() {
        #expect(Self.links(in: "see [x](nowhere.md) and ![p](a/b.png)\n```\n[no](code)\n```") == ["nowhere.md", "a/b.png"])
    }

    /// The README stays a README: the manual is in doc/.
    @Test func theReadmeIsShort() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 200, "README.md has \(lines) lines; the manual belongs in doc/")
    }
}
