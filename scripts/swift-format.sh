#!/bin/sh
# The house style, as .swift-format at the top describes it, over every Swift file of the
# package and its examples, with the toolchain's own swift-format (`swift format`):
#   scripts/swift-format.sh lint     says what is out of style; any finding fails (make lint,
#                                    and make test before it builds)
#   scripts/swift-format.sh format   rewrites the files in the style, in place (make format)
# Formatting twice changes nothing the second time, so a tree `make format` wrote passes the lint.
cd "$(dirname "$0")/.." || exit 2
SWIFT=${SWIFT:-swift}
paths="Sources Tests Examples Package.swift"
$SWIFT format --version >/dev/null 2>&1 || {
    echo "swift-format.sh: '$SWIFT format' is missing: a Swift 6 toolchain from swift.org has it" >&2
    exit 2
}
case ${1:-lint} in
lint)
    # shellcheck disable=SC2086 # the paths are words
    $SWIFT format lint --strict --recursive --parallel --configuration .swift-format $paths || {
        echo "make: the lines above are out of the house style (.swift-format): 'make format' rewrites them" >&2
        exit 1
    }
    ;;
format)
    # shellcheck disable=SC2086
    exec $SWIFT format format --in-place --recursive --parallel --configuration .swift-format $paths
    ;;
*)
    echo "usage: scripts/swift-format.sh [lint|format]" >&2
    exit 2
    ;;
esac
