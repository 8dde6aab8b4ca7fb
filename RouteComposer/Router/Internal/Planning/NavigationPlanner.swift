/// Phase 1 of a navigation: a walk from the destination towards the origin that finds where to
/// start and prepares everything to build, without touching the screen.
///
/// Any error is thrown from here, and the screen is exactly as it was. Every error names where it
/// arose: the boxes blame their entity at the location the walk hands them, and wrap the app's
/// own errors (see `Error.attributed(to:at:)`).
@MainActor
struct NavigationPlanner {
    let locator: ContainerAdapterLocator
    let logger: Logger?

    /// Plans a navigation to the chain starting at `head` with `context`.
    ///
    /// - Complexity: O(*s*) steps walked, plus the finders' searches.
    func plan(head: StepLink, context initialContext: AnyContext, globals: GlobalTasks) throws -> NavigationPlan {
        var stepInterceptors: [PreparedInterceptor] = []
        var builds: [PlannedBuild] = []
        var context = initialContext
        var node: StepLink? = head
        var index = 0
        var visitedSwitches = 0

        while let current = node {
            switch current {
            case let step as EntityStep:
                let location = step.descriptor.location(.preparation, index: index)
                for interceptor in step.interceptors {
                    stepInterceptors.append(try interceptor.prepare(with: context, location: location))
                }
                let stepTasks = try step.contextTasks.map { try $0.prepare(with: context, location: location) }
                let postTasks = try step.postTasks.map { try $0.bind(to: context, location: location) }
                if let finder = step.finder,
                   let found = try finder.findViewController(with: context, location: step.descriptor.location(.search, index: index)) {
                    logger?.log(.info("\(step.descriptor) found \(found) to start from."))
                    return try finish(origin: found, originLocation: location, originStep: NavigationStepDescription(step.descriptor, index: index),
                                      contextTasks: globals.contextTasks + stepTasks,
                                      postTasks: globals.postTasks + postTasks, interceptors: globals.interceptors + stepInterceptors,
                                      builds: builds)
                }
                if let planned = try plannedBuild(for: step, index: index, context: context, globals: globals,
                                                  stepTasks: stepTasks, postTasks: postTasks) {
                    var planned = planned
                    if planned.factoryKind == .container {
                        planned.children = takeChildren(for: planned.viewControllerType, from: &builds)
                    }
                    builds.insert(planned, at: 0)
                }
                index += 1
                node = step.previous
            case let converting as ConvertingStep:
                // Placed at the step whose context it makes; the transformer names its own types.
                context = try converting.transformer.transform(context, location: RoutingErrorLocation(phase: .preparation, stepIndex: index))
                node = converting.previous
            case let switcher as SwitchStep:
                visitedSwitches += 1
                guard visitedSwitches <= 1_000 else {
                    throw RoutingError.compositionFailed(.init("\(switcher.description) keeps resolving to chains that contain it again.",
                                                               location: RoutingErrorLocation(phase: .search, stepIndex: index)))
                }
                node = switcher.resolve(with: context)
            case let origin as OriginStep:
                let location = origin.descriptor.location(.search, index: index)
                guard let found = try find(origin, context: context, location: location) else {
                    throw RoutingError.compositionFailed(.init("\(origin.descriptor.finderType ?? "The origin step") found no view controller to start from.",
                                                               location: location))
                }
                return try finish(origin: found, originLocation: location, originStep: NavigationStepDescription(origin.descriptor, index: index),
                                  contextTasks: globals.contextTasks,
                                  postTasks: globals.postTasks, interceptors: globals.interceptors + stepInterceptors, builds: builds)
            default:
                node = current.previous
            }
        }
        throw RoutingError.initialController(.notFound, .init("Unable to start the navigation: no step of the destination found a view controller to start from.",
                                                               location: RoutingErrorLocation(phase: .search)))
    }

    private func plannedBuild(for step: EntityStep, index: Int, context: AnyContext, globals: GlobalTasks,
                              stepTasks: [PreparedContextTask], postTasks: [BoundPostTask]) throws -> PlannedBuild? {
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
        return PlannedBuild(index: index, descriptor: step.descriptor, factory: try factory.prepare(with: context, location: location),
                            factoryKind: factory.kind, factoryTypeName: factory.typeName, viewControllerType: factory.viewControllerType, action: action.placed(at: location),
                            contextTasks: globals.contextTasks + stepTasks, postTasks: globals.postTasks + postTasks)
    }

    /// A step's post tasks must be able to run on the controller it builds; this is known before
    /// anything is built, so a mismatch stops the navigation now rather than after it succeeded.
    private func checkPostTasks(of step: EntityStep, location: RoutingErrorLocation) throws {
        for task in step.postTasks where !task.accepts(step.viewControllerType) {
            throw RoutingError.typeMismatch(type: step.viewControllerType, expectedType: Any.self,
                                            .init("\(task.typeName) cannot run on the \(typeName(step.viewControllerType)) this step builds.",
                                                  location: location.naming(task.typeName)))
        }
    }

    /// Moves the builds at the front of `builds` that a container of `containerType` can take
    /// into its children, stopping at the first it cannot.
    private func takeChildren(for containerType: UIViewController.Type, from builds: inout [PlannedBuild]) -> [PlannedBuild] {
        var children: [PlannedBuild] = []
        while let next = builds.first, next.action.canEmbed(into: containerType) {
            children.append(next)
            builds.removeFirst()
        }
        return children
    }

    private func find(_ origin: OriginStep, context: AnyContext, location: RoutingErrorLocation) throws -> UIViewController? {
        switch origin.kind {
        case .root(let provider):
            return provider.window?.rootViewController
        case .current(let provider):
            return provider.window?.topmostViewController
        case .custom(let finder):
            return try finder.findViewController(with: context, location: location)
        }
    }

    private func finish(origin: UIViewController, originLocation: RoutingErrorLocation, originStep: NavigationStepDescription,
                        contextTasks: [PreparedContextTask], postTasks: [BoundPostTask],
                        interceptors: [PreparedInterceptor], builds: [PlannedBuild]) throws -> NavigationPlan {
        try DismissibilityCheck(locator: locator).verify(origin: origin, firstBuild: builds.first)
        return NavigationPlan(origin: origin, originDescription: "\(origin)", originContextTasks: contextTasks,
                              originPostTasks: postTasks, originLocation: originLocation, originStep: originStep,
                              interceptors: interceptors, builds: builds)
    }
}
