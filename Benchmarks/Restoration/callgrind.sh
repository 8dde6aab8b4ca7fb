#!/usr/bin/env bash
# Instructions of one Router.restore of n stacked sheets, counted by callgrind: steady under
# machine load, unlike the timings, so growth with n can be read while other work runs.
#
#   Benchmarks/Restoration/callgrind.sh [100,200,400,1000]
#
# Builds in release mode into a scratch directory of its own (RESTORATION_PROFILE_SCRATCH,
# .build-callgrind by default), strips the debug information valgrind 3.19 cannot read, and runs
# the benchmark once per size with one round, and once with no entries. Each size's figure is
# its run's instructions less those of the empty run (start-up, the registry, the window), so
# it is the restore's own, building and parsing its snapshot included.
set -euo pipefail
cd "$(dirname "$0")"
sizes="${1:-100,200,400,1000}"
scratch="${RESTORATION_PROFILE_SCRATCH:-.build-callgrind}"
swift build -c release --scratch-path "$scratch" >/dev/null
binary="$(mktemp)"
out="$(mktemp)"
trap 'rm -f "$binary" "$out"' EXIT
objcopy --strip-debug "$scratch/release/Restoration" "$binary"
count() {
    valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" --entries "$1" --rounds 1 >/dev/null 2>&1
    sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$out"
}
base="$(count 0)"
printf '%-8s %16s %16s\n' entries instructions "per entry"
for n in ${sizes//,/ }; do
    total="$(count "$n")"
    printf '%-8s %16s %16s\n' "$n" "$((total - base))" "$(((total - base) / n))"
done
