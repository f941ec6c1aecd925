#!/usr/bin/env python3
"""`make bench`'s start-up figure: the whole process, from exec to exit, of `carousel -f a`
and `fzf -f a` on an empty input (nothing to search: what is left is what the program costs
to start), run alternately RUNS times each; minimum, median and maximum in milliseconds, and
the ratio of the medians. fzf is the tests' oracle, fzf 0.74.5 in .build/fzf-oracle, unless
another is named; a standalone carousel (make standalone) is timed too when it is there.

    scripts/startup-bench.py path/to/carousel [path/to/fzf]
"""
import os
import statistics
import subprocess
import sys
import time

RUNS = int(os.environ.get("STARTUP_RUNS", "30"))


def run_once(argv):
    start = time.perf_counter()
    subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env={k: v for k, v in os.environ.items() if not k.startswith("FZF_")})
    return (time.perf_counter() - start) * 1000


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: scripts/startup-bench.py path/to/carousel [path/to/fzf]")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    carousel = sys.argv[1]
    fzf = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, ".build/fzf-oracle/bin/fzf")
    for path, what in [(carousel, "carousel (make build)"), (fzf, "fzf (make deps-test installs it)")]:
        if not os.access(path, os.X_OK):
            sys.exit(f"startup-bench: no {what} at {path}")
    programs = [("carousel", carousel)]
    standalone = os.path.join(root, ".build/standalone/release/carousel")
    if os.access(standalone, os.X_OK):
        programs.append(("standalone", standalone))
    programs.append(("fzf", fzf))
    # One untimed run each: the loader's caches warm, as they are for a person.
    for _, path in programs:
        run_once([path, "-f", "a"])
    times = {name: [] for name, _ in programs}
    # Each round in the other order: no program is always the one that starts right after another.
    for round in range(RUNS):
        for name, path in programs if round % 2 == 0 else reversed(programs):
            times[name].append(run_once([path, "-f", "a"]))
    version = subprocess.run([fzf, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"start-up, `-f a` on an empty input, {RUNS} runs each, alternating (ms), fzf {version}")
    print(f"{'program':<12} {'min':>8} {'median':>8} {'max':>8} {'÷ fzf':>8}")
    fzf_median = statistics.median(times["fzf"])
    for name, _ in programs:
        t = times[name]
        print(f"{name:<12} {min(t):8.1f} {statistics.median(t):8.1f} {max(t):8.1f} {statistics.median(t) / fzf_median:8.2f}")


if __name__ == "__main__":
    main()
