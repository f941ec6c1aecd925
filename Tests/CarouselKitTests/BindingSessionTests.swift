@testable import CarouselKit
import Testing

/// What `--bind`'s actions keep between events, alone, without a scene.
@Suite("The bindings' session")
struct BindingSessionTests {
    @Test("what events asked comes out oldest first, then the rest of a chain, once")
    func requests() {
        let session = BindingSession()
        session.continueLater(with: [.first, .last], now: 2)
        session.request(.quit(chose: 1))
        session.request(.redraw)
        let first = session.takeRequest(), second = session.takeRequest()
        #expect(first.asked == .quit(chose: 1) && second.asked == .redraw)
        let left = session.takeRequest()
        #expect(left.asked == nil && left.chainLeft?.actions == [.first, .last] && left.chainLeft?.now == 2)
        let after = session.takeRequest()
        #expect(after.asked == nil && after.chainLeft == nil, "a chain goes on once")
    }

    @Test("each transform's output meets its own target, in order; a cancelled background one meets none")
    func transforms() {
        let session = BindingSession()
        session.transformStarted(for: .query)
        session.transformStarted(for: .prompt)
        let first = session.backgroundTransformStarted(for: .header)
        let second = session.backgroundTransformStarted(for: .footer)
        #expect(first != second)
        let targets = (0..<3).map { _ in session.transformFinished() }
        #expect(targets == [.query, .prompt, nil])
        let footer = session.backgroundTransformFinished(id: second)
        #expect(footer == .footer)
        session.cancelBackgroundTransforms()
        let cancelled = session.backgroundTransformFinished(id: first)
        #expect(cancelled == nil)
    }

    @Test("choices go round; unbind, rebind and toggle-bind give back the same actions")
    func bindingsChanged() {
        let session = BindingSession()
        let rounds = (0..<5).map { _ in session.nextChoice(of: "nth:1|2|3", count: 3) }
        #expect(rounds == [0, 1, 2, 0, 1])
        let none = session.nextChoice(of: "other", count: 0)
        #expect(none == 0)
        let key = BindTrigger(KeyEvent(.character("x"), control: true))
        var bindings: [BindTrigger: [BindAction]] = [key: [.first]]
        session.setBound(key, to: false, in: &bindings)
        #expect(bindings[key] == nil)
        session.setBound(key, to: false, in: &bindings)
        session.setBound(key, to: true, in: &bindings)
        #expect(bindings[key] == [.first], "unbinding twice sets aside the actions, not nothing")
        session.setBound(key, to: nil, in: &bindings)
        #expect(bindings[key] == nil)
        session.setBound(key, to: nil, in: &bindings)
        #expect(bindings[key] == [.first])
    }

    @Test("focus is news only when the line changes; sections hide, show and toggle")
    func screen() {
        let session = BindingSession()
        let news = [3, 3, nil, 3].map { session.focusMoved(to: $0) }
        #expect(news == [true, false, false, true], "news only when the line changes; no line is no focus event")
        session.show(.header, .off)
        #expect(session.hiddenSections == [.header])
        session.show(.header, .toggle)
        session.show(.input, .toggle)
        #expect(session.hiddenSections == [.input])
        session.show(.input, .on)
        #expect(session.hiddenSections.isEmpty)
        session.startJumping(labels: ["a": 2], accepting: true)
        let jump = session.endJumping(), again = session.endJumping()
        #expect(jump?.labels == ["a": 2] && jump?.accepting == true)
        #expect(again == nil && session.jumpLabels == nil)
    }
}
