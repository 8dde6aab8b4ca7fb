#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// How the router gets from one step to the next, in navigation order: from the step that
    /// must exist first to the step integrated into or found in it.
    public struct Edge: Hashable, Sendable {
        /// What an edge stands for.
        public enum Kind: Hashable, Sendable {
            /// A plain action integrates the target: present, replace root, a custom action.
            case integration
            /// A container action puts the target into a container: push, add tab, set as primary.
            case embedding
            /// The target has no action: it is found in what the source step built.
            case lookup
            /// The source chain is one case of the target switch.
            case switchCase
        }

        /// The id of the node that must exist first.
        public let from: String
        /// The id of the node reached.
        public let to: String
        /// What the edge stands for.
        public let kind: Kind
        /// The edge's label: the action's short name ("push", "present", "add tab",
        /// "replace root"), "found in" for a lookup, or a switch case's condition.
        public let label: String
        /// The action's full type; nil for lookups and switch cases.
        public let actionType: String?
        /// The context transformers applied between the two steps, from the target's side.
        public let contextTransformers: [String]
    }
}
