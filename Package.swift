// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Carousel",
    platforms: [.macOS(.v13)],
    products: [
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
        // Swift but for zlib: geometry, physics, gestures, resolvers, virtual collection, canvas.
        .target(name: "CarouselKit", dependencies: ["CZlib", "CarouselPlatform"]),
        // The ncurses backend: session lifecycle, tty input, drawing, signals.
        .target(name: "CarouselTerminal", dependencies: ["CarouselPlatform", "CarouselKit", "CNcurses"]),
        // The command line declared once: every option of every command, and the help, man page
        // section, completions and the user guide's summary made from them; the argument reader
        // and the output both programs use. The programs' and the tests' alone, never a product.
        .target(name: "CarouselCommandLine", dependencies: ["CarouselPlatform", "CarouselKit"]),
        .executableTarget(name: "carousel", dependencies: ["CarouselPlatform", "CarouselKit", "CarouselTerminal", "CarouselCommandLine"]),
        // The benchmark's offscreen terminal and every-card-a-view baseline: shared by the
        // bench and its tests, in no product (nothing a user of the libraries needs).
        .target(name: "CarouselBenchSupport", dependencies: ["CarouselPlatform", "CarouselKit", "CarouselTerminal", "CNcurses"]),
        // `carousel-bench`: a target, not a product, so `swift build` and `make bench` build it
        // in this package while no package depending on Carousel sees it, and `make install`
        // installs `carousel` alone.
        .executableTarget(name: "carousel-bench", dependencies: ["CarouselPlatform", "CarouselKit", "CarouselBenchSupport", "CarouselCommandLine"]),
        // What the tests share: a VT screen model, a seeded generator, a harness with a fake
        // clock. Used by test targets only, never by a product (so its flag binds no user).
        // Optimized even in debug builds: the screen model replays every byte of thousands
        // of frames, six times faster so.
        .target(name: "CarouselTestSupport", dependencies: ["CarouselKit", "CZlib"], path: "Tests/CarouselTestSupport",
                swiftSettings: [.unsafeFlags(["-O"])]),
        // `carousel-screenshots`: the README's pictures from the program's own scenes on the
        // harness's fake clock, as SVG; a target of this package, never a product.
        .executableTarget(name: "carousel-screenshots", dependencies: ["CarouselKit", "CarouselTestSupport"],
                          path: "Tests/CarouselScreenshots"),
        .testTarget(name: "CarouselPlatformTests", dependencies: ["CarouselPlatform"]),
        .testTarget(name: "CarouselKitTests", dependencies: ["CarouselKit", "CarouselTestSupport"]),
        .testTarget(name: "CarouselTerminalTests", dependencies: ["CarouselPlatform", "CarouselTerminal", "CarouselKit"]),
        .testTarget(name: "CarouselCommandLineTests", dependencies: ["CarouselCommandLine", "CarouselKit"]),
        .testTarget(name: "CarouselBenchTests", dependencies: ["CarouselBenchSupport", "CarouselKit"]),
        .testTarget(name: "CarouselEndToEndTests", dependencies: ["CarouselPlatform", "CarouselTestSupport", "CarouselCommandLine"]),
    ]
)
