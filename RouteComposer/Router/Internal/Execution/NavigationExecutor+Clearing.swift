import Foundation

// The instructions before anything is built: interceptors, the origin, clearing the way to it.
extension NavigationExecutor {
    func intercept(_ index: Int) {
        // The program names only indices of its own interceptors.
        let interceptor = program.interceptors[index]
        // The step's full location, so a timeout names the interceptor and its step's types too.
        let location = interceptor.location.naming(interceptor.typeName, in: .interception)
        callOut(
            .named(interceptor.typeName), timeout: settings.interceptorTimeout, at: DeferredLocation(location),
            { [request] done in
                request.callOutStarted()
                NavigationNesting.calling(from: request) { interceptor.perform(done) }
            },
            then: { [self] result in
                // What the interceptor started from inside, a login screen say, ends first.
                request.callOutEnded { [self] in
                    switch result {
                    case .success:
                        advance()
                    case .failure(let error):
                        fail(
                            error.located(at: location, unlessNotedSince: job.firstErrorSerial),
                            note: "\(interceptor.typeName) stopped the navigation (\(location))")
                    }
                }
            })
    }

    /// Plans the changes from the hierarchy as the interceptors left it: planned again from
    /// another origin when they changed the screen (a login replacing the root) so that the
    /// origin chosen before is gone or off screen.
    func replanAfterInterceptors() {
        guard var plan else { return advance() }
        if plan.origin?.isAttachedToWindowHierarchy != true {
            let originWasDeallocated = plan.origin == nil
            do {
                guard let replan = job.replan else { throw RoutingError.initialController(.notFound, .init("No new plan is possible.")) }
                plan = try replan()
                self.plan = plan
                program.builds = plan.builds
                logger?.info("The interceptors changed the hierarchy; the navigation starts from \(plan.originText) instead.")
            } catch RoutingError.initialController(.notFound, _) where originWasDeallocated {
                return fail(
                    RoutingError.initialController(
                        .deallocated,
                        .init(
                            "\(plan.originText), the view controller to start from, was deallocated while the interceptors ran, and no other was found.",
                            location: plan.originLocation)))
            } catch {
                return fail(error, note: "planning again after the interceptors failed")
            }
        }
        program.instructions += NavigationPlanner.changes(for: plan, forecast: settings.forecast)
        advance()
    }

    func begin(_ found: OriginState) {
        // Nothing reads the plan after this step: it is moved out, not copied with all it holds.
        var taken: NavigationPlan?
        swap(&taken, &plan)
        guard let plan = taken else { return advance() }
        guard let origin = plan.origin else {
            return fail(
                RoutingError.initialController(
                    .deallocated,
                    .init("\(plan.originText), the view controller to start from, was deallocated.", location: plan.originLocation)))
        }
        state.startedInWindow = origin.isAttachedToWindowHierarchy
        do {
            for task in plan.originContextTasks {
                try task.perform(origin, plan.originLocation)
            }
        } catch {
            return fail(
                error.located(at: plan.originLocation, unlessNotedSince: job.firstErrorSerial), note: "a context task failed on \(origin)")
        }
        register(origin, tasks: plan.originPostTasks)
        tracker?.report(.originFound) { event in
            event.step = plan.originStep
            event.controller = ControllerReference(origin)
        }
        state.current = origin
        // What the planner found holds still: nothing has run since.
        switch found {
        case .unknown: break
        case .settled: state.settledAsItWas = ObjectIdentifier(origin)
        case .shown:
            state.settledAsItWas = ObjectIdentifier(origin)
            state.revealedAsItWas = ObjectIdentifier(origin)
        }
        advance()
    }

    func dismissAbove() {
        guard let origin = state.current else { return advance() }
        if takesOverCoveredOrigin(origin) { return }
        let location = DeferredLocation(phase: .dismissal, controller: origin)
        settled(
            origin, owner: .dismissingAbove(WeakController(origin)), at: location,
            { [self] done in
                // Watched from here, after the wait for transitions in flight, so only this change counts.
                calls.watch(tracker?.watchRemovals(around: origin, reason: .dismissed) { origin.presentedChain })
                journal?.recordDismissal(from: origin)
                settings.handler.dismissPresented(from: origin, animated: animated, completion: done)
            },
            then: { [self] result in proceed(result, at: location) })
    }

    // MARK: Revealing

    func reveal() {
        guard let controller = state.current else { return advance() }
        reveal(controller, then: .advance)
    }

    /// What follows a reveal.
    enum AfterReveal {
        /// The next instruction.
        case advance
        /// The check that the destination, the controller revealed, is shown.
        case confirm
    }

    /// Makes `controller` visible in its containers, then goes on with `next`; a failure ends
    /// the run. Known shown, or revealed without a call out as nearly always, it makes no closure
    /// for the call.
    func reveal(_ controller: UIViewController, then next: AfterReveal) {
        if state.revealedAsItWas == ObjectIdentifier(controller) || revealAtOnce(controller) { return proceed(after: next, controller) }
        let location = DeferredLocation(phase: .reveal, controller: controller)
        settled(
            controller, owner: .revealing(WeakController(controller)), at: location,
            { [self] done in
                makeVisible(controller, completion: done)
            },
            then: { [self] result in
                guard case .success = result else { return proceed(result, at: location) }
                // The step boundary between the reveal and what follows it.
                guard mayContinue() else { return }
                proceed(after: next, controller)
            })
    }

    private func proceed(after reveal: AfterReveal, _ controller: UIViewController) {
        switch reveal {
        case .advance: advance()
        case .confirm: confirmShown(controller)
        }
    }

    /// The reveal without a call out, when nothing moves and the handler says it would find
    /// `controller` shown: true when done so, false, having done nothing, when the reveal needs
    /// the call out. Nothing but the run has run since the step boundary checked for a
    /// cancellation.
    private func revealAtOnce(_ controller: UIViewController) -> Bool {
        guard let forecast = settings.forecast, isSettled(controller), forecast.hasNothingToReveal(controller) else { return false }
        // What the call does when nothing changes.
        let removal = tracker?.watchRemovals(around: controller, reason: .popped) { [locator = settings.locator] in
            controller.stackedAbove(locator: locator)
        }
        removal?.finish()
        state.revealedAsItWas = ObjectIdentifier(controller)
        return true
    }

    /// True when no transition runs around `controller`, known without looking when it was just
    /// found so and nothing has run since.
    private func isSettled(_ controller: UIViewController) -> Bool {
        state.settledAsItWas == ObjectIdentifier(controller) || TransitionSettling.isSettled(controller)
    }

    /// Makes `controller` visible in its containers, watching for what the reveal pops.
    private func makeVisible(_ controller: UIViewController, completion: @escaping (RoutingResult) -> Void) {
        calls.watch(
            tracker?.watchRemovals(around: controller, reason: .popped) { [locator = settings.locator] in
                controller.stackedAbove(locator: locator)
            })
        journal?.recordReveal(of: controller)
        let revealed: (RoutingResult) -> Void = { [journal] result in
            journal?.dropUnchangedReveal()
            completion(result)
        }
        settings.handler.makeVisibleInParentContainers(controller, animated: animated, completion: revealed)
    }
}
