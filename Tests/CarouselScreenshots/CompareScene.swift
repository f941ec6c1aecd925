import CarouselCore
import CarouselKit
import CarouselTestSupport
import Foundation

/// `carousel compare` for a gentle and a hard flick, as typed at a shell prompt: the
/// program's own text, which has no clock in it.
enum CompareScene {
    static let gentleDrag = "80@0,78@40,76@80,75@120"  // a 5-column nudge: the strategies split
    static let hardDrag = "80@0,70@16,55@33,40@50"

    static func compare(carousel: String) throws -> [Shot] {
        var blocks: [(command: String, output: [String])] = []
        for drag in [gentleDrag, hardDrag] {
            let output = try run(carousel, ["compare", "--drag", drag])
            blocks.append(
                ("carousel compare --drag \"\(drag)\"", output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
        }
        // The terminal sized to the tables.
        var width = 40, rows = 0
        for block in blocks {
            width = max(width, (block.output.map(\.count).max() ?? 0) + 2, "$ \(block.command)".count + 20)
            rows += block.output.count + 2
        }
        var canvas = Canvas(width: width, height: rows + 1)
        var y = 0
        for block in blocks {
            canvas.write("$", x: 0, y: y, style: Style(foreground: .indexed(114)))
            canvas.write(" " + block.command, x: 1, y: y, style: .plain)
            y += 1
            for line in block.output {
                canvas.write(line, x: 0, y: y, style: .plain)
                y += 1
            }
            y += 1
        }
        return [
            Shot(
                file: "compare", screen: VTScreen(showing: canvas, depth: .full),
                title: "carousel compare: one gentle and one hard flick through every strategy")
        ]
    }

    /// What the program prints, its last newline left off.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SceneFailure("\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        var text = String(decoding: data, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
