#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// One step of the configuration: a screen (or container) the router finds or builds, an
    /// origin a chain starts from, or a switch that chooses among chains.
    ///
    /// Type names are the full reflected names (`Swift.Optional<Any>`); the renderers shorten them.
    public struct Node: Hashable, Sendable {
        /// What kind of step a node is.
        public enum Kind: Hashable, Sendable {
            /// Where a chain starts: ``GeneralStep/root(windowProvider:)``,
            /// ``GeneralStep/current(windowProvider:)``, a custom finder, or the finder of a
            /// ``SwitchAssembly`` case.
            case origin
            /// A step with a finder and/or a factory, integrated by an action.
            case step
            /// A ``SwitchAssembly``: one incoming edge per case whose chain is known.
            case switchStep
        }

        /// The node's id in the graph and in both renderings, `n0`, `n1`, …: stable for a given
        /// configuration, numbered origin-first along the destinations in name order.
        public internal(set) var id: String
        /// What kind of step this is.
        public let kind: Kind
        /// The type of controller the step produces (for a switch, the one every case leads to).
        public let viewControllerType: String
        /// The context type the step works with; nil for origins and switches.
        public let contextType: String?
        let construction: Construction
        let tasks: Tasks
        /// For a switch, the conditions of the cases whose chain is only decided while
        /// navigating (a closure case, a lazily built default), which therefore have no edge.
        public let undecidedCases: [String]
        var bindings = Bindings()

        /// A node not yet numbered (its ``id`` is empty) and with no destination yet.
        init(
            kind: Kind, viewControllerType: String, contextType: String? = nil, construction: Construction,
            tasks: Tasks = Tasks(), undecidedCases: [String] = []
        ) {
            id = ""
            self.kind = kind
            self.viewControllerType = viewControllerType
            self.contextType = contextType
            self.construction = construction
            self.tasks = tasks
            self.undecidedCases = undecidedCases
        }

        /// The finder's type; for an origin, `GeneralStep.root`, `GeneralStep.current` or the
        /// custom finder's type. Nil when the step has no finder (it always builds).
        public var finderType: String? { construction.finderType }
        /// The factory's type; nil when the step has none (it only finds).
        public var factoryType: String? { construction.factoryType }
        /// True when the step's controller is a container: its factory is a container factory or
        /// its type is a ``ContainerViewController``.
        public var isContainer: Bool { construction.isContainer }
        /// What the step's container factory builds in by itself (a ``CompleteFactory``'s
        /// children), described, in build order.
        public var factoryChildren: [String] { construction.factoryChildren }
        /// The step's interceptors' types, in the order they run.
        public var interceptors: [String] { tasks.interceptors }
        /// The step's context tasks' types, in the order they run.
        public var contextTasks: [String] { tasks.contextTasks }
        /// The step's post-routing tasks' types, in the order they run.
        public var postTasks: [String] { tasks.postTasks }
        /// The names of the destinations that end at this step, sorted.
        public internal(set) var destinations: [String] {
            get { bindings.destinations }
            set { bindings.destinations = newValue }
        }
        /// The URL patterns bound to those destinations, sorted.
        public internal(set) var urlPatterns: [String] {
            get { bindings.urlPatterns }
            set { bindings.urlPatterns = newValue }
        }
    }
}

extension NavigationGraph.Node {
    /// How the step gets its controller: the finder that looks for it, the factory that builds
    /// it, and what that factory builds in by itself.
    struct Construction: Hashable, Sendable {
        var finderType: String?
        var factoryType: String?
        var isContainer = false
        var factoryChildren: [String] = []
    }

    /// The types of the step's own tasks, each kind in the order they run.
    struct Tasks: Hashable, Sendable {
        var interceptors: [String] = []
        var contextTasks: [String] = []
        var postTasks: [String] = []
    }

    /// What the configuration binds to the step: the destinations that end there and their URL
    /// patterns, each sorted.
    struct Bindings: Hashable, Sendable {
        var destinations: [String] = []
        var urlPatterns: [String] = []
    }
}
