@testable import CarouselCore
@testable import CarouselKit
@testable import CarouselMatching
import Foundation
import Testing

/// A picker's list while its input is still being read: the count grows under the person's
/// eyes, and the status line says more may come.
struct GrowingListTests {
    private func statusLine(_ controller: CarouselController) -> String {
        var canvas = Canvas(width: 100, height: 30)
        controller.render(into: &canvas, now: 0)
        return canvas.lines[0].trimmingCharacters(in: .whitespaces)
    }

    @Test("page X/N+ while loading, the count follows the store, the + goes at the end")
    func countGrows() {
        let store = LineStore()
        store.append(Array("one\ntwo\n".utf8))
        let controller = CarouselController(configuration: CarouselConfiguration(), dataSource: TextLineCards(store: store))
        controller.resize(width: 100, height: 30, now: 0)
        controller.handle(.loadingMore(true), now: 0)
        #expect(statusLine(controller).hasSuffix("page 1/2+"), "\(statusLine(controller))")
        controller.handle(.key(KeyEvent(.right)), now: 0)
        _ = controller.tick(now: 5)
        store.append(Array("three\nfour".utf8))
        controller.reloadData(now: 5)
        #expect(statusLine(controller).hasSuffix("page 2/3+"), "the page is kept: \(statusLine(controller))")
        store.finish()
        controller.handle(.loadingMore(false), now: 0)
        controller.reloadData(now: 5)
        #expect(statusLine(controller).hasSuffix("page 2/4"), "\(statusLine(controller))")
    }
}
