/// What reaches a `Scene` of one's own: a key, the mouse, the terminal's new size, or a
/// frame's tick while something moves. A scene reads what it needs (`key`, `size`) and hands
/// the event on to each `Carousel` it shows, which takes the arrows and the mouse for itself.
public struct SceneEvent: Sendable {
    /// The terminal's event; nil for a frame's tick.
    package let input: InputEvent?

    package init(_ input: InputEvent?) {
        self.input = input
    }

    /// A frame's tick: animations advance to `now`.
    package static let tick = SceneEvent(nil)

    /// The key pressed, named as fzf's `--bind` names keys: `left`, `shift-right`, `enter`,
    /// `esc`, `space`, `ctrl-c`, `alt-x`, `f5`, or the character typed (`q`, `Q`); nil when
    /// the event is not a key.
    public var key: String? {
        guard case .key(let event)? = input else { return nil }
        return SceneKeyName.name(of: event)
    }

    /// The terminal's new size in cells, when that is what happened.
    public var size: (width: Int, height: Int)? {
        guard case .resize(let width, let height)? = input else { return nil }
        return (width, height)
    }
}

/// fzf's names for keys, as a scene of one's own reads them.
enum SceneKeyName {
    static func name(of event: KeyEvent) -> String {
        let base: String
        var shift = event.shift
        switch event.key {
        case .left: base = "left"
        case .right: base = "right"
        case .up: base = "up"
        case .down: base = "down"
        case .home: base = "home"
        case .end: base = "end"
        case .pageUp: base = "page-up"
        case .pageDown: base = "page-down"
        case .insert: base = "insert"
        case .delete: base = "delete"
        case .enter: base = "enter"
        case .escape: base = "esc"
        case .tab: base = "tab"
        case .backTab: base = "btab"; shift = false
        case .backspace: base = "bspace"
        case .function(let n): base = "f\(n)"
        case .character(" "): base = "space"
        case .character(let c): base = String(c); shift = false
        case .control(" "): return "ctrl-space"
        case .control(let c): return (event.alt ? "ctrl-alt-" : "ctrl-") + String(c)
        }
        return (event.control ? "ctrl-" : "") + (event.alt ? "alt-" : "") + (shift ? "shift-" : "") + base
    }
}
