import CarouselPlatform
import Foundation
import Testing
@testable import CarouselTerminal

/// The one way commands start: only the descriptors given reach them, and a reload's
/// command is ended with everything it started.
@Suite("Starting commands")
struct ChildProcessTests {
    /// Everything `fd` gives until its end (a generous deadline).
    private func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&p, 1, 50)
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { bytes += buffer[0..<n]; continue }
            if n == 0 { break }
            if errno != EAGAIN && errno != EINTR { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("a command sees descriptors 0, 1 and 2 only, even ours that are not close-on-exec")
    func onlyStandardDescriptors() throws {
        // A descriptor of ours that would be inherited: a pipe without close-on-exec.
        var leaky: [Int32] = [-1, -1]
        #expect(pipe(&leaky) == 0)
        defer { leaky.forEach { close($0) } }
        var out: [Int32] = [-1, -1]
        #expect(pipe(&out) == 0)
        _ = fcntl(out[0], F_SETFD, FD_CLOEXEC)
        let pid = try #require(ChildProcess.spawn("ls /proc/$$/fd", stdin: nil, stdout: out[1], stderr: nil))
        close(out[1])
        let listed = readAll(out[0]).split(separator: "\n").map(String.init)
        close(out[0])
        _ = ChildProcess.wait(pid)
        #expect(listed == ["0", "1", "2"], "\(listed)")
    }

    @Test("a reload's command gives its output; cancelled, its whole group ends")
    func commandOutput() throws {
        let output = try #require(CommandOutput.start("seq 3"))
        #expect(readAll(output.fd) == "1\n2\n3\n")
        output.finished()
        close(output.fd)

        let slow = try #require(CommandOutput.start("sleep 60 & sleep 61; echo never"))
        // The group exists while it runs, and not after the cancel.
        #expect(kill(-slow.pid, 0) == 0)
        slow.cancel()
        let deadline = Date().addingTimeInterval(30)
        while kill(-slow.pid, 0) == 0 && Date() < deadline { usleep(10_000) }
        #expect(kill(-slow.pid, 0) != 0 && errno == ESRCH, "every process of the group is gone")
        close(slow.fd)
    }
}
