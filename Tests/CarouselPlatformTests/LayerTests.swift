import Foundation
import Testing

/// The modules are layers, each using only those below it: the carousel knows no picker and no
/// terminal, the matching no carousel scene, the scenes write no byte to a terminal. Every
/// `import` of every source is read against the table; a new module has to take its place in it.
struct LayerTests {
    /// Lowest first. Modules on one layer are siblings: neither may import the other.
    static let layers: [[String]] = [
        ["CNcurses", "CZlib", "CarouselPlatform"],
        ["CarouselCore"],
        ["CarouselMatching"],
        ["CarouselKit"],
        ["CarouselTerminal", "CarouselCommandLine"],
        ["CarouselBenchSupport", "carousel"],
        ["carousel-bench"],
    ]

    static func layer(of module: String) -> Int? {
        layers.firstIndex { $0.contains(module) }
    }

    /// Every module of ours each source file of `module` imports.
    static func imports(of module: String) throws -> [(file: String, imported: String)] {
        let pattern = try NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*import\s+(\w+)"#, options: [.anchorsMatchLines])
        let folder = PlatformImportsTests.packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
        var found: [(String, String)] = []
        for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                if layer(of: name) != nil { found.append((file.lastPathComponent, name)) }
            }
        }
        return found
    }

    @Test func everyModuleHasItsLayer() throws {
        let sources = PlatformImportsTests.packageRoot.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
        #expect(!modules.isEmpty)
        for module in modules { #expect(Self.layer(of: module) != nil, "place \(module) in LayerTests.layers") }
    }

    @Test func noModuleImportsOneAboveItOrBesideIt() throws {
        var offenders: [String] = []
        var seen = 0
        for module in Self.layers.joined() {
            let own = Self.layer(of: module)!
            for (file, imported) in try Self.imports(of: module) where imported != module {
                seen += 1
                if Self.layer(of: imported)! >= own { offenders.append("\(module)/\(file) imports \(imported)") }
            }
        }
        #expect(seen > 50, "the scan found the imports")
        #expect(offenders.isEmpty, "\(offenders)")
    }

    /// The carousel's core is pure Swift over the C library: no zlib, no ncurses, nothing of ours.
    @Test func theCarouselCoreImportsOnlyThePlatform() throws {
        let imported = Set(try Self.imports(of: "CarouselCore").map(\.imported))
        #expect(imported == ["CarouselPlatform"])
    }
}
