import Foundation
import Testing

/// What differs between systems stays in one module: every other source file imports the C
/// library through CarouselPlatform, so a new system (musl, Darwin) is added in one place.
struct PlatformImportsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func noFileOutsideThePlatformLayerNamesASystemLibrary() throws {
        let pattern = try NSRegularExpression(
            pattern: #"^\s*(@_exported\s+)?import\s+(Glibc|Musl|Darwin)\b|canImport\((Glibc|Musl|Darwin)\)|#if\s+os\("#,
            options: [.anchorsMatchLines])
        var offenders: [String] = []
        for folder in ["Sources", "Tests", "Fuzz"] {
            let root = Self.packageRoot.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let path = file.path.replacingOccurrences(of: Self.packageRoot.path + "/", with: "")
                guard !path.hasPrefix("Sources/CarouselPlatform/"), !path.hasPrefix("Tests/CarouselPlatformTests/") else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                if pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { offenders.append(path) }
            }
        }
        #expect(offenders.isEmpty, "import the C library through CarouselPlatform (and put what differs there): \(offenders)")
    }
}
