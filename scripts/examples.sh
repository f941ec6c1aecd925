#!/bin/sh
# Builds the programs in Examples/ (a package depending on this one by path, through its
# public API alone) and runs each in tmux as a person would: the picker is typed into and
# must print the fruit chosen, the README's carousel paged and chosen from; the race must show
# the resolver it registered as a lane.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
scratch=.build/examples
# The README's library section is the fruit carousel, as compiled here, not a quotation.
python3 - <<'CHECK'
readme = open("README.md").read()
start = readme.index("```swift\n", readme.index("## Using it as a library")) + len("```swift\n")
if readme[start:readme.index("```\n", start)] != open("Examples/Sources/fruit-carousel/main.swift").read():
    raise SystemExit("examples: the README's library example is not Examples/Sources/fruit-carousel/main.swift")
CHECK
$SWIFT build --package-path Examples --scratch-path "$scratch"
bin=$(# The README's library section is the fruit carousel, as compiled here, not a quotation.
python3 - <<'CHECK'
readme = open("README.md").read()
start = readme.index("```swift\n", readme.index("## Using it as a library")) + len("```swift\n")
if readme[start:readme.index("```\n", start)] != open("Examples/Sources/fruit-carousel/main.swift").read():
    raise SystemExit("examples: the README's library example is not Examples/Sources/fruit-carousel/main.swift")
CHECK
$SWIFT build --package-path Examples --scratch-path "$scratch" --show-bin-path)
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
        "$bin/$1 > $out/$1.out; echo \$? > $out/$1.status; sleep 1"
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
echo "examples: pick-a-fruit and fruit-carousel chose banana; race-your-own raced two-at-a-time"
