#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak resident memory, from Linux's `/proc/self/status` (0 elsewhere).
enum ProcessMemory {
    /// `VmHWM` in kilobytes: the most memory the process has held resident so far.
    static func peakKilobytes() -> Int {
        #if os(Linux)
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            let digits = text.dropFirst(6).filter { $0.isNumber }
            return Int(String(digits)) ?? 0
        }
        #endif
        return 0
    }

    /// Starts the peak over from the memory resident now (Linux: `5` to clear_refs), so a
    /// second run in the same process reports its own peak. Returns false where unsupported.
    @discardableResult
    static func resetPeak() -> Bool {
        #if os(Linux)
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "5", 1) == 1
        #else
        return false
        #endif
    }
}
