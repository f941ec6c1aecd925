/// A key the carousel understands.
package enum Key: Equatable, Hashable, Sendable {
    case left, right, up, down, home, end, pageUp, pageDown, insert, delete
    case enter, escape, tab, backTab, backspace
    case function(Int)
    case character(Character)
    /// Ctrl with a letter: `.control("c")` for Ctrl-C; `" "` for Ctrl-Space, and `\\`, `]`,
    /// `^`, `/` for the control bytes after Ctrl-Z.
    case control(Character)
}

package struct KeyEvent: Equatable, Sendable {
    package var key: Key
    package var shift: Bool
    package var alt: Bool
    package var control: Bool
    package init(_ key: Key, shift: Bool = false, alt: Bool = false, control: Bool = false) {
        self.key = key; self.shift = shift; self.alt = alt; self.control = control
    }
}

package enum MouseButton: Equatable, Sendable { case left, middle, right, none }

package struct MouseEvent: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case press, motion, release
        /// A wheel notch: `dy` positive is down, `dx` positive is right.
        case wheel(dx: Int, dy: Int)
    }
    package var kind: Kind
    package var button: MouseButton
    /// 0-based cell coordinates: the cell under the pointer.
    package var x: Int
    package var y: Int
    /// The pointer to the fraction of a cell (0-based, 2.5 is the middle of the third
    /// column) where the terminal reports pixels (SGR-Pixels, mode 1016); the cell's left
    /// or top edge otherwise.
    package var preciseX: Double
    package var preciseY: Double
    package var shift: Bool
    package init(
        kind: Kind, button: MouseButton, x: Int, y: Int, shift: Bool = false,
        preciseX: Double? = nil, preciseY: Double? = nil
    ) {
        self.kind = kind; self.button = button; self.x = x; self.y = y; self.shift = shift
        self.preciseX = preciseX ?? Double(x)
        self.preciseY = preciseY ?? Double(y)
    }
}

/// Everything that reaches the carousel from the terminal, and the program's news.
package enum InputEvent: Equatable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// The terminal's new size in cells.
    case resize(width: Int, height: Int)
    /// Focus or the terminal went away for a while (suspend): abandon any drag.
    case interrupted
    /// What a command the scene asked for (`ProgramRequest.capture`, fzf's `transform`)
    /// printed, back from the program.
    case commandOutput(String)
    /// What a background command (`ProgramRequest.captureInBackground`, fzf's
    /// `bg-transform`) printed, when it ended.
    case backgroundOutput(id: Int, String)
    /// Actions sent from outside (fzf's `--listen` server), done as a key's.
    case requested([BindAction])
    /// Text pasted while bracketed paste (mode 2004) was on, at most
    /// `InputDecoder.maximumPasteLength` bytes of it: never keys.
    case paste(String)
}
