#!/bin/sh
# Builds the programs in Examples/ (a package depending on this one by path, through its
# public API alone) and runs each in tmux as a person would: the picker is typed into and
# must print the fruit chosen, the README's carousel paged and chosen from; the race must show
# the resolver it registered as a lane; the lower half must keep its text above its carousel
# and page it by keys and drags; the photo carousel must show each card's own picture. The
# building guide's strategy, widget and scene (Examples/Sources/building-guide, a link to the
# files the unit tests compile and doc/building.md shows) are built here by the public API alone.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
scratch=.build/examples
# The build plan lists the dependency's source files; a file added to this package since the
# last run is not noticed through a path dependency, so the plan is made afresh each time.
rm -f "$scratch/debug.yaml"
# The README's library section is the fruit carousel, as compiled here, not a quotation.
python3 - <<'CHECK'
readme = open("README.md").read()
start = readme.index("```swift\n", readme.index("## Using it as a library")) + len("```swift\n")
if readme[start:readme.index("```\n", start)] != open("Examples/Sources/fruit-carousel/main.swift").read():
    raise SystemExit("examples: the README's library example is not Examples/Sources/fruit-carousel/main.swift")
CHECK
# So is the documentation's article on a carousel in one's own screen: the lower-half example.
python3 - <<'CHECK'
article = open("Sources/CarouselKit/CarouselKit.docc/CarouselInYourScreen.md").read()
start = article.index("```swift\n") + len("```swift\n")
if article[start:article.index("```\n", start)] != open("Examples/Sources/lower-half/main.swift").read():
    raise SystemExit("examples: the article CarouselInYourScreen.md does not show Examples/Sources/lower-half/main.swift")
# And the picker's article is the picker example.
article = open("Sources/CarouselTerminal/CarouselTerminal.docc/PickALine.md").read()
start = article.index("```swift\n") + len("```swift\n")
if article[start:article.index("```\n", start)] != open("Examples/Sources/pick-a-fruit/main.swift").read():
    raise SystemExit("examples: the article PickALine.md does not show Examples/Sources/pick-a-fruit/main.swift")
CHECK
$SWIFT build --package-path Examples --scratch-path "$scratch"
bin=$($SWIFT build --package-path Examples --scratch-path "$scratch" --show-bin-path)
if ! command -v tmux >/dev/null; then
    echo "examples: built; not run (no tmux: apt-get install tmux)"
    exit 0
fi

session=carousel-examples-$$
out=$(mktemp -d "${TMPDIR:-/tmp}/carousel-examples.XXXXXX")
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$out"' EXIT

# Waits up to 20 s for the pane to show $1.
wait_for() {
    i=0
    while ! tmux capture-pane -p -t "$session" 2>/dev/null | grep -q -- "$1"; do
        i=$((i + 1))
        if [ "$i" -gt 200 ]; then
            echo "examples: $2: '$1' never showed; the screen:" >&2
            tmux capture-pane -p -t "$session" >&2 || true
            exit 1
        fi
        sleep 0.1
    done
}

# Waits up to 20 s for the file $1 to hold a line.
wait_file() {
    i=0
    while [ ! -s "$1" ]; do
        i=$((i + 1))
        [ "$i" -le 200 ] || { echo "examples: $2 did not end" >&2; exit 1; }
        sleep 0.1
    done
}

run() {
    tmux new-session -d -s "$session" -x 100 -y 30 \
        "$bin/$1 ${2:-} > $out/$1.out; echo \$? > $out/$1.status; sleep 1"
}

# Sends a mouse report (SGR: ESC [ < button;column;row M or m, 1-based) as the terminal's bytes.
mouse() {
    tmux send-keys -t "$session" -H $(printf '\033[<%s' "$1" | od -An -tx1)
}

# What the pane shows on the line that begins with $1 (after blanks), that prefix left out.
shown_after() {
    tmux capture-pane -p -t "$session" | sed -n "s/^ *$1//p" | head -1 | sed 's/ *$//'
}

# The picker: "ban" leaves banana first; Enter prints it and exits 0.
run pick-a-fruit
wait_for "fruit>" pick-a-fruit
tmux send-keys -t "$session" -l ban
wait_for "1/1 of 25" pick-a-fruit
tmux send-keys -t "$session" Enter
wait_file "$out/pick-a-fruit.status" pick-a-fruit
[ "$(cat "$out/pick-a-fruit.status")" = 0 ] && [ "$(cat "$out/pick-a-fruit.out")" = banana ] || {
    echo "examples: pick-a-fruit printed '$(cat "$out/pick-a-fruit.out")' (status $(cat "$out/pick-a-fruit.status")), not banana" >&2
    exit 1
}
tmux kill-session -t "$session" 2>/dev/null || true

# The README's carousel: Right pages to banana, Enter chooses it.
run fruit-carousel
wait_for "apple" fruit-carousel
tmux send-keys -t "$session" Right
wait_for "page 2/3" fruit-carousel
tmux send-keys -t "$session" Enter
wait_file "$out/fruit-carousel.status" fruit-carousel
[ "$(cat "$out/fruit-carousel.out")" = "you chose banana" ] || {
    echo "examples: fruit-carousel printed '$(cat "$out/fruit-carousel.out")', not 'you chose banana'" >&2
    exit 1
}
tmux kill-session -t "$session" 2>/dev/null || true

# The race: its registered resolver is a lane; q quits with 0.
run race-your-own
wait_for "two-at-a-time" race-your-own
tmux send-keys -t "$session" q
wait_file "$out/race-your-own.status" race-your-own
[ "$(cat "$out/race-your-own.status")" = 0 ] || { echo "examples: race-your-own ended with $(cat "$out/race-your-own.status")" >&2; exit 1; }
tmux kill-session -t "$session" 2>/dev/null || true

# The lower half: its own text above, the carousel below; a drag in the upper half moves
# nothing, Right pages to Venus, a drag across the cards flicks them on, and Enter prints the
# planet the screen said it was looking at.
run lower-half
wait_for "looking at: Mercury" lower-half
tmux capture-pane -p -t "$session" | python3 -c '
import sys
rows = sys.stdin.read().split("\n")[:30]
text = next(k for k, row in enumerate(rows) if "A screen of my own" in row)
cards = [k for k, row in enumerate(rows) if "Mercury" in row and "looking at" not in row]
if not (text < 15 and cards and min(cards) >= 15 and all("╭" not in row for row in rows[:15])):
    sys.exit("examples: lower-half: its text is not above and its cards in the lower half:\n" + "\n".join(rows))
'
mouse "0;50;4M"; mouse "32;30;4M"; mouse "32;10;4M"; mouse "0;10;4m"
tmux send-keys -t "$session" Right
wait_for "looking at: Venus" lower-half
mouse "0;80;23M"
for column in 70 60 50 40 30; do mouse "32;$column;23M"; done
mouse "0;30;23m"
# The screen says " …" after the planet while the cards move: wait for one past Venus, at rest.
i=0
until planet=$(shown_after "looking at: ") && case $planet in Earth|Mars|Jupiter|Saturn|Uranus|Neptune) true ;; *) false ;; esac; do
    i=$((i + 1))
    if [ "$i" -gt 200 ]; then
        echo "examples: lower-half: the drag never came to rest past Venus; the screen:" >&2
        tmux capture-pane -p -t "$session" >&2 || true
        exit 1
    fi
    sleep 0.1
done
tmux send-keys -t "$session" Enter
wait_file "$out/lower-half.status" lower-half
[ "$(cat "$out/lower-half.out")" = "you chose $planet" ] || {
    echo "examples: lower-half printed '$(cat "$out/lower-half.out")', not 'you chose $planet'" >&2
    exit 1
}
tmux kill-session -t "$session" 2>/dev/null || true

# The photo carousel over scripts/make-photos.py's pictures: the first card shows the dusk
# (its colours lead with red), Right shows the lagoon (green and blue), Enter prints its file.
python3 scripts/make-photos.py "$out/photos"
run photo-carousel "$out/photos"
wait_for "1-dusk.png" photo-carousel
wait_for "page 1/6" photo-carousel
tmux capture-pane -p -e -t "$session" | python3 scripts/pane-colours.py 35 65 red || {
    echo "examples: photo-carousel: the first card does not show the dusk; the screen:" >&2
    tmux capture-pane -p -t "$session" >&2
    exit 1
}
tmux send-keys -t "$session" Right
wait_for "page 2/6" photo-carousel
# The settle ends where the lagoon's picture fills the middle.
i=0
until tmux capture-pane -p -e -t "$session" | python3 scripts/pane-colours.py 35 65 green-blue >/dev/null; do
    i=$((i + 1))
    [ "$i" -le 200 ] || { echo "examples: photo-carousel: the second card never showed the lagoon" >&2; exit 1; }
    sleep 0.1
done
tmux send-keys -t "$session" Enter
wait_file "$out/photo-carousel.status" photo-carousel
[ "$(cat "$out/photo-carousel.out")" = 2-lagoon.png ] || {
    echo "examples: photo-carousel printed '$(cat "$out/photo-carousel.out")', not 2-lagoon.png" >&2
    exit 1
}
echo "examples: pick-a-fruit and fruit-carousel chose banana; race-your-own raced two-at-a-time;" \
    "lower-half chose $planet by a drag in its lower half; photo-carousel showed the dusk and the lagoon"
