#!/bin/sh
# Makes a package in WORK (default: .build/upstream-2.22.2 of the checkout) that compiles
# upstream RouteComposer 2.22.2 against this checkout's HeadlessUIKit, with the routing benchmark's
# own sources linked in, and links callgrind.sh there, so upstream's navigations are counted
# case by case on the same model:
#
#   Benchmarks/Routing/Upstream/prepare.sh UPSTREAM [WORK]
#   WORK/callgrind.sh "=(a) push into a tab" 30
#
# UPSTREAM is a git copy of github.com/ekazaev/route-composer holding the tag 2.22.2 (a bare clone
# is enough). Nothing of upstream is kept in this repository: it is read from there each time.
#
# What changes in upstream's sources, all of it mechanical:
# - `import UIKit` becomes `import HeadlessUIKit`; `import os.log` goes, and `import SwiftUI` is
#   guarded: Linux has neither. LinuxStandIns.swift gives os_log and the Objective-C runtime's
#   associated objects (used by DismissibleWithRuntimeStorage) stand-ins the benchmark never reaches.
# - The SwiftUI folders and the SwiftUI shorthands of the step assemblers go (strip_swiftui.py).
# - Factories make a controller by type with `VC(coder: NSCoder())`: the model's controllers are
#   Swift classes, which a metatype can make only through a required initialiser, exactly as this
#   library makes them where UIKit does not exist.
# - Two initialisers that default arguments call are made callable outside the main actor, which
#   today's compiler requires and the 2.22.2 release's did not.
set -e
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "$here/../../.." && pwd)
upstream_git=${1:?usage: prepare.sh UPSTREAM_GIT_DIR [WORK]}
work=${2:-$checkout/.build/upstream-2.22.2}
mkdir -p "$work"
work=$(cd "$work" && pwd)
rm -rf "$work/Sources" && mkdir -p "$work/Sources/RouteComposer" "$work/Sources/Routing"
git -C "$upstream_git" archive 2.22.2 RouteComposer/Classes | tar -x -C "$work/Sources/RouteComposer" --strip-components=2
rm -rf "$work/Sources/RouteComposer/Factories/SwiftUI" "$work/Sources/RouteComposer/Finders/SwiftUI" "$work/Sources/RouteComposer/Extra/SwiftUI"
find "$work/Sources/RouteComposer" -name '*.swift' | while read -r f; do
    sed -i 's/^import UIKit$/import HeadlessUIKit/; s/^import os.log$//; s/^import SwiftUI$/#if canImport(SwiftUI)\nimport SwiftUI\n#endif/' "$f"
done
python3 "$here/strip_swiftui.py" "$work"/Sources/RouteComposer/Assemblies/StepAssembler*.swift
find "$work/Sources/RouteComposer/Factories" -name '*.swift' -exec sed -i -E 's/VC\(nibName: [a-zA-Z]+, bundle: [a-zA-Z]+\)/VC(coder: NSCoder())!/' {} +
sed -i 's/^    init(interceptors: \[AnyRoutingInterceptor\] = \[\]/    nonisolated init(interceptors: [AnyRoutingInterceptor] = []/' \
    "$work/Sources/RouteComposer/Assemblies/Helpers/TaskCollector.swift"
sed -i 's/stackPresentationHandler: StackPresentationHandler = DefaultStackPresentationHandler(),/stackPresentationHandler: StackPresentationHandler? = nil,/; s/        self.stackPresentationHandler = stackPresentationHandler$/        self.stackPresentationHandler = stackPresentationHandler ?? DefaultStackPresentationHandler()/' \
    "$work/Sources/RouteComposer/Router/DefaultRouter.swift"
cp "$here/LinuxStandIns.swift" "$work/Sources/RouteComposer/"
cp "$here/Package.swift.template" "$work/Package.swift"
ln -sfn "$checkout/HeadlessUIKit" "$work/Sources/HeadlessUIKit"
ln -sfn "$checkout/Benchmarks/Routing/Sources/MallocCounter" "$work/Sources/MallocCounter"
for f in "$checkout"/Benchmarks/Routing/Sources/Routing/*.swift; do ln -sfn "$f" "$work/Sources/Routing/"; done
ln -sfn "$checkout/Benchmarks/Routing/callgrind.sh" "$work/callgrind.sh"
ln -sfn "$checkout/Benchmarks/Routing/profiling-binary.sh" "$work/profiling-binary.sh"
echo "upstream 2.22.2 benchmark package: $work"
