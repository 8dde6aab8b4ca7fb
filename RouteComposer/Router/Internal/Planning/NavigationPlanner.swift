/// Phase 1 of a navigation: a walk from the destination towards the origin that finds where to
/// start and prepares everything to build, without touching the screen.
///
/// Any error is thrown from here, and the screen is exactly as it was. Every error names where it
/// arose: the boxes blame their entity at the location the walk hands them, and wrap the app's
/// own errors (see `Error.attributed(to:at:)`).
@MainActor
struct NavigationPlanner {
    /// The router's locator and logger: all the planning uses of its settings, held alone so
    /// that a plan does not copy the whole settings value.
    let locator: ContainerAdapterLocator
    let logger: Logger?

    /// What the walk has gathered so far, from the destination up to the step it is at.
    private struct Walk {
        var context: AnyContext
        var stepInterceptors: [PreparedInterceptor] = []
        /// The controllers to build, the one nearest the origin first.
        var builds: [PlannedBuild] = []
        /// The position of the next entity step, counted from the destination.
        var index = 0
        /// How many switches the walk went through: a bound on chains that lead back to themselves.
        var visitedSwitches = 0
    }

    /// Plans a navigation to the chain starting at `head` with `context`.
    ///
    /// - Complexity: O(*s*) steps walked, plus the finders' searches.
    func plan(head: StepLink, context initialContext: AnyContext, globals: GlobalTasks) throws -> NavigationPlan {
        var walk = Walk(context: initialContext)
        var node: StepLink? = head
        while let current = node {
            switch current.kind {
            case let .entity(step):
                if let plan = try visit(step, walk: &walk, globals: globals) { return plan }
                walk.index += 1
                node = step.previous
            case let .converting(converting):
                // Placed at the step whose context it makes; the transformer names its own types.
                walk.context = try converting.transformer.transform(
                    walk.context,
                    location: RoutingErrorLocation(phase: .preparation, stepIndex: walk.index))
                node = converting.previous
            case let .switcher(switcher):
                walk.visitedSwitches += 1
                guard walk.visitedSwitches <= 1_000 else {
                    throw RoutingError.compositionFailed(
                        .init(
                            "\(switcher.description) keeps resolving to chains that contain it again.",
                            location: RoutingErrorLocation(phase: .search, stepIndex: walk.index)))
                }
                node = switcher.resolve(with: walk.context)
            case let .origin(origin):
                return try plan(from: origin, walk: walk, globals: globals)
            }
        }
        throw RoutingError.initialController(
            .notFound,
            .init(
                "Unable to start the navigation: no step of the destination found a view controller to start from.",
                location: RoutingErrorLocation(phase: .search)))
    }

    /// Prepares `step`'s tasks and interceptors and runs its finder: the plan when it finds a
    /// controller to start from, nil, with the step's build added to `walk`, when it does not.
    private func visit(_ step: EntityStep, walk: inout Walk, globals: GlobalTasks) throws -> NavigationPlan? {
        let index = walk.index
        let context = walk.context
        // Made where something keeps it, not for every step: most steps have no interceptor or
        // task, and a finder's search names its location only for an error.
        func location() -> RoutingErrorLocation { step.descriptor.location(.preparation, index: index) }
        for interceptor in step.interceptors {
            walk.stepInterceptors.append(try interceptor.prepare(with: context, location: location()))
        }
        let stepTasks = step.contextTasks.isEmpty ? [] : try step.contextTasks.map { try $0.prepare(with: context, location: location()) }
        let postTasks = step.postTasks.isEmpty ? [] : try step.postTasks.map { try $0.bind(to: context, location: location()) }
        if let finder = step.finder,
            let found = try finder.findViewController(with: context, location: step.descriptor.location(.search, index: index))
        {
            logger?.info("\(step.descriptor) found \(found) to start from.")
            return try finish(
                origin: found, originStep: step.descriptor, at: index, phase: .preparation,
                contextTasks: globals.contextTasks.joined(with: stepTasks),
                postTasks: globals.postTasks.joined(with: postTasks), interceptors: globals.interceptors.joined(with: walk.stepInterceptors),
                builds: walk.builds)
        }
        if var planned = try plannedBuild(
            for: step, index: index, context: context, globals: globals,
            stepTasks: stepTasks, postTasks: postTasks)
        {
            if planned.factoryKind == .container {
                planned.children = takeChildren(for: planned.viewControllerType, from: &walk.builds)
            }
            walk.builds.insert(planned, at: 0)
        }
        return nil
    }

    /// The plan that starts from what `origin` finds; a composition error when it finds nothing.
    private func plan(from origin: OriginStep, walk: Walk, globals: GlobalTasks) throws -> NavigationPlan {
        let index = walk.index
        func location() -> RoutingErrorLocation { origin.descriptor.location(.search, index: index) }
        guard let found = try find(origin, context: walk.context, location: location()) else {
            throw RoutingError.compositionFailed(
                .init(
                    "\(origin.descriptor.finderType ?? "The origin step") found no view controller to start from.",
                    location: location()))
        }
        return try finish(
            origin: found, originStep: origin.descriptor, at: walk.index, phase: .search,
            contextTasks: globals.contextTasks,
            postTasks: globals.postTasks, interceptors: globals.interceptors.joined(with: walk.stepInterceptors), builds: walk.builds)
    }

    private func plannedBuild(
        for step: EntityStep, index: Int, context: AnyContext, globals: GlobalTasks,
        stepTasks: [PreparedContextTask], postTasks: [BoundPostTask]
    ) throws -> PlannedBuild? {
        let location = step.descriptor.location(.preparation, index: index)
        let factory: FactoryBox
        var action = step.action
        if let stepFactory = step.factory {
            factory = stepFactory
        } else if let finder = step.finder {
            // A real finder with no factory: find the controller again once the steps before it
            // have built it, and leave it where they put it.
            factory = FactoryBox(finding: finder, viewControllerType: step.viewControllerType)
            action = ActionBox(ViewControllerActions.NilAction())
        } else {
            return nil
        }
        guard let action else {
            throw RoutingError.compositionFailed(.init("\(step.descriptor) must be built but has no action to integrate it.", location: location))
        }
        try checkPostTasks(of: step, location: location)
        return PlannedBuild(
            index: index, descriptor: step.descriptor, factory: try factory.prepare(with: context, location: location),
            factoryKind: factory.kind, factoryTypeName: factory.typeName, viewControllerType: factory.viewControllerType,
            action: action.placed(at: step.descriptor, index: index),
            contextTasks: globals.contextTasks.joined(with: stepTasks), postTasks: globals.postTasks.joined(with: postTasks))
    }

    /// A step's post tasks must be able to run on the controller it builds; this is known before
    /// anything is built, so a mismatch stops the navigation now rather than after it succeeded.
    private func checkPostTasks(of step: EntityStep, location: RoutingErrorLocation) throws {
        for task in step.postTasks where !task.accepts(step.viewControllerType) {
            throw RoutingError.typeMismatch(
                type: step.viewControllerType, expectedType: Any.self,
                .init(
                    "\(task.typeName) cannot run on the \(typeName(step.viewControllerType)) this step builds.",
                    location: location.naming(task.typeName)))
        }
    }

    /// Moves the builds at the front of `builds` that a container of `containerType` can take
    /// into its children, stopping at the first it cannot.
    private func takeChildren(for containerType: UIViewController.Type, from builds: inout [PlannedBuild]) -> [PlannedBuild] {
        var children: [PlannedBuild] = []
        while !builds.isEmpty, builds[0].action.canEmbed(into: containerType) {
            children.append(builds.removeFirst())
        }
        return children
    }

    private func find(_ origin: OriginStep, context: AnyContext, location: @autoclosure () -> RoutingErrorLocation) throws -> UIViewController? {
        switch origin.source {
        case .root(let provider):
            return provider.window?.rootViewController
        case .current(let provider):
            return provider.window?.topmostViewController
        case .custom(let finder):
            return try finder.findViewController(with: context, location: location())
        }
    }

    private func finish(
        origin: UIViewController, originStep: StepDescriptor, at originIndex: Int, phase originPhase: RoutingErrorLocation.Phase,
        contextTasks: [PreparedContextTask], postTasks: [BoundPostTask],
        interceptors: [PreparedInterceptor], builds: [PlannedBuild]
    ) throws -> NavigationPlan {
        try DismissibilityCheck(locator: locator).verify(origin: origin, replacesRoot: !builds.isEmpty && builds[0].action.replacesRoot)
        return NavigationPlan(
            origin: origin, originIdentity: ControllerIdentity(origin), originContextTasks: contextTasks,
            originPostTasks: postTasks, originDescriptor: originStep, originIndex: originIndex, originPhase: originPhase,
            interceptors: interceptors, builds: builds)
    }
}
