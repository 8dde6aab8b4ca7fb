#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// A container step and what it holds according to the configuration.
    public struct Container: Hashable, Sendable {
        /// The id of the container's node.
        public let node: String
        /// The ids of the nodes container actions put into it (the targets of its `embedding`
        /// edges), in id order. When the router builds the
        /// container, these are the children it hands the container factory.
        public let children: [String]
        /// What its container factory builds in by itself, described, in build order.
        public let factoryChildren: [String]
    }
}
