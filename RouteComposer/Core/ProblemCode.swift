/// Which kind of problem an error, a validation problem or a diagnostic of a feature is: a stable
/// name to compare with `==`, shared by every feature (deep links, route tables, restoration,
/// modules, the graph) so that each reports its problems the same way.
///
/// A struct with static members rather than an enum, so later versions add codes without breaking
/// an app's exhaustive `switch`. Each feature declares its codes as static members in an extension
/// of this type, beside the error that reports them; a code several features report
/// (`nestingTooDeep`, `duplicateIdentifier`) is declared once, by the lowest of them.
///
/// ```swift
/// if let problem = error as? ModuleError, problem.code == .missingDependency { … }
/// ```
public struct ProblemCode: Hashable, Sendable, CustomStringConvertible {
    /// The code's stable name, such as `missingDependency`.
    public let name: String

    /// A code named `name`. Use your own names for the problems your own checks report; the
    /// library's codes are the static members.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}
