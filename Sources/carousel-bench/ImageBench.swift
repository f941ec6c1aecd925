import CarouselBenchSupport
import CarouselCore
import CarouselKit
import CarouselTerminal

/// `carousel-bench --images`: the bench's workload with a picture in every card (a preview
/// that printed one, a gradient the size of the card's body), measured the two ways a
/// moving picture can reach kitty: sent once and then only placed, as the carousel does,
/// against sent again every frame. Bytes per moving frame and frame CPU for each, beside the
/// text alone (the half blocks every terminal gets).
enum ImageBench {
    struct Row {
        var name: String
        var bytesMoving: UInt64 = 0
        var cpu: [Double] = []
    }

    static func run(_ o: BenchCommand.Options) -> Int32 {
        guard let terminal = BenchCommand.terminal(o, .encoder) else { return 69 }
        defer { terminal.end() }
        let loader = PreviewLoader(command: PreviewCommand("{n}"), launcher: GradientPreviews()) { "\($0)" }
        loader.pictures = PictureEnvironment(format: .kitty, cellSize: .fallback)
        loader.maximumRunning = o.count
        var configuration = CarouselConfiguration()
        configuration.strategy = o.strategy
        configuration.startPage = o.count / 2
        configuration.theme = .forDepth(.full)
        let scene = SceneStack(configuration: configuration, dataSource: PreviewingCards(cards: DemoCards(count: o.count), loader: loader))
        let start = 1.0
        scene.resize(width: o.width, height: o.height, now: start)
        var canvas = Canvas(width: o.width, height: o.height)
        // Every card's picture made before the clock starts: the frames measure showing them.
        scene.render(into: &canvas, now: start)
        loader.prefetch(Array(0..<o.count))
        for _ in 0..<100_000 where loader.runningCount > 0 { loader.pump() }
        scene.render(into: &canvas, now: start)
        _ = terminal.present(canvas)
        var presenter = KittyPicturePresenter()
        _ = presenter.update(for: canvas)

        var text = Row(name: "half blocks (text only)"), placed = Row(name: "kitty: placed (*)"),
            resent = Row(name: "kitty: sent every frame")
        var moving = 0, pixels = (width: 0, height: 0)
        // What the placed way spends sending each picture the first time it shows.
        var sentOnce = Set<Int>(), firstSends: UInt64 = 0, firstCount = 0
        for p in canvas.picturePlacements { sentOnce.insert(p.id) }
        let events = BenchWorkload(width: o.width, height: o.height).events(
            start: start, duration: Double(o.frames) / FramePlayer.frameRate)
        var next = 0
        for frame in 1...o.frames {
            let now = start + Double(frame) / FramePlayer.frameRate
            let began = FramePlayer.threadCPUMicroseconds()
            while next < events.count, events[next].time <= now {
                scene.handle(events[next].event, now: events[next].time)
                next += 1
            }
            let isMoving = scene.tick(now: now) || scene.base.scrollView.isDragging
            scene.render(into: &canvas, now: now)
            let textBytes = terminal.present(canvas)
            let drawn = FramePlayer.threadCPUMicroseconds()
            let placements = UInt64(presenter.update(for: canvas).count)
            let placedEnd = FramePlayer.threadCPUMicroseconds()
            var again: UInt64 = 0
            var firsts: UInt64 = 0
            for p in canvas.picturePlacements {
                if sentOnce.insert(p.id).inserted {
                    firsts += UInt64(KittyGraphicsEncoder.transmit(p.picture, id: p.id).count)
                    firstCount += 1
                }
                again += UInt64(KittyGraphicsEncoder.transmit(p.picture, id: p.id).count)
                let v = p.visible
                again += UInt64(KittyGraphicsEncoder.place(id: p.id, source: p.sourceRect, columns: v.width, rows: v.height).count) + 8
                pixels = (p.picture.width, p.picture.height)
            }
            let resentEnd = FramePlayer.threadCPUMicroseconds()
            text.cpu.append(drawn - began)
            placed.cpu.append(placedEnd - began)
            resent.cpu.append(drawn - began + resentEnd - placedEnd)
            firstSends += firsts
            guard isMoving else { continue }
            moving += 1
            text.bytesMoving += textBytes
            placed.bytesMoving += textBytes + placements - min(placements, firsts)
            resent.bytesMoving += textBytes + again
        }
        Output.print(
            "bench --images: \(o.count) cards, a \(pixels.width)x\(pixels.height) picture in each, \(o.width)x\(o.height), "
                + "\(o.frames) frames (\(moving) moving), strategy \(o.strategy.name)")
        Output.print(
            pad("", 28) + pad("bytes/moving frame", 20, right: true) + pad("CPU mean ms", 14, right: true)
                + pad("CPU p99 ms", 13, right: true))
        for row in [text, placed, resent] {
            let perFrame = moving == 0 ? 0 : row.bytesMoving / UInt64(moving)
            Output.print(
                pad(row.name, 28) + pad(grouped(perFrame), 20, right: true)
                    + pad(ms(row.cpu.reduce(0, +) / Double(max(1, row.cpu.count))), 14, right: true)
                    + pad(ms(BenchResult.percentile(0.99, of: row.cpu)), 13, right: true))
        }
        Output.print(
            "(*) and each picture sent once, the first time it shows: \(firstCount) more after the first screen's, "
                + "\(grouped(firstSends)) bytes in all")
        return 0
    }

    private static func ms(_ microseconds: Double) -> String {
        let hundredths = Int((microseconds / 10).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    private static func grouped(_ n: UInt64) -> String { QueryLine.grouped(Int(n)) }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let room = String(repeating: " ", count: max(0, width - text.count))
        return right ? room + text : text + room
    }
}

/// Previews that print, at once, a gradient the size of the body as kitty graphics: no
/// process runs, so the bench measures the frames, not the commands.
private final class GradientPreviews: PreviewLauncher {
    final class Job: PreviewJob {
        var output: [UInt8]
        init(_ output: [UInt8]) { self.output = output }
        func readAvailable(maximum: Int, _ body: (ArraySlice<UInt8>) -> Void) -> PreviewExit? {
            let n = min(maximum, output.count)
            if n > 0 { body(output[..<n]); output.removeFirst(n) }
            return output.isEmpty ? .exited(0) : nil
        }
        func cancel() { output = [] }
    }

    func launch(command: String, columns: Int, lines: Int) -> PreviewJob? {
        launch(command: command, columns: columns, lines: lines, pictures: PictureEnvironment())
    }

    func launch(command: String, columns: Int, lines: Int, pictures: PictureEnvironment) -> PreviewJob? {
        let seed = Int(command) ?? 0
        let width = max(1, Int(Double(columns) * pictures.cellSize.width)), height = max(1, Int(Double(lines) * pictures.cellSize.height))
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                rgba += [UInt8((x * 255 / width + seed * 40) % 256), UInt8(y * 255 / height), UInt8((seed * 97 + x / 4) % 256), 255]
            }
        }
        guard let picture = Picture(width: width, height: height, rgba: rgba) else { return nil }
        return Job(KittyGraphicsEncoder.transmit(picture, id: seed + 1))
    }

    var descriptors: [Int32] { [] }
    func secondsUntilDeadline() -> Double? { nil }
    func reap() {}
    func terminateAll() {}
}
