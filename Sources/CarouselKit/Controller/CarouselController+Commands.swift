/// What each command does in a carousel of one: the key map says which keys send it, and
/// what every scene does alike is `performShared`'s.
extension CarouselController: SceneCommands {
    /// Carries out `command`; returns what the program should do, if anything.
    @discardableResult
    public func perform(_ command: CarouselCommand, now: Double) -> CarouselAction? {
        switch command {
        case .flick(let forward, let hard): flick(forward: forward, hard: hard, now: now, recordAs: .key)
        case .first: scroll(toPage: 0, now: now, command: "Home")
        case .last: scroll(toPage: max(0, count - 1), now: now, command: "End")
        case .screenful(let forward):
            scrollView.scroll(byPages: forward ? pagesPerScreen : -pagesPerScreen, now: now, command: forward ? "PgDn" : "PgUp")
        case .space: scrollView.scroll(byPages: pagesPerScreen, now: now, command: "Space")
        case .cycleStrategy(let step): cycleStrategy(by: step, now: now)
        case .pickStrategy(let index): if index < Strategies.all.count { setStrategy(Strategies.all[index], now: now) }
        case .toggleDetails: setShowsDetails(!configuration.showsDetails, now: now)
        case .race: return .presentRace
        case .choose: return count > 0 ? .quit(chose: scrollView.destinationPage) : .quit(chose: nil)
        case .cancel: return .quit(chose: nil)
        case .settleFaster, .settleSlower, .settleStandard, .help, .quit, .interrupt, .suspend, .redraw:
            return performShared(command, now: now)
        }
        return nil
    }

    /// PgUp/PgDn's step: every card the strip shows, at least three.
    var pagesPerScreen: Int { scrollView.layout.pagesPerScreen }

    var settleSpeed: Double { configuration.settleSpeed }
    func showHelp() { showsHelp = true }
    func cancelGestures(now: Double) { gestures.cancel(now: now) }
}
