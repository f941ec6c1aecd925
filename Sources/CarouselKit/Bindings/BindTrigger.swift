/// What a `--bind` binds: a key as fzf names it (`ctrl-a`, `alt-x`, `f5`, `btab`, `space`,
/// `double-click`), or one of fzf's events (`start`, `load`, `change`, `focus`, `one`,
/// `zero`, `result`).
package enum BindTrigger: Hashable, Sendable {
    /// A key; `shift` only for the keys whose Shift fzf names (`shift-up`, `shift-delete`),
    /// `alt` for `alt-…`.
    case key(Key, shift: Bool, alt: Bool)
    /// Ctrl with a key that is not a letter: `ctrl-up`, `ctrl-alt-delete`, `ctrl-shift-end`.
    case controlKey(Key, shift: Bool, alt: Bool)
    case event(BindEvent)

    /// The trigger a key press is, to look its binding up.
    package init(_ e: KeyEvent) {
        switch e.key {
        case .enter where e.control: self = .key(.control("j"), shift: false, alt: e.alt)
        case .up, .down, .left, .right, .delete, .home, .end, .pageUp, .pageDown, .backspace:
            self =
                e.control
                ? .controlKey(e.key, shift: e.shift, alt: e.alt)
                : .key(e.key, shift: e.shift && e.key != .backspace, alt: e.alt)
        default: self = .key(e.key, shift: false, alt: e.alt)
        }
    }
}

/// fzf's events: what happens to the picker rather than what a person presses.
package enum BindEvent: String, CaseIterable, Sendable {
    /// The picker has started (its first screen).
    case start
    /// The input is read to its end (and after each `reload`).
    case load
    /// The query changed.
    case change
    /// The current card is another line.
    case focus
    /// The query matches exactly one line, or none.
    case one, zero
    /// A search finished: the cards are its matches.
    case result
    /// A double click on a card.
    case doubleClick = "double-click"
    /// The terminal took another size; the marks changed; Backspace on an empty query.
    case resize, multi, backwardEOF = "backward-eof"
    /// fzf's jump mode: a card chosen by its label, or the labels put away.
    case jump, jumpCancel = "jump-cancel"
    /// A click on the header or the footer.
    case clickHeader = "click-header", clickFooter = "click-footer"
    /// The search of the whole input is done: the input read to its end, the last result in.
    case resultFinal = "result-final"
    /// The mouse as fzf names it: a right click, a shifted click; the wheel and the left
    /// click, which are the carousel's own gestures (a flick, a tap), fire too, after them.
    case leftClick = "left-click", rightClick = "right-click"
    case shiftLeftClick = "shift-left-click", shiftRightClick = "shift-right-click"
    case scrollUp = "scroll-up", scrollDown = "scroll-down"
    case shiftScrollUp = "shift-scroll-up", shiftScrollDown = "shift-scroll-down"
    /// The wheel over fzf's preview window: taken, never raised (the wheel flicks the cards;
    /// a preview scrolls with its keys and actions).
    case previewScrollUp = "preview-scroll-up", previewScrollDown = "preview-scroll-down"
}

extension BindTrigger {
    /// fzf's name for a key or event (as `--bind` takes it), or nil when it names none:
    /// fzf's message is then `unsupported key: NAME`.
    package init?(fzfName name: String) {
        let lower = name.lowercased()
        if let event = BindEvent(rawValue: lower) { self = .event(event); return }
        if let key = Self.named[lower] { self = key; return }
        if let key = Self.modified(lower) { self = key; return }
        let scalars = Array(name.unicodeScalars)
        func letter(_ s: Unicode.Scalar) -> Character? {
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) ? Character(String(s).lowercased()) : nil
        }
        if scalars.count == 10, lower.hasPrefix("ctrl-alt-"), let c = letter(scalars[9]) {
            self = .key(Self.control(c), shift: false, alt: true)
        } else if scalars.count == 6, lower.hasPrefix("ctrl-"), let c = letter(scalars[5]) {
            self = .key(Self.control(c), shift: false, alt: false)
        } else if scalars.count == 5, lower.hasPrefix("alt-") {
            self = .key(.character(Character(scalars[4])), shift: false, alt: true)
        } else if scalars.count == 2, lower.hasPrefix("f"), ("1"..."9").contains(scalars[1]) {
            self = .key(.function(Int(scalars[1].value) - 48), shift: false, alt: false)
        } else if scalars.count == 1 {
            self = .key(.character(Character(scalars[0])), shift: false, alt: false)
        } else {
            return nil
        }
    }

    /// Ctrl with a letter as the terminal sends it: Ctrl-M is Enter, Ctrl-I is Tab, Ctrl-H is
    /// Backspace (the same bytes); Ctrl-J is its own (its byte is Enter only where unbound).
    private static func control(_ c: Character) -> Key {
        switch c {
        case "m": .enter
        case "i": .tab
        case "h": .backspace
        default: .control(c)
        }
    }

    private static func plain(_ key: Key) -> BindTrigger { .key(key, shift: false, alt: false) }

    /// `ctrl-`, `alt-` and `shift-` (in any order, each once) before an editing key or an
    /// arrow: fzf's `ctrl-up`, `alt-shift-home`, `ctrl-alt-shift-page-down`, `ctrl-bspace`...
    private static func modified(_ name: String) -> BindTrigger? {
        var rest = Substring(name)
        var control = false, alt = false, shift = false
        while true {
            if !control, rest.hasPrefix("ctrl-") { control = true; rest = rest.dropFirst(5); continue }
            if !alt, rest.hasPrefix("alt-") { alt = true; rest = rest.dropFirst(4); continue }
            if !shift, rest.hasPrefix("shift-") { shift = true; rest = rest.dropFirst(6); continue }
            break
        }
        guard control || alt || shift, let key = editingKeys[String(rest)] else { return nil }
        // Backspace takes Ctrl and Alt only, as fzf's names.
        if key == .backspace && shift { return nil }
        return control ? .controlKey(key, shift: shift, alt: alt) : .key(key, shift: shift, alt: alt)
    }

    private static let editingKeys: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "delete": .delete, "del": .delete, "page-up": .pageUp, "pgup": .pageUp, "page-down": .pageDown, "pgdn": .pageDown,
        "bs": .backspace, "bspace": .backspace, "backspace": .backspace,
    ]

    private static let named: [String: BindTrigger] = [
        "up": plain(.up), "down": plain(.down), "left": plain(.left), "right": plain(.right),
        "enter": plain(.enter), "return": plain(.enter), "space": plain(.character(" ")),
        "bspace": plain(.backspace), "bs": plain(.backspace), "tab": plain(.tab),
        "btab": plain(.backTab), "shift-tab": plain(.backTab), "esc": plain(.escape),
        "del": plain(.delete), "home": plain(.home), "end": plain(.end), "insert": plain(.insert),
        "pgup": plain(.pageUp), "page-up": plain(.pageUp), "pgdn": plain(.pageDown), "page-down": plain(.pageDown),
        "shift-up": .key(.up, shift: true, alt: false), "shift-down": .key(.down, shift: true, alt: false),
        "shift-left": .key(.left, shift: true, alt: false), "shift-right": .key(.right, shift: true, alt: false),
        "alt-up": .key(.up, shift: false, alt: true), "alt-down": .key(.down, shift: false, alt: true),
        "alt-left": .key(.left, shift: false, alt: true), "alt-right": .key(.right, shift: false, alt: true),
        "alt-shift-up": .key(.up, shift: true, alt: true), "shift-alt-up": .key(.up, shift: true, alt: true),
        "alt-shift-down": .key(.down, shift: true, alt: true), "shift-alt-down": .key(.down, shift: true, alt: true),
        "alt-shift-left": .key(.left, shift: true, alt: true), "shift-alt-left": .key(.left, shift: true, alt: true),
        "alt-shift-right": .key(.right, shift: true, alt: true), "shift-alt-right": .key(.right, shift: true, alt: true),
        "alt-enter": .key(.enter, shift: false, alt: true), "alt-return": .key(.enter, shift: false, alt: true),
        "alt-space": .key(.character(" "), shift: false, alt: true),
        "alt-bs": .key(.backspace, shift: false, alt: true), "alt-bspace": .key(.backspace, shift: false, alt: true),
        "shift-delete": .key(.delete, shift: true, alt: false), "shift-del": .key(.delete, shift: true, alt: false),
        "f10": plain(.function(10)), "f11": plain(.function(11)), "f12": plain(.function(12)),
        "backspace": plain(.backspace), "delete": plain(.delete),
        "ctrl-space": plain(.control(" ")), "ctrl-/": plain(.control("/")), "ctrl-_": plain(.control("/")),
        "ctrl-^": plain(.control("^")), "ctrl-6": plain(.control("^")), "ctrl-\\": plain(.control("\\")),
        "ctrl-]": plain(.control("]")), "alt-backspace": .key(.backspace, shift: false, alt: true),
    ]
}
