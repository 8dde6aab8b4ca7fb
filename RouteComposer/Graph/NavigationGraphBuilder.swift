#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Walks the chains of a configuration into nodes and edges.
///
/// Two passes share one table: ``identity(of:)`` gives every step a structural identity without
/// making nodes (deep-link bindings are matched that way), and ``addDestination(named:head:urlPatterns:)``
/// makes the nodes, predecessors first, so ids are numbered origin-first.
@MainActor
struct NavigationGraphBuilder {
    /// A node while the graph is being built: destinations are added to it later.
    private struct Draft {
        var node: NavigationGraph.Node
        var facts: NavigationGraphFacts
        /// This node and every node before it, switch cases included.
        var chain: Set<String>
    }

    /// Structural signatures, interned to small numbers so a signature can name its predecessor
    /// by number instead of by its whole signature.
    private var interned: [String: Int] = [:]
    private var identities: [ObjectIdentifier: Int] = [:]
    /// Keeps every step seen alive, so an `ObjectIdentifier` above is never reused for another step.
    private var seen: [StepLink] = []
    private var nodeIDs: [Int: String] = [:]
    private var drafts: [Draft] = []
    private var edges: [NavigationGraph.Edge] = []
    private var entries: [NavigationGraph.Entry] = []

    // MARK: Identity

    /// The structural identity of `step` (see ``NavigationGraph``'s "Step identity").
    ///
    /// - Complexity: O(*k*) for the *k* steps not seen before.
    mutating func identity(of step: StepLink) -> Int {
        var unseen: [StepLink] = []
        var below: Int?
        var cursor: StepLink? = step
        while let current = cursor {
            if let known = identities[ObjectIdentifier(current)] {
                below = known
                break
            }
            unseen.append(current)
            // A switch's previous is always nil; its chains are in its cases.
            cursor = current.previous
        }
        var identity = below ?? -1
        for current in unseen.reversed() {
            identity = intern(signature(of: current, previous: below))
            identities[ObjectIdentifier(current)] = identity
            seen.append(current)
            below = identity
        }
        return identity
    }

    private mutating func intern(_ signature: String) -> Int {
        if let known = interned[signature] { return known }
        let number = interned.count
        interned[signature] = number
        return number
    }

    private mutating func signature(of step: StepLink, previous: Int?) -> String {
        // The unit separator cannot appear in a type name, so fields cannot run into each other.
        let separator = "\u{1F}"
        let below = previous.map(String.init) ?? "none"
        switch step.kind {
        case let .entity(entity):
            return [
                "step", typeName(entity.viewControllerType), entity.descriptor.contextType,
                entity.finder?.typeName ?? "-", entity.factory?.typeName ?? "-",
                entity.factory?.ownChildren.joined(separator: ",") ?? "", entity.action?.typeName ?? "-",
                entity.interceptors.map(\.typeName).joined(separator: ","),
                entity.contextTasks.map(\.typeName).joined(separator: ","),
                entity.postTasks.map(\.typeName).joined(separator: ","), below,
            ].joined(separator: separator)
        case let .converting(converting):
            return ["convert", converting.transformer.typeName, below].joined(separator: separator)
        case let .origin(origin):
            return [
                "origin", origin.descriptor.finderType ?? "-", typeName(origin.viewControllerType),
                "\(Self.start(of: origin))",
            ].joined(separator: separator)
        case let .switcher(switcher):
            var parts = ["switch", switcher.description, typeName(switcher.viewControllerType)]
            for switchCase in switcher.cases {
                switch switchCase.outcome {
                case .chain(let head):
                    parts.append("\(switchCase.condition)->\(identity(of: head))")
                case let .foundBy(finderType, viewControllerType):
                    parts.append("\(switchCase.condition)->found:\(finderType):\(typeName(viewControllerType))")
                case .decidedAtNavigation:
                    parts.append("\(switchCase.condition)->?")
                }
            }
            return parts.joined(separator: separator)
        }
    }

    private static func start(of origin: OriginStep) -> NavigationGraphFacts.Start {
        switch origin.source {
        case .root, .current:
            return .always
        case .custom(let finder):
            return finder.findsNothing ? .never : .whenFound(origin.viewControllerType)
        }
    }

    // MARK: Nodes

    /// Adds the nodes of the destination `name`'s chain and the destination itself.
    mutating func addDestination(named name: String, head: StepLink, urlPatterns: [String]) {
        var transformers: [String] = []
        var cursor: StepLink? = head
        while let converting = cursor as? ConvertingStep {
            transformers.append(converting.transformer.typeName)
            cursor = converting.previous
        }
        guard let id = cursor.flatMap({ node(for: $0) }), let index = Self.index(of: id) else { return }
        drafts[index].node.destinations = (drafts[index].node.destinations + [name]).sorted()
        drafts[index].node.urlPatterns = Array(Set(drafts[index].node.urlPatterns + urlPatterns)).sorted()
        entries.append(
            NavigationGraph.Entry(
                name: name, node: id, chain: drafts[index].chain.sorted(by: Self.idOrder),
                urlPatterns: urlPatterns, contextTransformers: transformers))
    }

    /// The node of `step`, made with its predecessors if it is new.
    private mutating func node(for step: StepLink) -> String? {
        let identity = identity(of: step)
        if let known = nodeIDs[identity] { return known }
        switch step.kind {
        case let .entity(entity):
            var transformers: [String] = []
            var cursor = entity.previous
            while let converting = cursor as? ConvertingStep {
                transformers.append(converting.transformer.typeName)
                cursor = converting.previous
            }
            let previous = cursor.flatMap { node(for: $0) }
            let id = makeNode(identity: identity, draft: Self.draft(for: entity), previous: previous)
            if let previous, let action = entity.action {
                edges.append(
                    NavigationGraph.Edge(
                        from: previous, to: id, kind: action.kind == .container ? .embedding : .integration,
                        label: action.graphTraits.label, actionType: action.typeName,
                        contextTransformers: transformers))
            } else if let previous {
                edges.append(
                    NavigationGraph.Edge(
                        from: previous, to: id, kind: .lookup, label: "found in", actionType: nil,
                        contextTransformers: transformers))
            }
            return id
        case let .origin(origin):
            return makeNode(identity: identity, draft: Self.draft(for: origin), previous: nil)
        case let .switcher(switcher):
            return switchNode(switcher, identity: identity)
        case .converting:
            // A transformer is not a node of its own: it labels the edge into the step after it.
            return step.previous.flatMap { node(for: $0) }
        }
    }

    private mutating func switchNode(_ switcher: SwitchStep, identity: Int) -> String {
        var cases: [(condition: String, node: String)] = []
        var undecided: [String] = []
        for switchCase in switcher.cases {
            switch switchCase.outcome {
            case .chain(let head):
                if let branch = node(for: head) { cases.append((switchCase.condition, branch)) }
            case let .foundBy(finderType, viewControllerType):
                let originIdentity = intern("found\u{1F}\(finderType)\u{1F}\(typeName(viewControllerType))")
                let origin =
                    nodeIDs[originIdentity]
                    ?? makeNode(
                        identity: originIdentity,
                        draft: Self.foundByDraft(finderType: finderType, viewControllerType: viewControllerType),
                        previous: nil)
                cases.append((switchCase.condition, origin))
            case .decidedAtNavigation:
                undecided.append(switchCase.condition)
            }
        }
        var facts = NavigationGraphFacts(viewControllerType: switcher.viewControllerType)
        facts.switchBranches = cases.map(\.node)
        facts.hasUndecidedCases = !undecided.isEmpty
        let node = NavigationGraph.Node(
            kind: .switchStep, viewControllerType: typeName(switcher.viewControllerType), construction: .init(),
            undecidedCases: undecided)
        let inherited = cases.reduce(into: Set<String>()) { chain, branch in chain.formUnion(self.chain(of: branch.node)) }
        let id = makeNode(identity: identity, draft: Draft(node: node, facts: facts, chain: inherited), previous: nil)
        for branch in cases {
            edges.append(
                NavigationGraph.Edge(
                    from: branch.node, to: id, kind: .switchCase, label: branch.condition, actionType: nil,
                    contextTransformers: []))
        }
        return id
    }

    /// Numbers `draft` as the next node, after its predecessor's chain.
    private mutating func makeNode(identity: Int, draft: Draft, previous: String?) -> String {
        let id = "n\(drafts.count)"
        var draft = draft
        draft.node.id = id
        draft.facts.previous = previous
        draft.chain.insert(id)
        if let previous { draft.chain.formUnion(chain(of: previous)) }
        drafts.append(draft)
        nodeIDs[identity] = id
        return id
    }

    private func chain(of id: String) -> Set<String> {
        Self.index(of: id).map { drafts[$0].chain } ?? []
    }

    /// The position of node `id`: ids are `n` and the position.
    private static func index(of id: String) -> Int? {
        Int(id.dropFirst())
    }

    private static func draft(for entity: EntityStep) -> Draft {
        var facts = NavigationGraphFacts(viewControllerType: entity.viewControllerType)
        facts.action = entity.action
        facts.hasFinder = entity.finder != nil
        if let factory = entity.factory {
            facts.builtTypes = [factory.viewControllerType] + factory.ownBuiltTypes
        }
        let isContainer = entity.factory?.kind == .container || entity.viewControllerType is ContainerViewController.Type
        let node = NavigationGraph.Node(
            kind: .step, viewControllerType: typeName(entity.viewControllerType),
            contextType: entity.descriptor.contextType,
            construction: .init(
                finderType: entity.finder?.typeName, factoryType: entity.factory?.typeName, isContainer: isContainer,
                factoryChildren: entity.factory?.ownChildren ?? []),
            tasks: .init(
                interceptors: entity.interceptors.map(\.typeName), contextTasks: entity.contextTasks.map(\.typeName),
                postTasks: entity.postTasks.map(\.typeName)))
        return Draft(node: node, facts: facts, chain: [])
    }

    private static func draft(for origin: OriginStep) -> Draft {
        var facts = NavigationGraphFacts(viewControllerType: origin.viewControllerType)
        facts.start = start(of: origin)
        let node = NavigationGraph.Node(
            kind: .origin, viewControllerType: typeName(origin.viewControllerType),
            construction: .init(
                finderType: origin.descriptor.finderType, isContainer: origin.viewControllerType is ContainerViewController.Type))
        return Draft(node: node, facts: facts, chain: [])
    }

    private static func foundByDraft(finderType: String, viewControllerType: UIViewController.Type) -> Draft {
        var facts = NavigationGraphFacts(viewControllerType: viewControllerType)
        facts.start = .whenFound(viewControllerType)
        let node = NavigationGraph.Node(
            kind: .origin, viewControllerType: typeName(viewControllerType),
            construction: .init(finderType: finderType, isContainer: viewControllerType is ContainerViewController.Type))
        return Draft(node: node, facts: facts, chain: [])
    }

    /// Node ids in numeric order, so `n10` comes after `n9`.
    static func idOrder(_ first: String, _ second: String) -> Bool {
        (Int(first.dropFirst()) ?? 0) < (Int(second.dropFirst()) ?? 0)
    }

    // MARK: Result

    /// The finished graph's parts.
    func finish() -> (
        nodes: [NavigationGraph.Node], edges: [NavigationGraph.Edge], containers: [NavigationGraph.Container],
        entries: [NavigationGraph.Entry], facts: [String: NavigationGraphFacts]
    ) {
        let nodes = drafts.map(\.node)
        let sortedEdges = edges.sorted { first, second in
            if first.from != second.from { return Self.idOrder(first.from, second.from) }
            if first.to != second.to { return Self.idOrder(first.to, second.to) }
            return first.label < second.label
        }
        let containers = nodes.filter(\.isContainer).map { container in
            NavigationGraph.Container(
                node: container.id,
                children: sortedEdges.filter { $0.from == container.id && $0.kind == .embedding }.map(\.to),
                factoryChildren: container.factoryChildren)
        }
        let facts = Dictionary(uniqueKeysWithValues: drafts.map { ($0.node.id, $0.facts) })
        return (nodes, sortedEdges, containers, entries.sorted { $0.name < $1.name }, facts)
    }
}
