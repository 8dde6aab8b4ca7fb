"""Proves that the core target's folders and the package's targets only point down.

Folders: every folder of the core target (RouteComposer/ less the folders of the feature targets,
which the target's `exclude` lists) is type-checked, as its own step, with nothing in the module
but itself and the folders listed before it in .ci/layers.conf. A step that compiles has
no reference to a folder listed after it: the compiler, not a name search, decides. Each file is
a primary file in exactly one step, so the whole library is type-checked once; the files of the
lower folders are only parsed again. Because every folder may see only the folders before it,
one total order exists in which all references point back, so the folder graph has no cycle.
What this cannot see: a call in a lower folder that compiles without the folders above it but,
in the whole module, resolves to an overload declared above; the check passes the lower folder's
own meaning, which is the one it was written against.

Targets: `swift package dump-package` gives each target's dependencies; a target may depend only
on targets of a lower target layer. SwiftPM already refuses a cycle and an import of a target
that is not a dependency; the layers add the order in which targets may depend on each other.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys

# The target whose folders are layered, and the folder its files are in.
CORE_TARGET = "RouteComposerCore"
LIBRARY = "RouteComposer"


def read_config(path):
    """Returns (target layers, folder layers): lists of (name, [members]) in order, lowest first."""
    targets, folders = [], []
    for raw in open(path, encoding="utf-8"):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        kind, _, rest = line.partition(":")
        names = rest.split()
        if kind.strip() == "targets":
            targets.append(names)
        elif kind.strip().startswith("layer"):
            folders.append((kind.strip(), names))
        else:
            sys.exit(f"error: {path}: unknown line '{raw.rstrip()}'")
    return targets, folders


def check_targets(layers, package_json):
    rank = {name: index for index, names in enumerate(layers) for name in names}
    problems = []
    for target in json.loads(package_json)["targets"]:
        name = target["name"]
        if name not in rank:
            problems.append(f"target {name} is in no target layer of .ci/layers.conf")
            continue
        for dependency in target.get("dependencies", []):
            kind, values = next(iter(dependency.items()))
            used = values[0]
            if kind != "byName" and kind != "target":
                problems.append(f"target {name} depends on {kind} {used}: the package has no dependencies")
            elif used not in rank:
                problems.append(f"target {name} depends on {used}, which is in no target layer")
            elif rank[used] >= rank[name]:
                problems.append(f"target {name} (target layer {rank[name] + 1}) depends on {used} "
                                f"(target layer {rank[used] + 1}): targets may only depend on lower layers")
    return problems


def swift_files(folder):
    found = []
    for root, _, names in os.walk(folder):
        found += [os.path.join(root, name) for name in names if name.endswith(".swift")]
    return sorted(found)


def core_files(package_json):
    """The core target's Swift files: its folder, less the folders its `exclude` names."""
    target = next(t for t in json.loads(package_json)["targets"] if t["name"] == CORE_TARGET)
    root = target.get("path") or LIBRARY
    excluded = [os.path.join(root, name) for name in target.get("exclude", [])]
    return [path for path in swift_files(root)
            if not any(path == e or path.startswith(e + os.sep) for e in excluded)]


def folder_files(folder_layers, core):
    """Files of each listed folder, in config order; fails on a file no listed folder holds."""
    order, files = [], {}
    for layer, names in folder_layers:
        for name in names:
            order.append((layer, name))
            files[name] = [path for path in swift_files(os.path.join(LIBRARY, name)) if path in core]
            if not files[name]:
                sys.exit(f"error: .ci/layers.conf lists {LIBRARY}/{name}, which has no Swift file of {CORE_TARGET}")
    listed = [path for paths in files.values() for path in paths]
    twice = sorted({path for path in listed if listed.count(path) > 1})
    if twice:
        sys.exit("error: in two folders of .ci/layers.conf (one inside the other):\n  " + "\n  ".join(twice))
    stray = [path for path in core if path not in listed]
    if stray:
        sys.exit("error: in no folder of .ci/layers.conf, so in no layer:\n  " + "\n  ".join(stray))
    return order, files


def frontend_flags(flags):
    """The driver's own frontend command for FLAGS (macro plugin paths and the rest), less its input."""
    placeholder = "layers-placeholder.swift"
    shown = subprocess.run(["swiftc", "-typecheck", "-###"] + flags + [placeholder],
                           capture_output=True, text=True, check=True).stdout
    command = shlex.split(next(line for line in shown.splitlines() if " -frontend " in line))
    kept = []
    for argument in command[1:]:
        if argument == placeholder:
            if kept and kept[-1] == "-primary-file":
                kept.pop()
            continue
        kept.append(argument)
    return kept


def typecheck(primaries, context, frontend):
    command = ["swiftc"] + frontend
    for path in primaries:
        command += ["-primary-file", path]
    command += context
    done = subprocess.run(command, capture_output=True, text=True)
    return done.returncode, done.stderr


# Types anywhere, functions and values only at the top level: member names repeat too often.
DECLARATION = r"(?m)(?:\b(?:class|struct|enum|protocol|actor|typealias)|^(?:public |package )?(?:func|var|let))\s+`?{}\b"


def declared_in(name, paths):
    """The files among PATHS that declare NAME: only to name the folder in a message."""
    pattern = re.compile(DECLARATION.format(re.escape(name)))
    return [path for path in paths if pattern.search(open(path, encoding="utf-8").read())]


def explain(stderr, layer, folder, above, files):
    """Compiler errors of a failing step, each with the folder above that declares the name."""
    lines = []
    above_paths = [path for name in above for path in files[name]]
    for match in re.finditer(r"^(\S+\.swift):(\d+):\d+: error: (.*)$", stderr, re.M):
        path, line, message = match.groups()
        where = []
        for name in re.findall(r"'([A-Za-z_][A-Za-z0-9_]*)'", message):
            for declaring in declared_in(name, above_paths):
                owner = next(n for n in above if declaring in files[n])
                where.append(f"'{name}' is declared in {declaring}: folder {owner}, {above[owner]}")
        lines.append(f"{path}:{line}: folder {folder}, {layer}, refers to a folder after it: {message}")
        lines += [f"    {text}" for text in dict.fromkeys(where)]
    return lines or [stderr.strip()]


def check_folders(folder_layers, core, flags):
    order, files = folder_files(folder_layers, core)
    steps = []
    for index, (layer, name) in enumerate(order):
        context = [path for _, lower in order[:index] for path in files[lower]]
        above = {n: l for l, n in order[index + 1:]}
        steps.append((layer, name, files[name], context, above))
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda s: typecheck(s[2], s[3], flags), steps))
    problems = []
    for (layer, name, own, _, above), (status, stderr) in zip(steps, results):
        if status == 0:
            print(f"   {layer:<10} {name:<14} {len(own):>3} files: sees only the folders before it")
        else:
            problems += explain(stderr, layer, name, above, files)
    return problems


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("config", help="the layer map, .ci/layers.conf")
    arguments.add_argument("--package-json", required=True,
                           help="swift package dump-package output: the targets, and the core target's files")
    arguments.add_argument("-I", dest="search", action="append", default=[],
                           help="where the modules the library imports are (repeatable)")
    options = arguments.parse_args()
    target_layers, folder_layers = read_config(options.config)
    package_json = open(options.package_json, encoding="utf-8").read()
    problems = check_targets(target_layers, package_json)
    if problems:
        print("\n".join(f"error: {p}" for p in problems), file=sys.stderr)
        sys.exit(1)
    print(f"   targets: {' < '.join(' '.join(names) for names in target_layers)}")
    flags = ["-module-name", CORE_TARGET, "-package-name", "routecomposer", "-swift-version", "6",
             "-parse-as-library", "-D", "SWIFT_PACKAGE", "-D", "DEBUG"]
    for directory in options.search:
        flags += ["-I", directory]
    problems = check_folders(folder_layers, core_files(package_json), frontend_flags(flags))
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print("error: a folder refers to a folder after it in .ci/layers.conf (or does not compile): "
              "move the declaration down, or the reference up", file=sys.stderr)
        sys.exit(1)


main()
