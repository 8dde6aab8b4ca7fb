#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A mistake in a navigation configuration that ``NavigationGraph/validate()`` found: the
/// compiler accepts the configuration, but some navigation will fail or depend on history.
///
/// ```swift
/// for problem in graph.validate() where problem.code == .unreachableDestination {
///     print(problem.message)
/// }
/// ```
public struct NavigationGraphProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake this is; new codes may be added.
    public let code: ProblemCode
    /// The destinations affected, sorted.
    public let destinations: [String]
    /// The ids of the nodes involved, in id order.
    public let nodes: [String]
    /// A sentence naming the destinations and the types of the steps involved, and why it fails.
    public let message: String

    /// Creates a problem; ``NavigationGraph/validate()`` makes them.
    init(code: ProblemCode, destinations: [String], nodes: [String], message: String) {
        self.code = code
        self.destinations = destinations
        self.nodes = nodes
        self.message = message
    }

    /// The code and the message.
    public var description: String {
        "\(code): \(message)"
    }
}

extension ProblemCode {
    /// A destination whose chain cannot start: it does not end at an origin that is always
    /// there or at a finder for a controller the configuration builds.
    public static let unreachableDestination = ProblemCode("unreachableDestination")
    /// Two steps that one finder cannot tell apart are put in place in different ways from
    /// the same starting point, so where the screen ends up depends on navigation history.
    public static let conflictingSteps = ProblemCode("conflictingSteps")
    /// A step's action needs a controller (a container, for a container action) that the
    /// previous step can never provide.
    public static let actionCannotFollowPreviousStep = ProblemCode("actionCannotFollowPreviousStep")
}
