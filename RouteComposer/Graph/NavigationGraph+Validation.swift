#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension NavigationGraph {
    /// Every problem of the configuration, all at once, ordered by code and then by the nodes
    /// involved; empty for a configuration without any.
    ///
    /// The rules reason about the configuration as written, since that is what the router
    /// follows the first time, when nothing is on screen to be found:
    ///
    /// - ``ProblemCode/unreachableDestination``: a chain can start when, followed
    ///   towards the origin, it ends at ``GeneralStep/root(windowProvider:)`` or
    ///   ``GeneralStep/current(windowProvider:)``, or at a custom origin (``GeneralStep/custom(using:)``
    ///   or a switch's finder case) whose finder looks for a controller type that some step of the
    ///   graph builds (its factory's type, or a child its container factory builds in, being that
    ///   type or a subclass). A switch can start when one of its cases can, or when a case is only
    ///   decided while navigating. A destination whose chain cannot start is reported; a finder on
    ///   the way does not save it, because it only finds what an earlier navigation built.
    /// - ``ProblemCode/conflictingSteps``: two different step nodes with the same
    ///   controller type and the same finder type conflict when they have the same anchor but
    ///   different routes from it. A step's anchor is the nearest step before it that has a finder
    ///   or is an origin or switch: the last place that may already exist. Its route is its own
    ///   action and factory and those of the finder-less steps between it and the anchor (the
    ///   containers built on the way). Whichever destination builds the controller first, the
    ///   other finds it there, so it shows up in a place that depends on history. Steps that only
    ///   differ in interceptors or tasks do not conflict.
    /// - ``ProblemCode/actionCannotFollowPreviousStep``: a plain action needs the
    ///   previous step's controller to be of the action's type; a container action needs it to
    ///   be of the action's container type or to sit inside such a container. Types are compared
    ///   both ways (a `UIViewController` step may well be a navigation controller). A previous
    ///   step is inside a container when a container action put it into a step that can be or be
    ///   inside one; it is known not to be when a present or a root replacement put it in place.
    ///   Where the configuration cannot tell (origins, switches, lookups, custom plain actions),
    ///   the step is given the benefit of the doubt.
    ///
    /// - Complexity: O(*n*² + *n* · *d*) for *n* nodes and *d* destinations, dominated by the
    ///   conflict pairs and the destination names of each problem.
    public func validate() -> ValidationReport<NavigationGraphProblem> {
        ValidationReport(problems: unreachableDestinations() + conflictingSteps() + misplacedActions())
    }

    // MARK: Unreachable destinations

    private func unreachableDestinations() -> [NavigationGraphProblem] {
        let built = facts.values.flatMap(\.builtTypes)
        var memo: [String: String?] = [:]
        var problems: [NavigationGraphProblem] = []
        for entry in entries {
            guard let node = node(entry.node), let reason = startFailure(of: entry.node, built: built, memo: &memo) else { continue }
            problems.append(
                NavigationGraphProblem(
                    code: .unreachableDestination, destinations: [entry.name], nodes: [entry.node],
                    message: "Destination \"\(entry.name)\" (\(describe(node))) cannot be reached: \(reason)."))
        }
        return problems
    }

    /// Why the chain ending at `id` cannot start, or nil when it can.
    private func startFailure(of id: String, built: [UIViewController.Type], memo: inout [String: String?]) -> String? {
        if let known = memo[id] { return known }
        guard let node = node(id), let fact = facts[id] else { return nil }
        let failure: String?
        switch node.kind {
        case .origin:
            switch fact.start {
            case .never:
                failure = "its chain starts at \(describe(node)), which never finds anything"
            case .whenFound(let type) where !built.contains(where: { isType($0, subtypeOf: type) }):
                failure = "its chain starts at \(describe(node)), which looks for a \(displayName(typeName(type))) that no step of the configuration builds"
            default:
                failure = nil
            }
        case .switchStep:
            if fact.hasUndecidedCases {
                failure = nil
            } else if fact.switchBranches.isEmpty {
                failure = "its chain goes through \(describe(node)), which has no case"
            } else if fact.switchBranches.allSatisfy({ startFailure(of: $0, built: built, memo: &memo) != nil }) {
                failure = "no case of \(describe(node)) can start"
            } else {
                failure = nil
            }
        case .step:
            if let previous = fact.previous {
                failure = startFailure(of: previous, built: built, memo: &memo)
            } else {
                failure = "its chain ends at \(describe(node)), which has no origin before it"
            }
        }
        memo[id] = .some(failure)
        return failure
    }

    // MARK: Conflicting steps

    private struct Placement {
        let node: String
        let anchor: String?
        /// Anchor-first: each step's edge label and controller.
        let route: [String]
    }

    private func conflictingSteps() -> [NavigationGraphProblem] {
        var groups: [String: [Placement]] = [:]
        var groupOrder: [String] = []
        for node in nodes where node.kind == .step {
            guard let finder = node.finderType else { continue }
            let placement = self.placement(of: node.id)
            let key = [node.viewControllerType, finder, placement.anchor ?? "-"].joined(separator: "\u{1F}")
            if groups[key] == nil { groupOrder.append(key) }
            groups[key, default: []].append(placement)
        }
        var problems: [NavigationGraphProblem] = []
        for key in groupOrder {
            let group = groups[key] ?? []
            for (offset, first) in group.enumerated() {
                for second in group.dropFirst(offset + 1) where second.route != first.route {
                    problems.append(conflict(first, second))
                }
            }
        }
        return problems
    }

    private func placement(of id: String) -> Placement {
        var route = [routeStep(id)]
        var cursor = facts[id]?.previous
        while let current = cursor, let node = node(current), node.kind == .step, node.finderType == nil {
            route.append(routeStep(current))
            cursor = facts[current]?.previous
        }
        return Placement(node: id, anchor: cursor, route: route.reversed())
    }

    private func routeStep(_ id: String) -> String {
        guard let node = node(id) else { return id }
        let action = edges.first { $0.to == id && $0.kind != .switchCase }.map(label(of:)) ?? "no action"
        let factory = node.factoryType.map { " built by \(displayName($0))" } ?? ""
        return "\(action) \(displayName(node.viewControllerType))\(factory)"
    }

    private func conflict(_ first: Placement, _ second: Placement) -> NavigationGraphProblem {
        let firstNames = destinations(through: first.node)
        let secondNames = destinations(through: second.node)
        let subject = node(first.node).map(describe) ?? first.node
        let anchor = first.anchor.flatMap(node).map(describe) ?? "no origin"
        let message =
            "Destinations \(quoted(firstNames)) and \(quoted(secondNames)) put \(subject) in place from \(anchor) in different ways "
            + "(\(first.route.joined(separator: ", then ")) vs \(second.route.joined(separator: ", then "))); "
            + "the finder finds whichever was built first, so where it shows depends on navigation history."
        return NavigationGraphProblem(
            code: .conflictingSteps, destinations: Array(Set(firstNames + secondNames)).sorted(),
            nodes: [first.node, second.node].sorted(by: NavigationGraphBuilder.idOrder), message: message)
    }

    // MARK: Misplaced actions

    private func misplacedActions() -> [NavigationGraphProblem] {
        var problems: [NavigationGraphProblem] = []
        for node in nodes where node.kind == .step {
            guard let fact = facts[node.id], let action = fact.action, let previousID = fact.previous,
                let previous = self.node(previousID), let previousFacts = facts[previousID]
            else { continue }
            let target = action.targetType
            let reason: String?
            if action.kind == .container {
                reason = containerAbsence(at: previousID, of: target)
            } else if !typesOverlap(previousFacts.viewControllerType, target) {
                reason = "it is a \(displayName(typeName(previousFacts.viewControllerType)))"
            } else {
                reason = nil
            }
            guard let reason else { continue }
            let names = destinations(through: node.id)
            let needs = action.kind == .container ? "a \(displayName(typeName(target))) it is in or inside of" : "a \(displayName(typeName(target)))"
            let message =
                "In \(quoted(names)), \(displayName(action.typeName)) (\(action.graphTraits.label)) integrates \(describe(node)) "
                + "and needs \(needs), but the step before it, \(describe(previous)), cannot provide one: \(reason)."
            problems.append(
                NavigationGraphProblem(
                    code: .actionCannotFollowPreviousStep, destinations: names,
                    nodes: [previousID, node.id].sorted(by: NavigationGraphBuilder.idOrder), message: message))
        }
        return problems
    }

    /// Why no controller of the step `id` can be or be inside a `container`, or nil when one may.
    private func containerAbsence(at id: String, of container: UIViewController.Type) -> String? {
        var cursor = id
        var path: [String] = []
        while let fact = facts[cursor], let node = node(cursor) {
            if typesOverlap(fact.viewControllerType, container) { return nil }
            guard node.kind == .step, let action = fact.action, let previous = fact.previous else { return nil }
            path.append(displayName(node.viewControllerType))
            if action.kind == .plain {
                guard action.graphTraits.leavesWithoutParent else { return nil }
                return "\(path.joined(separator: " inside "))"
                    + " is not a \(displayName(typeName(container))) and has no parent after \(action.graphTraits.label)"
            }
            cursor = previous
        }
        return nil
    }

    // MARK: Descriptions

    /// The destinations whose chains include node `id`, sorted.
    private func destinations(through id: String) -> [String] {
        entries.filter { $0.chain.contains(id) }.map(\.name)
    }

    private func quoted(_ names: [String]) -> String {
        names.isEmpty ? "no destination" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// A node by its types, for messages.
    func describe(_ node: Node) -> String {
        switch node.kind {
        case .origin:
            guard let finder = node.finderType else { return "an origin" }
            return finder.hasPrefix("GeneralStep.") ? finder : "the origin \(displayName(finder)) finds"
        case .switchStep:
            return "the switch to \(displayName(node.viewControllerType))"
        case .step:
            var parts: [String] = []
            if let finder = node.finderType { parts.append("finder \(displayName(finder))") }
            if let factory = node.factoryType { parts.append("factory \(displayName(factory))") }
            let types = parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
            return "\(displayName(node.viewControllerType))\(types)"
        }
    }
}
