#!/usr/bin/env bash
# Measures how long Configuration100.swift (100 destinations) takes to type-check, against an
# empty file importing the library in the same run, and prints the difference. Run from the
# repository root after `swift build`:  bash Benchmarks/TypeCheck/measure.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
modules=$(swift build --show-bin-path)/Modules
here=Benchmarks/TypeCheck
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'import RouteComposer\n' > "$work/Baseline.swift"

best() {  # the best of five runs, in milliseconds
    local file=$1 best_ms=999999
    for _ in 1 2 3 4 5; do
        local start end ms
        start=$(date +%s%N)
        swiftc -typecheck -swift-version 6 -I "$modules" "$file"
        end=$(date +%s%N)
        ms=$(( (end - start) / 1000000 ))
        (( ms < best_ms )) && best_ms=$ms
    done
    echo "$best_ms"
}

baseline=$(best "$work/Baseline.swift")
configuration=$(best "$here/Configuration100.swift")
echo "baseline (import only): ${baseline} ms"
echo "100 destinations:       ${configuration} ms"
echo "type-checking the destinations: $((configuration - baseline)) ms"
