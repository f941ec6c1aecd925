import CarouselCore

/// A press held until its axis is decided (`DirectionalLock`, UIScrollView's
/// `isDirectionalLockEnabled`), as nested scroll views take one: sideways it drives what is
/// under it through this layer, up/down through the layer across (the shelves' list). Held,
/// it drives nothing; decided, the press and the motion held so far start the drag there, in
/// order with their own times. A press that never decided its axis is the click: it stayed
/// within `TapTolerance`, the rule every press is judged by.
extension GestureLayer {
    /// Where a held press goes once its axis is decided: the layer that drives that axis,
    /// the scrollers it drives, the positions the terminal can report along it, and what
    /// to do with the gesture when it ends.
    package struct AxisTarget {
        package var layer: GestureLayer
        package var carousels: [Scroller]
        package var window: ClosedRange<Double>
        package var ended: (Outcome, _ now: Double) -> Void

        package init(
            layer: GestureLayer, carousels: [Scroller], window: ClosedRange<Double>, ended: @escaping (Outcome, _ now: Double) -> Void
        ) {
            self.layer = layer; self.carousels = carousels; self.window = window; self.ended = ended
        }
    }

    /// A press is held for its axis: nothing may drive the scrollers meanwhile (the wheel).
    package var isHoldingPress: Bool { lock.isActive }

    /// Holds `m` until its axis is decided; `target` then says where it goes (nil: nowhere,
    /// and the press is let go).
    package func holdPress(_ m: MouseEvent, now: Double, target: @escaping (Axis, MouseEvent) -> AxisTarget?) {
        forgetHeldPress()
        lock.press(m, now: now, precision: precision)
        heldTarget = target
    }

    /// Motion of a held press: it decides the axis, or goes on to the layer that drives it.
    func heldMotion(_ m: MouseEvent, now: Double) {
        if let (axis, events) = lock.motion(m, now: now) { return decide(axis, events: events) }
        guard lock.axis != nil, let layer = lockedLayer else { return }
        layer.drag(to: m, now: now)
    }

    /// The axis is decided: the held press and motion start the drag there, in order.
    private func decide(_ axis: Axis, events: [(event: MouseEvent, time: Double)]) {
        guard let (press, pressTime) = events.first, let target = heldTarget?(axis, press) else {
            forgetHeldPress()
            return
        }
        lockedLayer = target.layer
        lockedEnded = target.ended
        target.layer.press(press, carousels: target.carousels, window: target.window, now: pressTime)
        for (event, time) in events.dropFirst() { target.layer.drag(to: event, now: time) }
    }

    /// The release of a held press: a drag where it decided its axis (never a click), else
    /// offered to `tapped` at the press's cell. The release's own place counts as motion (a
    /// terminal reporting no motion, X10's, gives only the press and the release).
    func releaseHeld(_ m: MouseEvent, now: Double, tapped: (_ x: Int, _ y: Int) -> Bool) {
        guard let press = lock.pressEvent else { return }
        if lock.axis == nil { heldMotion(m, now: now) }
        let decided = lock.release() != nil
        let layer = lockedLayer, ended = lockedEnded
        forgetHeldPress()
        guard decided else {
            _ = tapped(press.x, press.y)
            return
        }
        if let layer, let outcome = layer.endDrag(m, now: now) { ended?(outcome, now) }
    }

    func forgetHeldPress() {
        lock.reset()
        heldTarget = nil
        lockedLayer = nil
        lockedEnded = nil
    }
}
