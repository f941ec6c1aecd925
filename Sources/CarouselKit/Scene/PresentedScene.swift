import CarouselCore

/// A scene a `SceneStack` presents over its carousel, as UIKit's `present(_:animated:)`
/// puts a view controller over another: it takes every event and draws the screen until it
/// asks to leave (`CarouselAction.dismiss`), and says where the carousel beneath comes back.
package protocol PresentedScene: DrivenScene {
    /// The page the carousel beneath comes back on when this scene is dismissed.
    var pageToReturnTo: Int { get }
    /// What the scene is called: the carousel's overlay says it brought the page back.
    var title: String { get }
}

/// A scene to present over the carousel, as a scene asks for one (`CarouselAction.present`):
/// made when it opens, from the carousel it is presented over. The stack knows it by this
/// value, never by its type.
package struct ScenePresentation: Equatable, Sendable {
    /// What the scene is called (two presentations of one name are the same).
    package let name: String
    /// Makes the scene over `carousel` at `now`.
    package let make: @Sendable (_ carousel: CarouselController, _ now: Double) -> any PresentedScene

    package init(name: String, make: @escaping @Sendable (_ carousel: CarouselController, _ now: Double) -> any PresentedScene) {
        self.name = name
        self.make = make
    }

    package static func == (a: ScenePresentation, b: ScenePresentation) -> Bool { a.name == b.name }
}
