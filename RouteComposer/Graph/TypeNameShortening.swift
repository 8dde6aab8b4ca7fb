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
        self.modules = modules.union(["Swift", "RouteComposer", "UIKit", "HeadlessUIKit", "Foundation"])
    }

    /// The module a type is declared in: the first component of its reflected name.
    static func module(of type: Any.Type) -> String? {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    /// `name` with the qualifying module names dropped.
    ///
    /// - Complexity: O(*n*) in the length of `name`.
    func shorten(_ name: String) -> String {
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
