#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

/// The navigation configuration of an app as a graph: its steps, the actions between them, its
/// containers, its interceptors and tasks, and the URLs bound to its destinations, exported as
/// Mermaid or Graphviz and checked for mistakes the compiler cannot see.
///
/// ```swift
/// let graph = NavigationGraph(destinations: ["home": ShopConfiguration.home,
///                                            "product": ShopConfiguration.product],
///                             deepLinks: links)
/// print(graph.mermaid())
/// for problem in graph.validate() { print(problem) }
/// ```
///
/// Building a graph reads the configuration only: it runs no finder, factory, action or
/// closure, and does not change how navigation works.
///
/// ## Step identity
///
/// Steps are identified by their structure: a step is the same node as another when it has the
/// same kind, the same controller and context types, the same finder, factory and action types,
/// the same interceptors and tasks (by type, in order), and the same previous step. So a step
/// shared by several destinations is one node whether the destinations share the step's value
/// or rebuild it (as configurations written with computed properties do). Closures are compared
/// by their types only: two inline factories of the same types, from the same step, are one node.
@MainActor
public struct NavigationGraph {
    /// Every node, in id order: `n0`, `n1`, ….
    public let nodes: [Node]
    /// Every edge, ordered by source node, then target node.
    public let edges: [Edge]
    /// Every container node, in id order.
    public let containers: [Container]
    /// The named destinations, in name order.
    public let entries: [Entry]

    let facts: [String: NavigationGraphFacts]
    let shortening: TypeNameShortening

    /// The graph of `destinations`, with the URL patterns `deepLinks` binds to them and
    /// `urlPatterns`.
    ///
    /// - Parameters:
    ///   - destinations: The destinations by name, as ``DestinationStep``s or ``Destination``s.
    ///   - deepLinks: A deep-link router whose patterns registered for a destination step are
    ///     shown on the destinations with the same chain (see "Step identity"). Patterns
    ///     registered with a handler closure name no step and are left out. A ``RouteTable``'s
    ///     routes appear once installed into the router.
    ///   - urlPatterns: Further patterns by destination name, for links an app matches itself.
    ///     Names that are not destinations are ignored.
    ///
    /// - Complexity: O(*s* · *d*) for *s* steps in all and *d* destinations, and O(*p*) for
    ///   *p* bound patterns.
    public init(
        destinations: [String: any NavigationGraphSource], deepLinks: DeepLinkRouter? = nil,
        urlPatterns: [String: [String]] = [:]
    ) {
        var builder = NavigationGraphBuilder()
        let names = destinations.keys.sorted()
        var heads: [(name: String, head: StepLink)] = []
        for name in names {
            guard let source = destinations[name] else { continue }
            heads.append((name, source.navigationGraphChain.head))
        }
        var patterns = urlPatterns
        if let deepLinks {
            let identities = Dictionary(heads.map { (builder.identity(of: $0.head), [$0.name]) }, uniquingKeysWith: +)
            for binding in deepLinks.boundPatterns {
                for name in identities[builder.identity(of: binding.head)] ?? [] {
                    patterns[name, default: []].append(binding.pattern)
                }
            }
        }
        for (name, head) in heads {
            builder.addDestination(named: name, head: head, urlPatterns: Array(Set(patterns[name] ?? [])).sorted())
        }
        let built = builder.finish()
        nodes = built.nodes
        edges = built.edges
        containers = built.containers
        entries = built.entries
        facts = built.facts
        shortening = TypeNameShortening(modules: Set(built.facts.values.compactMap { TypeNameShortening.module(of: $0.viewControllerType) }))
    }

    /// The node with `id`, if there is one.
    ///
    /// - Complexity: O(1): ids are positions.
    public func node(_ id: String) -> Node? {
        guard id.hasPrefix("n"), let index = Int(id.dropFirst()), nodes.indices.contains(index) else { return nil }
        return nodes[index]
    }

    /// The destination named `name`, if there is one.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// `name` without the module names that qualify it, as the renderers and problems show it.
    func displayName(_ name: String) -> String {
        shortening.shorten(name)
    }
}
