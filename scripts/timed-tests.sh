#!/bin/sh
# Prints the filter of the end-to-end tests marked `.gestureTiming` (a suite's name, or a
# suite's name and a test's function), as `swift test --filter` and `--skip` take it:
#   CarouselEndToEndTests\.(GestureTimingTests|MouseTests/hardFlickNearest\(|...)
# The trait may sit on any line of a multi-line @Suite or @Test attribute; comments and
# test names that merely mention it do not count.
cd "$(dirname "$0")/.." || exit 1
awk '
  /^[[:space:]]*\/\// { next }
  /@Suite/ { kind = "suite"; pending = "" }
  /@Test/  { kind = "test"; pending = "" }
  /(^|[(,])[[:space:]]*\.gestureTiming[[:space:]]*[,)]/ { pending = kind }
  match($0, /^(final +)?(struct|class|enum) +[A-Za-z0-9_]+/) {
    name = substr($0, RSTART, RLENGTH); sub(/.* /, "", name); suite = name
    if (pending == "suite") { found = found sep suite; sep = "|" }
    pending = ""
    next
  }
  match($0, /func +[A-Za-z0-9_]+/) {
    if (pending == "test") {
      name = substr($0, RSTART, RLENGTH); sub(/.* /, "", name)
      found = found sep suite "/" name "\\("; sep = "|"
    }
    pending = ""
  }
  END { if (found == "") exit 1; printf "CarouselEndToEndTests\\.(%s)\n", found }
' Tests/CarouselEndToEndTests/*.swift
