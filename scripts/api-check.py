#!/usr/bin/env python3
"""The library products' public API, checked against what the repository says it is.

From the modules `swift build` made (debug), with the toolchain's own tools:
  - swift-symbolgraph-extract: the public symbols, at most LIMIT of them, each with a `///`
    doc comment (one inherited from the protocol requirement it implements counts);
  - swift-api-digester -dump-sdk: the public API, compared with the baseline in
    api/public-api-linux.json; any difference fails, said as what was added and what removed.

    scripts/api-check.py            check (make test runs it)
    scripts/api-check.py --update   write the baseline again (make api-baseline): a deliberate change
"""
import json
import os
import platform
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["CarouselCore", "CarouselMatching", "CarouselKit", "CarouselTerminal"]
LIMIT = 250
# The dump names the system's C library and its modules: one baseline a system, Linux's checked.
SYSTEM = platform.system().lower()
BASELINE = os.path.join(ROOT, "api", f"public-api-{SYSTEM}.json")
SWIFT = os.environ.get("SWIFT", "swift")


def tool(name):
    """A tool of the toolchain that holds `swift`."""
    swift = subprocess.run(["sh", "-c", f"command -v {SWIFT}"], capture_output=True, text=True).stdout.strip()
    beside = os.path.join(os.path.dirname(os.path.realpath(swift)), name)
    return beside if os.path.exists(beside) else name


def search_paths(bin_dir):
    return ["-I", os.path.join(bin_dir, "Modules"), "-I", os.path.join(ROOT, "Sources", "CZlib"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(bin_dir, "CNcurses.build", "module.modulemap")]


def target():
    out = subprocess.run([SWIFT, "-print-target-info"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)["target"]["unversionedTriple"]


def symbols(bin_dir, triple):
    with tempfile.TemporaryDirectory() as out:
        for module in MODULES:
            subprocess.run([tool("swift-symbolgraph-extract"), "-module-name", module, "-target", triple,
                            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out]
                           + search_paths(bin_dir), check=True)
        found = []
        for name in sorted(os.listdir(out)):
            for s in json.load(open(os.path.join(out, name)))["symbols"]:
                found.append((".".join(s["pathComponents"]), s["kind"]["displayName"], bool(s.get("docComment"))))
        return found


def public_only(node):
    """The digester's dump without what is not public (a debug module lists its package and
    internal declarations too, marked isInternal)."""
    if isinstance(node, dict):
        return {k: public_only(v) for k, v in node.items() if k != "children"} | (
            {"children": [public_only(c) for c in node["children"] if not (isinstance(c, dict) and c.get("isInternal"))]}
            if "children" in node else {})
    return node


def api(bin_dir, triple):
    with tempfile.TemporaryDirectory() as out:
        path = os.path.join(out, "api.json")
        args = [tool("swift-api-digester"), "-dump-sdk", "-avoid-location", "-avoid-tool-args", "-abort-on-module-fail",
                "-target", triple, "-o", path] + search_paths(bin_dir)
        for module in MODULES:
            args += ["-module", module]
        subprocess.run(args, check=True)
        return public_only(json.load(open(path)))


def declarations(node, trail=()):
    """Every declaration of the dump as one line: its place and what it prints as."""
    lines = set()
    if isinstance(node, dict):
        here = trail
        if node.get("declKind") and node.get("kind") != "Import":
            here = trail + (node.get("printedName", ""),)
            lines.add(" / ".join(here) + "  [" + node.get("declKind", "") + "]")
        for child in node.get("children", []):
            lines |= declarations(child, here)
    return lines


def main():
    update = "--update" in sys.argv
    bin_dir = subprocess.run([SWIFT, "build", "--show-bin-path"], capture_output=True, text=True, cwd=ROOT,
                             check=True).stdout.strip()
    triple = target()
    failed = False

    found = symbols(bin_dir, triple)
    undocumented = [f"{name} ({kind})" for name, kind, documented in found if not documented]
    print(f"api-check: {len(found)} public symbols in {', '.join(MODULES)} (at most {LIMIT}); {len(undocumented)} undocumented")
    if len(found) > LIMIT:
        print(f"api-check: more than {LIMIT} public symbols: make what an embedder does not need package "
              "(scripts/public-api.txt, scripts/api-access.py)")
        failed = True
    for name in undocumented:
        print(f"api-check: undocumented public symbol: {name}")
        failed = True

    dumped = api(bin_dir, triple)
    if update:
        os.makedirs(os.path.dirname(BASELINE), exist_ok=True)
        with open(BASELINE, "w") as f:
            json.dump(dumped, f, indent=1, sort_keys=True)
            f.write("\n")
        print(f"api-check: baseline written: {os.path.relpath(BASELINE, ROOT)}")
    elif not os.path.exists(BASELINE) and SYSTEM != "linux":
        print(f"api-check: no baseline for {platform.system()} (api/ holds Linux's): the API is not compared here")
    elif not os.path.exists(BASELINE):
        print(f"api-check: no baseline ({os.path.relpath(BASELINE, ROOT)}): make api-baseline writes it")
        failed = True
    else:
        base = json.load(open(BASELINE))
        if base != dumped:
            was, now = declarations(base.get("ABIRoot", base)), declarations(dumped.get("ABIRoot", dumped))
            print(f"api-check: the public API differs from {os.path.relpath(BASELINE, ROOT)}; if that is meant, make api-baseline")
            for line in sorted(was - now):
                print("  - " + line)
            for line in sorted(now - was):
                print("  + " + line)
            if was == now:
                print("  (the same declarations, with other signatures, attributes or conformances: "
                      "diff the baseline with a fresh dump)")
            failed = True
    sys.exit(1 if failed else 0)


main()
