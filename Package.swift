// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Carousel",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CarouselCore", targets: ["CarouselCore"]),
        .library(name: "CarouselKit", targets: ["CarouselKit"]),
        .library(name: "CarouselTerminal", targets: ["CarouselTerminal"]),
        .executable(name: "carousel", targets: ["carousel"]),
    ],
    targets: [
        // C shim: exposes ncurses macros, globals and variadics that Swift cannot see.
        .target(
            name: "CNcurses",
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // What differs between systems, in one place: the C library (glibc, musl, Darwin) every
        // module imports through it, waiting on descriptors with select(), closing a child's
        // inherited descriptors, peak memory.
        .target(name: "CarouselPlatform"),
        // The system's zlib, for the pictures previews print as PNG (Debian: zlib1g-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The layers, each depending only on those below it (CarouselKitTests' LayerTests reads
        // every import to keep it so):
        // 1. The carousel: geometry, physics, the paging resolvers and their registry, the scroll
        //    view, the collection view with cell reuse, the carousel and the widget that draws it
        //    in any rectangle, and the canvas of cells it draws on. Pure Swift: no terminal, no
        //    picker, no scene, no card (the layer above says which cell a carousel registers).
        .target(name: "CarouselCore", dependencies: ["CarouselPlatform"]),
        // 2. fzf's ranking: fields, the matcher and its scores, the chunked parallel search, the
        //    store of lines it searches. Knows nothing of carousels or terminals.
        .target(name: "CarouselMatching", dependencies: ["CarouselPlatform", "CarouselCore"]),
        // 3. The scenes on the carousel: the demo, the race and shelves, the picker (bindings,
        //    previews, marks, reload), their chrome, input events and pictures. Swift but for
        //    zlib (PNG previews); it writes no byte to a terminal.
        .target(name: "CarouselKit", dependencies: ["CZlib", "CarouselPlatform", "CarouselCore", "CarouselMatching"]),
        // 4. The terminal: decoding its bytes into events, encoding frames into its bytes (and
        //    pictures as kitty or sixel), its replies, the inline band, the runner, the session's
        //    lifecycle, signals and the ncurses backend.
        .target(
            name: "CarouselTerminal", dependencies: ["CarouselPlatform", "CarouselCore", "CarouselMatching", "CarouselKit", "CNcurses"]),
        // The command line declared once: every option of every command, and the help, man page
        // section, completions and the user guide's summary made from them; the argument reader
        // and the output both programs use. The programs' and the tests' alone, never a product.
        .target(name: "CarouselCommandLine", dependencies: ["CarouselPlatform", "CarouselCore", "CarouselMatching", "CarouselKit"]),
        .executableTarget(
            name: "carousel",
            dependencies: [
                "CarouselPlatform", "CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal", "CarouselCommandLine",
            ]),
        // The benchmark's offscreen terminal and every-card-a-view baseline: shared by the
        // bench and its tests, in no product (nothing a user of the libraries needs).
        .target(
            name: "CarouselBenchSupport",
            dependencies: ["CarouselPlatform", "CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal", "CNcurses"]),
        // `carousel-bench`: a target, not a product, so `swift build` and `make bench` build it
        // in this package while no package depending on Carousel sees it, and `make install`
        // installs `carousel` alone.
        .executableTarget(
            name: "carousel-bench",
            dependencies: [
                "CarouselPlatform", "CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal", "CarouselBenchSupport",
                "CarouselCommandLine",
            ]),
        // What the tests share: a VT screen model, a seeded generator, a harness with a fake
        // clock. Used by test targets only, never by a product (so its flag binds no user).
        // Optimized even in debug builds: the screen model replays every byte of thousands
        // of frames, six times faster so.
        .target(
            name: "CarouselTestSupport", dependencies: ["CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal", "CZlib"],
            path: "Tests/CarouselTestSupport",
            swiftSettings: [.unsafeFlags(["-O"])]),
        // `carousel-screenshots`: the README's pictures from the program's own scenes on the
        // harness's fake clock, as SVG; a target of this package, never a product.
        .executableTarget(
            name: "carousel-screenshots",
            dependencies: ["CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal", "CarouselTestSupport"],
            path: "Tests/CarouselScreenshots"),
        .testTarget(name: "CarouselPlatformTests", dependencies: ["CarouselPlatform"]),
        .testTarget(
            name: "CarouselKitTests",
            dependencies: [
                "CarouselPlatform", "CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal", "CarouselTestSupport",
            ]),
        .testTarget(
            name: "CarouselTerminalTests",
            dependencies: ["CarouselPlatform", "CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal"]),
        .testTarget(
            name: "CarouselCommandLineTests", dependencies: ["CarouselCommandLine", "CarouselCore", "CarouselMatching", "CarouselKit"]),
        .testTarget(
            name: "CarouselBenchTests",
            dependencies: ["CarouselBenchSupport", "CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal"]),
        .testTarget(name: "CarouselEndToEndTests", dependencies: ["CarouselPlatform", "CarouselTestSupport", "CarouselCommandLine"]),
    ]
)
