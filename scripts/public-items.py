#!/usr/bin/env python3
"""Counts (and with --list, names) the public items of a crate, from the
JSON that rustdoc writes on a nightly toolchain:

    cargo +nightly rustdoc -p reversi-engine --lib -- \\
        -Zunstable-options --output-format json
    scripts/public-items.py target/doc/reversi_engine.json [--list]

An item is anything a user of the crate can name: a module, type, trait,
function, method, constant, static, associated constant or public field,
reachable from the crate root (rustdoc leaves out the rest). Re-exports
(`pub use`) are not counted again: the item is counted where it is
defined. Trait implementations and enum variants are not counted. With
`CARGO_TARGET_DIR` set, the JSON is under that folder's `doc/`. Standard
library only.
"""

import collections
import json
import sys


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    with open(args[0], encoding="utf-8") as f:
        doc = json.load(f)
    index, paths = doc["index"], doc["paths"]
    # Methods, associated constants and fields have no path of their own:
    # name them after their type.
    parent = {}
    for item_id, item in index.items():
        inner = item["inner"]
        if "impl" in inner and inner["impl"].get("trait") is None:
            target = inner["impl"]["for"].get("resolved_path", {}).get("id")
            for child in inner["impl"]["items"]:
                parent[str(child)] = target
        if "struct" in inner:
            shape = inner["struct"]["kind"]
            fields = []
            if isinstance(shape, dict) and "plain" in shape:
                fields = shape["plain"]["fields"]
            elif isinstance(shape, dict) and "tuple" in shape:
                fields = [f for f in shape["tuple"] if f is not None]
            for field in fields:
                parent[str(field)] = item_id

    def name(item_id: str) -> str:
        if item_id in paths:
            return "::".join(paths[item_id]["path"])
        owner = parent.get(item_id)
        own = index[item_id]["name"] or "?"
        if owner is not None and str(owner) in paths:
            return "::".join(paths[str(owner)]["path"]) + "::" + own
        return "?::" + own

    counts = collections.Counter()
    listed = []
    for item_id, item in index.items():
        if item["crate_id"] != 0 or item["visibility"] != "public":
            continue
        kind = next(iter(item["inner"]))
        if kind == "use":
            continue
        counts[kind] += 1
        listed.append((name(item_id), kind))
    if "--list" in sys.argv:
        for path, kind in sorted(listed):
            print(f"{kind:12} {path}")
    summary = ", ".join(f"{count} {kind}" for kind, count in counts.most_common())
    print(f"{sum(counts.values())} public items ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
