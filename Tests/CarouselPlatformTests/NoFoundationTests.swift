import Foundation
import Testing

/// The programs start without loading Foundation and its internationalisation data (most of
/// a start-up's time once the Swift runtime is linked in): no source of theirs imports it.
/// The tests may.
struct NoFoundationTests {
    @Test func noProgramSourceImportsFoundation() throws {
        let pattern = try NSRegularExpression(
            pattern: #"^\s*(@_exported\s+)?import\s+(Foundation|FoundationEssentials|FoundationInternationalization)\b"#,
            options: [.anchorsMatchLines])
        var offenders: [String] = []
        let root = PlatformImportsTests.packageRoot.appendingPathComponent("Sources")
        for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            if pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                offenders.append(file.lastPathComponent)
            }
        }
        #expect(offenders.isEmpty, "use the C library through CarouselPlatform instead: \(offenders)")
    }
}
