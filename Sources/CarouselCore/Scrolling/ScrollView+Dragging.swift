/// Dragging: the content follows the pointer 1:1 from a press, and a release hands its velocity to paging.
extension ScrollView {
    /// Says what made the latest decision (`wheel`) for the overlay, when it was not the
    /// mouse button that a drag's decision assumes.
    package mutating func noteDecisionSource(_ source: String) {
        lastDecision?.source = source
    }

    /// A press: catches the content where it is and starts following the pointer.
    package mutating func beginDrag(pointer: Double, now: Double) {
        stopAnimation(now: now)
        rebase()
        var d = Drag(
            pointerStart: pointer, offsetStart: offset,
            pageStart: nearestValidRelativePage(), timeStart: now, lastPointer: pointer)
        d.tracker.mergedJumpCells = VelocityTracker.touchSlopPoints / pointsPerCell
        d.tracker.addSample(position: pointer, timeMilliseconds: now * 1000)
        drag = d
    }

    /// Pointer motion with the button held: the content follows 1:1, resisting past an end.
    package mutating func moveDrag(pointer: Double, now: Double) {
        guard var d = drag else { return }
        // A terminal reports motion when the pointer crosses into another cell. A report of
        // the cell it is already in (a release, a repeat) says nothing about speed: as a
        // sample it would read as a sudden stop. The stillness rule covers real stops.
        if pointer != d.lastPointer {
            d.tracker.addSample(position: pointer, timeMilliseconds: now * 1000)
            d.lastPointer = pointer
        }
        if pointer != d.pointerStart { d.moved = true }
        let raw = d.offsetStart - (pointer - d.pointerStart)
        offset = RubberBand.clampSoftly(
            raw, bounds: layout.offsetBounds(originPage: originPage),
            dimension: Double(layout.viewport))
        drag = d
    }

    /// Abandons a drag (resize, focus lost): the content settles to the nearest page.
    package mutating func cancelDrag(now: Double) {
        guard drag != nil else { return }
        drag = nil
        settle(toRelativePage: nearestValidRelativePage(), velocity: 0, style: .spring, now: now)
    }

    /// Ends a drag that was a tap: a scroll the tap started (while the drag was held) goes
    /// on; without one, content the drag moved settles back to the nearest page.
    package mutating func endDragForTap(now: Double) {
        guard let d = drag else { return }
        drag = nil
        if d.moved && animation == nil {
            settle(toRelativePage: nearestValidRelativePage(), velocity: 0, style: .spring, now: now)
        }
    }

    /// The release: velocity from the tracker, projection, resolver, settle. The settle
    /// starts at `settleTime` where that is later than the release (a wheel burst is known
    /// to be over only some quiet after its last report, its release).
    @discardableResult
    package mutating func endDrag(pointer: Double, now: Double, settlingAt settleTime: Double? = nil) -> DragDecision? {
        guard var d = drag else { return nil }
        // The release is the drag's last sample: it moves the content and feeds the tracker.
        moveDrag(pointer: pointer, now: now)
        d = drag ?? d
        drag = nil
        let limit = Self.maximumFlingPointsPerSecond / pointsPerCell
        let pointerVelocity = d.tracker.velocity(atMilliseconds: now * 1000, window: pointerWindow)
        let velocity = min(max(-pointerVelocity, -limit), limit)
        return release(
            startPage: d.pageStart, startOffset: d.offsetStart, releaseOffset: offset,
            velocity: velocity, fromKeyboard: false, now: max(now, settleTime ?? now))
    }
}
