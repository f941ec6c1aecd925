#!/usr/bin/env bash
# `make bench-filter`: `carousel --filter Q` beside `fzf --filter Q` over the same file of
# 4,000,000 paths (the output of `find /usr -xdev` repeated under numbered prefixes), for
# five kinds of query; wall time (median of the runs) and peak memory (max RSS) of each. The
# fzf is the tests' oracle, fzf 0.74.5 in .build/fzf-oracle (`make deps-test` installs it),
# unless another is named.
#
#   scripts/filter-bench.sh path/to/carousel [path/to/fzf]
#   FILTER_LINES=1000000 FILTER_RUNS=3 scripts/filter-bench.sh .build/release/carousel
set -euo pipefail
BIN=${1:?usage: scripts/filter-bench.sh path/to/carousel}
LINES=${FILTER_LINES:-4000000}
RUNS=${FILTER_RUNS:-3}
CORPUS=${FILTER_CORPUS:-/tmp/carousel-filter-bench-$LINES.txt}
[ -x "$BIN" ] || { echo "filter-bench: no executable at $BIN (run make build)" >&2; exit 66; }
FZF=${2:-$(cd "$(dirname "$0")/.." && pwd)/.build/fzf-oracle/bin/fzf}
[ -x "$FZF" ] || { echo "filter-bench: fzf is needed beside carousel at $FZF (make deps-test installs it)" >&2; exit 69; }
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "filter-bench: GNU time is needed for peak memory (apt-get install time)" >&2; exit 69; }

if [ ! -s "$CORPUS" ]; then
    echo "filter-bench: writing $LINES paths to $CORPUS" >&2
    base=$(mktemp)
    find /usr -xdev 2>/dev/null | head -300000 > "$base" || true
    n=$(wc -l < "$base")
    [ "$n" -gt 0 ] || { echo "filter-bench: find /usr gave nothing" >&2; exit 66; }
    awk -v want="$LINES" -v n="$n" 'BEGIN { r = 0 }
        { line[NR] = $0 }
        END { for (i = 0; i < want; i++) { if (i % n == 0) r++; print "/r" r line[i % n + 1] } }' "$base" > "$CORPUS"
    rm -f "$base"
fi

# name|query: a word in about a fifth of the lines, a fuzzy path fragment, an exact term,
# prefix and suffix, and a query nothing matches.
queries=(
  "word|python"
  "fuzzy path|usrshdocgz"
  "exact|'include"
  "prefix+suffix|^/r1 .h$"
  "no match|zzqqxj"
)

measure() { # tool query -> "seconds maxrss_kb matches"
    local out=$(mktemp) stats=$(mktemp)
    if [ "$1" = fzf ]; then
        FZF_DEFAULT_OPTS= "$TIME" -f '%e %M' -o "$stats" "$FZF" --filter "$2" < "$CORPUS" > "$out" || true
    else
        "$TIME" -f '%e %M' -o "$stats" "$BIN" --filter "$2" < "$CORPUS" > "$out" || true
    fi
    echo "$(tail -1 "$stats") $(wc -l < "$out")"
    rm -f "$out" "$stats"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf '%s lines, %s MB, %s runs each (median time, largest peak memory), fzf %s\n' \
    "$(wc -l < "$CORPUS")" "$(( $(stat -c %s "$CORPUS") / 1000000 ))" "$RUNS" "$("$FZF" --version)"
printf '%-16s %-14s %9s %9s %9s %9s %9s\n' kind query matches "carousel" fzf "car MB" "fzf MB"
for entry in "${queries[@]}"; do
    name=${entry%%|*}; query=${entry#*|}
    ct=(); ft=(); cm=0; fm=0; matches=0; fzfmatches=0
    for _ in $(seq "$RUNS"); do
        read -r t m k <<< "$(measure carousel "$query")"; ct+=("$t"); [ "$m" -gt "$cm" ] && cm=$m; matches=$k
        read -r t m k <<< "$(measure fzf "$query")"; ft+=("$t"); [ "$m" -gt "$fm" ] && fm=$m; fzfmatches=$k
    done
    [ "$matches" = "$fzfmatches" ] || echo "filter-bench: '$query': carousel $matches lines, fzf $fzfmatches" >&2
    printf '%-16s %-14s %9s %8ss %8ss %9s %9s\n' "$name" "$query" "$matches" \
        "$(printf '%s\n' "${ct[@]}" | median)" "$(printf '%s\n' "${ft[@]}" | median)" $((cm / 1024)) $((fm / 1024))
done
