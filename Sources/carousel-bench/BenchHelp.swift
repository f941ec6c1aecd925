import CarouselCommandLine

/// `carousel-bench --help`.
enum BenchHelp {
    static let text = """
        carousel-bench: the carousel's frames measured on simulated time (nothing sleeps)

        USAGE
        \(BenchOptionTable.usage.map { "  " + $0 }.joined(separator: "\n"))

        \(BenchOptionTable.helpSection)
        """
}
