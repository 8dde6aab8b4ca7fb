/// What a navigation needs to begin when its turn in the queue comes: the router's parts as they
/// were when `navigate` was called, the destination and the context.
///
/// A value the request keeps, rather than a closure capturing the same, which every navigation
/// would allocate.
@MainActor
struct NavigationStart {
    let parts: RouterParts
    let head: StepLink
    let context: AnyContext
    let contextType: Any.Type
    let animated: Bool

    /// Plans `request`'s navigation against the hierarchy as it is now and starts its run.
    ///
    /// - Throws: what stops the navigation before the screen changes: a cancellation, or the
    ///   planning's error, which `tracker` has then been told of.
    func begin(_ request: NavigationRequest, tracker: NavigationTracker) throws {
        if request.isCancelled { throw CancellationError() }
        tracker.start(contextType: typeName(contextType), parent: request.parent)
        let plan: NavigationPlan
        do {
            parts.logger?.info("Started navigating to \(head.summary) with \(typeName(contextType)) context.")
            plan = try parts.makePlan(to: head, context: context)
        } catch {
            // Without a root nothing can be found: say so, as the policy promises, rather than
            // which finder found nothing. A buffering router's request reaches here only with one.
            let error = RootCheck.windowHasNoRoot(aimedAt: parts.aim) ? RootCheck.refusal(of: head.summary, over: error) : error
            parts.logger?.error("The navigation could not start: \(loggedFailure(error))")
            tracker.end(.failure(error))
            throw error
        }
        // Only interceptors can move the origin before the run starts changing the screen; without
        // them no new plan is needed, nor the closure that makes one.
        let replan: (() throws -> NavigationPlan)? =
            plan.interceptors.isEmpty
            ? nil
            : { [parts, head, context] in
                try parts.makePlan(to: head, context: context).withoutInterceptors()
            }
        let executor = NavigationExecutor(
            plan: plan, settings: parts.runSettings, animated: animated, request: request, tracker: tracker, replan: replan)
        SceneAim.within(parts.aim) { executor.start() }
    }
}

extension RouterParts {
    /// Phase 1 of a navigation, shared with ``DefaultRouter/preview(to:with:)`` so a preview cannot
    /// disagree with it.
    func makePlan(to head: StepLink, context: AnyContext) throws -> NavigationPlan {
        FailureLocations.shared.beginNavigation()
        // Global tasks take `Any?`, to which every context casts.
        let globalContext = context
        let location = RoutingErrorLocation(phase: .preparation)
        var globals = GlobalTasks()
        globals.interceptors = try globalTasks.interceptors.map { try $0.prepare(with: globalContext, location: location) }
        globals.contextTasks = try globalTasks.contextTasks.map { try $0.prepare(with: globalContext, location: location) }
        globals.postTasks = try globalTasks.postTasks.map { try $0.bind(to: globalContext, location: location) }
        // Aimed so that the finders and origins that follow the aim search the router's scene.
        return try SceneAim.within(aim) {
            try NavigationPlanner(locator: locator, logger: logger).plan(head: head, context: context, globals: globals)
        }
    }
}
