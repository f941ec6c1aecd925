// swift-tools-version:6.0
// Programs that use Carousel as a package depending on it does: by path, through its library
// products alone (so only its public API). `make test` builds them and runs them in tmux
// (scripts/examples.sh).
import Foundation
import PackageDescription

// A package found by path is named after its folder, whatever the checkout is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let carousel = root.lastPathComponent

let package = Package(
    name: "CarouselExamples",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: root.path)],
    targets: [
        // The README's carousel: a data source of one's own, Enter prints the card chosen.
        .executableTarget(
            name: "fruit-carousel",
            dependencies: [
                .product(name: "CarouselKit", package: carousel), .product(name: "CarouselTerminal", package: carousel),
            ]),
        // A resolver of one's own, racing the built-in ones.
        .executableTarget(
            name: "race-your-own",
            dependencies: [
                .product(name: "CarouselKit", package: carousel), .product(name: "CarouselTerminal", package: carousel),
            ]),
        // A picker that returns what was chosen.
        .executableTarget(name: "pick-a-fruit", dependencies: [.product(name: "CarouselTerminal", package: carousel)]),
        // A screen of one's own: its text above, a carousel widget in its lower half.
        .executableTarget(
            name: "lower-half",
            dependencies: [
                .product(name: "CarouselKit", package: carousel), .product(name: "CarouselTerminal", package: carousel),
            ]),
        // The building guide's strategy, widget and scene (doc/building.md), which the tests
        // compile and run in Tests/CarouselKitTests/BuildingGuideExamples (this folder is a link
        // to it): built here too, so that they are held to the public API alone.
        .target(name: "building-guide", dependencies: [.product(name: "CarouselKit", package: carousel)]),
        // The PNGs of a folder as a carousel of pictures.
        .executableTarget(
            name: "photo-carousel",
            dependencies: [
                .product(name: "CarouselKit", package: carousel), .product(name: "CarouselTerminal", package: carousel),
            ]),
    ]
)
