import CarouselPlatform
import Foundation
import Testing
@testable import CarouselTerminal
import CarouselKit

/// The preview runner on real processes: output and exit status, the size in the
/// environment, and cancelling a whole process group with nothing left behind.
@Suite("Preview processes")
struct PreviewProcessesTests {
    /// Reads `job` until it ends (polling, with a generous deadline); its output and status.
    static func finish(_ job: PreviewJob, _ launcher: PreviewProcesses) throws -> (String, PreviewExit) {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let exit = job.readAvailable(maximum: 1 << 20, { bytes += $0 }) {
                return (String(decoding: bytes, as: UTF8.self), exit)
            }
            var fds = launcher.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 20)
        }
        throw CancellationError()
    }

    @Test("stdout and stderr together, then the exit status")
    func outputAndStatus() throws {
        let launcher = PreviewProcesses(environment: ["PATH": "/usr/bin:/bin"])
        let job = try #require(launcher.launch(command: "printf 'out\\n'; printf 'err\\n' >&2; exit 3", columns: 10, lines: 5))
        let (text, exit) = try Self.finish(job, launcher)
        #expect(text == "out\nerr\n")
        #expect(exit == .exited(3))
    }

    @Test("the body's size in fzf's variables and ours; stdin is empty")
    func environment() throws {
        let launcher = PreviewProcesses(environment: ["PATH": "/usr/bin:/bin", "FZF_PREVIEW_LINES": "999"])
        let job = try #require(
            launcher.launch(
                command: "echo $FZF_PREVIEW_COLUMNS $FZF_PREVIEW_LINES $CAROUSEL_PREVIEW_COLUMNS $CAROUSEL_PREVIEW_LINES; cat",
                columns: 42, lines: 17))
        let (text, exit) = try Self.finish(job, launcher)
        #expect(text == "42 17 42 17\n")
        #expect(exit == .exited(0))
    }

    /// fzf sets `COLUMNS` and `LINES` to the preview's size (its man page says so) and tools
    /// format to them (`man`, `ls`): the body's size, not the terminal's the carousel got.
    @Test("COLUMNS and LINES are the body's size, as fzf sets them, not the terminal's")
    func columnsAndLines() throws {
        let launcher = PreviewProcesses(environment: ["PATH": "/usr/bin:/bin", "COLUMNS": "200", "LINES": "60"])
        let job = try #require(launcher.launch(command: "echo $COLUMNS $LINES", columns: 42, lines: 17))
        let (text, exit) = try Self.finish(job, launcher)
        #expect(text == "42 17\n")
        #expect(exit == .exited(0))
    }

    @Test("cancelling ends the whole group, what it started in the background too, and reaps the shell")
    func cancel() throws {
        let launcher = PreviewProcesses(environment: ["PATH": "/usr/bin:/bin"])
        // The background sleep ignores SIGTERM: only the SIGKILL after the grace ends it.
        let job = try #require(launcher.launch(command: "(trap '' TERM; sleep 600) & echo started; sleep 600", columns: 10, lines: 5))
        var bytes: [UInt8] = []
        let started = Date().addingTimeInterval(30)
        while !String(decoding: bytes, as: UTF8.self).contains("started"), Date() < started {
            _ = job.readAvailable(maximum: 4096) { bytes += $0 }
            usleep(10_000)
        }
        let shell = try #require((job as? PreviewProcess)?.pid)
        #expect(Self.members(ofGroup: shell).count >= 2, "the shell and its sleeps share its group")
        job.cancel()
        let deadline = Date().addingTimeInterval(30)
        while !Self.members(ofGroup: shell).isEmpty || launcher.secondsUntilDeadline() != nil, Date() < deadline {
            launcher.reap()
            usleep(10_000)
        }
        #expect(Self.members(ofGroup: shell).isEmpty, "nothing of the group is left, not even a zombie")
        #expect(launcher.secondsUntilDeadline() == nil, "nothing more to wait for")
        var status: Int32 = 0
        #expect(waitpid(shell, &status, WNOHANG) == -1, "the shell was reaped")
    }

    /// Processes (zombies included) whose process group is `group`.
    static func members(ofGroup group: pid_t) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[2]) == group
        }
    }
}
