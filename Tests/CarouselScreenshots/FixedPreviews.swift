import CarouselKit

/// Previews whose output is made here at once, from the card's index and the body's size:
/// no process runs, so the same cards show the same previews on every machine.
final class FixedPreviews: PreviewLauncher {
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

    /// What the command for card `index` prints in a body of that many columns and lines.
    let print: (_ index: Int, _ columns: Int, _ lines: Int, _ pictures: PictureEnvironment) -> [UInt8]

    init(print: @escaping (_ index: Int, _ columns: Int, _ lines: Int, _ pictures: PictureEnvironment) -> [UInt8]) {
        self.print = print
    }

    /// A loader of these previews for the cards, the command being the card's index.
    static func loader(_ print: @escaping (Int, Int, Int, PictureEnvironment) -> [UInt8]) -> PreviewLoader {
        PreviewLoader(command: PreviewCommand("{n}"), launcher: FixedPreviews(print: print)) { "\($0)" }
    }

    func launch(command: String, columns: Int, lines: Int) -> PreviewJob? {
        launch(command: command, columns: columns, lines: lines, pictures: PictureEnvironment())
    }

    func launch(command: String, columns: Int, lines: Int, pictures: PictureEnvironment) -> PreviewJob? {
        Job(print(Int(command) ?? 0, columns, lines, pictures))
    }

    var descriptors: [Int32] { [] }
    func secondsUntilDeadline() -> Double? { nil }
    func reap() {}
    func terminateAll() {}
}
