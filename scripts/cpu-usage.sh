#!/usr/bin/env bash
# The interactive carousel's CPU use, idle and while paging: runs BIN in a private tmux
# server (100x30), reads its CPU time from /proc/PID/stat over 5 s with no input, then over
# 5 s while Right (and Left, to stay clear of the last card) arrives every 200 ms.
# Prints one JSON object: {"idle_cpu_percent": .., "paging_cpu_percent": .., ...}.
set -euo pipefail
BIN=${1:?usage: scripts/cpu-usage.sh path/to/carousel}
SECONDS_EACH=${CPU_SECONDS:-5}
SOCKET=carousel-cpu-$$
command -v tmux >/dev/null || { echo "cpu-usage: tmux is needed" >&2; exit 69; }
[ -r /proc/self/stat ] || { echo "cpu-usage: /proc is needed (Linux)" >&2; exit 69; }

cleanup() { tmux -L "$SOCKET" kill-server 2>/dev/null || true; }
trap cleanup EXIT

tmux -L "$SOCKET" new-session -d -s bench -x 100 -y 30 "exec $(printf %q "$BIN")"
sleep 1.5
pane=$(tmux -L "$SOCKET" list-panes -t bench -F '#{pane_pid}')
pid=$pane
# The pane runs the program itself (exec), or a shell whose child it is.
if [ "$(cat /proc/"$pid"/comm 2>/dev/null)" != "carousel" ]; then
    pid=$(pgrep -P "$pane" | head -n 1)
fi
[ -n "$pid" ] && [ -r /proc/"$pid"/stat ] || { echo "cpu-usage: the carousel did not start" >&2; exit 1; }

ticks_per_second=$(getconf CLK_TCK)
# utime + stime, the 14th and 15th fields (counted after the command name's closing paren).
cpu_ticks() { sed 's/.*) //' /proc/"$pid"/stat | awk '{print $12 + $13}'; }
now() { date +%s.%N; }
# Times the process went to sleep waiting (poll): about one a frame while paging.
wakeups() { awk '/^voluntary_ctxt_switches/ {print $2}' /proc/"$pid"/status; }

t0=$(now); c0=$(cpu_ticks); w0=$(wakeups)
sleep "$SECONDS_EACH"
t1=$(now); c1=$(cpu_ticks); w1=$(wakeups)

presses=$((SECONDS_EACH * 5))
t2=$(now); c2=$(cpu_ticks); w2=$(wakeups)
for k in $(seq 1 "$presses"); do
    if [ $(( (k / 8) % 2 )) -eq 0 ]; then key=Right; else key=Left; fi
    tmux -L "$SOCKET" send-keys -t bench "$key"
    sleep 0.2
done
t3=$(now); c3=$(cpu_ticks); w3=$(wakeups)
screen=$(tmux -L "$SOCKET" capture-pane -t bench -p | head -n 1)
tmux -L "$SOCKET" send-keys -t bench q

python3 - "$t0" "$c0" "$t1" "$c1" "$t2" "$c2" "$t3" "$c3" "$ticks_per_second" "$presses" "$screen" "$w0" "$w1" "$w2" "$w3" <<'EOF'
import json, sys
t0, c0, t1, c1, t2, c2, t3, c3, hz = (float(x) for x in sys.argv[1:10])
presses, screen = int(sys.argv[10]), sys.argv[11]
w0, w1, w2, w3 = (int(x) for x in sys.argv[12:16])
idle = (c1 - c0) / hz / (t1 - t0) * 100
paging = (c3 - c2) / hz / (t3 - t2) * 100
print(json.dumps({
    "idle_cpu_percent": round(idle, 2), "idle_seconds": round(t1 - t0, 2),
    "paging_cpu_percent": round(paging, 2), "paging_seconds": round(t3 - t2, 2),
    "idle_wakeups_per_second": round((w1 - w0) / (t1 - t0), 1),
    "paging_wakeups_per_second": round((w3 - w2) / (t3 - t2), 1),
    "presses": presses, "tick_seconds": 1 / hz, "status_line": screen.strip(),
}))
EOF
