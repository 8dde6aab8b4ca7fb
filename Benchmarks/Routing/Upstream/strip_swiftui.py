# Removes the SwiftUI shorthands (functions generic over a SwiftUI View) from upstream's sources,
# with the doc comment above each: Linux has no SwiftUI, and the benchmark uses none.
import re, sys
for path in sys.argv[1:]:
    lines = open(path).read().split('\n')
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        if re.match(r'\s*(public\s+)?func \w+<ContentView: View', line):
            while out and out[-1].strip().startswith('///'):
                out.pop()
            indent = len(line) - len(line.lstrip())
            i += 1
            while i < len(lines) and not (lines[i].startswith(' ' * indent + '}') and len(lines[i]) - len(lines[i].lstrip()) == indent):
                i += 1
            i += 1
            continue
        out.append(line)
        i += 1
    open(path, 'w').write('\n'.join(out))
