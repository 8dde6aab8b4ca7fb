#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Everything ``DependencyContainer/validate()`` found wrong with an app's wiring.
public struct ModuleValidationReport: Sendable, CustomStringConvertible, Equatable {
    /// The problems, each once, in the order ``DependencyContainer/validate()`` documents.
    public let problems: [ModuleError]

    /// Creates a report of `problems`.
    public init(problems: [ModuleError]) {
        self.problems = problems
    }

    /// Whether nothing is wrong.
    public var isValid: Bool { problems.isEmpty }

    /// One line per problem, or a line saying the wiring is valid.
    public var description: String {
        guard !problems.isEmpty else { return "Module wiring is valid." }
        let noun = problems.count == 1 ? "problem" : "problems"
        return (["\(problems.count) module wiring \(noun):"] + problems.map { "- \($0)" }).joined(separator: "\n")
    }
}
