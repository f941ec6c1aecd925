/// The help box of a scene: whether it shows and the page being read. It is modal: while
/// it shows, keys and the mouse are its own; its keys turn its pages (when it has several),
/// any other key closes it and does nothing else (q and Escape do not also quit), but
/// Ctrl-C; a click closes it and the wheel turns its pages.
package struct HelpModal: Equatable, Sendable {
    package var isShown = false {
        didSet { if isShown != oldValue { page = 0 } }
    }
    /// The page being read, when the help takes more than one.
    package private(set) var page = 0

    package init() {}

    /// A key while the help shows; what the program should do, if anything.
    package mutating func handle(_ e: KeyEvent, pageCount: Int?) -> CarouselAction? {
        if let pages = pageCount, pages > 1 {
            // The screen may have grown since the page was turned: fewer pages now.
            page = min(page, pages - 1)
            switch e.key {
            case .character(" "), .pageDown, .down, .character("j"):
                page = min(page + 1, pages - 1)
                return nil
            case .pageUp, .up, .character("k"):
                page = max(page - 1, 0)
                return nil
            default: break
            }
        }
        isShown = false
        if case .control(let c) = e.key, c == "c" { return .interrupt }
        return nil
    }

    /// The mouse while the help shows: nothing reaches what is under it.
    package mutating func handle(_ m: MouseEvent, pageCount: Int?) {
        switch m.kind {
        case .press: isShown = false
        case .wheel(_, let dy):
            guard let pages = pageCount, pages > 1, dy != 0 else { return }
            page = min(max(min(page, pages - 1) + (dy > 0 ? 1 : -1), 0), pages - 1)
        case .motion, .release: break
        }
    }
}
