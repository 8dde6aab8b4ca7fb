#!/usr/bin/env bash
# Where the instructions of one router navigation go, for one case, counted by callgrind:
#
#   Benchmarks/Routing/breakdown.sh "=(a) push into a tab" [rounds]
#
# The router's closure of the case is collected alone (--toggle-collect), at `rounds` and at
# twice as many rounds; the difference, divided by the extra navigations, is the steady cost
# without one-time costs (metadata, conformance caches, static destinations). It is split into
# parts that do not contain one another:
#
# - UIKit's work the router asks for: the layout passes it runs before it returns (so that success
#   means "on screen"), and the container and presentation changes themselves (a push, a tab
#   selection, a dismissal...), the part the hand-written code also makes;
# - planning: the finders and the preparation of every step, before anything changes;
# - the rollback journal's records; the destination check (its layout pass is counted above);
# - the rest: the run itself (queue, call outs, waits, deadlines, tracking, completions).
#
# BREAKDOWN_TOP=N also lists the N functions of largest steady inclusive cost. Needs valgrind.
# Builds like callgrind.sh, into the same scratch directory.
set -euo pipefail
cd "$(dirname "$0")"
only="${1:?usage: breakdown.sh =CASE-NAME [rounds]}"
rounds="${2:-100}"
. ./profiling-binary.sh
binary="$(mktemp)"
work="$(mktemp -d)"
trap 'rm -rf "$binary" "$work"' EXIT
build_profiling_binary "$binary"

# The router closure's symbol, found as callgrind.sh finds it, in a short run.
valgrind --tool=callgrind --callgrind-out-file="$work/find.out" "$binary" --rounds 2 --only "$only" >/dev/null 2>&1
symbol=$(callgrind_annotate --inclusive=yes --threshold=100 "$work/find.out" 2>/dev/null | python3 -c '
import re, sys
found = []
for line in sys.stdin:  # read to the end: closing the pipe early would fail the pipeline
    m = re.match(r"\s*[\d,]+ .*\?\?\?:(\$s7Routing5CasesO\S+) ", line)
    if m and "DefaultRouter" in m.group(1) and re.search(r"U\d*_(\d+\$s\S*_n)?$", m.group(1)):
        found.append(m.group(1))
print(found[0] if found else "")
')
[ -n "$symbol" ] || { echo "no router closure found for $only" >&2; exit 1; }

profile() {  # $1: rounds, $2: output name; prints the demangled inclusive table
    valgrind --tool=callgrind --callgrind-out-file="$work/$2.out" --toggle-collect="$symbol" \
        "$binary" --rounds "$1" --only "$only" >/dev/null 2>&1
    callgrind_annotate --inclusive=yes --threshold=100 "$work/$2.out" 2>/dev/null \
        | swift demangle --simplified --compact > "$work/$2.txt"
}
profile "$rounds" short
profile "$((rounds * 2))" long
python3 - "$work/short.txt" "$work/long.txt" "$work/short.out" "$work/long.out" "$only" "${BREAKDOWN_TOP:-}" <<'PY'
import re, sys

def totals(path):
    table = {}
    for line in open(path):
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+PROGRAM TOTALS", line)
        if m:
            table[None] = int(m.group(1).replace(",", ""))
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+\S*?:(.*) \[", line)
        if m:
            table.setdefault(m.group(2), int(m.group(1).replace(",", "")))
    return table

def navigations(raw):
    # calls= lines into the queue's submit, from the raw profile.
    count, target = 0, False
    names = {}
    for line in open(raw):
        m = re.match(r"c?fn=\((\d+)\)( (.*))?", line)
        if m and m.group(3):
            names[m.group(1)] = m.group(3)
        if line.startswith("cfn="):
            m = re.match(r"cfn=\((\d+)\)( (.*))?", line)
            name = m.group(3) or names.get(m.group(1), "")
            if m.group(3):
                names[m.group(1)] = m.group(3)
            target = "NavigationQueueC6submit" in name
        elif line.startswith("calls=") and target:
            count += int(line.split()[0][6:])
            target = False
    return count

parts = [
    ("UIKit: layout passes the router runs", ["UIView.layoutIfNeeded()"]),
    ("UIKit: the changes themselves", [
        "UINavigationController.pushViewController(_:animated:)",
        "UINavigationController.popToViewController(_:animated:)",
        "UINavigationController.setViewControllers(_:animated:)",
        "UITabBarController.selectedViewController.setter",
        "UIViewController.present(_:animated:completion:)",
        "UIViewController.dismiss(animated:completion:)",
    ]),
    ("planning (finders, step preparation)", ["RouterParts.makePlan(to:context:)"]),
    ("rollback journal", [
        "RollbackJournal.recordReveal(of:)", "RollbackJournal.dropUnchangedReveal()",
        "RollbackJournal.recordIntegration(of:by:into:step:)", "RollbackJournal.recordDismissal(from:)",
        "RollbackJournal.recordChildren(of:)", "RollbackJournal.readBackStacks()",
    ]),
    ("destination check (without its layout)", ["static DestinationCheck.whyNotShown(_:requiresWindow:locator:)"]),
]
short, long = totals(sys.argv[1]), totals(sys.argv[2])
extra = navigations(sys.argv[4]) - navigations(sys.argv[3])
if extra <= 0:
    sys.exit("no navigations counted")

def steady(names):
    value = 0
    for name in names:
        keys = [k for k in long if k == name or k == "specialized " + name]
        for key in keys:
            value += long[key] - short.get(key, 0)
    return value / extra

whole = (long[None] - short[None]) / extra
print(f"{sys.argv[5]}: instructions per router navigation, steady ({extra} extra navigations)")
print(f"  {'the whole navigation':45} {whole:>10,.0f}")
counted = 0
for label, names in parts:
    value = steady(names)
    counted += value
    print(f"  {label:45} {value:>10,.0f}  {100 * value / whole:5.1f} %")
print(f"  {'the rest: the run (queue, call outs, waits...)':45} {whole - counted:>10,.0f}  {100 * (whole - counted) / whole:5.1f} %")
top = int(sys.argv[6] or 0)
if top:
    # The functions with the largest steady inclusive cost, for a closer look at a part.
    print(f"\nthe {top} costliest functions, inclusive, steady, per navigation:")
    ranked = sorted(((long[k] - short.get(k, 0), k) for k in long if k), reverse=True)
    for value, name in ranked[:top]:
        print(f"  {value / extra:>10,.0f}  {name[:120]}")
PY
