#!/bin/sh
# make test's three passes, once `swift build --build-tests` has built everything:
#   - the unit tests of CarouselKit and the end-to-end tests of `carousel-bench`, beside
#     everything else, at the idle scheduling policy: they need about 115 CPU-seconds and
#     nothing of the clock (the unit tests' time is simulated, a bench's checks are of
#     screens and bytes), and run on what the other passes leave (the timing pass leaves
#     most of both cores);
#   - every other test side by side (the terminal layer's tests have real processes and
#     real deadlines);
#   - the end-to-end tests of gesture timing (the filter is $1), one at a time, with
#     nothing else of ours at ordinary priority.
# The unit tests run from the test binary itself, as `swift test` runs it: SwiftPM lets one
# `swift test` at a time use the build directory. Exits 1 when any pass failed.
timed=$1
[ -n "$timed" ] || { echo "test-passes.sh: no filter of the timed tests" >&2; exit 2; }
cd "$(dirname "$0")/.." || exit 2
SWIFT=${SWIFT:-swift}
bin=$($SWIFT build --show-bin-path) || exit 2
export CAROUSEL_BIN="$bin/carousel"
tests="$bin/CarouselPackageTests.xctest"
unit_log=$(mktemp "${TMPDIR:-/tmp}/carousel-unit-tests.XXXXXX") || exit 2
trap 'rm -f "$unit_log"' EXIT
trap 'exit 130' INT TERM
status=0
cpu_only='CarouselKitTests|CarouselEndToEndTests\.Bench'

unit=""
if [ -f "$tests" ] && [ -x "$tests" ]; then
  # SCHED_IDLE where chrt has it, else the lowest nice.
  idle="chrt --idle 0"
  $idle true 2>/dev/null || idle="nice -n 19"
  echo "make: the unit and bench tests, in the background at idle priority (their output follows the others')"
  NO_COLOR=1 $idle "$tests" --testing-library swift-testing --filter "$cpu_only" >"$unit_log" 2>&1 &
  unit=$!
else
  # A test bundle that is not an executable (not Linux): the unit tests as `swift test` runs them.
  $SWIFT test --skip-build --filter "$cpu_only" || status=1
fi

echo "make: the other tests, side by side"
CAROUSEL_TEST_PASS=parallel $SWIFT test --skip-build --skip "$cpu_only" --skip "$timed" || status=1
echo "make: the tests of gesture timing, one at a time"
$SWIFT test --skip-build --no-parallel --filter "$timed" || status=1

# A process and all its descendants.
family() {
  ps -e -o pid=,ppid= | awk -v root="$1" '{ parent[$1] = $2 }
    END { for (p in parent) { q = p; while (q in parent && q != root) q = parent[q]; if (q == root) print p } }'
}

if [ -n "$unit" ]; then
  # Whatever is left of them now runs at ordinary priority: every thread of the tests and of
  # the programs they started (a bench under way).
  if kill -0 "$unit" 2>/dev/null; then
    echo "make: waiting for the unit and bench tests"
    for pid in $(family "$unit"); do
      chrt --all-tasks --other --pid 0 "$pid" 2>/dev/null || renice -n 0 -p $(ls /proc/"$pid"/task 2>/dev/null) >/dev/null 2>&1
    done
  fi
  wait "$unit" || status=1
  echo "make: the unit and bench tests"
  cat "$unit_log"
fi
exit $status
