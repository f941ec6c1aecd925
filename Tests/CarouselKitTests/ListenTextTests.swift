@testable import CarouselCore
@testable import CarouselKit
import Testing

/// fzf's `--listen` addresses and what a request may do.
@Suite("--listen's address and actions")
struct ListenTextTests {
    @Test("fzf's address forms and errors")
    func addresses() throws {
        #expect(try ListenAddress(fzf: "6266") == ListenAddress(host: "localhost", port: 6266, socketPath: nil))
        #expect(try ListenAddress(fzf: ":0") == ListenAddress(host: "localhost", port: 0, socketPath: nil))
        #expect(try ListenAddress(fzf: "0.0.0.0:80") == ListenAddress(host: "0.0.0.0", port: 80, socketPath: nil))
        #expect(try ListenAddress(fzf: "/tmp/f.sock").socketPath == "/tmp/f.sock")
        #expect(try !ListenAddress(fzf: "0.0.0.0:80").isLocal && ListenAddress(fzf: "127.0.0.1:1").isLocal)
        #expect(throws: ListenAddressError("invalid listen port: x")) { try ListenAddress(fzf: "x") }
        #expect(throws: ListenAddressError("invalid listen port: 70000")) { try ListenAddress(fzf: "70000") }
        #expect(throws: ListenAddressError("invalid listen address: a:b:c")) { try ListenAddress(fzf: "a:b:c") }
    }

    @Test("a remote request without --listen-unsafe runs no command; its other actions stay")
    func remoteCommands() throws {
        let safe = try CarouselController.remoteActions(
            "execute(rm x)+change-query(a)+reload(ls)+transform(x)+accept", allowsCommands: false
        ).get()
        #expect(safe == [.changeQuery("a"), .accept])
        let unsafe = try CarouselController.remoteActions("execute(rm x)+accept", allowsCommands: true).get()
        #expect(unsafe == [.execute("rm x"), .accept])
        #expect(throws: BindingParser.Failure.self) { try CarouselController.remoteActions("nope", allowsCommands: true).get() }
    }

    @Test("JSON strings are escaped as JSON requires")
    func json() {
        #expect(JSON.quote("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
    }
}
