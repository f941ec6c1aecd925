/// The settle speeds `+` and `-` step through: a fixed ladder rather than a factor, so that
/// stepping up and down always comes back to the same rungs (×1 among them), even after
/// the ends clamp, and the overlay shows round figures.
package enum SettleSpeedLadder {
    package static let rungs: [Double] = [0.25, 0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.25, 1.6, 2, 2.5, 3.2, 4]
    package static let standard = 1.0

    /// The next rung above `speed` (faster) or below it (slower); the end rung at the ends.
    /// A speed between rungs (from `--settle-speed`) steps to the neighbouring rung.
    package static func step(from speed: Double, faster: Bool) -> Double {
        let tolerance = 1e-9
        if faster {
            return rungs.first { $0 > speed + tolerance } ?? rungs[rungs.count - 1]
        }
        return rungs.last { $0 < speed - tolerance } ?? rungs[0]
    }

    /// A speed kept to the ladder's ends.
    package static func clamped(_ speed: Double) -> Double {
        min(max(speed, rungs[0]), rungs[rungs.count - 1])
    }

    /// The speed a settle-speed command asks for, from `speed`; nil for any other command.
    package static func speed(for command: CarouselCommand, from speed: Double) -> Double? {
        switch command {
        case .settleFaster: step(from: speed, faster: true)
        case .settleSlower: step(from: speed, faster: false)
        case .settleStandard: standard
        default: nil
        }
    }
}
