#!/usr/bin/env bash
# `make bench`: runs `carousel-bench` for 10, 10^3, 10^6 and 10^9 cards at 80x24 and 200x60
# (several runs each, medians reported: the machines are shared and noisy), the naive
# every-card layout beside ours at 20,000 cards, and the interactive program's idle and
# paging CPU in tmux; then writes the figures into doc/performance.md between
# <!-- bench:start --> and <!-- bench:end --> under "## Performance".
#
#   scripts/bench.sh path/to/carousel
#   BENCH_RUNS=9 BENCH_FRAMES=1200 scripts/bench.sh .build/release/carousel
#
# The benchmark is carousel-bench, built beside carousel (BENCH_BIN to name another);
# carousel itself is the interactive program whose CPU is measured in tmux.
set -euo pipefail
BIN=${1:?usage: scripts/bench.sh path/to/carousel}
BENCH=${BENCH_BIN:-$(dirname "$BIN")/carousel-bench}
RUNS=${BENCH_RUNS:-5}
NAIVE_RUNS=${BENCH_NAIVE_RUNS:-3}
FRAMES=${BENCH_FRAMES:-600}
README=${BENCH_README:-doc/performance.md}
HERE=$(cd "$(dirname "$0")" && pwd)
[ -x "$BIN" ] || { echo "bench: no executable at $BIN (run make build)" >&2; exit 66; }
[ -x "$BENCH" ] || { echo "bench: no executable at $BENCH (run make build)" >&2; exit 66; }
command -v python3 >/dev/null || { echo "bench: python3 is needed to read the JSON" >&2; exit 69; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs are interleaved (every configuration once, then again) so that a noisy minute
# spreads over all of them instead of spoiling one, and the order turns round from one
# run to the next so that no configuration is always the first (a cold start) or last.
# Both presenters: the frame encoder (what the interactive program uses on xterm-256color)
# and ncurses (--presenter ncurses, what it uses on terminals that do not speak ANSI).
configs=()
for presenter in encoder ncurses; do
    for size in 80x24 200x60; do
        for count in 10 1000 1000000 1000000000; do configs+=("$presenter:$size:$count"); done
    done
done
"$BENCH" --frames "$FRAMES" --json > /dev/null   # warm-up: caches, page cache, CPU clock
for run in $(seq 1 "$RUNS"); do
    n=${#configs[@]}
    for k in $(seq 0 $((n - 1))); do
        config=${configs[$(( (k + run * 3) % n ))]}
        presenter=${config%%:*}; rest=${config#*:}; size=${rest%:*}; count=${rest#*:}
        echo "bench: run $run/$RUNS, $count cards at $size, $presenter" >&2
        "$BENCH" --count "$count" --columns "${size%x*}" --rows "${size#*x}" --frames "$FRAMES" \
            --presenter "$presenter" --json > "$work/ours_${presenter}_${size}_${count}_${run}.json"
    done
done
# Bytes on both axes: both presenters in one process on the same workload (1000 cards), so
# that the canvas checksums say the screens were the same, each frame's CPU time the least of
# BENCH_REPEAT runs (3) so that its tail is the frame's and not the machine's; the encoder as on
# screen (ICH/DCH and the scroll region), as in urxvt (the line-drawing set besides, no REP), as in
# tmux (REP of ASCII and the line-drawing set), as in st and most others (REP of any character)
# and with margins too (xterm, mlterm).
BYTES_FRAMES=${BENCH_BYTES_FRAMES:-1200}
for run in $(seq 1 "$RUNS"); do
    for axis in horizontal vertical; do
        for size in 80x24 200x60; do
            for shift in ansi rxvt tmux terminfo margins; do
                echo "bench: bytes, run $run/$RUNS, $axis at $size, encoder shifting with $shift, and ncurses" >&2
                "$BENCH" --presenter both --count 1000 --columns "${size%x*}" --rows "${size#*x}" --frames "$BYTES_FRAMES" \
                    --repeat "${BENCH_REPEAT:-3}" --shift "$shift" $([ "$axis" = vertical ] && echo --vertical) --json > "$work/bytes_${axis}_${size}_${shift}_${run}.json"
            done
        done
    done
done
for run in $(seq 1 "$NAIVE_RUNS"); do
    echo "bench: naive comparison, run $run/$NAIVE_RUNS, 20000 cards at 80x24" >&2
    "$BENCH" --count 20000 --columns 80 --rows 24 --frames "$FRAMES" --compare-naive --json > "$work/naive_${run}.json"
done
# The naive layout refuses counts it would take hours over; show that it says so.
"$BENCH" --count 1000000000 --frames 60 --compare-naive --json > "$work/naive_refused.json"

# Instructions are what a noisy machine cannot blur: with valgrind, each configuration
# once more under callgrind, counting only the benchmark loop (BENCH_CALLGRIND=0 skips it):
# BenchRunner.run(on:naive:) by its mangled name, which must end there (its closures'
# names begin the same, and entering one would toggle the count off).
if command -v valgrind >/dev/null && [ "${BENCH_CALLGRIND:-1}" != 0 ]; then
    for config in "${configs[@]}"; do
        presenter=${config%%:*}; rest=${config#*:}; size=${rest%:*}; count=${rest#*:}
        echo "bench: instructions per frame (callgrind), $count cards at $size, $presenter" >&2
        valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*BenchRunnerV3run2on5naive*CSgtF' \
            "$BENCH" --count "$count" --columns "${size%x*}" --rows "${size#*x}" --frames "$FRAMES" \
            --presenter "$presenter" --json \
            2>&1 >/dev/null | awk '/Collected :/ {print $NF}' > "$work/instructions_${presenter}_${size}_${count}.txt" || true
    done
fi

if command -v tmux >/dev/null && [ -r /proc/self/stat ]; then
    echo "bench: idle and paging CPU of the interactive program (tmux, 2 x 5 s)" >&2
    "$HERE/cpu-usage.sh" "$BIN" > "$work/cpu.json" || echo '{}' > "$work/cpu.json"
else
    echo '{}' > "$work/cpu.json"
fi

cpu_model=$(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo 2>/dev/null || true)
[ -n "$cpu_model" ] || cpu_model=$(uname -m)
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo "?")
date_now=$(date -u +"%Y-%m-%d %H:%M UTC")
kernel="$(uname -sr)"

python3 - "$work" "$README" "$RUNS" "$NAIVE_RUNS" "$FRAMES" "$cpu_model" "$cores" "$date_now" "$kernel" <<'EOF'
import glob, json, os, statistics, sys

work, readme, runs, naive_runs, frames, cpu_model, cores, date_now, kernel = sys.argv[1:10]

def load(pattern):
    return [json.load(open(p)) for p in sorted(glob.glob(os.path.join(work, pattern)))]

def med(rows, key):
    return statistics.median(r[key] for r in rows)

def num(x, digits=0):
    return f"{x:,.{digits}f}"

sizes = ["80x24", "200x60"]

def per_frame(path):
    try:
        value = int(open(path).read().split()[0]) / (int(frames) + 1)
    except (OSError, IndexError, ValueError):
        return None
    # A frame draws and encodes a screen: tens of thousands of instructions. Far fewer means
    # callgrind found the loop by no name (inlined, renamed) and counted something else.
    if value < 1000:
        print(f"bench: {path}: {value:.0f} instructions a frame is not the loop; not reported", file=sys.stderr)
        return None
    return value

presenters = ["encoder", "ncurses"]
instructions = {}
for presenter in presenters:
    for size in ["80x24", "200x60"]:
        for count in [10, 1000, 1000000, 1000000000]:
            value = per_frame(os.path.join(work, f"instructions_{presenter}_{size}_{count}.txt"))
            if value is not None:
                instructions[(presenter, size, count)] = value
counts = [10, 1000, 1000000, 1000000000]
names = {10: "10", 1000: "10^3", 1000000: "10^6", 1000000000: "10^9"}
lines = []
lines.append(f"Measured by `make bench` on {date_now}: {cpu_model}, {cores} cores, {kernel}. "
             f"Each figure is the median of {runs} runs of {frames} frames at 60 frames a second of "
             "simulated time (nothing sleeps): mouse flicks (press, motion every 8 ms, release while moving), "
             "a slow drag held still before release, gentle and hard keyboard flicks, and the settles between them, "
             "through the real pipeline: tracker, resolver, spring, layout, cell reuse, canvas, and the bytes for "
             "the terminal written to a file whose growth is what a terminal would receive. The bytes come from the "
             "carousel's own frame encoder, as the interactive program sends them on xterm-256color (first table), "
             "or from ncurses' `doupdate` (`carousel-bench --presenter ncurses`, what the program uses on terminals "
             "whose terminfo is not ANSI-like; second table).")
lines.append("")
lines.append("*Instructions per frame* are counted exactly by valgrind's callgrind over the benchmark loop "
             "(set-up and the first, full frame included, divided by the frames): the figure a noisy machine cannot blur. "
             "A frame is the events due, the tick, drawing the canvas and sending it (wall time; "
             "CPU is the thread's CPU time for the same frame, which leaves out time the machine gave to other "
             "programs). *draw* is the events, the tick and drawing the canvas; *present* is writing the canvas out: "
             "finding the changed cells and turning them into bytes (the encoder, or ncurses).")
lines.append("")
header = ("| cards | size | instructions per frame | frame mean µs | p50 µs | p99 µs | CPU p99 µs | draw p99 µs | present µs (p99) | cells alive (visible) | cells created / reused | bytes per frame | per moving frame | full repaint | peak RSS KiB |\n"
          "|---:|:---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
titles = {"encoder": "**The frame encoder** (the interactive program on xterm-256color, tmux, screen, the Linux console):",
          "ncurses": "**ncurses** (`--presenter ncurses`; the interactive program on other terminals, or with `CAROUSEL_PRESENTER=ncurses`):"}
table = {}
for presenter in presenters:
    rows_out = []
    for size in sizes:
        for count in counts:
            rows = load(f"ours_{presenter}_{size}_{count}_*.json")
            if not rows:
                continue
            table[(presenter, size, count)] = rows
            key = (presenter, size, count)
            rows_out.append("| " + " | ".join([
                names[count], size, num(instructions[key]) if key in instructions else "-",
                num(med(rows, "frame_us_mean"), 1), num(med(rows, "frame_us_p50"), 1), num(med(rows, "frame_us_p99"), 1),
                num(med(rows, "frame_cpu_us_p99"), 1), num(med(rows, "draw_us_p99"), 1),
                f"{num(med(rows, 'present_us_mean'), 1)} ({num(med(rows, 'present_us_p99'), 0)})",
                f"{max(r['cells_alive_max'] for r in rows)} ({max(r['cells_visible_max'] for r in rows)})",
                f"{max(r['cells_created'] for r in rows)} / {int(med(rows, 'cells_reused'))}",
                num(med(rows, "bytes_per_frame_mean")), num(med(rows, "bytes_per_moving_frame_mean")),
                num(med(rows, "full_repaint_bytes")), num(med(rows, "peak_rss_kb")),
            ]) + " |")
    if rows_out:
        lines.append(titles[presenter])
        lines.append("")
        lines.append(header)
        lines.extend(rows_out)
        lines.append("")

def change(a, b):
    return f"{(b - a) / a * 100:+.1f}%" if a else "n/a"

def ratio_text(a, b):
    return f"{a / b:.1f} times" if b else "n/a"

compared = []
for size in sizes:
    for count in [1000]:
        e, n = table.get(("encoder", size, count)), table.get(("ncurses", size, count))
        if not (e and n):
            continue
        part = (f"at {size} ({names[count]} cards), p50 {num(med(e, 'frame_us_p50'), 1)} µs against "
                f"{num(med(n, 'frame_us_p50'), 1)} µs, p99 {num(med(e, 'frame_us_p99'), 1)} µs against "
                f"{num(med(n, 'frame_us_p99'), 1)} µs, present p99 {num(med(e, 'present_us_p99'), 1)} µs against "
                f"{num(med(n, 'present_us_p99'), 1)} µs")
        ke, kn = ("encoder", size, count), ("ncurses", size, count)
        if ke in instructions and kn in instructions:
            part += f", instructions per frame {num(instructions[ke])} against {num(instructions[kn])} ({ratio_text(instructions[kn], instructions[ke])} fewer)"
        part += (f", bytes per frame {num(med(e, 'bytes_per_frame_mean'))} against {num(med(n, 'bytes_per_frame_mean'))}"
                 f" (full repaint {num(med(e, 'full_repaint_bytes'))} against {num(med(n, 'full_repaint_bytes'))})")
        compared.append(part)
if compared:
    lines.append("The encoder against ncurses: " + "; ".join(compared) + ".")
    lines.append("")

flat = []
for size in sizes:
    small, huge = table.get(("encoder", size, 10)), table.get(("encoder", size, 1000000000))
    if small and huge:
        counted = ""
        k10, k9, k3 = ("encoder", size, 10), ("encoder", size, 1000000000), ("encoder", size, 1000)
        if k10 in instructions and k9 in instructions:
            counted = (f"instructions per frame {change(instructions[k10], instructions[k9])}"
                       + (f" ({change(instructions[k3], instructions[k9])} from 10^3)"
                          if k3 in instructions else "") + ", ")
        flat.append(f"at {size}, {counted}mean frame {change(med(small, 'frame_us_mean'), med(huge, 'frame_us_mean'))}, "
                    f"median frame {change(med(small, 'frame_us_p50'), med(huge, 'frame_us_p50'))}, "
                    f"frame CPU {change(med(small, 'frame_cpu_us_mean'), med(huge, 'frame_cpu_us_mean'))}, "
                    f"peak memory {change(med(small, 'peak_rss_kb'), med(huge, 'peak_rss_kb'))}")
if flat:
    lines.append("From 10 to 10^9 cards (the encoder): " + "; ".join(flat) + ". "
                 "Cells alive never exceed the visible cards plus two: "
                 + ("yes" if all(r["cells_alive_within_visible_plus_2"] for rows in table.values() for r in rows) else "**no**")
                 + ". What differs with the count is what the screen shows: the page dots fill the width once there "
                 "are more pages than fit (98 dots at 200 columns instead of 10) and the page numbers are longer. "
                 "A page flip sends a fraction of a full repaint (the *per moving frame* column against *full repaint*).")
    lines.append("")

bytes_rows = []
for axis in ["horizontal", "vertical"]:
    for size in sizes:
        for shift in ["ansi", "rxvt", "tmux", "terminfo", "margins"]:
            rows = load(f"bytes_{axis}_{size}_{shift}_*.json")
            if not rows:
                continue
            e = [r["encoder"] for r in rows]
            n = [r["ncurses"] for r in rows]
            eb, nb = med(e, "bytes_per_moving_frame_mean"), med(n, "bytes_per_moving_frame_mean")
            ec, nc = med(e, "frame_cpu_us_p99"), med(n, "frame_cpu_us_p99")
            # The CPU ratio run by run: both presenters shared a process and a minute of the
            # machine, whose speed differs between runs far more than within one.
            cpu_ratio = statistics.median(r["frame_cpu_us_p99_ratio"] for r in rows)
            same = all(r["canvas_checksums_equal"] for r in rows)
            bytes_rows.append("| " + " | ".join([
                axis, size, {"ansi": "ICH/DCH, scroll region (GNU screen)",
                             "rxvt": "and lines in the line-drawing set, no REP (urxvt)",
                             "tmux": "and REP of ASCII, lines in the line-drawing set (tmux)",
                             "terminfo": "and REP of any character (st, kitty, alacritty, VTE, konsole, foot)",
                             "margins": "and DECIC/DECDC with margins (xterm, mlterm)"}[shift],
                num(eb, 1), num(nb, 1), f"{eb / nb:.2f}" if nb else "n/a",
                num(ec, 1), num(nc, 1), f"{cpu_ratio:.2f}", "yes" if same else "**no**",
            ]) + " |")
if bytes_rows:
    lines.append(f"**Bytes per moving frame**: the encoder shifts the strip that moved on the terminal (sideways: ICH/DCH "
                 f"per row, or one DECDC/DECIC in a scroll region where the terminal answers DECRQM for margins; "
                 f"vertical: a scroll region, kept between frames, and SU/SD) and writes only what came into view, "
                 f"with runs of one character as REP where the terminal repeats (runs of `─` in the VT100 line-drawing "
                 f"set, as `q` and a REP, where it repeats only ASCII, and as `q`s where it repeats nothing); ncurses as it is. "
                 f"1000 cards, {os.environ.get('BENCH_BYTES_FRAMES', '1200')} frames, both presenters in one process, "
                 f"medians of {runs} runs, each frame's CPU time the least of {os.environ.get('BENCH_REPEAT', '3')} repeats "
                 f"of the workload (`--repeat`; the bytes are exact); the CPU ratio is the median of each run's own "
                 f"ratio, the two presenters having shared a process and the same minute of the machine:")
    lines.append("")
    lines.append("| axis | size | encoder shifts with | encoder bytes | ncurses bytes | ratio | encoder frame CPU p99 µs | ncurses frame CPU p99 µs | ratio | same screens |")
    lines.append("|:---|:---:|:---|---:|---:|---:|---:|---:|---:|:---:|")
    lines.extend(bytes_rows)
    lines.append("")

naive = load("naive_[0-9]*.json")
if naive:
    ours_mean, naive_mean = med(naive, "frame_us_mean"), statistics.median(r["naive"]["frame_us_mean"] for r in naive)
    ours_p50, naive_p50 = med(naive, "frame_us_p50"), statistics.median(r["naive"]["frame_us_p50"] for r in naive)
    ratios = [r["naive"]["ratio"] for r in naive]
    n0 = naive[0]["naive"]
    lines.append(f"**The naive layout** (the articles' first approach: every card a view of its own, made, configured "
                 f"and drawn, clipped, every frame; no reuse) at 20,000 cards, 80x24, median of {naive_runs} runs: "
                 f"{num(naive_mean, 1)} µs per frame against {num(ours_mean, 1)} µs, "
                 f"**{statistics.median(ratios):,.0f} times slower** (median frame: {naive_p50 / ours_p50:,.0f} times); "
                 f"it keeps {n0['cells_alive_max']:,} cells alive and makes {n0['cells_created']:,} over the run, "
                 f"against {naive[0]['cells_alive_max']} alive and {naive[0]['cells_created']} made; "
                 f"peak memory {num(statistics.median(r['naive']['peak_rss_kb'] for r in naive))} KiB against "
                 f"{num(med(naive, 'peak_rss_kb'))} KiB.")
refused = load("naive_refused.json")
if refused and "naive" in refused[0] and refused[0]["naive"].get("refused"):
    lines.append(f"Past a million cards it is not run: `{refused[0]['naive']['note']}`.")
lines.append("")

cpu = load("cpu.json")
if cpu and "idle_cpu_percent" in cpu[0]:
    c = cpu[0]
    lines.append(f"**The interactive program** (`carousel` in tmux at 100x30, CPU time from `/proc/PID/stat`): "
                 f"idle {c['idle_cpu_percent']:.1f}% CPU over {c['idle_seconds']:.0f} s "
                 f"({c['idle_wakeups_per_second']:.0f} wake-ups a second: blocked on input); "
                 f"paging {c['paging_cpu_percent']:.1f}% CPU over {c['paging_seconds']:.0f} s with an arrow key every 200 ms "
                 f"({c['paging_wakeups_per_second']:.0f} wake-ups a second: frames paced at 60 a second, not a spin). "
                 f"CPU time is counted in ticks of {c['tick_seconds'] * 1000:.0f} ms.")
else:
    lines.append("The interactive program's idle and paging CPU were not measured here (tmux or /proc missing).")

block = "\n".join(lines).rstrip() + "\n"
start, end = "<!-- bench:start -->", "<!-- bench:end -->"
text = open(readme).read() if os.path.exists(readme) else ""
if start in text and end in text and text.index(start) < text.index(end):
    before, rest = text.split(start, 1)
    _, after = rest.split(end, 1)
    text = before + start + "\n" + block + end + after
else:
    text = text.rstrip("\n") + "\n\n## Performance\n\n" + start + "\n" + block + end + "\n"
open(readme, "w").write(text)
print(block)
EOF
echo "bench: figures written to $README" >&2
