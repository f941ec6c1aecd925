import CarouselPlatform

/// A motion of the content offset over time, in closed form: where it is at any moment
/// depends only on the time since it began, never on how often frames are drawn.
package protocol ScrollAnimation: Sendable {
    /// Offset and velocity (cells per second) `elapsed` seconds after the start.
    func state(at elapsed: Double) -> (offset: Double, velocity: Double)
    /// True once the motion has come to rest at its target.
    func isFinished(at elapsed: Double) -> Bool
    var target: Double { get }
}

/// A damped spring from the release position to the target that starts with the release
/// velocity, so the settle continues the finger's motion. Flutter's defaults: mass 0.5,
/// stiffness 100, damping ratio 1.1 (a touch overdamped: no wobble).
package struct SpringSettle: ScrollAnimation {
    package struct Parameters: Equatable, Sendable {
        package var mass: Double
        package var stiffness: Double
        package var dampingRatio: Double
        package init(mass: Double = 0.5, stiffness: Double = 100, dampingRatio: Double = 1.1) {
            self.mass = mass; self.stiffness = stiffness; self.dampingRatio = dampingRatio
        }
        package static let standard = Parameters()
        /// Scales the settle's speed: 2 is twice as quick, 0.5 half as quick.
        package func speed(_ factor: Double) -> Parameters {
            var p = self
            p.stiffness *= factor * factor
            return p
        }
    }

    package let start: Double
    package let target: Double
    package let initialVelocity: Double
    package let parameters: Parameters
    private let r1: Double, r2: Double, c1: Double, c2: Double
    private let critical: Bool, omega: Double, zeta: Double

    package init(from start: Double, to target: Double, initialVelocity: Double, parameters: Parameters = .standard) {
        self.start = start; self.target = target
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.parameters = parameters
        let w = (parameters.stiffness / parameters.mass).squareRoot()
        let z = max(parameters.dampingRatio, 1)  // underdamped springs wobble: not wanted here
        omega = w; zeta = z
        let x0 = start - target, v0 = self.initialVelocity
        if abs(z - 1) < 1e-9 {
            critical = true
            r1 = -w; r2 = -w
            c1 = x0; c2 = v0 + w * x0
        } else {
            critical = false
            let d = w * (z * z - 1).squareRoot()
            r1 = -z * w + d; r2 = -z * w - d
            c2 = (v0 - r1 * x0) / (r2 - r1)
            c1 = x0 - c2
        }
    }

    package func state(at t: Double) -> (offset: Double, velocity: Double) {
        let t = max(0, t)
        if critical {
            let e = exp(r1 * t)
            return (target + (c1 + c2 * t) * e, (c2 + r1 * (c1 + c2 * t)) * e)
        }
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (target + c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    package func isFinished(at t: Double) -> Bool {
        let s = state(at: t)
        return (abs(s.offset - target) < 0.02 && abs(s.velocity) < 0.5) || t > 10
    }
}

/// A fixed-time ease-in-out: what `adjacent` uses after a slow release stops dead, and
/// what `UIScrollView.setContentOffset(_:animated:)` looks like.
package struct EaseSettle: ScrollAnimation {
    package let start: Double
    package let target: Double
    package let duration: Double

    package init(from start: Double, to target: Double, duration: Double = 0.3) {
        self.start = start; self.target = target; self.duration = max(0.001, duration)
    }

    package func state(at t: Double) -> (offset: Double, velocity: Double) {
        let u = min(max(t / duration, 0), 1)
        // Smoothstep: zero velocity at both ends.
        let eased = u * u * (3 - 2 * u)
        let dEased = 6 * u * (1 - u) / duration
        return (start + (target - start) * eased, (target - start) * dEased * (u < 1 ? 1 : 0))
    }

    package func isFinished(at t: Double) -> Bool { t >= duration }
}

/// UIScrollView's coast without paging: exponential decay that ends exactly at `target`.
package struct DecayCoast: ScrollAnimation {
    package let start: Double
    package let target: Double
    package let rate: DecelerationRate

    package init(from start: Double, to target: Double, rate: DecelerationRate = .normal) {
        self.start = start; self.target = target; self.rate = rate
    }

    package func state(at t: Double) -> (offset: Double, velocity: Double) {
        let ms = max(0, t) * 1000
        let k = pow(rate.perMillisecond, ms)
        let lnr = log(rate.perMillisecond)
        return (target - (target - start) * k, -(target - start) * k * lnr * 1000)
    }

    package func isFinished(at t: Double) -> Bool {
        abs(state(at: t).offset - target) < 0.02 || t > 10
    }
}

/// Reduced motion's settle: already at its target, so the next frame shows the content
/// there, with no offset in between.
package struct InstantSettle: ScrollAnimation {
    package let target: Double
    package init(target: Double) { self.target = target }
    package func state(at elapsed: Double) -> (offset: Double, velocity: Double) { (target, 0) }
    package func isFinished(at elapsed: Double) -> Bool { true }
}
