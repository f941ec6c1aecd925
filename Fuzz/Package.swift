// swift-tools-version:6.0
// The coverage-guided fuzz target for the input decoder, kept out of the main package so
// that building and testing Carousel never needs libFuzzer. Build and run it with
// `make fuzz` (scripts/fuzz.sh), which passes -sanitize=fuzzer,address.
import Foundation
import PackageDescription

// A package found by path is named after its folder, whatever the checkout is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "CarouselFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: root.path)],
    targets: [
        .target(name: "FuzzerDriver"),
        .executableTarget(
            name: "DecoderFuzzer",
            dependencies: ["FuzzerDriver", .product(name: "CarouselKit", package: root.lastPathComponent)]
        ),
    ]
)
