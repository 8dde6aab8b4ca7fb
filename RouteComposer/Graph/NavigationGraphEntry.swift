#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// A named destination of the graph.
    public struct Entry: Hashable, Sendable {
        /// The name the destination was given.
        public let name: String
        /// The id of the node the destination's chain ends at (its screen).
        public let node: String
        /// The ids of every node of the destination's chain, switch cases included, in id order.
        public let chain: [String]
        /// The URL patterns bound to the destination, sorted.
        public let urlPatterns: [String]
        /// The context transformers the destination applies before its last step, outermost first.
        public let contextTransformers: [String]
    }
}
