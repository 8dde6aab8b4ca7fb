#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Shortens type names for display by dropping the qualifying module names that would only make
/// a graph wider: `Swift.Optional<Example.ProductContext>` → `Optional<ProductContext>`.
///
/// Only names from `modules` are dropped, and only where they qualify something (followed by a
/// dot and not themselves after a dot), so a nested type such as
/// `NavigationControllerActions.PushAction` keeps its outer type.
struct TypeNameShortening: Sendable {
    /// The modules whose names are dropped.
    let modules: Set<String>

    /// The libraries every configuration names, plus `modules`.
    init(modules: Set<String>) {
        self.modules = modules.union(["Swift", "UIKit", "HeadlessUIKit", "Foundation"]).union(Self.library)
    }

    /// The modules RouteComposer's own types are declared in: the umbrella's targets in the Swift
    /// package, the one `RouteComposer` module under CocoaPods.
    static let library: Set<String> = [
        "RouteComposer", "RouteComposerCore", "RouteComposerDeepLinking", "RouteComposerGraph", "RouteComposerRestoration",
        "RouteComposerModules", "RouteComposerCompatibility",
    ]

    /// The module a type is declared in: the first component of its reflected name.
    static func module(of type: Any.Type) -> String? {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    /// `name` with the qualifying module names dropped and `Optional<T>` written `T?`.
    ///
    /// - Complexity: O(*n*²) in the length of `name` for nested optionals, O(*n*) otherwise.
    func shorten(_ name: String) -> String {
        Self.sugaringOptionals(droppingModules(name))
    }

    /// `Optional<T>` as `T?`, innermost first; a name whose brackets do not balance is left as is.
    static func sugaringOptionals(_ name: String) -> String {
        var text = name
        while let start = text.range(of: "Optional<", options: .backwards),
            start.lowerBound == text.startIndex || !Self.isIdentifierCharacter(text[text.index(before: start.lowerBound)])
        {
            var depth = 1
            var cursor = start.upperBound
            while cursor < text.endIndex, depth > 0 {
                if text[cursor] == "<" { depth += 1 } else if text[cursor] == ">" { depth -= 1 }
                if depth > 0 { cursor = text.index(after: cursor) }
            }
            guard cursor < text.endIndex else { return text }
            let wrapped = text[start.upperBound..<cursor]
            // A composition or function type needs parentheses to take the `?`.
            let needsParentheses = wrapped.hasPrefix("any ") || wrapped.hasPrefix("some ") || wrapped.contains("&") || wrapped.contains("->")
            let sugared = needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
            text.replaceSubrange(start.lowerBound...cursor, with: sugared)
        }
        return text
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "."
    }

    private func droppingModules(_ name: String) -> String {
        var result = ""
        var identifier = ""
        var previous: Character?
        var identifierFollowsDot = false
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                if identifier.isEmpty { identifierFollowsDot = previous == "." }
                identifier.append(character)
            } else {
                if character == ".", !identifierFollowsDot, modules.contains(identifier) {
                    // A module qualifier: drop it and its dot.
                    identifier = ""
                    previous = character
                    continue
                }
                result += identifier
                identifier = ""
                result.append(character)
            }
            previous = character
        }
        return result + identifier
    }
}
