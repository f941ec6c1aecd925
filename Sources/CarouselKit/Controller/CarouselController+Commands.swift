import CarouselCore

/// What each command does in the carousel: the key map says which keys send it, and what
/// every scene kind does alike is `performShared`'s.
extension CarouselController: SceneCommands {
    /// Carries out `command`; returns what the program should do, if anything.
    @discardableResult
    package func perform(_ command: CarouselCommand, now: Double) -> CarouselAction? {
        switch command {
        case .scrollPreview, .scrollPreviewPage:
            if !scrollPreview(command) { return perform(command.withoutPreview, now: now) }
        case .flick(let forward, let hard): flick(forward: forward, hard: hard, now: now, recordAs: .key)
        case .first: scroll(toPage: 0, now: now, command: "Home")
        case .last: scroll(toPage: max(0, count - 1), now: now, command: "End")
        case .firstShelf, .lastShelf, .focusLane, .focusScreenful, .scrollLanes: break
        case .screenful(let forward):
            scroll(byPages: forward ? pagesPerScreen : -pagesPerScreen, now: now, command: forward ? "PgDn" : "PgUp")
        case .space: scroll(byPages: pagesPerScreen, now: now, command: "Space")
        case .cycleStrategy(let step): cycleStrategy(by: step, now: now)
        case .pickStrategy(let index): if index < Strategies.all.count { setStrategy(Strategies.all[index], now: now) }
        case .digitStrategy(let place):
            if let index = Strategies.index(forDigitPlace: place, from: configuration.strategy.name) {
                setStrategy(Strategies.all[index], now: now)
            }
        case .toggleDetails: setShowsDetails(!configuration.showsDetails, now: now)
        case .race: return .present(.race)
        case .choose:
            configuration.acceptance?.accept(key: nil)
            return count > 0 ? .quit(chose: scrollView.destinationPage) : .quit(chose: nil)
        case .cancel: return .quit(chose: nil)
        case .settleFaster, .settleSlower, .settleStandard, .toggleMotion, .help, .quit, .interrupt, .suspend, .redraw:
            return performShared(command, now: now)
        }
        return nil
    }

}

extension CarouselController {
    /// Scrolls the current card's preview; false when there is none to scroll (or the
    /// carousel is vertical, where Shift-↑/↓ are hard flicks).
    func scrollPreview(_ command: CarouselCommand) -> Bool {
        guard let card = collectionView.cellForItem(at: scrollView.destinationPage) as? CardCell,
            let preview = card.preview
        else { return false }
        switch command {
        case .scrollPreview(let lines):
            guard configuration.axis == .horizontal else { return false }
            preview.scroll(by: lines)
        case .scrollPreviewPage(let forward):
            let page = max(1, card.previewBodyHeight)
            preview.scroll(by: forward ? page : -page)
        default: return false
        }
        return true
    }
}
