@testable import CarouselKit
@testable import CarouselTerminal
import Testing

/// Answers to the start-up questions that come after the query stopped waiting reach the
/// event loop's decoder: it keeps them whole for the session (never as keys), across reads.
@Suite("Late replies in the decoder")
struct LateRepliesDecoderTests {
    /// xterm's answers to the whole start-up query, as recorded under Xvfb.
    static let xtermReplies =
        "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?1016;2$y\u{1B}[?2048;0$y"
        + "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?69;2$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"
    /// kitty's, with its graphics answer (APC), a cell size and XTGETTCAP.
    static let kittyReplies =
        "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?1016;2$y\u{1B}[6;20;9t"
        + "\u{1B}[?2048;0$y\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}P1+r636F6C6F7273=323536\u{1B}\\\u{1B}P0+r524742\u{1B}\\"
        + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?69;0$y\u{1B}[1;3R\u{1B}[1;3R\u{1B}[0n\u{1B}[?62;c"

    /// Feeds `bytes` in reads of `chunk` bytes; returns the events and the replies kept.
    static func decode(_ bytes: [UInt8], chunk: Int, collecting: Bool = true) -> (events: [InputEvent], replies: [UInt8]) {
        var decoder = InputDecoder()
        decoder.collectsReplies = collecting
        var events: [InputEvent] = []
        var replies: [UInt8] = []
        var i = 0
        while i < bytes.count {
            events += decoder.feed(bytes[i..<min(bytes.count, i + chunk)])
            replies += decoder.takeReplies()
            i += chunk
        }
        return (events, replies)
    }

    @Test(
        "every answer is kept byte for byte, split across reads of any size, and keys around them stay keys",
        arguments: [1, 2, 3, 5, 8, 64, 4096])
    func repliesKeptWhole(chunk: Int) {
        for recorded in [Self.xtermReplies, Self.kittyReplies] {
            let (events, replies) = Self.decode(Array(("l" + recorded + "q").utf8), chunk: chunk)
            #expect(replies == Array(recorded.utf8), "chunk \(chunk)")
            #expect(events == [.key(KeyEvent(.character("l"))), .key(KeyEvent(.character("q")))], "chunk \(chunk)")
            // The session reads them as the start-up query would have.
            var late = TerminalQueryReplies(), onTime = TerminalQueryReplies()
            late.feed(replies); late.finish()
            onTime.feed(Array(recorded.utf8)); onTime.finish()
            #expect(late.isComplete && late.typeahead.isEmpty)
            #expect(
                late.background == onTime.background && late.modeStates == onTime.modeStates
                    && late.cursorPositions == onTime.cursorPositions && late.hasKittyGraphics == onTime.hasKittyGraphics
                    && late.cellSize == onTime.cellSize && late.capabilities == onTime.capabilities
                    && late.terminalVersion == onTime.terminalVersion && late.answersStatusRequests == onTime.answersStatusRequests
                    && late.deviceAttributes == onTime.deviceAttributes)
        }
    }

    @Test("when nothing is awaited no reply is kept, and none is a key either")
    func notCollecting() {
        let (events, replies) = Self.decode(Array(("l" + Self.kittyReplies + "q").utf8), chunk: 7, collecting: false)
        #expect(replies.isEmpty)
        #expect(events == [.key(KeyEvent(.character("l"))), .key(KeyEvent(.character("q")))])
    }

    @Test("a control string cut off (an ESC that is no terminator, or the Escape timeout) is not kept as a reply")
    func cutOffStringsDropped() {
        var decoder = InputDecoder()
        decoder.collectsReplies = true
        _ = decoder.feed(Array("\u{1B}]11;rgb:ffff".utf8))
        _ = decoder.feed(Array("\u{1B}[A".utf8))  // an arrow key ends it
        #expect(decoder.takeReplies().isEmpty)
        _ = decoder.feed(Array("\u{1B}]11;rgb:0/0/0".utf8))
        _ = decoder.flush()
        #expect(decoder.takeReplies().isEmpty)
        _ = decoder.feed(Array("\u{1B}[?64;1c".utf8))
        #expect(decoder.takeReplies() == Array("\u{1B}[?64;1c".utf8))
    }

    @Test("SGR-Pixels turned on mid-run: reports before the terminal's confirmation are cells, those after it pixels")
    func pixelsFromTheConfirmationOn() {
        var decoder = InputDecoder()
        decoder.awaitPixels(cellSize: CellPixelSize(width: 10, height: 20))
        // Sent in cells before the terminal took the mode: column 40, row 12.
        let before = decoder.feed(Array("\u{1B}[<0;40;12M".utf8))
        guard case .mouse(let cell)? = before.first else { Issue.record("no press: \(before)"); return }
        #expect(cell.x == 39 && cell.y == 11)
        let confirmed = decoder.feed(Array("\u{1B}[?1016;1$y\u{1B}[<32;405;230M".utf8))
        guard case .mouse(let pixel)? = confirmed.first else { Issue.record("no motion: \(confirmed)"); return }
        #expect(pixel.x == 40 && pixel.y == 11, "pixel 405, 230 of 10x20 cells is column 41, row 12")
        #expect(decoder.pendingPixelCellSize == nil && decoder.pixelCellSize != nil)
    }
}
