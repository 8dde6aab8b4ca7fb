#!/usr/bin/env bash
# Instructions per router navigation (the timed router closure, inclusive) for the cases whose
# name contains TEXT, counted by callgrind: steady under machine load, unlike the timings, so A/B
# comparisons of the router can be made while other work runs.
#
#   Benchmarks/Routing/callgrind.sh "(a) push" [rounds]
#
# Builds without the allocation counter (valgrind brings its own allocator) into a scratch
# directory of its own, strips the debug information valgrind 3.19 cannot read, and runs the
# cases twice, with `rounds` and with twice as many. For each matching case's router closure and
# hand-written closure it prints the instructions per call of the longer run and the marginal
# cost of the extra calls:
# the steady state, without the first calls' one-time costs (metadata, conformance caches,
# static destinations), which the per-call figure still spreads over the rounds.
set -euo pipefail
cd "$(dirname "$0")"
only="${1:?usage: callgrind.sh CASE-TEXT [rounds]}"
rounds="${2:-30}"
. ./profiling-binary.sh
binary="$(mktemp)"
trap 'rm -f "$binary"' EXIT
build_profiling_binary "$binary"
out="$scratch/callgrind.out"
count() {
    valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" --rounds "$1" --only "$only" >/dev/null 2>&1
    callgrind_annotate --inclusive=yes --tree=caller --threshold=100 "$out" 2>/dev/null | python3 -c '
import re, sys
lines = sys.stdin.read().splitlines()
for i, line in enumerate(lines):
    m = re.match(r"\s*([\d,]+) .*\*  \?\?\?:(\$s7Routing5CasesO\S+) ", line)
    # The router closure takes the router; the hand-written one takes the window and, unlike the
    # preparation, is not async (no `Ya` in its mangled type).
    if not m or not re.search(r"U\d*_(\d+\$s\S*_n)?$", m.group(2)):
        continue
    if "DefaultRouter" not in m.group(2) and "8UIWindowCYbScMYcc" not in m.group(2):
        continue
    calls = 0
    j = i - 1
    while j >= 0 and lines[j].lstrip().startswith(tuple("0123456789")) and " < " in lines[j]:
        c = re.search(r"\((\d[\d,]*)x\)", lines[j])
        calls += int(c.group(1).replace(",", "")) if c else 0
        j -= 1
    print(m.group(2), int(m.group(1).replace(",", "")), calls)
'
}
short="$(count "$rounds")"
long="$(count "$((rounds * 2))")"
python3 - "$short" "$long" <<'PY'
import subprocess, sys
parse = lambda text: {s: (int(t), int(c)) for s, t, c in (line.split() for line in text.splitlines() if line.strip())}
short, long = parse(sys.argv[1]), parse(sys.argv[2])
symbols = [s for s in long if long[s][1]]
names = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(symbols),
                       capture_output=True, text=True).stdout.splitlines()
for symbol, name in zip(symbols, names):
    total, calls = long[symbol]
    steady = ""
    if symbol in short and calls > short[symbol][1]:
        steady = f"{(total - short[symbol][0]) // (calls - short[symbol][1]):>10,} steady"
    side = "router " if "DefaultRouter" in symbol else "by hand"
    print(f"{side} {total // calls:>10,} per call, {calls:>5} calls {steady}  {name[:90]}")
PY
