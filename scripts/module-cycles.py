#!/usr/bin/env python3
"""Fails if the modules of a Rust crate depend on each other in a cycle.

    scripts/module-cycles.py SRC_DIR [SRC_DIR ...]

SRC_DIR is a crate's source folder (the one holding lib.rs or main.rs).
Every .rs file under it is a module (`a/mod.rs` is `a`, `a/b.rs` is
`a::b`); an edge A -> B is a path to B written in A: `crate::b::…`,
`super::…`, `self::…`, including grouped `use crate::{b, c::d}`. A path to
an item that a module re-exports (`pub use child::Item;`) leads to the
child that defines it. A module and its own ancestors are not edges (the
`mod.rs` that declares a child is a table of contents, not a dependency).
Lines in `#[cfg(test)]` modules are skipped: tests may use anything.
Prints each cycle found and exits 1; prints the edge count and exits 0
otherwise. Standard library only.
"""

import re
import sys
from pathlib import Path

PATH = re.compile(r"\b(crate|super|self)((?:::(?:\w+|\{[^;]*?\}))+)", re.S)


def module_of(src: Path, file: Path) -> tuple:
    parts = list(file.relative_to(src).with_suffix("").parts)
    if parts[-1] == "mod" or (len(parts) == 1 and parts[0] in ("lib", "main")):
        parts = parts[:-1]
    return tuple(parts)


def strip_tests(text: str) -> str:
    """Drops `#[cfg(test)] mod … { … }` blocks and comments."""
    text = re.sub(r"//[^\n]*", "", text)
    out, i = [], 0
    while True:
        m = re.search(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*\{", text[i:])
        if not m:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i : i + m.start()])
        depth, j = 1, i + m.end()
        while depth and j < len(text):
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        i = j


def expand(tail: str) -> list:
    """`::a::{b, c::d}` -> [[a, b], [a, c, d]] (one level of braces is enough here)."""
    tail = tail.lstrip(":")
    m = re.match(r"((?:\w+::)*)\{(.*)\}$", tail, re.S)
    if not m:
        return [[p for p in tail.split("::") if p]]
    prefix = [p for p in m.group(1).split("::") if p]
    paths = []
    for piece in re.split(r",(?![^{]*\})", m.group(2)):
        piece = re.sub(r"\s+as\s+\w+", "", piece.strip())
        if piece:
            for sub in expand("::" + piece):
                paths.append(prefix + sub)
    return paths


def main(src_dir: str) -> int:
    src = Path(src_dir)
    files = {module_of(src, f): f for f in src.rglob("*.rs") if f.parent.name != "bin"}
    modules = set(files)
    texts = {m: strip_tests(f.read_text()) for m, f in files.items()}
    # Re-exports: (module, name) -> the child module it comes from.
    reexports = {}
    for mod, text in texts.items():
        for m in re.finditer(r"pub\s+use\s+(\w+)::([^;]+);", text):
            child = mod + (m.group(1),)
            if child in modules:
                for path in expand("::" + m.group(2)):
                    name = path[-1] if path else ""
                    reexports[(mod, name)] = child
    edges = {m: set() for m in modules}
    for mod, text in texts.items():
        here = mod if files[mod].name in ("mod.rs", "lib.rs", "main.rs") else mod
        for m in PATH.finditer(text):
            root, tail = m.group(1), m.group(2)
            base = () if root == "crate" else (here[:-1] if root == "super" else here)
            for path in expand(tail):
                full = base + tuple(path)
                # The longest prefix that is a module, then through re-exports.
                target = max((full[:k] for k in range(len(full) + 1) if full[:k] in modules), key=len)
                rest = full[len(target) :]
                while rest and (target, rest[0]) in reexports:
                    target = reexports[(target, rest[0])]
                    rest = rest[1:]
                related = target == mod or mod[: len(target)] == target or target[: len(mod)] == mod
                if not related:
                    edges[mod].add(target)
    cycles = find_cycles(edges)
    name = lambda m: "::".join(m) or "crate"
    for component, cycle in cycles:
        members = ", ".join(sorted(name(m) for m in component))
        print(f"{src_dir}: cycle among {{{members}}}: " + " -> ".join(name(m) for m in cycle + [cycle[0]]))
    if not cycles:
        count = sum(len(v) for v in edges.values())
        print(f"{src_dir}: {len(modules)} modules, {count} edges, no cycles")
    return 1 if cycles else 0


def find_cycles(edges: dict) -> list:
    """One cycle per strongly connected component with more than one module."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append((component, path_through(edges, set(component))))

    sys.setrecursionlimit(10000)
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def path_through(edges: dict, component: set) -> list:
    """A cycle inside `component`, for the message."""
    start = min(component)
    path, seen = [start], {start}
    while True:
        nxt = min(w for w in edges[path[-1]] if w in component)
        if nxt in seen:
            return path[path.index(nxt) :]
        path.append(nxt)
        seen.add(nxt)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(max(main(d) for d in sys.argv[1:]))
