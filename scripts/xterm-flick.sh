#!/bin/sh
# A picture of the carousel in a real xterm, caught mid-flick under a real pointer: Xvfb,
# xterm, a drag by xdotool (the pointer reported in pixels, mode 1016), and the window
# taken with xwd while the cards still move, turned into PNG with netpbm.
# Usage: scripts/xterm-flick.sh path/to/carousel screenshots/xterm-flick.png
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
for tool in Xvfb xterm xdotool xwd xwdtopnm pnmtopng; do
    command -v "$tool" >/dev/null || { echo "xterm-flick: $tool is missing (apt-get install xvfb xterm xdotool x11-apps netpbm)" >&2; exit 1; }
done
work=$(mktemp -d)
display=":$(( 400 + $$ % 500 ))"
Xvfb "$display" -screen 0 1200x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
export DISPLAY="$display"
i=0
until xdpyinfo >/dev/null 2>&1 || [ $i -ge 100 ]; do sleep 0.05; i=$((i + 1)); done
printf '%s --strategy nearest --count 20\nsleep 30\n' "$bin" >"$work/run.sh"
xterm -geometry 100x30+0+0 -fa "DejaVu Sans Mono" -fs 10 -tn xterm-256color -e /bin/sh "$work/run.sh" &
window=
i=0
while [ -z "$window" ] && [ $i -lt 200 ]; do
    window=$(xdotool search --onlyvisible --class XTerm 2>/dev/null | head -1 || true)
    sleep 0.05; i=$((i + 1))
done
[ -n "$window" ] || { echo "xterm-flick: no xterm window" >&2; exit 1; }
sleep 1.5   # the carousel's first frame
# A flick to the left across the middle row, 40 pixels every 8 ms, let go while moving.
args="mousemove 690 200 mousedown 1"
x=690
while [ $x -gt 250 ]; do x=$((x - 40)); args="$args sleep 0.008 mousemove $x 200"; done
# shellcheck disable=SC2086
xdotool $args mouseup 1 sleep 0.12
xwd -silent -id "$window" >"$work/flick.xwd"
xwdtopnm "$work/flick.xwd" 2>/dev/null | pnmtopng >"$out"
echo "xterm-flick: wrote $out"
