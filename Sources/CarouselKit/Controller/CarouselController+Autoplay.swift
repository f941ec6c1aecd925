/// What autoplay may ask of a scene and send it (`AutoplayDriver`, which a scene stack
/// holds): the first carousel's page says when the show is over; its card goes to every one.
extension CarouselController: AutoplayTarget {
    package var autoplayPage: Int { scrollView.destinationPage }
    package func autoplayFlick(now: Double) { flick(forward: true, hard: false, now: now, recordAs: nil) }
    package func autoplayRestart(now: Double) { scroll(toPage: 0, now: now, command: "autoplay") }
}
