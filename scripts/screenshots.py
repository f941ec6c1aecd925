#!/usr/bin/env python3
"""Screenshots of the real carousel binary, driven in tmux, written as SVG (and PNG).

    python3 scripts/screenshots.py BIN [OUT_DIR] [--png] [--only NAME,...]

Every scene runs the binary in its own private tmux server (`tmux -L shots-NAME`), sends it
keys or raw mouse bytes exactly as a terminal would, waits until the expected text is on the
screen, captures the pane with its colours (`capture-pane -p -e`) and turns that ANSI text into
an SVG: one <text> per run of same-styled cells at exact cell positions, box drawing drawn as
lines so that borders join whatever the font, the xterm 256-colour palette on a dark background.

PNGs are written beside the SVGs when `rsvg-convert` is on PATH. With --png they are required:
the script then installs librsvg2-bin (and fonts-dejavu-core) with apt-get when it is missing.

Standard library only.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import unicodedata
from dataclasses import dataclass
from typing import Callable, Optional

# --------------------------------------------------------------------------------------------
# Driving the program in tmux
# --------------------------------------------------------------------------------------------

DEADLINE = 30.0  # seconds to wait for text that a scene expects; generous for slow machines
POLL = 0.05      # seconds between captures while waiting


class SceneError(RuntimeError):
    pass


class Tmux:
    """One private tmux server running one pane of a fixed size."""

    def __init__(self, name: str, width: int, height: int, command: str):
        self.name = name
        self.socket = f"shots-{name}"
        self.width = width
        self.height = height
        self.command = command

    def tmux(self, *args: str, check: bool = True) -> str:
        result = subprocess.run(
            ["tmux", "-L", self.socket, *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8",
            errors="replace",
        )
        if check and result.returncode != 0:
            raise SceneError(f"tmux {' '.join(args[:2])}: {result.stderr.strip()}")
        return result.stdout

    def __enter__(self) -> "Tmux":
        self.tmux("kill-server", check=False)  # a server left over by an interrupted run
        self.tmux("-f", "/dev/null", "-u", "new-session", "-d",
                  "-x", str(self.width), "-y", str(self.height), self.command,
                  ";", "set-option", "-g", "status", "off")
        self.socket_path = self.tmux("display-message", "-p", "#{socket_path}", check=False).strip()
        return self

    def __exit__(self, *exc) -> None:
        self.tmux("kill-server", check=False)
        if self.socket_path and os.path.basename(self.socket_path) == self.socket:
            try:
                os.remove(self.socket_path)  # tmux leaves the socket file behind
            except OSError:
                pass

    # -- input ----------------------------------------------------------------------------

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", *keys)

    def raw(self, data: bytes) -> None:
        """Bytes as they are, past tmux's own key and mouse handling."""
        self.tmux("send-keys", "-H", *(f"{b:02x}" for b in data))

    def mouse(self, kind: str, x: int, y: int) -> None:
        """An SGR mouse report for the left button; x and y are 1-based cells."""
        code, final = {"press": (0, "M"), "motion": (32, "M"), "release": (0, "m")}[kind]
        self.raw(f"\x1b[<{code};{x};{y}{final}".encode())

    def drag(self, y: int, samples: list[tuple[int, int]]) -> None:
        """A drag along row y: (column, milliseconds since the press) pairs, press to release."""
        self._drag([(x, y, ms) for x, ms in samples])

    def drag_vertical(self, x: int, samples: list[tuple[int, int]]) -> None:
        """A drag down column x: (row, milliseconds since the press) pairs, press to release."""
        self._drag([(x, y, ms) for y, ms in samples])

    def _drag(self, points: list[tuple[int, int, int]]) -> None:
        # The program stamps each event when it arrives, so the samples are sent at their times.
        start = time.monotonic()
        last = len(points) - 1
        for i, (x, y, ms) in enumerate(points):
            delay = start + ms / 1000 - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            if i == 0:
                self.mouse("press", x, y)
            else:
                self.mouse("motion", x, y)
                if i == last:
                    self.mouse("release", x, y)

    # -- output ---------------------------------------------------------------------------

    def text(self) -> str:
        return "\n".join(line.rstrip(" ") for line in strip_sgr(self.ansi()).split("\n"))

    def ansi(self) -> str:
        return resolve_line_drawing(self.tmux("capture-pane", "-p", "-e"))

    def wait_for(self, predicate: Callable[[str], bool] | str, what: str = "") -> str:
        """Polls the screen until predicate(screen) holds (or the text is on it)."""
        if isinstance(predicate, str):
            needle = predicate
            what = what or repr(needle)
            predicate = lambda screen: needle in screen  # noqa: E731
        deadline = time.monotonic() + DEADLINE
        screen = ""
        while time.monotonic() < deadline:
            screen = self.text()
            if predicate(screen):
                return screen
            time.sleep(POLL)
        raise SceneError(f"{self.name}: waited {DEADLINE:.0f}s for {what}; the screen was:\n{screen}")

    def settle(self, interval: float = 0.15) -> str:
        """Waits until two consecutive captures, `interval` apart, are identical."""
        deadline = time.monotonic() + DEADLINE
        previous = self.ansi()
        while time.monotonic() < deadline:
            time.sleep(interval)
            current = self.ansi()
            if current == previous:
                return current
            previous = current
        raise SceneError(f"{self.name}: the screen never stopped changing")

    def frames_until_settled(self) -> list[str]:
        """Captures as fast as possible until the screen stops changing; distinct frames in order."""
        frames: list[str] = []
        deadline = time.monotonic() + DEADLINE
        still_since = None
        while time.monotonic() < deadline:
            frame = self.ansi()
            if frames and frame == frames[-1]:
                still_since = still_since or time.monotonic()
                if time.monotonic() - still_since >= 0.15:
                    return frames
            else:
                frames.append(frame)
                still_since = None
        raise SceneError(f"{self.name}: the screen never stopped changing")


# --------------------------------------------------------------------------------------------
# ANSI text (as tmux capture-pane -e writes it) to a grid of styled cells
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Style:
    fg: object = None       # None (default), int (palette index) or (r, g, b)
    bg: object = None
    bold: bool = False
    dim: bool = False
    italic: bool = False
    underline: bool = False
    reverse: bool = False
    strike: bool = False
    hidden: bool = False


@dataclass
class Cell:
    char: str          # the character, with any combining marks; "" for the right half of a wide one
    style: Style
    width: int = 1


# tmux keeps what was drawn in the VT100 line-drawing set (`ESC ( 0`, which the carousel
# uses for runs of `─` in tmux) as the ASCII letters, between SO and SI in capture-pane -e;
# the mark carries over line ends. Resolved here into what tmux shows.
LINE_DRAWING = dict(zip("`afgjklmnopqrstuvwxyz{|}~", "◆▒°±┘┐┌└┼⎺⎻─⎼⎽├┤┴┬│≤≥π≠£·"))


def resolve_line_drawing(text: str) -> str:
    out, drawing = [], False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\x0e":
            drawing = True
        elif ch == "\x0f":
            drawing = False
        elif ch == "\x1b":
            m = re.compile(r"\x1b\[[0-9;:?]*[ -/]*[@-~]").match(text, i)
            end = m.end() if m else i + 1
            out.append(text[i:end])
            i = end
            continue
        else:
            out.append(LINE_DRAWING.get(ch, ch) if drawing else ch)
        i += 1
    return "".join(out)


def strip_sgr(text: str) -> str:
    return re.sub(r"\x1b\[[0-9;:?]*[ -/]*[@-~]", "", text)


SGR = re.compile(r"\x1b\[([0-9;:]*)m")
OTHER_ESCAPE = re.compile(r"\x1b(?:\[[0-9;:?<=>]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78])")


def apply_sgr(style: Style, params: str) -> Style:
    codes = [int(p) if p.isdigit() else 0 for p in re.split(r"[;:]", params)] if params else [0]
    s = dict(style.__dict__)
    i = 0
    while i < len(codes):
        c = codes[i]
        if c == 0:
            s = dict(Style().__dict__)
        elif c == 1:
            s["bold"] = True
        elif c == 2:
            s["dim"] = True
        elif c == 3:
            s["italic"] = True
        elif c in (4, 21):
            s["underline"] = True
        elif c == 7:
            s["reverse"] = True
        elif c == 8:
            s["hidden"] = True
        elif c == 9:
            s["strike"] = True
        elif c == 22:
            s["bold"] = s["dim"] = False
        elif c == 23:
            s["italic"] = False
        elif c == 24:
            s["underline"] = False
        elif c == 27:
            s["reverse"] = False
        elif c == 28:
            s["hidden"] = False
        elif c == 29:
            s["strike"] = False
        elif 30 <= c <= 37:
            s["fg"] = c - 30
        elif c == 39:
            s["fg"] = None
        elif 40 <= c <= 47:
            s["bg"] = c - 40
        elif c == 49:
            s["bg"] = None
        elif 90 <= c <= 97:
            s["fg"] = c - 90 + 8
        elif 100 <= c <= 107:
            s["bg"] = c - 100 + 8
        elif c in (38, 48) and i + 1 < len(codes):
            key = "fg" if c == 38 else "bg"
            if codes[i + 1] == 5 and i + 2 < len(codes):
                s[key] = codes[i + 2]
                i += 2
            elif codes[i + 1] == 2 and i + 4 < len(codes):
                s[key] = tuple(max(0, min(255, v)) for v in codes[i + 2:i + 5])
                i += 4
        i += 1
    return Style(**s)


def char_width(ch: str) -> int:
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def parse_ansi(text: str, width: int, height: int) -> list[list[Cell]]:
    """A width x height grid; the SGR state carries over from one line to the next, as tmux writes it."""
    blank = Style()
    grid = [[Cell(" ", blank) for _ in range(width)] for _ in range(height)]
    style = Style()
    lines = text.split("\n")
    for row, line in enumerate(lines[:height]):
        col = 0
        pos = 0
        while pos < len(line):
            m = SGR.match(line, pos)
            if m:
                style = apply_sgr(style, m.group(1))
                pos = m.end()
                continue
            m = OTHER_ESCAPE.match(line, pos)
            if m:
                pos = m.end()
                continue
            ch = line[pos]
            pos += 1
            if ch in "\r\x1b" or (ord(ch) < 32 and ch != "\t"):
                continue
            if ch == "\t":
                col = min(width, (col // 8 + 1) * 8)
                continue
            w = char_width(ch)
            if w == 0:
                if col > 0:
                    target = col - 1 if grid[row][col - 1].char else col - 2
                    if target >= 0:
                        grid[row][target].char += ch
                continue
            if col + w > width:
                break
            grid[row][col] = Cell(ch, style, w)
            if w == 2:
                grid[row][col + 1] = Cell("", style, 0)
            col += w
    return grid


# --------------------------------------------------------------------------------------------
# Colours
# --------------------------------------------------------------------------------------------

BACKGROUND = (0x16, 0x18, 0x1d)   # the terminal's own background (default colour 49)
FOREGROUND = (0xd0, 0xd0, 0xd0)   # default colour 39

# xterm's first 16 colours.
BASE16 = [
    (0x00, 0x00, 0x00), (0xcd, 0x00, 0x00), (0x00, 0xcd, 0x00), (0xcd, 0xcd, 0x00),
    (0x00, 0x00, 0xee), (0xcd, 0x00, 0xcd), (0x00, 0xcd, 0xcd), (0xe5, 0xe5, 0xe5),
    (0x7f, 0x7f, 0x7f), (0xff, 0x00, 0x00), (0x00, 0xff, 0x00), (0xff, 0xff, 0x00),
    (0x5c, 0x5c, 0xff), (0xff, 0x00, 0xff), (0x00, 0xff, 0xff), (0xff, 0xff, 0xff),
]


def palette(index: int) -> tuple[int, int, int]:
    """The xterm 256-colour palette."""
    if index < 16:
        return BASE16[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return levels[index // 36], levels[(index // 6) % 6], levels[index % 6]
    v = 8 + 10 * (index - 232)
    return v, v, v


def rgb(colour, default) -> tuple[int, int, int]:
    if colour is None:
        return default
    if isinstance(colour, tuple):
        return colour
    return palette(colour)


def hexcolour(c: tuple[int, int, int]) -> str:
    s = "#%02x%02x%02x" % c
    if s[1] == s[2] and s[3] == s[4] and s[5] == s[6]:
        return "#" + s[1] + s[3] + s[5]
    return s


def mix(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def resolved(style: Style) -> tuple[tuple[int, int, int], Optional[tuple[int, int, int]]]:
    """(foreground, background or None for the terminal's own) as drawn."""
    fg = rgb(style.fg, FOREGROUND)
    bg = None if style.bg is None else rgb(style.bg, BACKGROUND)
    if style.reverse:
        fg, bg = (bg or BACKGROUND), fg
    if style.dim:
        fg = mix(fg, bg or BACKGROUND, 0.45)
    if style.hidden:
        fg = bg or BACKGROUND
    return fg, bg


# --------------------------------------------------------------------------------------------
# Box drawing: drawn as strokes so that borders join exactly, whatever font the viewer has
# --------------------------------------------------------------------------------------------

# character -> (left, right, up, down) arms: 0 none, 1 light, 2 heavy, 3 double
def _arms() -> dict[str, tuple[int, int, int, int]]:
    table = {}
    light = {
        "─": "lr", "│": "ud", "┌": "rd", "┐": "ld", "└": "ru", "┘": "lu", "├": "urd", "┤": "uld",
        "┬": "lrd", "┴": "lru", "┼": "lrud", "╴": "l", "╶": "r", "╵": "u", "╷": "d",
    }
    for ch, arms in light.items():
        table[ch] = tuple(1 if a in arms else 0 for a in "lrud")
    heavy = {
        "━": "lr", "┃": "ud", "┏": "rd", "┓": "ld", "┗": "ru", "┛": "lu", "┣": "urd", "┫": "uld",
        "┳": "lrd", "┻": "lru", "╋": "lrud",
    }
    for ch, arms in heavy.items():
        table[ch] = tuple(2 if a in arms else 0 for a in "lrud")
    double = {
        "═": "lr", "║": "ud", "╔": "rd", "╗": "ld", "╚": "ru", "╝": "lu", "╠": "urd", "╣": "uld",
        "╦": "lrd", "╩": "lru", "╬": "lrud",
    }
    for ch, arms in double.items():
        table[ch] = tuple(3 if a in arms else 0 for a in "lrud")
    return table


BOX_ARMS = _arms()
ROUNDED = {"╭": "rd", "╮": "ld", "╰": "ru", "╯": "lu"}
BLOCKS = {  # character -> (x0, y0, x1, y1) in cell fractions
    "█": (0, 0, 1, 1), "▀": (0, 0, 1, 0.5), "▄": (0, 0.5, 1, 1), "▌": (0, 0, 0.5, 1),
    "▐": (0.5, 0, 1, 1), "▁": (0, 7 / 8, 1, 1), "▂": (0, 6 / 8, 1, 1), "▃": (0, 5 / 8, 1, 1),
    "▅": (0, 3 / 8, 1, 1), "▆": (0, 2 / 8, 1, 1), "▇": (0, 1 / 8, 1, 1),
}
SHADES = {"░": 0.25, "▒": 0.5, "▓": 0.75}


def fmt(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return s if s not in ("-0", "") else "0"


# --------------------------------------------------------------------------------------------
# Cells to SVG
# --------------------------------------------------------------------------------------------

FONT_SIZE = 14
CELL_W = 8.43    # DejaVu Sans Mono's (and Menlo's) advance at 14px: 1233/2048 em
CELL_H = 18
BASELINE = 13.5  # from the top of a cell
PAD = 14
FONTS = "'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono','Noto Sans Mono',monospace"


LIGHT, BOLD, HEAVY = 1.2, 1.8, 2.4


def to_svg(grid: list[list[Cell]], title: str = "") -> str:
    """The grid as a standalone SVG."""
    height = len(grid)
    width = len(grid[0]) if grid else 0
    W = PAD * 2 + width * CELL_W
    H = PAD * 2 + height * CELL_H
    classes: dict[str, str] = {}  # css body -> class name

    def cls(body: str) -> str:
        if body not in classes:
            classes[body] = f"c{len(classes)}"
        return classes[body]

    def X(col: float) -> float:
        return PAD + col * CELL_W

    def Y(row: float) -> float:
        return PAD + row * CELL_H

    backgrounds: list[str] = []
    texts: list[str] = []
    # Lines in cell units, merged later: (colour, weight, "h" or "v", fixed coordinate) -> [from, to]
    lines: dict[tuple, list[list[float]]] = {}
    shapes: dict[tuple, list[str]] = {}   # (colour, weight) -> path data of corners
    fills: dict[str, list[str]] = {}      # colour -> path data of block elements

    def line(key, kind, fixed, a, b):
        lines.setdefault((*key, kind, fixed), []).append([a, b])

    special = set(BOX_ARMS) | set(ROUNDED) | set(BLOCKS) | set(SHADES)

    for r, row in enumerate(grid):
        # Backgrounds: one rect per run of the same colour that is not the terminal's own.
        c = 0
        while c < width:
            bg = resolved(row[c].style)[1]
            start = c
            while c < width and resolved(row[c].style)[1] == bg:
                c += 1
            if bg is not None:
                backgrounds.append(
                    f'<rect x="{fmt(X(start))}" y="{fmt(Y(r))}" width="{fmt((c - start) * CELL_W)}" '
                    f'height="{CELL_H}" fill="{hexcolour(bg)}"/>')

        c = 0
        while c < width:
            cell = row[c]
            ch = cell.char
            fg, bg = resolved(cell.style)
            colour = hexcolour(fg)
            if ch in BOX_ARMS or ch in ROUNDED:
                arms = BOX_ARMS.get(ch, (0, 0, 0, 0))
                weight = HEAVY if 2 in arms else BOLD if cell.style.bold else LIGHT
                key = (colour, weight)
                cx, cy = c + 0.5, r + 0.5
                if ch in ROUNDED:
                    shapes.setdefault(key, []).append(rounded_corner(ROUNDED[ch], c, r, X, Y))
                elif 3 in arms:  # double lines: two strokes either side of the centre
                    gx, gy = 1.5 / CELL_W, 1.5 / CELL_H
                    left, right, up, down = arms
                    if (left or right) and (up or down) and (left + right + up + down) == 6:
                        # A corner: an outer and an inner stroke, each turning at its own point.
                        hs = 1 if right else -1
                        vs = 1 if down else -1
                        h_edge, v_edge = c + (1 if right else 0), r + (1 if down else 0)
                        for k in (-1, 1):
                            shapes.setdefault(key, []).append(
                                f"M{fmt(X(h_edge))} {fmt(Y(cy + k * vs * gy))}H{fmt(X(cx + k * hs * gx))}"
                                f"V{fmt(Y(v_edge))}")
                    else:
                        if left or right:
                            for dy in (-gy, gy):
                                line(key, "h", cy + dy, c if left else cx, c + 1 if right else cx)
                        if up or down:
                            for dx in (-gx, gx):
                                line(key, "v", cx + dx, r if up else cy, r + 1 if down else cy)
                else:
                    left, right, up, down = arms
                    if left or right:
                        line(key, "h", cy, c if left else cx, c + 1 if right else cx)
                    if up or down:
                        line(key, "v", cx, r if up else cy, r + 1 if down else cy)
                c += 1
                continue
            if ch in BLOCKS or ch in SHADES:
                x0, y0, x1, y1 = BLOCKS.get(ch, (0, 0, 1, 1))
                shade = colour if ch in BLOCKS else hexcolour(mix(bg or BACKGROUND, fg, SHADES[ch]))
                fills.setdefault(shade, []).append(
                    f"M{fmt(X(c + x0))} {fmt(Y(r + y0))}H{fmt(X(c + x1))}V{fmt(Y(r + y1))}H{fmt(X(c + x0))}Z")
                c += 1
                continue
            if ch in (" ", "") or cell.style.hidden:
                c += 1
                continue
            style = cell.style
            body = f"fill:{colour}"
            if style.bold:
                body += ";font-weight:bold"
            if style.italic:
                body += ";font-style:italic"
            deco = [d for d, on in (("underline", style.underline), ("line-through", style.strike)) if on]
            if deco:
                body += ";text-decoration:" + " ".join(deco)
            if cell.width == 2:
                # A wide character: centred on its two cells, whatever the fallback font's advance.
                texts.append(
                    f'<text x="{fmt(X(c + 1))}" y="{fmt(Y(r) + BASELINE)}" text-anchor="middle" '
                    f'class="{cls(body)}">{html.escape(ch, quote=False)}</text>')
                c += 2
                continue
            # A run of text: the same style, spaces inside it allowed, trailing spaces dropped.
            start = c
            while c < width and row[c].style == style and row[c].char not in special and row[c].width != 2:
                c += 1
            end = c
            while end > start and row[end - 1].char == " ":
                end -= 1
            text = "".join(row[i].char for i in range(start, end))
            span = end - start  # cells, the right halves of wide characters included
            length = f' textLength="{fmt(span * CELL_W)}"' if len(text) > 1 else ""
            texts.append(
                f'<text x="{fmt(X(start))}" y="{fmt(Y(r) + BASELINE)}"{length} class="{cls(body)}">'
                f"{html.escape(text, quote=False)}</text>")

    paths: dict[tuple, list[str]] = {}
    for (colour, weight, kind, fixed), spans in lines.items():
        spans.sort()
        merged = [spans[0][:]]
        for a, b in spans[1:]:
            if a <= merged[-1][1] + 1e-6:
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        for a, b in merged:
            if kind == "h":
                d = f"M{fmt(X(a))} {fmt(Y(fixed))}H{fmt(X(b))}"
            else:
                d = f"M{fmt(X(fixed))} {fmt(Y(a))}V{fmt(Y(b))}"
            paths.setdefault((colour, weight), []).append(d)
    for key, parts in shapes.items():
        paths.setdefault(key, []).extend(parts)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(W)}" height="{H}" '
           f'viewBox="0 0 {fmt(W)} {H}" xml:space="preserve">']
    if title:
        out.append(f"<title>{html.escape(title)}</title>")
    css = [f"text{{font-family:{FONTS};font-size:{FONT_SIZE}px;white-space:pre;"
           "font-variant-ligatures:none}"]
    css += [f".{name}{{{body}}}" for body, name in classes.items()]
    out.append("<style>" + "".join(css) + "</style>")
    out.append(f'<rect width="100%" height="100%" rx="8" fill="{hexcolour(BACKGROUND)}"/>')
    out += backgrounds
    for (colour, weight), parts in paths.items():
        out.append(f'<path d="{"".join(parts)}" fill="none" stroke="{colour}" '
                   f'stroke-width="{fmt(weight)}" stroke-linecap="square"/>')
    for colour, parts in fills.items():
        out.append(f'<path d="{"".join(parts)}" fill="{colour}"/>')
    out += texts
    out.append("</svg>")
    return "\n".join(out) + "\n"


def rounded_corner(arms: str, c: int, r: int, X, Y) -> str:
    """╭╮╰╯: a straight arm from the cell's edge, a quarter turn, the other arm to the edge."""
    cx, cy = X(c + 0.5), Y(r + 0.5)
    h_edge = X(c) if "l" in arms else X(c + 1)
    v_edge = Y(r) if "u" in arms else Y(r + 1)
    radius = CELL_W / 2
    hx = cx + (radius if "r" in arms else -radius)
    vy = cy + (radius if "d" in arms else -radius)
    return f"M{fmt(h_edge)} {fmt(cy)}H{fmt(hx)}Q{fmt(cx)} {fmt(cy)} {fmt(cx)} {fmt(vy)}V{fmt(v_edge)}"


# --------------------------------------------------------------------------------------------
# The scenes
# --------------------------------------------------------------------------------------------

@dataclass
class Shot:
    file: str      # name without extension
    ansi: str
    width: int
    height: int
    title: str


def plain(ansi: str) -> str:
    return OTHER_ESCAPE.sub("", SGR.sub("", ansi))


def shown_page(screen: str) -> Optional[int]:
    m = re.search(r"page (\d+)/\d+", screen)
    return int(m.group(1)) if m else None


def coherent(screen: str) -> bool:
    """Whether a capture shows one whole frame, not the top of a new one over the rest of the old.

    tmux can be captured while the program is still writing a frame; in a horizontal carousel the
    card edges (╭╮ on the top border, │ in the body, ╰╯ at the bottom) then stop lining up."""
    edges = None
    for line in screen.split("\n"):
        columns = frozenset(i for i, ch in enumerate(line) if ch in "╭╮╰╯│")
        if not columns:
            continue
        if edges is not None and columns != edges:
            return False
        edges = columns
    return True


def program(bin_path: str, *args: str, stdin: str | None = None) -> str:
    """The shell command tmux runs: the binary under xterm-256color, colour allowed."""
    env = ["env", "-u", "NO_COLOR", "TERM=xterm-256color"]
    if "UTF-8" not in (os.environ.get("LC_ALL") or os.environ.get("LC_CTYPE")
                       or os.environ.get("LANG") or "").upper().replace("UTF8", "UTF-8"):
        env.append("LC_ALL=C.UTF-8")
    command = " ".join(shlex.quote(a) for a in [*env, bin_path, *args])
    if stdin is not None:
        command = f"printf %s {shlex.quote(stdin)} | {command}"
    return command


HARD_FLICK = [(80, 0), (70, 16), (55, 33), (40, 50)]  # columns at milliseconds: ~800 col/s leftward


def scene_demo(bin_path: str) -> list[Shot]:
    """The demo mid-flick, the decision overlay already showing the decision; then at rest.

    The settle is a spring of about a second; should a slow machine capture no frame in the
    middle of it, the flick is tried again with the settle slowed down (--settle-speed)."""
    errors = []
    for speed in ("1", "0.5", "0.25"):
        try:
            return demo_flick(bin_path, speed)
        except SceneError as e:
            errors.append(str(e))
    raise SceneError("\n".join(errors))


def demo_flick(bin_path: str, speed: str) -> list[Shot]:
    w, h = 100, 30
    start = 3
    args = ["--strategy", "nearest", "--start-page", str(start)]
    if speed != "1":
        args += ["--settle-speed", speed]
    with Tmux("demo", w, h, program(bin_path, *args)) as t:
        t.wait_for(f"page {start}/20")
        t.settle()
        t.drag(12, HARD_FLICK)
        frames = t.frames_until_settled()
        # At rest means the settle has ended, not only that the cells stopped changing:
        # the overlay then says idle.
        t.wait_for("idle")
        final = t.ansi()
        end = shown_page(plain(final)) or start
        if end == start:
            raise SceneError(f"demo: the flick did not move the carousel:\n{plain(final)}")
        # Mid-way: a frame with the decision shown whose page label is strictly between the
        # start and the end, the nearest to the middle of the journey.
        middle = (start + end) / 2
        decided = [f for f in frames[:-1] if "->" in plain(f) and coherent(plain(f))
                   and min(start, end) < (shown_page(plain(f)) or start) < max(start, end)]
        if not decided:
            raise SceneError(f"demo: no frame caught mid-way at settle speed {speed}")
        mid = min(decided, key=lambda f: abs(shown_page(plain(f)) - middle))
        return [
            Shot("demo-flick", mid, w, h, "carousel: a hard mouse flick with the nearest strategy, mid-way"),
            Shot("demo-rest", final, w, h, "carousel: the same flick at rest, the decision overlay below"),
        ]


def scene_wrap(bin_path: str) -> list[Shot]:
    """An endless carousel: Left from the first card goes to the last, the first peeking after it."""
    w, h = 100, 30
    with Tmux("wrap", w, h, program(bin_path, "--wrap", "--count", "6")) as t:
        t.wait_for("page 1/6")
        t.settle()
        t.keys("Left")
        t.wait_for("page 6/6")
        t.wait_for(lambda s: "->" in s, "the decision of the Left flick")
        return [Shot("wrap", t.settle(), w, h,
                     "carousel --wrap --count 6: Left from the first card, the last one follows")]


GENTLE_DRAG = "80@0,78@40,76@80,75@120"  # a 5-column nudge: the strategies split
HARD_DRAG = "80@0,70@16,55@33,40@50"


def scene_compare(bin_path: str) -> list[Shot]:
    """`carousel compare` for a gentle and a hard flick, as typed at a shell prompt."""
    runs = [["compare", "--drag", GENTLE_DRAG], ["compare", "--drag", HARD_DRAG]]
    # Size the pane to the tables: run them once here to measure them.
    widest, rows = 40, 0
    for args in runs:
        result = subprocess.run([bin_path, *args], stdout=subprocess.PIPE, text=True, check=True)
        lines = result.stdout.rstrip("\n").split("\n")
        widest = max(widest, max(len(l) for l in lines) + 2, len("$ carousel " + " ".join(args)) + 20)
        rows += len(lines) + 2
    w, h = widest, rows + 1
    script = []
    for args in runs:
        shown = "carousel " + " ".join(shlex.quote(a) if "@" not in a else f'"{a}"' for a in args)
        script.append(f"printf '\\033[38;5;114m$\\033[0m %s\\n' {shlex.quote(shown)}")
        script.append(program(bin_path, *args))
        script.append("echo")
    script.append("exec sleep 100000")
    with Tmux("compare", w, h, "; ".join(script)) as t:
        t.wait_for(lambda s: s.count("spline") >= 2, "both tables")
        return [Shot("compare", t.settle(), w, h,
                     "carousel compare: one gentle and one hard flick through every strategy")]


def scene_vertical(bin_path: str) -> list[Shot]:
    w, h = 100, 30
    with Tmux("vertical", w, h, program(bin_path, "--vertical", "--strategy", "nearest")) as t:
        t.wait_for("page 1/20")
        t.settle()
        t.keys("Down")
        t.wait_for("page 2/20")
        t.wait_for(lambda s: "->" in s, "the decision of the Down flick")
        return [Shot("vertical", t.settle(), w, h, "carousel --vertical: cards stacked, neighbours above and below")]


PICKER_LINES = ("alpha\tthe first letter of the Greek alphabet\n"
                "beta\tthe second; Enter prints this line\n"
                "gamma\tthe third\n"
                "delta\tthe fourth\n")


def scene_picker(bin_path: str) -> list[Shot]:
    w, h = 100, 24
    with Tmux("picker", w, h, program(bin_path, stdin=PICKER_LINES)) as t:
        t.wait_for("page 1/4")
        t.settle()
        t.keys("Right")
        t.wait_for("page 2/4")
        shots = [Shot("picker", t.settle(), w, h, "printf 'alpha\\t...' | carousel: a picker in a pipe")]
        t.keys("e", "a")
        t.wait_for("page 1/3 of 4")
        shots.append(Shot("picker-search", t.settle(), w, h,
                          "typing `ea` in the picker: the matching lines, best first, their matched letters underlined"))
        return shots


PREVIEW_LINES = "Sources/CarouselKit/Preview/PreviewLoader.swift\nREADME.md\nMakefile\nPackage.swift\n"
# A preview in colour that needs no tool but printf: a diffstat-like header, added and removed
# lines, a 256-colour and a 24-bit colour, italic and bold, so the screenshot shows them all.
PREVIEW_COMMAND = (
    "printf '\\033[1;35m%s\\033[0m  \\033[2mcard {n}\\033[0m\\n\\n' {}; "
    "printf '\\033[32m+ previews run for the cards the collection view prefetches\\033[0m\\n'; "
    "printf '\\033[31m- the event loop waits for a command\\033[0m\\n'; "
    "printf '\\033[38;5;208m256 colours\\033[0m and \\033[38;2;140;90;230m24-bit ones\\033[0m\\n'; "
    "printf '\\033[3m// italic, as bat shows comments\\033[0m\\n'; "
    "printf '\\033[7m reverse \\033[0m \\033[4munderline\\033[0m \\033[1mbold\\033[0m\\n'; "
    "printf 'cols %s x lines %s\\n' \"$FZF_PREVIEW_COLUMNS\" \"$FZF_PREVIEW_LINES\""
)


def scene_preview(bin_path: str) -> list[Shot]:
    """A picker whose cards show a command's coloured output (`--preview`)."""
    w, h = 100, 24
    with Tmux("preview", w, h, program(bin_path, "--preview", PREVIEW_COMMAND, stdin=PREVIEW_LINES)) as t:
        t.wait_for("page 1/4")
        t.keys("Right")
        t.wait_for("page 2/4")
        t.wait_for(lambda s: "cols " in s and "running" not in s, "the previews")
        return [Shot("preview", t.settle(), w, h, "ls | carousel --preview CMD: each card shows the command's output in colour")]


def scene_narrow(bin_path: str) -> list[Shot]:
    shots = []
    w, h = 40, 12
    with Tmux("narrow", w, h, program(bin_path)) as t:
        t.wait_for("page 1/20")
        t.settle()
        t.keys("Right")
        t.wait_for("page 2/20")
        shots.append(Shot("narrow", t.settle(), w, h, "carousel in a 40x12 terminal"))
    w, h = 12, 4
    with Tmux("tiny", w, h, program(bin_path)) as t:
        t.wait_for(lambda s: s.strip() != "", "a note")
        shots.append(Shot("too-small", t.settle(), w, h, "carousel in a 12x4 terminal: too small for cards"))
    return shots


def scene_help(bin_path: str) -> list[Shot]:
    w, h = 100, 30
    with Tmux("help", w, h, program(bin_path)) as t:
        t.wait_for("page 1/20")
        t.settle()
        t.keys("?")
        t.wait_for("Keys")
        return [Shot("help", t.settle(), w, h, "carousel: the help overlay (?)")]


def scene_race(bin_path: str) -> list[Shot]:
    """`carousel race`: one hard mouse flick drives the articles' six strategies, mid-settle
    with each lane's projection mark on its dots (where the flick would have coasted, beside
    where the lane's rule is taking it), then at rest, each lane's label saying where its
    rule took it.

    Should a slow machine capture no frame with the mark, the flick is tried again with the
    settle slowed down (--settle-speed)."""
    errors = []
    for speed in ("1", "0.5", "0.25"):
        try:
            return race_flick(bin_path, speed)
        except SceneError as e:
            errors.append(str(e))
    raise SceneError("\n".join(errors))


def lanes_coherent(screen: str) -> bool:
    """`coherent` for each lane of the race: its cards line up within its own strip (the lanes
    scroll apart, so edges differ from lane to lane)."""
    blocks, block = [], []
    for line in screen.split("\n"):
        if any(ch in line for ch in "╭╮╰╯│"):
            block.append(line)
        elif block:
            blocks.append(block)
            block = []
    blocks.append(block)
    return all(coherent("\n".join(b)) for b in blocks)


def marks(screen: str) -> int:
    """Projection marks on the lanes' dots: a ◆, or an arrow past the last dot."""
    return screen.count("◆") + sum(1 for l in screen.splitlines() if l.rstrip().endswith("→"))


def race_flick(bin_path: str, speed: str) -> list[Shot]:
    w, h = 100, 34
    args = ["race", "--count", "30"]
    if speed != "1":
        args += ["--settle-speed", speed]
    with Tmux("race", w, h, program(bin_path, *args)) as t:
        t.wait_for("vote  page 1/30")
        t.settle()
        t.drag(12, HARD_FLICK)
        frames = t.frames_until_settled()
        t.wait_for(lambda s: all(f"{n}  page" in s and "-> page" in next(
            (l for l in s.splitlines() if l.startswith(n + "  ")), "") for n in ("nearest", "one-at-a-time")),
            "every lane's decision")
        # At rest means every settle has ended: the marks go with them.
        t.wait_for(lambda s: marks(s) == 0, "every lane at rest, no projection mark left")
        final = t.settle()
        # Mid-settle: a whole frame where most lanes show their mark, the one with the most.
        marked = [f for f in frames if lanes_coherent(plain(f)) and "-> page" in plain(f) and marks(plain(f)) >= 3]
        if not marked:
            raise SceneError(f"race: no frame caught with the projection marks at settle speed {speed}")
        mid = max(marked, key=lambda f: marks(plain(f)))
        return [
            Shot("race-flick", mid, w, h,
                 "carousel race: one hard flick mid-settle, each lane's ◆ where the flick would have coasted"),
            Shot("race", final, w, h,
                 "carousel race: one hard flick, six strategies, each lane's page and rule"),
        ]


def scene_shelves(bin_path: str) -> list[Shot]:
    """Shelves mid-flick: a hard drag sideways on the nearest shelf, caught while it moves,
    the other shelves at rest on their pages."""
    w, h = 100, 30
    args = ["shelves", "--strategies", "nearest,one-at-a-time,vote", "--count", "30", "--settle-speed", "0.5"]
    with Tmux("shelves", w, h, program(bin_path, *args)) as t:
        t.wait_for("shelf 1/3")
        t.settle()
        # The first shelf's cards: a row in the middle of its strip.
        t.drag(5, HARD_FLICK)
        frames = t.frames_until_settled()
        moving = [f for f in frames if "nearest  page" in plain(f) and "nearest  page 1/30" not in plain(f)]
        if not moving:
            raise SceneError("shelves: no frame caught with the nearest shelf on its way")
        mid = moving[len(moving) // 3]
        return [Shot("shelves-flick", mid, w, h,
                     "carousel shelves: a hard flick carries the nearest shelf across cards, the others keep their pages")]


SCENES = {
    "shelves": scene_shelves,
    "demo": scene_demo,
    "wrap": scene_wrap,
    "compare": scene_compare,
    "vertical": scene_vertical,
    "picker": scene_picker,
    "preview": scene_preview,
    "narrow": scene_narrow,
    "help": scene_help,
    "race": scene_race,
}


# --------------------------------------------------------------------------------------------
# PNG
# --------------------------------------------------------------------------------------------

def ensure_rsvg(install: bool) -> Optional[str]:
    found = shutil.which("rsvg-convert")
    if found or not install:
        return found
    if not shutil.which("apt-get"):
        raise SystemExit("screenshots: --png needs rsvg-convert (librsvg); install it and run again")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    print("screenshots: installing librsvg2-bin and fonts-dejavu-core for the PNGs", file=sys.stderr)
    for cmd in (["apt-get", "update", "-qq"],
                ["apt-get", "install", "-y", "-qq", "librsvg2-bin", "fonts-dejavu-core"]):
        if subprocess.run(sudo + cmd).returncode != 0:
            raise SystemExit("screenshots: could not install librsvg2-bin: install it yourself")
    return shutil.which("rsvg-convert")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bin", help="the carousel binary")
    parser.add_argument("out", nargs="?", default="screenshots", help="the folder to write to")
    parser.add_argument("--png", action="store_true",
                        help="PNGs too, installing rsvg-convert with apt-get when it is missing")
    parser.add_argument("--only", help="comma-separated scenes: " + ", ".join(SCENES))
    parser.add_argument("--from-ansi", metavar="FILE",
                        help="convert one capture (ANSI text) to SVG on stdout, with --size WxH")
    parser.add_argument("--size", default="100x30")
    args = parser.parse_args()

    if args.from_ansi:
        w, h = (int(v) for v in args.size.split("x"))
        with open(args.from_ansi, encoding="utf-8") as f:
            sys.stdout.write(to_svg(parse_ansi(f.read(), w, h)))
        return 0

    bin_path = os.path.abspath(args.bin)
    if not os.access(bin_path, os.X_OK):
        print(f"screenshots: {args.bin}: not an executable (build first: swift build -c release)",
              file=sys.stderr)
        return 64
    if not shutil.which("tmux"):
        print("screenshots: tmux is needed (apt-get install tmux)", file=sys.stderr)
        return 69
    rsvg = ensure_rsvg(args.png)
    names = args.only.split(",") if args.only else list(SCENES)
    unknown = [n for n in names if n not in SCENES]
    if unknown:
        print(f"screenshots: unknown scene {unknown[0]!r}; scenes are {', '.join(SCENES)}", file=sys.stderr)
        return 64
    os.makedirs(args.out, exist_ok=True)

    failed = 0
    for name in names:
        try:
            shots = SCENES[name](bin_path)
        except (SceneError, subprocess.CalledProcessError) as e:
            print(f"screenshots: scene {name} failed: {e}", file=sys.stderr)
            failed += 1
            continue
        for shot in shots:
            svg_path = os.path.join(args.out, shot.file + ".svg")
            png_path = os.path.join(args.out, shot.file + ".png")
            with open(svg_path, "w", encoding="utf-8") as f:
                f.write(to_svg(parse_ansi(shot.ansi, shot.width, shot.height), shot.title))
            note = ""
            if rsvg:
                subprocess.run([rsvg, "--zoom", "1.5", "-o", png_path, svg_path], check=True)
                note = " (+ .png)"
            elif os.path.exists(png_path):
                os.remove(png_path)  # never leave a PNG older than its SVG
            print(f"{svg_path}{note}  {shot.width}x{shot.height}  {shot.title}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
