// The decoder and the controller are the package's own (package access): seen as its tests see them.
@testable import CarouselKit
import FuzzerDriver

/// The program's entry point. SwiftPM links Linux executables with `main` aliased to
/// `<Module>_main`, which `-parse-as-library` (needed so that nothing else claims `main`)
/// never emits; this is that function, and it hands over to libFuzzer's driver.
@_cdecl("DecoderFuzzer_main")
public func decoderFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return decoderFuzzerTestOneInput(data, size)
    }
}

/// libFuzzer's entry point: arbitrary bytes, as a terminal might send them, cut into
/// reads of the sizes the input itself chooses, through the decoder and on into a
/// carousel that draws after every read. Nothing may trap, the decoder must empty on a
/// flush, and what it makes must be well formed; the carousel's page must stay in range.
@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    // The first byte picks the read size (1 to 16 bytes, or everything at once) and the
    // screen, so short reads cut sequences at every point.
    let chunk = first & 0x0F == 0 ? max(1, size) : Int(first & 0x0F)
    let width = 1 + Int(first >> 4) * 8, height = 1 + Int(first >> 5) * 6
    let body = bytes.dropFirst()

    let carousel = CarouselController(configuration: CarouselConfiguration(), dataSource: DemoCards(count: 1_000))
    carousel.resize(width: width, height: height, now: 0)
    var canvas = Canvas(width: 0, height: 0)
    var decoder = InputDecoder()
    var now = 0.0
    var start = body.startIndex
    while start < body.endIndex {
        let end = min(body.endIndex, start + chunk)
        let events = decoder.feed(body[start..<end])
        start = end
        now += 0.004
        deliver(events, to: carousel, now: now)
        carousel.tick(now: now)
        carousel.render(into: &canvas, now: now)
    }
    deliver(decoder.flush(), to: carousel, now: now + 0.03)
    precondition(!decoder.hasPendingInput, "bytes left after a flush")
    // Let any settle finish, then the carousel must rest on a real page.
    var t = now + 0.03
    while carousel.tick(now: t) && t < now + 30 { t += 1.0 / 60 }
    carousel.render(into: &canvas, now: t)
    precondition(carousel.count == 0 || (0..<carousel.count).contains(carousel.currentPage), "page out of range")
    precondition(canvas.width == carousel.screen.width && canvas.height == carousel.screen.height, "canvas size")
    return 0
}

private func deliver(_ events: [InputEvent], to carousel: CarouselController, now: Double) {
    for event in events {
        switch event {
        case .mouse(let m):
            precondition(m.x >= 0 && m.y >= 0, "negative mouse coordinates")
        case .key(let k):
            if case .function(let n) = k.key { precondition((1...24).contains(n), "function key F\(n)") }
        case .resize(let w, let h):
            precondition(w >= 0 && h >= 0, "negative size")
        case .interrupted:
            break
        case .paste:
            break
        case .commandOutput, .requested:
            preconditionFailure("the decoder made an event only the runner makes")
        }
        // Keys that end the program or suspend it are acted on by the terminal runner,
        // not the model: the model only reports them.
        _ = carousel.handle(event, now: now)
    }
}
