import Foundation
import CarouselPlatform

/// Moves the X pointer of a test's X server through the XTEST extension directly (libXtst,
/// loaded at run time: the library xdotool itself uses), and notes when each event was
/// sent. `send` returns after `XSync`, when the server has taken the event: the pointer's
/// own timeline, independent of the terminal and the program under test, and of the
/// process starts and sleeps of an xdotool command line.
///
/// A drag's schedule is kept on a thread of its own, not on the tests' shared pool (two
/// threads on two cores), which its sleeps would hold. One drag at a time, by one test:
/// hence unchecked.
final class XTestPointer: @unchecked Sendable {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias FakeMotion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32

    private let display: OpaquePointer
    private let closeDisplay: CloseDisplay
    private let sync: Sync
    private let fakeMotion: FakeMotion
    private let fakeButton: FakeButton
    private let clock = ContinuousClock()
    private let origin: ContinuousClock.Instant

    /// One X event as sent: where the pointer went, and when (ms since the first event).
    struct Sent { var x: Int; var milliseconds: Double }
    private(set) var sent: [Sent] = []

    init(display name: String) throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_GLOBAL), let xtst = dlopen("libXtst.so.6", RTLD_NOW | RTLD_GLOBAL) else {
            throw HarnessError("libX11 or libXtst is missing (apt-get install xdotool brings both)")
        }
        func symbol<T>(_ handle: UnsafeMutableRawPointer, _ name: String, as: T.Type) throws -> T {
            guard let pointer = dlsym(handle, name) else { throw HarnessError("no \(name) in the X libraries") }
            return unsafeBitCast(pointer, to: T.self)
        }
        let open = try symbol(x11, "XOpenDisplay", as: OpenDisplay.self)
        closeDisplay = try symbol(x11, "XCloseDisplay", as: CloseDisplay.self)
        sync = try symbol(x11, "XSync", as: Sync.self)
        fakeMotion = try symbol(xtst, "XTestFakeMotionEvent", as: FakeMotion.self)
        fakeButton = try symbol(xtst, "XTestFakeButtonEvent", as: FakeButton.self)
        guard let display = name.withCString({ open($0) }) else { throw HarnessError("cannot open X display \(name)") }
        self.display = display
        origin = clock.now
    }

    deinit { _ = closeDisplay(display) }

    private var now: Double {
        let d = clock.now - origin
        return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) * 1e-15
    }

    /// Moves the pointer to a root-window pixel; returns when the server has it.
    func move(x: Int, y: Int) {
        _ = fakeMotion(display, -1, Int32(x), Int32(y), 0)
        _ = sync(display, 0)
        sent.append(Sent(x: x, milliseconds: now))
    }

    func button(_ number: UInt32, down: Bool) {
        _ = fakeButton(display, number, down ? 1 : 0, 0)
        _ = sync(display, 0)
    }

    /// A drag to the left at a constant pixel speed: press at `start`, then `steps` moves of
    /// `pixels` each on a fixed schedule `milliseconds` apart, released while moving.
    /// Returns the moves as sent, the press first.
    func constantDrag(from start: (x: Int, y: Int), pixels: Int, milliseconds: Double, steps: Int) async -> [Sent] {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    returning: self.blockingConstantDrag(from: start, pixels: pixels, milliseconds: milliseconds, steps: steps))
            }
            thread.name = "XTestPointer drag"
            thread.qualityOfService = .userInteractive
            thread.start()
        }
    }

    private func blockingConstantDrag(from start: (x: Int, y: Int), pixels: Int, milliseconds: Double, steps: Int) -> [Sent] {
        move(x: start.x, y: start.y)
        usleep(50_000)
        button(1, down: true)
        sent = []
        move(x: start.x, y: start.y)
        let begin = now
        for k in 1...steps {
            let due = begin + Double(k) * milliseconds
            let wait = due - now
            if wait > 0 { usleep(useconds_t(wait * 1000)) }
            move(x: start.x - k * pixels, y: start.y)
        }
        button(1, down: false)
        return sent
    }
}
