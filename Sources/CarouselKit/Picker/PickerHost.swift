/// What the picker asks of the scene that holds it: the carousel its lines are the cards of,
/// and the bindings its changes are events for. The picker decides what its query, marks
/// and `--track` mean; the host moves the cards (as a `UISearchController` leaves the
/// results to the view controller showing them).
protocol PickerHost: AnyObject {
    var configuration: CarouselConfiguration { get }
    /// How many cards there are.
    var count: Int { get }
    /// The card the carousel rests on, or is going to.
    var destinationPage: Int { get }
    /// More input is on its way.
    var isLoadingMore: Bool { get }
    func scroll(toPage page: Int, animated: Bool, now: Double, command: String)
    func scroll(byPages pages: Int, now: Double, command: String)
    /// The cards are other cards now (the count may have changed): nothing drawn or
    /// prefetched for the old ones is kept.
    func cardsReplaced(now: Double)
    /// The same cards look otherwise (a mark): drawn afresh.
    func cardsChangedLook()
    /// A drag in progress is let go of: what it held is replaced.
    func cancelGestures(now: Double)
    /// fzf's event `event`: whatever `--bind` set it to do.
    func fire(_ event: BindEvent, now: Double)
}
