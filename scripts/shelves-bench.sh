#!/usr/bin/env bash
# `carousel-bench --shelves` at 80x24 and 200x60: frame CPU (the median over runs of each
# run's mean and p99, with --repeat 3) and, with valgrind, instructions per frame counted by
# callgrind over each size's benchmark loop (set-up and the first, full frame included,
# divided by the frames), for 12 shelves of 20 cards and 1,000,000 of 1,000,000,000.
#
#   scripts/shelves-bench.sh .build/release/carousel-bench
set -euo pipefail
BIN=${1:?usage: scripts/shelves-bench.sh path/to/carousel-bench}
RUNS=${BENCH_RUNS:-5}
FRAMES=${BENCH_FRAMES:-600}
[ -x "$BIN" ] || { echo "shelves-bench: no executable at $BIN (run make build)" >&2; exit 66; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for run in $(seq 1 "$RUNS"); do
    for size in 80x24 200x60; do
        "$BIN" --shelves --columns "${size%x*}" --rows "${size#*x}" --frames "$FRAMES" --repeat 3 --json \
            > "$work/run_${size}_${run}.json"
    done
done
# One size at a time (--shelf-count, --count), counting only its benchmark loop.
if command -v valgrind >/dev/null && [ "${BENCH_CALLGRIND:-1}" != 0 ]; then
    for size in 80x24 200x60; do
        for shelves_cards in 12:20 1000000:1000000000; do
            valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*ShelvesBenchRunnerV3run2on*CountingTerminalC_tF' \
                "$BIN" --shelves --shelf-count "${shelves_cards%:*}" --count "${shelves_cards#*:}" \
                --columns "${size%x*}" --rows "${size#*x}" --frames "$FRAMES" \
                2>&1 >/dev/null | awk '/Collected :/ {print $NF}' >> "$work/instructions_${size}.txt" || true
        done
    done
fi

python3 - "$work" "$RUNS" "$FRAMES" <<'PY'
import json, statistics, sys, os
work, runs, frames = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print(f"bench --shelves, {frames} frames, median of {runs} runs (each frame its least CPU time of 3)")
print(f"{'size':8} {'shelves x cards':>22} {'CPU mean µs':>12} {'CPU p99 µs':>11} {'instr/frame':>12} {'bytes/frame':>12} {'carousels':>10} {'cells':>6}")
for size in ["80x24", "200x60"]:
    reports = [json.load(open(f"{work}/run_{size}_{r}.json")) for r in range(1, runs + 1)]
    path = f"{work}/instructions_{size}.txt"
    instructions = [int(x) for x in open(path).read().split()] if os.path.exists(path) else []
    rows = []
    for k in range(2):
        runs_k = [rep["sizes"][k] for rep in reports]
        mean = statistics.median(r["frame_cpu_us_mean"] for r in runs_k)
        p99 = statistics.median(r["frame_cpu_us_p99"] for r in runs_k)
        ipf = instructions[k] / frames if len(instructions) == 2 else 0
        first = runs_k[0]
        rows.append((mean, p99, ipf, first["bytes_per_frame_mean"]))
        label = f"{first['shelves']}x{first['cards_per_shelf']}"
        shown = f"{ipf:,.0f}" if ipf else "n/a"
        print(f"{size:8} {label:>22} {mean:12.1f} {p99:11.1f} {shown:>12} {first['bytes_per_frame_mean']:12.1f}"
              f" {first['carousels_alive_max']:>10} {first['cells_alive_max']:>6}")
    ratios = [b / a if a else 0 for a, b in zip(rows[0], rows[1])]
    shown = f"{ratios[2]:.3f}" if ratios[2] else "n/a"
    print(f"{size:8} {'ratio':>22} {ratios[0]:12.2f} {ratios[1]:11.2f} {shown:>12} {ratios[3]:12.2f}")
PY
