#!/usr/bin/env bash
# Instructions per router navigation (the timed router closure, inclusive) for the cases whose
# name contains TEXT, counted by callgrind: steady under machine load, unlike the timings, so A/B
# comparisons of the router can be made while other work runs. Warm-up rounds are included, so
# use enough rounds (30 or more) for the first-call costs to average out.
#
#   Benchmarks/Routing/callgrind.sh "(a) push" [rounds]
#
# Builds without the allocation counter (valgrind brings its own allocator) into a scratch
# directory of its own, strips the debug information valgrind 3.19 cannot read, and prints, for
# each matching case's router closure, its inclusive instructions per call.
set -euo pipefail
cd "$(dirname "$0")"
only="${1:?usage: callgrind.sh CASE-TEXT [rounds]}"
rounds="${2:-30}"
scratch="${ROUTING_PROFILE_SCRATCH:-.build-callgrind}"
swift build -c release -Xcc -DROUTING_WITHOUT_MALLOC_COUNTER --scratch-path "$scratch" >/dev/null
binary="$(mktemp)"
out="$scratch/callgrind.out"
trap 'rm -f "$binary"' EXIT
objcopy --strip-debug "$scratch/release/Routing" "$binary"
valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" --rounds "$rounds" --only "$only" >/dev/null 2>&1
callgrind_annotate --inclusive=yes --tree=caller "$out" 2>/dev/null | python3 -c '
import re, subprocess, sys
lines = sys.stdin.read().splitlines()
rows = []
for i, line in enumerate(lines):
    m = re.match(r"\s*([\d,]+) .*\*  \?\?\?:(\$s7Routing5CasesO\S+) ", line)
    if not m or "DefaultRouter" not in m.group(2) or not re.search(r"U\d*_(\d+\$s\S*_n)?$", m.group(2)):
        continue
    calls = 0
    j = i - 1
    while j >= 0 and lines[j].lstrip().startswith(tuple("0123456789")) and " < " in lines[j]:
        c = re.search(r"\((\d[\d,]*)x\)", lines[j])
        calls += int(c.group(1).replace(",", "")) if c else 0
        j -= 1
    total = int(m.group(1).replace(",", ""))
    rows.append((m.group(2), total, calls))
names = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(r[0] for r in rows),
                       capture_output=True, text=True).stdout.splitlines()
for (symbol, total, calls), name in zip(rows, names):
    if calls:
        print(f"{total // calls:>12,} instructions per call, {calls:>5} calls  {name[:110]}")
'
