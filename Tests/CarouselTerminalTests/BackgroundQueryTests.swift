import CarouselPlatform
import Testing
@testable import CarouselTerminal
import CarouselKit

/// The background query on a stand-in for the terminal line, the test playing the terminal's part.
struct BackgroundQueryTests {
    /// Both ends of a connection standing for the terminal line: the test writes what the
    /// terminal would answer on `master`; the query runs on `slave`. (A socket pair: what
    /// the query does with its descriptor, write, poll and read, a terminal does the same.)
    struct PseudoTerminal {
        let master: Int32, slave: Int32

        init() throws {
            var fds: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, SystemCall.streamSocket, 0, &fds) == 0 else { throw Failure("no socket pair") }
            master = fds[0]; slave = fds[1]
        }

        func terminalSends(_ text: String) {
            Array(text.utf8).withUnsafeBytes { _ = write(master, $0.baseAddress, $0.count) }
        }

        /// What the program wrote to the terminal so far.
        func received() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            while poll(&fds, 1, 0) > 0, fds[0].revents & Int16(POLLIN) != 0 {
                let n = read(master, &buffer, buffer.count)
                guard n > 0 else { break }
                bytes += buffer[0..<n]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        func closeBoth() { for fd in [master, slave] { _ = close(fd) } }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    @Test func theReplyIsReadAndKeysTypedMeanwhileAreKept() throws {
        let tty = try PseudoTerminal()
        defer { tty.closeBoth() }
        // Keys typed as the program starts, the answers, and a key typed after them.
        tty.terminalSends("l\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\h\u{1B}[?1;2cj")
        var replies = BackgroundQuery.run(fd: tty.slave, timeout: 20)
        // The background, SGR-Pixels (DECRQM 1016), the cell size, in-band resize (DECRQM
        // 2048), the terminal's name (XTVERSION), its colours (XTGETTCAP colors and RGB),
        // whether it draws kitty's pictures, and whether it answers a status request (the
        // frames' pacing) in one round trip, ended by the device attributes.
        #expect(
            tty.received() == "\u{1B}]11;?\u{1B}\\\u{1B}[?1016$p\u{1B}[16t\u{1B}[?2048$p\u{1B}[>0q"
                + "\u{1B}P+q636F6C6F7273\u{1B}\\\u{1B}P+q524742\u{1B}\\"
                + "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[5n\u{1B}[c")
        #expect(!replies.answersStatusRequests, "no status answer came")
        #expect(replies.background == .white)
        #expect(replies.isComplete)
        // What came after the last reply in the same read is kept too.
        #expect(replies.takeTypeahead() == Array("lhj".utf8))
    }

    /// xterm's answers: mode 1016 known (reset), no cell size (window operations are
    /// disallowed), then the device attributes.
    @Test func pixelModeAnswersComeInTheSameRoundTrip() throws {
        let tty = try PseudoTerminal()
        defer { tty.closeBoth() }
        tty.terminalSends("\u{1B}]11;rgb:0/0/0\u{1B}\\\u{1B}[?2048;0$y\u{1B}[?1016;2$y\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?64;1;2;6c")
        let replies = BackgroundQuery.run(fd: tty.slave, timeout: 20)
        #expect(replies.hasPixelMouse && replies.isComplete && replies.cellSize == nil)
        #expect(!replies.hasInBandResize && replies.terminalVersion == "XTerm(379)")
        #expect(replies.typeahead.isEmpty)
    }

    @Test func aTerminalThatAnswersNothingCostsOnlyTheWaitAndLosesNoKey() throws {
        let tty = try PseudoTerminal()
        defer { tty.closeBoth() }
        tty.terminalSends("q\u{1B}")
        var replies = BackgroundQuery.run(fd: tty.slave, timeout: 0.05)
        #expect(replies.background == nil)
        #expect(!replies.isComplete)
        #expect(replies.takeTypeahead() == Array("q\u{1B}".utf8))
    }
}

extension BackgroundQueryTests {
    @Test func theLinuxConsoleIsNotAsked() {
        #expect(!BackgroundQuery.isWorthAsking(term: "linux"))
        #expect(!BackgroundQuery.isWorthAsking(term: "linux-16color"))
        #expect(BackgroundQuery.isWorthAsking(term: "xterm-256color"))
        #expect(BackgroundQuery.isWorthAsking(term: "tmux-256color"))
    }
}
