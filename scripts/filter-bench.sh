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
printf '%-16s %-14s %9s %9s %9s %7s %7s %7s %7s\n' kind query matches "carousel" fzf "÷ fzf" "car MB" "fzf MB" "÷ fzf"
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
ratios=()
for entry in "${queries[@]}"; do
    name=${entry%%|*}; query=${entry#*|}
    ct=(); ft=(); cm=0; fm=0; matches=0; fzfmatches=0
    for _ in $(seq "$RUNS"); do
        read -r t m k <<< "$(measure carousel "$query")"; ct+=("$t"); [ "$m" -gt "$cm" ] && cm=$m; matches=$k
        read -r t m k <<< "$(measure fzf "$query")"; ft+=("$t"); [ "$m" -gt "$fm" ] && fm=$m; fzfmatches=$k
    done
    [ "$matches" = "$fzfmatches" ] || echo "filter-bench: '$query': carousel $matches lines, fzf $fzfmatches" >&2
    c=$(printf '%s\n' "${ct[@]}" | median); f=$(printf '%s\n' "${ft[@]}" | median)
    ratios+=("$(ratio "$c" "$f")")
    printf '%-16s %-14s %9s %8ss %8ss %7s %7s %7s %7s\n' "$name" "$query" "$matches" "$c" "$f" "$(ratio "$c" "$f")" \
        $((cm / 1024)) $((fm / 1024)) "$(ratio "$cm" "$fm")"
done
printf 'time ÷ fzf over the five: median %s, from %s to %s\n' "$(printf '%s\n' "${ratios[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | sort -n | head -1)" "$(printf '%s\n' "${ratios[@]}" | sort -n | tail -1)"

# --ansi: coloured input (each path's parts in SGR colours, as `ls --color` or `rg --color`
# print them), read, stripped and matched against a query nothing matches: the rate at
# which coloured lines are taken in, in MB of input a second.
ANSI_CORPUS=${ANSI_CORPUS:-/tmp/carousel-ansi-bench-1000000.txt}
if [ ! -s "$ANSI_CORPUS" ]; then
    echo "filter-bench: writing 1,000,000 coloured paths to $ANSI_CORPUS" >&2
    head -1000000 "$CORPUS" | awk '{ n = split($0, a, "/"); s = ""
        for (i = 2; i <= n; i++) s = s "\033[" 31 + i % 6 "m/" a[i] "\033[0m"; print s }' > "$ANSI_CORPUS"
fi
ansi_mb=$(( $(stat -c %s "$ANSI_CORPUS") / 1000000 ))
at=(); aft=()
for _ in $(seq "$RUNS"); do
    stats=$(mktemp)
    "$TIME" -f '%e' -o "$stats" "$BIN" --ansi --filter zzqqxj < "$ANSI_CORPUS" > /dev/null || true; at+=("$(tail -1 "$stats")")
    FZF_DEFAULT_OPTS= "$TIME" -f '%e' -o "$stats" "$FZF" --ansi --filter zzqqxj < "$ANSI_CORPUS" > /dev/null || true
    aft+=("$(tail -1 "$stats")"); rm -f "$stats"
done
a=$(printf '%s\n' "${at[@]}" | median); af=$(printf '%s\n' "${aft[@]}" | median)
rate() { awk -v mb="$ansi_mb" -v t="$1" 'BEGIN { if (t > 0) printf "%.0f", mb / t; else print "-" }'; }
printf -- '--ansi ingest, %s MB of coloured paths: carousel %s MB/s (%ss), fzf %s MB/s (%ss)\n' \
    "$ansi_mb" "$(rate "$a")" "$a" "$(rate "$af")" "$af"
