/// A burst of wheel reports read as one gesture, as AppKit reads a trackpad's scroll
/// phases and Embla's and Swiper's wheel plugins read a browser's wheel events.
///
/// Terminals deliver a two-finger touchpad swipe as a burst of wheel reports (20-40 in
/// 200-400 ms, often with a tail of slowing reports that the system adds for inertia) and
/// a mouse wheel's notch as one lone report. Each report moves a virtual pointer a fixed
/// distance, so a burst drives the content as a drag does; once the reports stop for
/// longer than their own cadence says the next would take, the burst is over and is
/// released like a drag, at its last report, with the velocity of its reports. A lone
/// notch (no second report soon after it) stays what it always was: one card.
///
/// ```swift
/// var wheel = WheelGesture(step: 1, now: 0, cellsPerReport: 2, hard: false)
/// wheel.add(step: 1, now: 0.008)        // a burst: the pointer is at -4
/// wheel.isOver(at: 0.100)               // true: 92 ms of quiet after 8 ms reports
/// ```
package struct WheelGesture: Sendable, Equatable {
    /// A report moves the content 16 UIKit points, a line of a scroll view: 2 columns or
    /// 1 row (DESIGN's 8 points a column, 16 a row).
    package static let pointsPerReport = 16.0
    /// A second report within this of the first makes a burst. Touchpads report every
    /// 7-25 ms while the fingers move; a person turning a mouse wheel a notch at a time
    /// leaves 60 ms or more between notches, each of which stays one card.
    package static let burstWindow = 0.05
    /// In a burst, the reports have stopped once none came for this many of the recent
    /// intervals between them: a tail slows by less than that from one report to the next.
    package static let cadenceFactor = 3.0
    /// However fast the burst, a quiet shorter than this is a hiccup, not its end (a
    /// loaded machine or the terminal batching reports): four or more frames a touchpad
    /// did not report.
    package static let shortestQuiet = 0.06
    /// However slow the tail, a quiet this long ends it.
    package static let longestQuiet = 0.25
    /// Intervals that judge the cadence: the most recent few.
    private static let cadenceSamples = 4

    /// When the first report came.
    package let startTime: Double
    /// When the newest report came: the gesture's release, once it is over.
    package private(set) var lastReportTime: Double
    /// The virtual pointer, in cells from where the first report found it: a report that
    /// scrolls toward later cards moves it back, as a hand dragging the content on would.
    package private(set) var position: Double = 0
    package private(set) var reportCount = 1
    /// Shift was held on the first report: a lone notch is a hard flick.
    package let hard: Bool
    /// The direction of the first report: +1 toward later cards.
    package let firstStep: Int
    /// The direction of the newest report: the way a tail after it goes.
    package private(set) var lastStep: Int
    package let cellsPerReport: Double
    /// Pointer positions at milliseconds since the first report, the first being where the
    /// pointer was before it (the press of the drag it becomes).
    package private(set) var samples: [DragScript.Sample]
    private var recentIntervals: [Double] = []

    package init(step: Int, now: Double, cellsPerReport: Double, hard: Bool) {
        startTime = now
        lastReportTime = now
        self.cellsPerReport = cellsPerReport
        self.hard = hard
        firstStep = step > 0 ? 1 : -1
        lastStep = firstStep
        position = -Double(firstStep) * cellsPerReport
        samples = [
            DragScript.Sample(position: 0, milliseconds: 0),
            DragScript.Sample(position: position, milliseconds: 0),
        ]
    }

    /// Cells a report moves the content along an axis with `pointsPerCell` UIKit points a cell.
    package static func cellsPerReport(pointsPerCell: Double) -> Double {
        max(1, (pointsPerReport / max(1, pointsPerCell)).rounded())
    }

    /// True while the first report is alone: it may still become a burst.
    package var isLoneNotch: Bool { reportCount == 1 }

    /// Another report: the pointer moves on by one report's distance.
    package mutating func add(step: Int, now: Double) {
        let t = max(now, lastReportTime)
        if t > lastReportTime {
            recentIntervals.append(t - lastReportTime)
            if recentIntervals.count > Self.cadenceSamples { recentIntervals.removeFirst() }
        }
        lastReportTime = t
        reportCount += 1
        lastStep = step > 0 ? 1 : -1
        position -= Double(lastStep) * cellsPerReport
        samples.append(DragScript.Sample(position: position, milliseconds: (t - startTime) * 1000))
    }

    /// The gap before the newest report (0 for a lone notch).
    package var lastInterval: Double { recentIntervals.last ?? 0 }

    /// How long a quiet after the newest report ends the gesture.
    package var quietThatEnds: Double {
        if isLoneNotch || recentIntervals.isEmpty { return Self.burstWindow }
        let sorted = recentIntervals.sorted()
        let median = sorted[sorted.count / 2]
        // The newest interval counts too: a slowing tail is judged by how slow it now is.
        let cadence = max(median, recentIntervals.last ?? median)
        return min(max(Self.cadenceFactor * cadence, Self.shortestQuiet), Self.longestQuiet)
    }

    /// When the gesture is over if no report comes before.
    package var deadline: Double { lastReportTime + quietThatEnds }

    /// True once the quiet since the newest report ends the gesture.
    package func isOver(at now: Double) -> Bool { now >= deadline }

    /// True when a report at `now` is part of this gesture rather than the start of another.
    package func continues(at now: Double) -> Bool { now < deadline }
}
