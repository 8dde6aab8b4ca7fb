#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A mistake in a navigation configuration that ``NavigationGraph/validate()`` found: the
/// compiler accepts the configuration, but some navigation will fail or depend on history.
///
/// ```swift
/// for problem in graph.validate() where problem.kind == .unreachableDestination {
///     print(problem.message)
/// }
/// ```
public struct NavigationGraphProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake a problem is. New kinds may be added, so a `switch` over kinds needs
    /// a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Base: Hashable, Sendable {
            case unreachableDestination
            case conflictingSteps
            case actionCannotFollowPreviousStep
        }

        private let base: Base

        /// A destination whose chain cannot start: it does not end at an origin that is always
        /// there or at a finder for a controller the configuration builds.
        public static let unreachableDestination = Kind(base: .unreachableDestination)
        /// Two steps that one finder cannot tell apart are put in place in different ways from
        /// the same starting point, so where the screen ends up depends on navigation history.
        public static let conflictingSteps = Kind(base: .conflictingSteps)
        /// A step's action needs a controller (a container, for a container action) that the
        /// previous step can never provide.
        public static let actionCannotFollowPreviousStep = Kind(base: .actionCannotFollowPreviousStep)

        /// The kind's name, as in code.
        public var description: String {
            switch base {
            case .unreachableDestination: "unreachableDestination"
            case .conflictingSteps: "conflictingSteps"
            case .actionCannotFollowPreviousStep: "actionCannotFollowPreviousStep"
            }
        }
    }

    /// What kind of mistake this is.
    public let kind: Kind
    /// The destinations affected, sorted.
    public let destinations: [String]
    /// The ids of the nodes involved, in id order.
    public let nodes: [String]
    /// A sentence naming the destinations and the types of the steps involved, and why it fails.
    public let message: String

    /// Creates a problem; ``NavigationGraph/validate()`` makes them.
    public init(kind: Kind, destinations: [String], nodes: [String], message: String) {
        self.kind = kind
        self.destinations = destinations
        self.nodes = nodes
        self.message = message
    }

    /// The kind and the message.
    public var description: String {
        "\(kind): \(message)"
    }
}
