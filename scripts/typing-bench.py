#!/usr/bin/env python3
"""`make bench-typing`: typing into the picker beside typing into fzf, as a person would.

Both run in tmux (120x40) over the same file; each key is sent to one, then the same key to
the other, and each key's time runs from the keystroke to the program's last output (its cards
and count final: nothing more comes for QUIET seconds). Also the peak memory of each.
QUIET must be longer than any search that shows nothing new while it runs (the picker's
`searching…` stays still): raise TYPING_QUIET for larger corpora or a busier machine.

The output is watched through a tmux control-mode client (`tmux -C`), which reports each
write as it reaches tmux: the measure takes no CPU while a search runs. (Polling
`capture-pane` in a loop would start a tmux client hundreds of times a second and take most
of a core from the programs measured.)

    scripts/typing-bench.py path/to/carousel [CORPUS [FZF]]
    TYPING_KEYS="u s r C-u l i b" TYPING_QUIET=2 scripts/typing-bench.py .build/release/carousel

The fzf is the tests' oracle, fzf 0.74.5 in .build/fzf-oracle (`make deps-test` installs it),
unless FZF names another. The corpus (by default /tmp/carousel-typing-paths-1000000.txt) is
written when missing: the paths under /usr, /etc and /var, under /host1, /host2, ... until
there are TYPING_LINES lines.
"""
import os
import subprocess
import sys
import threading
import time

KEYS = os.environ.get("TYPING_KEYS", "u s r C-u l i b C-u p y t h o n").split()
QUIET = float(os.environ.get("TYPING_QUIET", "2.0"))
LINES = int(os.environ.get("TYPING_LINES", "1000000"))


def corpus(path):
    if os.path.exists(path) and os.path.getsize(path) > 0:
        return
    print(f"typing-bench: writing {LINES} paths to {path}", file=sys.stderr)
    found = subprocess.run(["find", "/usr", "/etc", "/var"], capture_output=True, text=True, errors="replace").stdout
    base = [p for p in found.split("\n") if p]
    if not base:
        sys.exit("typing-bench: find gave nothing")
    with open(path, "w") as out:
        n, host = 0, 0
        while n < LINES:
            host += 1
            for p in base[: LINES - n]:
                out.write(f"/host{host}{p}\n")
            n += min(len(base), LINES - n)


def tmux(*args):
    return subprocess.run(["tmux", *args], capture_output=True, text=True, errors="replace").stdout


class Pane:
    def __init__(self, name, command):
        self.name = name
        self.session = f"typing-bench-{name}-{os.getpid()}"
        env = "FZF_DEFAULT_OPTS= FZF_DEFAULT_COMMAND= "
        tmux("new-session", "-d", "-s", self.session, "-x", "120", "-y", "40", f"{env}exec {command}")
        self.pid = int(tmux("display-message", "-p", "-t", self.session, "#{pane_pid}").strip() or 0)
        # A control-mode client: `%output` lines as the program writes, timed on arrival.
        self.control = subprocess.Popen(
            ["tmux", "-C", "attach-session", "-t", self.session],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.last_output = time.monotonic()
        threading.Thread(target=self.watch, daemon=True).start()

    def watch(self):
        for line in self.control.stdout:
            if line.startswith(b"%output "):
                self.last_output = time.monotonic()

    def screen(self):
        return tmux("capture-pane", "-p", "-t", self.session)

    def settle(self, since):
        """Waits until nothing has been written for QUIET seconds; returns (seconds from
        `since` to the last output, the final screen)."""
        while time.monotonic() - max(self.last_output, since) < QUIET:
            time.sleep(0.05)
        return max(0.0, self.last_output - since), self.screen()

    def type(self, key):
        start = time.monotonic()
        self.control.stdin.write(f"send-keys -t {self.session} {key}\n".encode())
        self.control.stdin.flush()
        return self.settle(start)

    def peak_kb(self):
        try:
            with open(f"/proc/{self.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return 0

    def close(self):
        tmux("kill-session", "-t", self.session)
        self.control.wait(timeout=5)


def count_on(screen, lines):
    """The match count each shows: fzf's `12/1000000`, carousel's `12/1,000,000`."""
    for word in screen.split():
        parts = word.replace(",", "").replace("+", "").split("/")
        if len(parts) == 2 and parts[0].isdigit() and parts[1] == str(lines):
            return parts[0]
    return "?"


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: scripts/typing-bench.py path/to/carousel [CORPUS [FZF]]")
    binary = os.path.abspath(sys.argv[1])
    path = sys.argv[2] if len(sys.argv) > 2 else "/tmp/carousel-typing-paths-1000000.txt"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    fzf = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else os.path.join(root, ".build/fzf-oracle/bin/fzf")
    if not os.access(fzf, os.X_OK):
        sys.exit(f"typing-bench: fzf is needed beside carousel at {fzf} (make deps-test installs it)")
    corpus(path)
    lines = sum(1 for _ in open(path, "rb"))
    panes = [Pane("fzf", f"{fzf} < {path}"), Pane("carousel", f"{binary} < {path}")]
    try:
        for pane in panes:
            pane.settle(time.monotonic())
        rows, typed = [], ""
        for key in KEYS:
            typed = "" if key == "C-u" else typed + key
            row = [key if key != "C-u" else "Ctrl-U", typed]
            for pane in panes:
                seconds, screen = pane.type(key)
                row += [seconds, count_on(screen, lines)]
            rows.append(row)
        peaks = [pane.peak_kb() for pane in panes]
    finally:
        for pane in panes:
            pane.close()

    print(f"{lines:,} lines, tmux 120x40, each key from the keystroke to its last output "
          f"(quiet {QUIET:g} s after), fzf and carousel side by side")
    print(f"{'key':8} {'query':10} {'fzf ms':>9} {'carousel ms':>12} {'ratio':>7} {'matches':>9}")
    total_f = total_c = 0.0
    for key, typed, f, fc, c, cc in rows:
        if key == "Ctrl-U":
            print(f"{key:8} {'':10} {f * 1000:9.0f} {c * 1000:12.0f}")
            continue
        total_f += f
        total_c += c
        mark = "" if fc == cc else f"  (fzf shows {fc})"
        print(f"{key:8} {typed:10} {f * 1000:9.0f} {c * 1000:12.0f} {c / f if f > 0 else 0:7.2f} {cc:>9}{mark}")
    print(f"{'sum (keys, not Ctrl-U)':19} {total_f * 1000:9.0f} {total_c * 1000:12.0f} {total_c / total_f if total_f else 0:7.2f}")
    print(f"peak memory: fzf {peaks[0] // 1024} MB, carousel {peaks[1] // 1024} MB"
          f" ({peaks[1] / peaks[0] if peaks[0] else 0:.2f}x)")


if __name__ == "__main__":
    main()
