import CarouselPlatform
import Dispatch
import Testing

/// The select() wait the event loop runs on, on pipes standing in for the terminal.
struct DescriptorWaitTests {
    struct Pipe {
        let readEnd: Int32, writeEnd: Int32

        init() throws {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { throw Failure("no pipe") }
            readEnd = fds[0]; writeEnd = fds[1]
        }

        func send(_ text: String) {
            Array(text.utf8).withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
        }

        func closeBoth() { for fd in [readEnd, writeEnd] { _ = close(fd) } }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    @Test func aPipeWithBytesIsReadyAndAnEmptyOneIsNot() throws {
        let typed = try Pipe(), quiet = try Pipe()
        defer { typed.closeBoth(); quiet.closeBoth() }
        typed.send("q")
        let outcome = try DescriptorWait.readable([quiet.readEnd, typed.readEnd], milliseconds: -1)
        #expect(outcome == .ready([typed.readEnd]))
    }

    @Test func aPipeWhoseWriterClosedIsReadyAndReadsAsTheEnd() throws {
        let pipe = try Pipe()
        defer { _ = close(pipe.readEnd) }
        _ = close(pipe.writeEnd)
        #expect(try DescriptorWait.readable([pipe.readEnd], milliseconds: -1) == .ready([pipe.readEnd]))
        var byte: UInt8 = 0
        #expect(read(pipe.readEnd, &byte, 1) == 0)
    }

    @Test func nothingToReadEndsInATimeout() throws {
        let pipe = try Pipe()
        defer { pipe.closeBoth() }
        #expect(try DescriptorWait.readable([pipe.readEnd], milliseconds: 5) == .timedOut)
        #expect(try DescriptorWait.readable([pipe.readEnd], milliseconds: 0) == .timedOut)
    }

    /// A signal during the wait is reported, not taken for input nor for an error: the loop
    /// then reads its signal pipe. The signal is sent until the wait returns, so that it
    /// lands inside it whatever the scheduling.
    @Test func aSignalDuringTheWaitIsReportedAsAnInterruption() throws {
        let pipe = try Pipe()
        defer { pipe.closeBoth() }
        SignalHandler.install(SIGUSR2, flags: 0) { _ in }
        defer { signal(SIGUSR2, SIG_DFL) }
        // The test's thread may block signals (a pool thread does): this one is let through.
        var usr2 = sigset_t(), before = sigset_t()
        sigemptyset(&usr2)
        sigaddset(&usr2, SIGUSR2)
        pthread_sigmask(SIG_UNBLOCK, &usr2, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        let waiter = pthread_self()
        let done = Flag()
        let senderEnded = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            while !done.isSet { pthread_kill(waiter, SIGUSR2); usleep(2_000) }
            senderEnded.signal()
        }
        let outcome = try DescriptorWait.readable([pipe.readEnd], milliseconds: 60_000)
        done.set()
        senderEnded.wait()
        #expect(outcome == .interrupted)
    }

    @Test func aDescriptorThatIsNotOpenFailsAndIsNamed() throws {
        // A number no other test's open() is given while this one runs (they get the lowest
        // free), and one that Linux's select() would pass over without a word.
        let pipe = try Pipe()
        defer { pipe.closeBoth() }
        let unopened: Int32 = 1000
        #expect(fcntl(unopened, F_GETFD) < 0)
        #expect(throws: DescriptorWait.Failure.notOpen(descriptor: unopened)) {
            try DescriptorWait.readable([pipe.readEnd, unopened], milliseconds: 5)
        }
    }

    /// An fd_set holds descriptors below FD_SETSIZE: a larger one fails before anything is
    /// written into the set, open or not.
    @Test func aDescriptorBeyondSelectsLimitFailsClearly() throws {
        let limit = DescriptorWait.limit
        #expect(limit == 1024)
        let pipe = try Pipe()
        defer { pipe.closeBoth() }
        let high = dup2(pipe.readEnd, limit)  // open where RLIMIT_NOFILE allows; a bare number else
        defer { if high == limit { _ = close(high) } }
        #expect(throws: DescriptorWait.Failure.beyondSelectLimit(descriptor: limit, limit: limit)) {
            try DescriptorWait.readable([pipe.readEnd, limit], milliseconds: 5)
        }
        #expect(
            "\(DescriptorWait.Failure.beyondSelectLimit(descriptor: limit, limit: limit))"
                == "descriptor 1024 is beyond the 1024 that select() can wait on")
    }

    /// Descriptors in every word of the set (the words are 64 bits on Linux, 32 on Darwin).
    @Test func descriptorsAcrossTheSetAreToldApart() throws {
        let pipe = try Pipe()
        defer { pipe.closeBoth() }
        pipe.send("x")
        let placed: [Int32] = [900, 959, 960, 1023]  // numbers no other test's open() is given
        for fd in placed { #expect(dup2(pipe.readEnd, fd) == fd) }
        defer { for fd in placed { _ = close(fd) } }
        let quiet = try Pipe()
        defer { quiet.closeBoth() }
        #expect(try DescriptorWait.readable(placed + [quiet.readEnd], milliseconds: -1) == .ready(Set(placed)))
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private var value = false
    private var lock = pthread_mutex_t()
    init() { pthread_mutex_init(&lock, nil) }
    deinit { pthread_mutex_destroy(&lock) }
    var isSet: Bool { pthread_mutex_lock(&lock); defer { pthread_mutex_unlock(&lock) }; return value }
    func set() { pthread_mutex_lock(&lock); value = true; pthread_mutex_unlock(&lock) }
}
