/// What each command does in a carousel of one: the key map says which keys send it.
extension CarouselController {
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
        case .settleFaster, .settleSlower, .settleStandard:
            if let speed = SettleSpeedLadder.speed(for: command, from: configuration.settleSpeed) { setSettleSpeed(speed) }
        case .race: return .presentRace
        case .help: openHelp(now: now)
        case .choose: return count > 0 ? .quit(chose: scrollView.destinationPage) : .quit(chose: nil)
        case .quit, .cancel: return .quit(chose: nil)
        case .interrupt: return .interrupt
        case .suspend: return .suspend
        case .redraw: return .redraw
        }
        return nil
    }
}
