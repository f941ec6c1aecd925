import CarouselCore
import CarouselKit
import CarouselTerminal

/// Any scene's frames through one encoder into one screen model, as the program keeps
/// them: each frame is ticked, drawn, encoded and applied, and the screen must then be the
/// canvas (a shift the encoder took never leaves a wrong screen), with no left/right
/// margins and no line-drawing set left on.
package struct ScenePlayer {
    package let scene: any CarouselScene
    package let depth: Theme.Depth
    package var encoder: FrameEncoder
    package var screen: VTScreen
    package var canvas = Canvas(width: 0, height: 0)
    package var bytes: [UInt8] = []
    /// Frames played, and bytes sent after the first (the first paints the whole screen).
    package var frames = 0, sent = 0

    package init(
        _ scene: any CarouselScene, width: Int, height: Int, depth: Theme.Depth = .full,
        capabilities: FrameEncoder.Capabilities = .ansi
    ) {
        self.scene = scene
        self.depth = depth
        encoder = FrameEncoder(depth: depth, capabilities: capabilities)
        screen = VTScreen(width: width, height: height)
        screen.repeatsASCIIOnly = !capabilities.contains(.repeatCharacter)
    }

    /// Ticks, draws and sends one frame; throws when the screen is not the canvas. True
    /// while the scene moves.
    @discardableResult
    package mutating func frame(_ now: Double) throws -> Bool {
        let moving = scene.tick(now: now)
        scene.render(into: &canvas, now: now)
        if canvas.width != screen.width || canvas.height != screen.height {
            // The terminal resized: what it shows is lost, and the size change repaints all.
            screen = VTScreen(width: canvas.width, height: canvas.height)
            screen.repeatsASCIIOnly = !encoder.capabilities.contains(.repeatCharacter)
        }
        bytes.removeAll(keepingCapacity: true)
        encoder.encode(canvas, into: &bytes)
        try screen.apply(bytes)
        if frames > 0 { sent += bytes.count }
        frames += 1
        if let mismatch = screen.matches(canvas, depth: depth) {
            throw VTScreen.Refused(
                description:
                    "frame \(frames) at \(now): \(mismatch)\n\(canvas.text)\nbytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            )
        }
        guard screen.leftRightMarginsAreReset, !screen.lineDrawing else {
            throw VTScreen.Refused(description: "frame \(frames) left margins or the line-drawing set on")
        }
        return moving
    }
}
