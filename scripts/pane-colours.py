#!/usr/bin/env python3
"""The mean colour of the half blocks (the pictures) between two columns of a tmux pane
captured with its colours (`tmux capture-pane -p -e`), and whether a channel leads it: how
scripts/examples.sh tells which picture a card shows.

    pane-colours.py LEFT RIGHT red|green-blue < capture    exit 0 when that channel leads
"""
import re
import sys

BASIC = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
         (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
LEVELS = [0, 95, 135, 175, 215, 255]


def indexed(n):
    """xterm's 256 colours as RGB."""
    if n < 16:
        return BASIC[n]
    if n < 232:
        n -= 16
        return (LEVELS[n // 36], LEVELS[n // 6 % 6], LEVELS[n % 6])
    grey = 8 + 10 * (n - 232)
    return (grey, grey, grey)


def half_block_colours(screen, left, right):
    """Both colours of every ▀ between the columns: its top (foreground) and bottom (background)."""
    seen = []
    for line in screen.split("\n"):
        colour = {38: None, 48: None}
        column, i = 0, 0
        while i < len(line):
            sgr = re.match(r"\x1b\[([0-9;]*)m", line[i:])
            if sgr:
                p = [int(x) if x else 0 for x in sgr.group(1).split(";")]
                k = 0
                while k < len(p):
                    if p[k] in (38, 48) and k + 2 < len(p) and p[k + 1] == 5:
                        colour[p[k]] = indexed(p[k + 2])
                        k += 3
                    elif p[k] in (38, 48) and k + 4 < len(p) and p[k + 1] == 2:
                        colour[p[k]] = tuple(p[k + 2:k + 5])
                        k += 5
                    else:
                        if p[k] in (0, 39):
                            colour[38] = None
                        if p[k] in (0, 49):
                            colour[48] = None
                        k += 1
                i += sgr.end()
                continue
            if line[i] == "\x1b":
                i += 1
                continue
            if line[i] == "▀" and left <= column < right:
                seen += [c for c in (colour[38], colour[48]) if c]
            column += 1
            i += 1
    return seen


def main():
    left, right, lead = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    seen = half_block_colours(sys.stdin.read(), left, right)
    if len(seen) < 100:
        print(f"pane-colours: only {len(seen)} picture colours between columns {left} and {right}")
        return 1
    r, g, b = (sum(c[k] for c in seen) / len(seen) for k in range(3))
    leads = r > g and r > b if lead == "red" else g > r and b > r
    print(f"pane-colours: mean of {len(seen)} picture colours: red {r:.0f}, green {g:.0f}, blue {b:.0f}")
    return 0 if leads else 1


sys.exit(main())
