import Foundation

/// A real terminal emulator the tests can run the carousel in, under Xvfb: the three X11
/// classics, and what most desktops open (VTE's gnome-terminal, konsole) or developers
/// choose (kitty, alacritty, mlterm, and foot, a Wayland terminal, inside weston's X11
/// backend on the same X server).
enum TerminalEmulator: String, CaseIterable, Sendable, CustomStringConvertible {
    case xterm, urxvt, st
    case kitty, alacritty, mlterm, gnomeTerminal = "gnome-terminal", konsole, foot
    /// xterm as a VT340: it draws sixel (and says so in its device attributes); only where a
    /// test of pictures asks for it.
    case xtermSixel = "xterm-vt340"
    /// xterm as installed, with its own default bitmap font (`fixed`, no `-fa`), which lacks
    /// many symbols: only where a test of what it draws asks for it.
    case xtermFixed = "xterm-fixed"

    var description: String { rawValue }

    /// xterm, urxvt and st: the tests written for them alone (a window placed at a given
    /// point, a border of 2 pixels) stay theirs.
    static let x11Classics: [TerminalEmulator] = [.xterm, .urxvt, .st]
    /// The others, each under `EveryTerminalDesktopTests`.
    static let desktopTerminals: [TerminalEmulator] = [.kitty, .alacritty, .mlterm, .gnomeTerminal, .konsole, .foot]

    /// The programs it takes, each with the Debian package that brings it.
    var programs: [(program: String, package: String)] {
        switch self {
        case .xterm, .xtermSixel, .xtermFixed: return [("xterm", "xterm")]
        case .urxvt: return [("urxvt", "rxvt-unicode")]
        case .st: return [("st", "stterm")]
        case .kitty: return [("kitty", "kitty")]
        case .alacritty: return [("alacritty", "alacritty")]
        case .mlterm: return [("mlterm", "mlterm")]
        case .gnomeTerminal: return [("gnome-terminal", "gnome-terminal"), ("dbus-run-session", "dbus-daemon")]
        case .konsole: return [("konsole", "konsole"), ("dbus-run-session", "dbus-daemon")]
        case .foot: return [("foot", "foot"), ("weston", "weston")]
        }
    }

    /// The window's class, for `xdotool search --class`: for foot, weston's window.
    var windowClass: String {
        switch self {
        case .xterm, .xtermSixel, .xtermFixed: return "XTerm"
        case .urxvt: return "URxvt"
        case .st: return "st-256color"
        case .kitty: return "kitty"
        case .alacritty: return "Alacritty"
        case .mlterm: return "mlterm"
        case .gnomeTerminal: return "Gnome-terminal"
        case .konsole: return "konsole"
        case .foot: return "Weston Compositor"
        }
    }

    /// Pixels between the window's edges and its cells, measured here with the default
    /// fonts: mlterm's scrollbar is on the left, gnome-terminal has its menu bar above and a
    /// scrollbar on the right, konsole its menu and tool bars above and a scrollbar on the right.
    var inset: (left: Double, top: Double, right: Double, bottom: Double) {
        switch self {
        case .xterm, .xtermSixel, .xtermFixed, .urxvt, .st, .foot: return (2, 2, 2, 2)
        case .kitty: return (0, 0, 1, 1)
        case .alacritty: return (0, 0, 0, 0)
        case .mlterm: return (16, 2, 2, 2)
        case .gnomeTerminal: return (1, 26, 15, 1)
        case .konsole: return (4, 55, 20, 1)
        }
    }

    /// Whether it reports the pointer in pixels (answers DECRQM 1016), as found here.
    var reportsPixels: Bool { [.xterm, .xtermSixel, .xtermFixed, .kitty, .foot].contains(self) }

    /// foot's cells under weston's X11 backend (foot pads 2 pixels each side): weston's
    /// window is made the size of `columns`x`rows` of them, and kiosk-shell fills it.
    static let footCell = (width: 7, height: 16)

    /// The shell command that opens a `columns`x`rows` window at (`x`, `y`) (where the
    /// terminal takes a position) running `script`. Each terminal sets `TERM` itself, as it
    /// does for its users. xterm prints its screen as text to `screenFile` on `CSI i`
    /// (media copy): how the tests read what it shows. xterm's `TERM` is `terminalName`
    /// where given (`xterm`, its own default on Debian). `runtime` is a private directory
    /// for the Wayland socket and the desktop terminals' run-time files, and their
    /// configuration: none of the user's, and nothing kept from one test to the next
    /// (konsole saves its window's size on exit and opens at that size next time).
    func commandLine(
        columns: Int, rows: Int, x: Int, y: Int, script: String, screenFile: String,
        terminalName: String? = nil, runtime: String
    ) -> String {
        let geometry = "\(columns)x\(rows)+\(x)+\(y)"
        let run = ["/bin/sh", script]
        func line(_ words: [String]) -> String { words.map(shq).joined(separator: " ") }
        // The GL terminals draw with Mesa's software renderer: Xvfb has no GPU.
        let software = "LIBGL_ALWAYS_SOFTWARE=1 XDG_RUNTIME_DIR=\(shq(runtime)) XDG_CONFIG_HOME=\(shq(runtime)) "
        switch self {
        case .xterm, .xtermSixel, .xtermFixed:
            // With DejaVu, which has every symbol, the carousel is told to draw them all (as
            // the README tells an xterm user with a TrueType font); by default, in xterm, it
            // draws only what the bitmap font `fixed` has.
            let font = self == .xtermFixed ? [] : ["-fa", "DejaVu Sans Mono", "-fs", "10"]
            return (self == .xtermFixed ? "" : "CAROUSEL_GLYPHS=unicode ")
                + line(
                    ["xterm", "-geometry", geometry] + (self == .xtermSixel ? ["-ti", "vt340"] : []) + font + [
                        "-tn", terminalName ?? "xterm-256color",
                        "-xrm", "XTerm*printerCommand: cat > \(screenFile)",
                        "-xrm", "XTerm*printAttributes: 0",
                        // The whole screen, not just the scroll region a vertical flick leaves set.
                        "-xrm", "XTerm*printerExtent: true",
                        "-e",
                    ] + run)
        case .urxvt:
            return line(["urxvt", "-geometry", geometry, "-fn", "xft:DejaVu Sans Mono:size=10", "-e"] + run)
        case .st:
            return line(["st", "-g", geometry, "-f", "DejaVu Sans Mono:size=10", "-e"] + run)
        case .kitty:
            // No configuration of the user's, and no remembered size: cells as asked.
            return software
                + line(
                    [
                        "kitty", "--config", "NONE", "-o", "font_size=11", "-o", "remember_window_size=no",
                        "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c",
                    ] + run)
        case .alacritty:
            return software
                + line(
                    [
                        "alacritty", "-o", "window.dimensions.columns=\(columns)",
                        "-o", "window.dimensions.lines=\(rows)", "-e",
                    ] + run)
        case .mlterm:
            return line(["mlterm", "-g", "\(columns)x\(rows)", "-e"] + run)
        case .gnomeTerminal:
            // A session bus of its own: the terminal is a D-Bus service started on demand.
            return "NO_AT_BRIDGE=1 " + software
                + line(
                    [
                        "dbus-run-session", "--", "gnome-terminal", "--wait",
                        "--geometry", "\(columns)x\(rows)", "--",
                    ] + run)
        case .konsole:
            // One -p: of several, konsole takes only the first. Without the size hint, which
            // konsole otherwise lays over the cells for a second after each resize.
            return "QT_QPA_PLATFORM=xcb " + software
                + line(
                    [
                        "dbus-run-session", "--", "konsole", "--nofork",
                        "-p", "TerminalColumns=\(columns);TerminalRows=\(rows);ShowTerminalSizeHint=false",
                        "-e",
                    ] + run)
        case .foot:
            // weston's window is the screen foot fills (kiosk-shell), its size foot's cells.
            let width = columns * Self.footCell.width + 4, height = rows * Self.footCell.height + 4
            let socket = "wl-carousel"
            return """
                export XDG_RUNTIME_DIR=\(shq(runtime)) XDG_CONFIG_HOME=\(shq(runtime)); \
                weston --backend=x11-backend.so --shell=kiosk-shell.so --use-pixman --width=\(width) --height=\(height) --socket=\(socket) & \
                echo $! >"$XDG_RUNTIME_DIR/weston.pid"; \
                while [ ! -S "$XDG_RUNTIME_DIR/\(socket)" ]; do sleep 0.05; done; \
                WAYLAND_DISPLAY=\(socket) exec \(line(["foot", "-W", "\(columns)x\(rows)"] + run))
                """
        }
    }
}
