#!/usr/bin/env python3
"""The libraries' public surface, kept to the declarations scripts/public-api.txt names.

Every `public` (or `open`) declaration of the library products' sources that the list does not
name becomes `package`: the programs and the tests, in this package, still see it; a package
depending on Carousel does not. The non-product targets (the command line, the test and bench
support, the platform shim) are the package's alone: all theirs becomes `package`.

Run it after merging: it only narrows, and running it twice changes nothing.

    scripts/api-access.py          rewrite the sources
    scripts/api-access.py --list   print every public declaration by its qualified name
    scripts/api-access.py --check  exit 1 when a rewrite is due (what it would change)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRODUCTS = ["Sources/CarouselCore", "Sources/CarouselMatching", "Sources/CarouselKit", "Sources/CarouselTerminal"]
PACKAGE_ONLY = ["Sources/CarouselPlatform", "Sources/CarouselCommandLine", "Sources/CarouselBenchSupport",
                "Tests/CarouselTestSupport"]
KEEP_FILE = os.path.join(ROOT, "scripts", "public-api.txt")

ACCESS = r"(?:public|open|package|internal|fileprivate|private)(?:\((?:set)\))?"
OTHER = r"(?:static|class|final|override|mutating|nonmutating|convenience|required|indirect|lazy|weak|unowned|dynamic|nonisolated(?:\(unsafe\))?|prefix|postfix|infix)"
ATTRS = r"(?:@\w+(?:\([^()]*\))?\s+)*"
DECL = r"(func|var|let|init|subscript|struct|class|enum|protocol|extension|typealias|actor|case|deinit)\b"
LINE = re.compile(r"^(\s*)(" + ATTRS + r")((?:(?:" + ACCESS + r"|" + OTHER + r")\s+)*)" + DECL + r"(.*)$")
TYPE_DECL = {"struct", "class", "enum", "protocol", "extension", "actor"}


def decl_name(keyword, rest):
    if keyword in ("init", "subscript", "deinit"):
        return keyword
    m = re.match(r"\s*(`?[\w.]+`?|[^\s(<]+)", rest)
    return m.group(1).strip("`") if m else "?"


def labels(lines, n, rest):
    """`(a:b:)`: the argument labels of the function or initializer declared at line n."""
    text = code_only(rest, {"block": False, "multi": False})
    k = n
    while text.count("(") == 0 and k + 1 < len(lines) and "{" not in text:
        k += 1
        text += code_only(lines[k], {"block": False, "multi": False})
    start = text.find("(")
    if start < 0:
        return "()"
    depth, i, params = 0, start, ""
    while True:
        while i < len(text):
            c = text[i]
            depth += c in "([<"
            depth -= c in ")]>" and not (c == ">" and text[i - 1] == "-")
            params += c
            i += 1
            if depth == 0:
                break
        if depth == 0 or k + 1 >= len(lines):
            break
        k += 1
        text += " " + code_only(lines[k].strip(), {"block": False, "multi": False})
    inner, parts, depth, part = params[1:-1], [], 0, ""
    for i, c in enumerate(inner):
        if c == "," and depth == 0:
            parts.append(part)
            part = ""
            continue
        depth += c in "([<"
        depth -= c in ")]>" and not (c == ">" and inner[i - 1] == "-")
        part += c
    if part.strip():
        parts.append(part)
    names = []
    for p in parts:
        head = re.sub(r"@\w+\s*", "", p.split(":", 1)[0]).split()
        names.append((head[0] if head else "_") + ":")
    return "(" + "".join(names) + ")"


def code_only(line, state):
    """The line without strings and comments (braces counted from it); state carries a
    multi-line string or block comment across lines."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if state["multi"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multi"] = False
            i = end + 3
            continue
        c = line[i]
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if line.startswith('"""', i) or line.startswith('#"""', i):
            state["multi"] = True
            i += 3 if c == '"' else 4
            continue
        if c == '"' or line.startswith('#"', i):
            raw = c == "#"
            i += 2 if raw else 1
            depth = 0
            while i < len(line):
                if not raw and line[i] == "\\" and line.startswith("\\(", i):
                    depth += 1
                    i += 2
                    continue
                if not raw and line[i] == "\\":
                    i += 2
                    continue
                if depth and line[i] == ")":
                    depth -= 1
                elif depth and line[i] == "(":
                    depth += 1
                elif line[i] == '"' and not depth:
                    i += 1
                    if raw and i < len(line) and line[i] == "#":
                        i += 1
                    break
                i += 1
            out.append('""')
            continue
        out.append(c)
        i += 1
    return "".join(out)


def scan(path):
    """Each declaration line: (index, match, qualified name, in a public extension's scope)."""
    lines = open(path).read().split("\n")
    state = {"block": False, "multi": False}
    stack = []          # (qualified name, brace depth inside it, extension access or None)
    depth = 0
    found = []
    for n, line in enumerate(lines):
        in_string = state["multi"] or state["block"]
        code = code_only(line, state)
        m = None if in_string else LINE.match(line)
        if m:
            keyword = m.group(4)
            name = decl_name(keyword, m.group(5))
            context = stack[-1][0] if stack and stack[-1][1] == depth else None
            ext = stack[-1][2] if stack and stack[-1][1] == depth else None
            if keyword == "extension":
                qualified = re.sub(r"<.*", "", name)
            else:
                qualified = (context + "." if context else "") + re.sub(r"<.*", "", name)
            if keyword in ("func", "init", "subscript"):
                generic = re.match(r"\s*[^\s(]*", m.group(5)).group(0) if keyword == "func" else ""
                qualified = (qualified, qualified + labels(lines, n, m.group(5)[len(generic):]))
            else:
                qualified = (qualified, qualified)
            found.append((n, m, qualified, ext))
            if keyword in TYPE_DECL and "{" in code:
                access = re.search(r"\b(public|package)\b", m.group(3))
                stack.append((qualified[0], depth + 1, (access.group(1), n) if keyword == "extension" and access else None))
        for c in code:
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                while stack and stack[-1][1] > depth:
                    stack.pop()
    if depth != 0:
        sys.exit(f"api-access: {path}: braces do not balance ({depth}); the scan cannot trust it")
    return lines, found


def rewrite(path, keep, everything_package, listing):
    lines, found = scan(path)
    changed = False
    for n, m, q, ext in found:
        modifiers = m.group(3)
        explicit = re.search(r"\b(public|open)\b", modifiers)
        public_here = explicit or (ext is not None and ext[0] == "public" and not re.search(r"\b(package|internal|fileprivate|private)\b(?!\()", modifiers))
        if not public_here or m.group(4) == "case":
            continue
        if listing is not None:
            listing.append(q[1])
            continue
        if m.group(4) == "extension":
            continue      # decided below, from its members
        wanted = not everything_package and kept(q, keep)
        if explicit and not wanted:
            new = re.sub(r"\bpublic package\(set\)\s+", "package ", modifiers)
            new = re.sub(r"\b(public|open)\b", "package", new)
            lines[n] = m.group(1) + m.group(2) + new + m.group(4) + m.group(5)
            changed = True
    if listing is not None:
        return False
    # A `public extension`: public members say so themselves, the rest become package.
    for n, m, q, ext in found:
        if m.group(4) != "extension" or not re.search(r"\bpublic\b", m.group(3)):
            continue
        inner = [(k, mm, q2) for k, mm, q2, e in found if e == ("public", n)]
        wanted = [not everything_package and kept(q2, keep) for _, _, q2 in inner]
        if not any(wanted):
            lines[n] = m.group(1) + m.group(2) + re.sub(r"\bpublic\b", "package", m.group(3)) + m.group(4) + m.group(5)
        else:
            lines[n] = m.group(1) + m.group(2) + re.sub(r"\bpublic\s+", "", m.group(3)) + m.group(4) + m.group(5)
            for (k, mm, q2), w in zip(inner, wanted):
                if re.search(r"\b(package|internal|fileprivate|private)\b(?!\()", mm.group(3)):
                    continue
                lines[k] = mm.group(1) + mm.group(2) + ("public " if w else "package ") + mm.group(3) + mm.group(4) + mm.group(5)
        changed = True
    if changed:
        open(path, "w").write("\n".join(lines))
    return changed


# What a standard protocol asks of a public type must be as public as the type.
WITNESSES = {"description", "debugDescription", "hash(into:)", "==(_:_:)", "<(_:_:)", "rawValue", "init(rawValue:)",
             "allCases", "encode(to:)", "init(from:)", "errorDescription"}


def kept(q, keep):
    if q[0] in keep or q[1] in keep:
        return True
    parent, _, member = q[1].rpartition(".")
    return parent in keep and member in WITNESSES


def swift_files(folder):
    for base, _, names in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(base, name)


def main():
    keep = set()
    for line in open(KEEP_FILE):
        line = line.split("#", 1)[0].strip()
        if line:
            keep.add(line)
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "--list":
        listing = []
        for folder in PRODUCTS:
            for path in swift_files(folder):
                rewrite(path, keep, False, listing)
        print("\n".join(listing))
        return
    due = []
    for folders, everything in ((PRODUCTS, False), (PACKAGE_ONLY, True)):
        for folder in folders:
            for path in swift_files(folder):
                before = open(path).read()
                if rewrite(path, keep, everything, None):
                    due.append(os.path.relpath(path, ROOT))
                    if mode == "--check":
                        open(path, "w").write(before)
    if due:
        print(("api-access: due in " if mode == "--check" else "api-access: rewrote ") + ", ".join(due))
        if mode == "--check":
            sys.exit(1)


main()
