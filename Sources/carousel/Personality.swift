import CarouselPlatform
import CarouselKit
import CarouselCommandLine

/// Who the program is, by the name it was started with: `carousel`, or `fzf` (a link or copy
/// of that name), which is fzf's picker: no commands, fzf's environment, the directory walked
/// when nothing is piped, fzf's exit statuses.
enum Personality {
    case carousel, fzf

    /// From `argv[0]`'s last path component.
    static func of(programPath: String) -> Personality {
        let name = programPath.split(separator: "/").last.map(String.init) ?? programPath
        return name == "fzf" ? .fzf : .carousel
    }
}

/// The options a program reads from its environment before its command line: under the name
/// `fzf`, fzf's `FZF_DEFAULT_OPTS_FILE` (a file) then `FZF_DEFAULT_OPTS`; under its own name,
/// `CAROUSEL_DEFAULT_OPTS`. fzf's variables are left to fzf's name, so that a carousel demo is
/// never changed by a shell's fzf habits.
enum DefaultOptions {
    struct Source {
        let name: String
        let words: [String]
    }

    static func sources(for personality: Personality) throws(UsageError) -> [Source] {
        switch personality {
        case .carousel:
            return try variable("CAROUSEL_DEFAULT_OPTS").map { [$0] } ?? []
        case .fzf:
            var sources: [Source] = []
            if let path = environment("FZF_DEFAULT_OPTS_FILE"), !path.isEmpty {
                guard let text = readFile(path) else {
                    throw UsageError("$FZF_DEFAULT_OPTS_FILE: \(path): \(String(cString: strerror(errno)))")
                }
                do { sources.append(Source(name: path, words: try ShellWords.split(text))) } catch {
                    throw UsageError("\(path): \(error)")
                }
            }
            if let source = try variable("FZF_DEFAULT_OPTS") { sources.append(source) }
            return sources
        }
    }

    private static func variable(_ name: String) throws(UsageError) -> Source? {
        guard let text = environment(name), !text.isEmpty else { return nil }
        do { return Source(name: "$" + name, words: try ShellWords.split(text)) } catch {
            throw UsageError("$\(name): \(error)")
        }
    }

    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// A whole small file as text; nil when it cannot be read.
    private static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while bytes.count < 1 << 22 {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// fzf's key names where an option lists keys (`--expect`).
enum FzfKeys {
    static func expected(_ text: String, option: String, adding earlier: [String]) throws(UsageError) -> [String] {
        var keys = earlier
        // A comma may itself be a key, as the first or after another comma (fzf's `,,`).
        var names: [String] = []
        var current = ""
        for c in text {
            if c == ",", !current.isEmpty { names.append(current); current = "" } else { current.append(c) }
        }
        if !current.isEmpty { names.append(current) }
        for name in names {
            guard BindTrigger(fzfName: name) != nil else { throw UsageError("\(option): unsupported key: \(name)") }
            if !keys.contains(name) { keys.append(name) }
        }
        return keys
    }
}

/// fzf's `--tmux`/`--popup` value (`[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]`)
/// as the band's height here: the height given (the second size when two are, as fzf's).
enum FzfPopup {
    static func height(_ text: String) -> InlineHeight? {
        let sizes = text.split(separator: ",").map(String.init).filter { InlineHeight($0) != nil }
        guard let chosen = sizes.count >= 2 ? sizes[1] : sizes.first else { return nil }
        return InlineHeight(chosen)
    }
}

/// `CAROUSEL_SCREEN_READER`: set and not `0` (nor empty), the program starts in the screen
/// reader's mode (`--screen-reader`).
enum ScreenReaderMode {
    static var asked: Bool {
        guard let value = DefaultOptions.environment("CAROUSEL_SCREEN_READER") else { return false }
        return !value.isEmpty && value != "0"
    }
}

/// `CAROUSEL_REDUCE_MOTION`: set and not `0` (nor empty), the program starts with reduced motion.
enum ReducedMotion {
    static var asked: Bool {
        guard let value = DefaultOptions.environment("CAROUSEL_REDUCE_MOTION") else { return false }
        return !value.isEmpty && value != "0"
    }
}
