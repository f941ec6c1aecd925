/// A key the carousel understands.
public enum Key: Equatable, Hashable, Sendable {
    case left, right, up, down, home, end, pageUp, pageDown, insert, delete
    case enter, escape, tab, backTab, backspace
    case function(Int)
    case character(Character)
    /// Ctrl with a letter: `.control("c")` for Ctrl-C; `" "` for Ctrl-Space, and `\\`, `]`,
    /// `^`, `/` for the control bytes after Ctrl-Z.
    case control(Character)
}

public struct KeyEvent: Equatable, Sendable {
    public var key: Key
    public var shift: Bool
    public var alt: Bool
    public var control: Bool
    public init(_ key: Key, shift: Bool = false, alt: Bool = false, control: Bool = false) {
        self.key = key; self.shift = shift; self.alt = alt; self.control = control
    }
}

public enum MouseButton: Equatable, Sendable { case left, middle, right, none }

public struct MouseEvent: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case press, motion, release
        /// A wheel notch: `dy` positive is down, `dx` positive is right.
        case wheel(dx: Int, dy: Int)
    }
    public var kind: Kind
    public var button: MouseButton
    /// 0-based cell coordinates: the cell under the pointer.
    public var x: Int
    public var y: Int
    /// The pointer to the fraction of a cell (0-based, 2.5 is the middle of the third
    /// column) where the terminal reports pixels (SGR-Pixels, mode 1016); the cell's left
    /// or top edge otherwise.
    public var preciseX: Double
    public var preciseY: Double
    public var shift: Bool
    public init(kind: Kind, button: MouseButton, x: Int, y: Int, shift: Bool = false,
                preciseX: Double? = nil, preciseY: Double? = nil) {
        self.kind = kind; self.button = button; self.x = x; self.y = y; self.shift = shift
        self.preciseX = preciseX ?? Double(x)
        self.preciseY = preciseY ?? Double(y)
    }
}

/// Everything that reaches the carousel from the terminal, and the program's news.
public enum InputEvent: Equatable, Sendable {
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
