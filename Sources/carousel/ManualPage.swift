import CarouselPlatform
import CarouselCommandLine

/// fzf's `--man`: the manual page, as `man carousel` shows it; where man has no such page, the
/// one installed beside the binary (`../share/man/man1`), else the whole `--help`.
enum ManualPage {
    static func show() -> Int32 {
        let binary = CommandLine.arguments.first ?? "carousel"
        let folder = binary.contains("/") ? String(binary[..<binary.lastIndex(of: "/")!]) : "."
        let candidates = ["\(folder)/../share/man/man1/carousel.1", "\(folder)/../../doc/carousel.1", "\(folder)/../../../doc/carousel.1"]
        var attempts: [[String]] = [["man", "carousel"]]
        attempts += candidates.filter { access($0, R_OK) == 0 }.map { ["man", "-l", $0] }
        for argv in attempts where run(argv) == 0 { return 0 }
        Output.print(Help.text)
        return 0
    }

    /// Runs a program found on PATH, with this terminal; its exit status (127: not started).
    private static func run(_ argv: [String]) -> Int32 {
        var pid = pid_t()
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        guard posix_spawnp(&pid, argv[0], nil, nil, &cArgs, environ) == 0 else { return 127 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
