#!/bin/sh
# A picture of a photo carousel in real kitty, caught mid-flick: Xvfb, kitty (OpenGL by
# Mesa's software renderer), a few colourful pictures (scripts/make-photos.py) shown through
# `--preview 'chafa -f $CAROUSEL_IMAGE_FORMAT ...'`, a flick by xdotool, and the window
# taken with xwd while the cards still move, turned into PNG with netpbm.
# Usage: scripts/kitty-pictures.sh path/to/carousel screenshots/kitty-pictures.png
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
for tool in Xvfb kitty xdotool xwd xwdtopnm pnmtopng chafa python3; do
    command -v "$tool" >/dev/null || { echo "kitty-pictures: $tool is missing (apt-get install xvfb kitty xdotool x11-apps netpbm chafa python3)" >&2; exit 1; }
done
work=$(mktemp -d)
display=":$(( 400 + ($$ + 250) % 500 ))"
Xvfb "$display" -screen 0 1200x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
export DISPLAY="$display" LIBGL_ALWAYS_SOFTWARE=1
i=0
until xdpyinfo >/dev/null 2>&1 || [ $i -ge 100 ]; do sleep 0.05; i=$((i + 1)); done
# Photos to page through: gradients, rings and waves, each its own colours.
python3 "$(dirname "$0")/make-photos.py" "$work/photos"
cd "$work/photos"
cat >"$work/run.sh" <<SCRIPT
cd "$work/photos"
ls *.png | "$bin" --strategy nearest --preview 'chafa -f \$CAROUSEL_IMAGE_FORMAT -s \${FZF_PREVIEW_COLUMNS}x\${FZF_PREVIEW_LINES} {}'
sleep 30
SCRIPT
kitty --config NONE -o font_family="DejaVu Sans Mono" -o font_size=10 -o initial_window_width=100c \
    -o initial_window_height=30c -o window_padding_width=0 -o remember_window_size=no /bin/sh "$work/run.sh" >/dev/null 2>&1 &
window=
i=0
while [ -z "$window" ] && [ $i -lt 400 ]; do
    window=$(xdotool search --onlyvisible --class kitty 2>/dev/null | head -1 || true)
    sleep 0.05; i=$((i + 1))
done
[ -n "$window" ] || { echo "kitty-pictures: no kitty window" >&2; exit 1; }
xdotool windowmove "$window" 0 0
sleep 4   # the first frame, and the pictures of the cards on screen
# A flick to the left across the middle row, 40 pixels every 8 ms, let go while moving.
args="mousemove 690 250 mousedown 1"
x=690
while [ $x -gt 330 ]; do x=$((x - 40)); args="$args sleep 0.008 mousemove $x 250"; done
# shellcheck disable=SC2086
xdotool $args mouseup 1 sleep 0.1
xwd -silent -id "$window" >"$work/flick.xwd"
xwdtopnm "$work/flick.xwd" 2>/dev/null | pnmtopng >"$out"
echo "kitty-pictures: wrote $out"
