"""Prints the library's targets in dependency order, one line each: the name, then its Swift files.

Usage: python3 .ci/layers/library_targets.py PACKAGE_JSON   (`swift package dump-package` output)

The library is what the `RouteComposer` product needs, less HeadlessUIKit and URLRouting, which
the scripts that use this (.ci/check-platform-shapes) build on their own terms. A target's files
are those under its path less the folders and files its `exclude` names, as SwiftPM takes them.
"""
import json
import os
import sys

OUTSIDE = {"HeadlessUIKit", "URLRouting"}


def sources(target):
    folder = target.get("path") or os.path.join("Sources", target["name"])
    excluded = [os.path.join(folder, name) for name in target.get("exclude", [])]
    found = []
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            if name.endswith(".swift") and not any(path == e or path.startswith(e + os.sep) for e in excluded):
                found.append(path)
    return sorted(found)


def main():
    package = json.load(open(sys.argv[1], encoding="utf-8"))
    targets = {target["name"]: target for target in package["targets"]}
    product = next(p for p in package["products"] if p["name"] == "RouteComposer")
    order, seen = [], set()

    def visit(name):
        if name in seen or name in OUTSIDE:
            return
        seen.add(name)
        for dependency in targets[name].get("dependencies", []):
            visit(next(iter(dependency.values()))[0])
        order.append(name)

    for name in product["targets"]:
        visit(name)
    for name in order:
        print(" ".join([name] + sources(targets[name])))


main()
