/// The process's peak resident memory: Linux's `/proc/self/status` where it is there (and
/// can be started over), else `getrusage` (macOS, a Linux without /proc).
package enum ProcessMemory {
    /// The most memory the process has held resident so far, in kilobytes.
    package static func peakKilobytes() -> Int {
        procPeakKilobytes() ?? rusagePeakKilobytes()
    }

    /// `ru_maxrss`: where /proc is missing; it cannot be started over.
    static func rusagePeakKilobytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        let selfOnly = __rusage_who_t(RUSAGE_SELF.rawValue)  // an enum in glibc's header
        #else
        let selfOnly = RUSAGE_SELF
        #endif
        guard getrusage(selfOnly, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #else
        return Int(usage.ru_maxrss)  // kilobytes on Linux
        #endif
    }

    /// `VmHWM`, nil where /proc is missing.
    static func procPeakKilobytes() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("VmHWM:") else { continue }
            return Int(String(text.dropFirst(6).filter { $0.isNumber }))
        }
        return nil
    }

    /// Starts the peak over from the memory resident now (Linux: `5` to clear_refs), so a
    /// second run in the same process reports its own peak. False where that cannot be done
    /// (getrusage's peak only grows).
    @discardableResult
    package static func resetPeak() -> Bool {
        let fd = SystemCall.open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return SystemCall.write(fd, "5", 1) == 1
    }
}
