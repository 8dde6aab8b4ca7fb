import Foundation

/// The targets `Package.swift` declares, read from its text: enough of the manifest to check the
/// example's module graph without running SwiftPM.
struct PackageManifest {
    /// One `.target(...)`, `.executableTarget(...)` or `.testTarget(...)` of the manifest.
    struct Target: Equatable {
        enum Kind: String {
            case target, executableTarget, testTarget
        }

        let kind: Kind
        let name: String
        /// Every name in the target's `dependencies: [...]`, plain strings and
        /// `.target(name:)`/`.product(name:package:)` alike.
        let dependencies: [String]
        let path: String?
    }

    let targets: [Target]

    /// The package's root folder, found from this file's place in it.
    static func root(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // ExampleTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// The package's own manifest.
    static func load() throws -> PackageManifest {
        PackageManifest(source: try String(contentsOf: root().appendingPathComponent("Package.swift"), encoding: .utf8))
    }

    init(source: String) {
        let text = Array(Self.strippingComments(source))
        var targets: [Target] = []
        var index = 0
        while let (kind, open) = Self.nextTarget(in: text, from: index) {
            let close = Self.closing(text, from: open, open: "(", close: ")")
            let body = String(text[open...close])
            targets.append(
                Target(
                    kind: kind,
                    name: Self.firstString(after: "name:", in: body) ?? "",
                    dependencies: Self.dependencies(in: body),
                    path: Self.firstString(after: "path:", in: body)))
            // Past the whole call: a `.target(name:)` among its dependencies is not a target.
            index = close + 1
        }
        self.targets = targets
    }

    /// The next top-level target call at or after `start`: its kind and the index of its `(`.
    private static func nextTarget(in text: [Character], from start: Int) -> (Target.Kind, Int)? {
        var index = start
        while index < text.count {
            if text[index] == "\"" {
                index = endOfString(text, from: index) + 1
                continue
            }
            if text[index] == "." {
                for kind in [Target.Kind.executableTarget, .testTarget, .target] {
                    let call = Array(kind.rawValue + "(")
                    if index + call.count < text.count, Array(text[(index + 1)...(index + call.count)]) == call {
                        return (kind, index + call.count)
                    }
                }
            }
            index += 1
        }
        return nil
    }

    /// The quoted names in the body's `dependencies: [...]`, or none without one.
    private static func dependencies(in body: String) -> [String] {
        guard let label = body.range(of: "dependencies:"),
            let open = body[label.upperBound...].firstIndex(of: "[")
        else { return [] }
        let chars = Array(body)
        let start = body.distance(from: body.startIndex, to: open)
        let end = closing(chars, from: start, open: "[", close: "]")
        return quotedStrings(in: String(chars[start...end]))
    }

    private static func firstString(after label: String, in body: String) -> String? {
        guard let range = body.range(of: label) else { return nil }
        return quotedStrings(in: String(body[range.upperBound...])).first
    }

    private static func quotedStrings(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    /// The index of the bracket closing the one at `start`, skipping strings.
    private static func closing(_ text: [Character], from start: Int, open: Character, close: Character) -> Int {
        var depth = 0
        var index = start
        while index < text.count {
            switch text[index] {
            case "\"": index = endOfString(text, from: index)
            case open: depth += 1
            case close:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return text.count - 1
    }

    private static func endOfString(_ text: [Character], from start: Int) -> Int {
        var index = start + 1
        while index < text.count, text[index] != "\"" {
            index += text[index] == "\\" ? 2 : 1
        }
        return min(index, text.count - 1)
    }

    /// The source without `//` comments, which may hold brackets and names of their own.
    private static func strippingComments(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var inString = false
            var previous: Character?
            for index in line.indices {
                let char = line[index]
                if char == "\"" { inString.toggle() }
                if !inString, char == "/", previous == "/" {
                    return line[..<line.index(before: index)]
                }
                previous = char
            }
            return line
        }.joined(separator: "\n")
    }
}
