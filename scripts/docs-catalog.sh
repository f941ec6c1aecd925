#!/bin/sh
# The libraries' documentation, built by the toolchain's docc from the symbol graphs of the
# modules `swift build` made and the catalogs beside their sources (Sources/*/*.docc), into
# .build/docs/<Module>.doccarchive. A warning fails it (a broken link, an unknown symbol).
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
bin=$($SWIFT build --show-bin-path)
triple=$($SWIFT -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
tools=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")
docc=$tools/docc; [ -x "$docc" ] || docc=docc
extract=$tools/swift-symbolgraph-extract; [ -x "$extract" ] || extract=swift-symbolgraph-extract
mkdir -p .build/docs
for module in CarouselCore CarouselKit CarouselTerminal; do
    graphs=.build/symbol-graphs/$module
    rm -rf "$graphs" && mkdir -p "$graphs"
    "$extract" -module-name "$module" -target "$triple" -minimum-access-level public -skip-synthesized-members \
        -I "$bin/Modules" -I Sources/CZlib -Xcc "-fmodule-map-file=$bin/CNcurses.build/module.modulemap" \
        -output-dir "$graphs"
    "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "carousel.$module" \
        --output-path ".build/docs/$module.doccarchive" --warnings-as-errors
done
echo "docs: .build/docs/CarouselCore.doccarchive, .build/docs/CarouselKit.doccarchive, .build/docs/CarouselTerminal.doccarchive"
