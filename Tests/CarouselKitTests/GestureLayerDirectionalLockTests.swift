@testable import CarouselCore
@testable import CarouselKit
import Testing

/// A press the gesture layer holds until its axis is decided (the shelves'): sideways it
/// drives this layer's scrollers, up/down the layer across; a press that never decided its
/// axis is the click, and a drag never one.
@Suite("Gesture layer: directional lock")
struct GestureLayerDirectionalLockTests {
    /// A sideways layer with a strip of cards, and a list across it.
    final class Nested {
        let lanes = GestureLayer(axis: .horizontal), list = GestureLayer(axis: .vertical)
        let strip = Scroller(resolver: NearestPaging(), layout: CarouselLayout(viewport: 80, cardExtent: 20, spacing: 2, count: 20))
        let column = Scroller(
            resolver: NearestPaging(), layout: CarouselLayout(viewport: 20, cardExtent: 5, spacing: 0, count: 20), pointsPerCell: 16)
        var ended: [(axis: Axis, outcome: GestureLayer.Outcome)] = []
        var taps: [(x: Int, y: Int)] = []

        func press(x: Int, y: Int, now: Double) {
            lanes.holdPress(MouseEvent(kind: .press, button: .left, x: x, y: y), now: now) { [unowned self] axis, _ in
                axis == .horizontal
                    ? GestureLayer.AxisTarget(layer: lanes, carousels: [strip], window: 0...79) {
                        self.ended.append((.horizontal, $0)); _ = $1
                    }
                    : GestureLayer.AxisTarget(layer: list, carousels: [column], window: 0...19) {
                        self.ended.append((.vertical, $0)); _ = $1
                    }
            }
        }

        func move(x: Int, y: Int, now: Double) { lanes.motion(MouseEvent(kind: .motion, button: .left, x: x, y: y), now: now) }

        func release(x: Int, y: Int, now: Double) {
            let outcome = lanes.release(MouseEvent(kind: .release, button: .left, x: x, y: y), now: now) { x, y in
                taps.append((x, y))
                return true
            }
            #expect(outcome == nil, "a held press's gesture goes to its target")
        }
    }

    @Test func aPressThatNeverDecidesItsAxisIsTheClickAtItsCell() {
        let nested = Nested()
        nested.press(x: 40, y: 10, now: 0)
        #expect(nested.lanes.isHoldingPress)
        nested.move(x: 41, y: 10, now: 0.016)
        nested.release(x: 41, y: 10, now: 0.032)
        #expect(nested.taps.count == 1 && nested.taps.first?.x == 40 && nested.taps.first?.y == 10)
        #expect(nested.ended.isEmpty)
        #expect(!nested.lanes.isHoldingPress)
        #expect(nested.strip.scrollView.offset == 0 && nested.column.scrollView.offset == 0, "a held press drives nothing")
    }

    @Test func aSidewaysDragDrivesThisLayerFromItsPressAndIsNeverAClick() throws {
        let nested = Nested()
        nested.press(x: 60, y: 10, now: 0)
        nested.move(x: 59, y: 10, now: 0.016)
        #expect(nested.strip.scrollView.offset == 0, "undecided: held")
        nested.move(x: 50, y: 10, now: 0.032)
        #expect(nested.lanes.isTracking)
        #expect(nested.strip.scrollView.offset == 10, "the drag began at the press, not where the axis was decided")
        nested.move(x: 60, y: 10, now: 0.048)
        nested.release(x: 60, y: 10, now: 0.064)
        #expect(nested.taps.isEmpty, "back where it began, still a drag")
        #expect(nested.ended.count == 1 && nested.ended.first?.axis == .horizontal)
        guard case .ended(let ended)? = nested.ended.first?.outcome else {
            Issue.record("a drag ended")
            return
        }
        // The press, the motion held while undecided, the two after, the release.
        #expect(ended.samples.count == 5 && ended.kind == .drag)
        #expect(nested.column.scrollView.offset == 0)
    }

    @Test func anUpDownDragGoesToTheLayerAcross() {
        let nested = Nested()
        nested.press(x: 40, y: 10, now: 0)
        nested.move(x: 40, y: 8, now: 0.016)
        #expect(nested.list.isTracking && !nested.lanes.isTracking)
        nested.move(x: 40, y: 5, now: 0.032)
        nested.release(x: 40, y: 5, now: 0.048)
        #expect(nested.ended.count == 1 && nested.ended.first?.axis == .vertical)
        #expect(nested.taps.isEmpty)
        #expect(nested.strip.scrollView.offset == 0)
    }

    @Test func nothingUnderThePressLetsItGo() {
        let lanes = GestureLayer(axis: .horizontal)
        var tapped = false
        lanes.holdPress(MouseEvent(kind: .press, button: .left, x: 40, y: 10), now: 0) { _, _ in nil }
        lanes.motion(MouseEvent(kind: .motion, button: .left, x: 30, y: 10), now: 0.016)
        #expect(!lanes.isHoldingPress)
        let outcome = lanes.release(MouseEvent(kind: .release, button: .left, x: 30, y: 10), now: 0.032) { _, _ in
            tapped = true
            return true
        }
        #expect(outcome == nil && !tapped)
    }

    @Test func cancellingLetsAHeldPressGo() {
        let nested = Nested()
        nested.press(x: 40, y: 10, now: 0)
        nested.lanes.cancel(now: 0.01)
        #expect(!nested.lanes.isHoldingPress)
        nested.release(x: 40, y: 10, now: 0.02)
        #expect(nested.taps.isEmpty)
    }
}
