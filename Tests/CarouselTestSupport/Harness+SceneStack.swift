import CarouselCore
import CarouselKit

/// The harness over what the program runs by default: a controller over `count` demo cards
/// (or `dataSource`'s), in the scene stack, so `R` opens the race over it.
extension Harness where Scene == SceneStack {
    package convenience init(
        count: Int, width: Int = 100, height: Int = 30, strategy: any PagingResolver = OneAtATimePaging(),
        startPage: Int = 0, wraps: Bool = false, axis: Axis = .horizontal, showsDetails: Bool = true,
        dataSource: CollectionViewDataSource? = nil, picker: Picker? = nil
    ) {
        var configuration = CarouselConfiguration()
        configuration.strategy = strategy
        configuration.startPage = startPage
        configuration.wraps = wraps
        configuration.axis = axis
        configuration.showsDetails = showsDetails
        let source = dataSource ?? DemoCards(count: count)
        self.init(
            SceneStack(configuration: configuration, dataSource: source, picker: picker), width: width, height: height, keeping: source)
    }

    /// The carousel of one, under the race while one is open.
    package var controller: CarouselController { scene.base }
    package var source: CollectionViewDataSource { dataSource! }
    package var page: Int { controller.currentPage }
}
