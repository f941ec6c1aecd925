/// What a gesture drives: a scroll view (the content offset, the drag, the resolver and its
/// settle) with nothing drawn. A carousel is one with cards; the shelves' list is one alone,
/// its shelves drawn by the scene.
public class Scroller {
    // `@exclusivity(unchecked)`: read and written every frame by the loop's thread alone, never
    // across a call that could reach it again; the runtime's check was a tenth of a frame.
    @exclusivity(unchecked) package var scrollView: ScrollView

    package init(
        resolver: any PagingResolver, layout: CarouselLayout, startPage: Int = 0, settleSpeed: Double = 1,
        pointsPerCell: Double = 8
    ) {
        scrollView = ScrollView(layout: layout, resolver: resolver, startPage: startPage)
        scrollView.pointsPerCell = pointsPerCell
        scrollView.settleSpeed = settleSpeed
    }

    package var resolver: any PagingResolver { scrollView.resolver }
    package var name: String { scrollView.resolver.name }
}
