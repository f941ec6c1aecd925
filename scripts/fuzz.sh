#!/usr/bin/env bash
# `make fuzz`: builds the input decoder's fuzz target (the package in Fuzz/, which uses the
# main package by path) with libFuzzer and AddressSanitizer, then runs it for a bounded
# time. The corpus it grows is kept in fuzz-corpus/ (git-ignored) and Fuzz/Seeds/ gives it
# a start; a crash leaves its input in .build/fuzz-artifacts/ and makes this script fail.
#
#   scripts/fuzz.sh                    # 60 s
#   FUZZ_SECONDS=600 scripts/fuzz.sh   # longer
#   scripts/fuzz.sh -jobs=2            # extra arguments go to libFuzzer
#   .build/fuzz/release/DecoderFuzzer .build/fuzz-artifacts/crash-...   # replay one input
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN=${FUZZ_SECONDS:-60}
SCRATCH=${FUZZ_BUILD:-.build/fuzz}
SWIFT=${SWIFT:-swift}

log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "fuzz: building Fuzz/ with -sanitize=fuzzer,address" >&2
if ! "$SWIFT" build --package-path Fuzz --scratch-path "$SCRATCH" -c release \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing >"$log" 2>&1; then
    grep -v "Cannot export local symbol" "$log" | tail -n 20 >&2
    if grep -qi "fuzzer" "$log"; then
        echo "fuzz: this Swift toolchain has no libFuzzer (Xcode's does not; swift.org toolchains for Linux do)" >&2
    fi
    exit 1
fi

mkdir -p fuzz-corpus .build/fuzz-artifacts
echo "fuzz: running DecoderFuzzer for ${SECONDS_TO_RUN} s (corpus in fuzz-corpus/)" >&2
"$SCRATCH/release/DecoderFuzzer" \
    -max_total_time="$SECONDS_TO_RUN" -max_len=1024 -timeout=10 -print_final_stats=1 \
    -artifact_prefix=.build/fuzz-artifacts/ \
    "$@" fuzz-corpus Fuzz/Seeds
