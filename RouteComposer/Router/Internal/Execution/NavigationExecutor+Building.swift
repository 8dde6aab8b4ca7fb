import Foundation

// The instructions that build and integrate, then confirm the destination and run post tasks.
extension NavigationExecutor {
    /// The batch of container actions under way, made by the first one.
    private var postponed: PostponedIntegration {
        if let made = state.postponedIfMade { return made }
        let made = PostponedIntegration(locator: settings.locator)
        state.postponedIfMade = made
        return made
    }

    /// Builds the step at `index` and integrates it into the current controller.
    func build(_ index: Int) {
        guard let previous = state.current else { return advance() }
        let step = program.builds[index]
        let viewController: UIViewController
        do {
            viewController = try make(step)
        } catch {
            let location = step.location(.building)
            return fail(error.located(at: location, unlessNotedSince: job.firstErrorSerial), note: "building failed at \(location)")
        }
        let location = step.deferredLocation(.integration, viewController: previous)
        let next = index + 1 < program.builds.count ? program.builds[index + 1].action : nil
        integrate(viewController, step: step, into: previous, next: next) { [self] result in
            guard case .failure(let error) = result else {
                state.current = viewController
                return advance()
            }
            let resolved = location.resolved
            fail(error.located(at: resolved, unlessNotedSince: job.firstErrorSerial), note: "integration failed at \(resolved)")
        }
    }

    /// Builds the step's controller (with the children its container factory takes), runs its
    /// context tasks and registers its post tasks.
    private func make(_ step: PlannedBuild) throws -> UIViewController {
        state.forgetFindings()
        let coordinator = ChildCoordinator(
            children: step.children.map { child in
                ChildIntegration { [self] children in
                    let built = try make(child)
                    guard let embed = child.action.embed else { return }
                    try embed(built, &children)
                }
            })
        let viewController = try step.factory.build(coordinator)
        tracker?.report(.stepBuilt) { event in
            event.step = NavigationStepDescription(step.descriptor, index: step.index)
            event.controller = ControllerReference(viewController)
        }
        if step.index < state.destinationMost.index {
            state.destinationMost.index = step.index
            state.destinationMost.controller = viewController
        }
        for task in step.contextTasks {
            try task.perform(viewController, step.location(.contextTask, viewController: viewController))
        }
        register(viewController, tasks: step.postTasks)
        return viewController
    }

    private func integrate(
        _ viewController: UIViewController, step: PlannedBuild, into previous: UIViewController, next: ActionBox?,
        completion: @escaping (RoutingResult) -> Void
    ) {
        if let container = state.postponedIfMade?.container {
            if step.action.kind == .container, step.action.target(for: container) === container {
                completion(embedReported(viewController, step: step, into: container) { try postponed.embed(viewController, using: step.action) })
                return
            }
            flushPostponed(at: step.deferredLocation(.integration, viewController: container)) { [self] result in
                guard case .success = result else { return completion(result) }
                integrate(viewController, step: step, into: previous, next: next, completion: completion)
            }
            return
        }
        guard let target = step.action.target(for: previous) else {
            completion(
                .failure(
                    RoutingError.typeMismatch(
                        type: type(of: previous), expectedType: ContainerViewController.self,
                        .init(
                            "\(step.action.typeName) found no container of its type at or above \(previous).",
                            location: step.location(.integration, viewController: previous)))))
            return
        }
        if step.action.kind == .container, let next, next.canEmbed(into: type(of: target)) {
            completion(
                embedReported(viewController, step: step, into: target) {
                    try postponed.begin(with: target)
                    try postponed.embed(viewController, using: step.action)
                })
            return
        }
        logger?.info("\(step.action.typeName) integrates \(viewController) into \(target).")
        // The closures take what they use rather than the step, whose every field a capture would copy.
        let action = step.action
        let descriptor = step.descriptor
        let index = step.index
        settled(
            target, onScreen: true, owner: .named(action.typeName), at: step.deferredLocation(.integration, viewController: target),
            { [self] done in
                reportIntegration(.willIntegrate, of: viewController, step: descriptor, at: index, by: action, into: target)
                calls.watch(tracker?.watchRemovals(around: target, reason: .replaced) { action.predictedRemovals(integrating: viewController, into: target) })
                journal?.recordIntegration(
                    of: viewController, by: action, into: target, step: NavigationStepDescription(descriptor, index: index))
                // Aimed: an action that reads a window (replacing the root) works in the router's scene.
                SceneAim.within(request.aim) { action.perform(with: viewController, on: target, animated: animated, completion: done) }
            },
            then: { [self] result in
                // After the first completion alone: a second one, or one after the deadline, is ignored.
                if case .success = result {
                    reportIntegration(.didIntegrate, of: viewController, step: descriptor, at: index, by: action, into: target)
                }
                completion(result)
            })
    }

    /// Places `viewController` among the children of a container being assembled, reported as an
    /// integration: the container's children are set on screen later, all at once.
    private func embedReported(
        _ viewController: UIViewController, step: PlannedBuild, into container: UIViewController,
        _ embed: () throws -> Void
    ) -> RoutingResult {
        reportIntegration(.willIntegrate, of: viewController, step: step.descriptor, at: step.index, by: step.action, into: container)
        let result = Result { try embed() }.routingResult
        if case .success = result {
            reportIntegration(.didIntegrate, of: viewController, step: step.descriptor, at: step.index, by: step.action, into: container)
        }
        return result
    }

    private func reportIntegration(
        _ kind: NavigationEvent.Kind, of viewController: UIViewController, step descriptor: StepDescriptor, at index: Int,
        by action: ActionBox, into container: UIViewController
    ) {
        // From the start of the integration: closing the controller while it arrives is nested too.
        if kind == .willIntegrate { request.noteShown(viewController) }
        tracker?.report(kind) { event in
            event.step = NavigationStepDescription(descriptor, index: index)
            event.controller = ControllerReference(viewController)
            event.container = ControllerReference(container)
            event.actionType = action.typeName
        }
    }

    /// Sets the children batched so far, if any.
    func flush() {
        // Nearly always nothing is batched: no flush, nor the closures and location it needs.
        guard let last = state.current, state.postponedIfMade?.container != nil else { return advance() }
        let location = DeferredLocation(phase: .integration, controller: last)
        flushPostponed(at: location) { [self] result in proceed(result, at: location) }
    }

    private func flushPostponed(at location: DeferredLocation, then: @escaping (RoutingResult) -> Void) {
        guard let container = state.postponedIfMade?.container else { return then(.success) }
        settled(
            container, onScreen: true, owner: .settingChildren(WeakController(container)), at: location,
            { [self] done in
                calls.watch(tracker?.watchRemovals(around: container, reason: .replaced) { [] })
                journal?.recordChildren(of: container)
                postponed.flush(animated: animated, completion: done)
            }, then: then)
    }

    // MARK: Confirming and post tasks

    /// Reveals the destination, then goes on once it is where the configuration put it; a
    /// destination that never gets there is a failure, not a success.
    func confirm() {
        // A batched integration, or a container that took the destination as a child, may have
        // left the destination hidden (a tab added but not selected).
        guard let destination = state.destinationMost.controller ?? state.current else { return advance() }
        reveal(destination, then: .confirm)
    }

    func confirmShown(_ destination: UIViewController) {
        // Shown already, as it nearly always is by now: the check's first look, without a call out.
        guard
            let problem = DestinationCheck.firstLook(at: destination, requiresWindow: state.startedInWindow, locator: settings.locator)
        else {
            bringSceneForward(of: destination)
            return advance()
        }
        let location = DeferredLocation(phase: .reveal, controller: destination)
        let check = DestinationCheck(
            destination: destination, requiresWindow: state.startedInWindow, locator: settings.locator,
            isWanted: { [self] in isRunning })
        callOut(
            .showing(WeakController(destination)), timeout: settings.actionTimeout, at: location,
            { done in
                check.waitUntilShown(after: problem, done)
            },
            then: { [self] result in
                if result.isSuccessful { bringSceneForward(of: destination) }
                proceed(result, at: location)
            })
    }

    func register(_ controller: UIViewController, tasks: [BoundPostTask]) {
        // The list is the post tasks' `routingStack`; with no post task to run, nobody reads it.
        guard state.collectsPostTasks, !state.touched.contains(where: { $0.controller.value === controller }) else { return }
        state.touched = state.touched + [(WeakController(controller), tasks)]
    }

    func runPostTasks() {
        // Most navigations have no post task: no census of the touched controllers for them.
        guard state.touched.contains(where: { !$0.tasks.isEmpty }) else { return }
        let alive = state.touched.compactMap { entry in entry.controller.value.map { ($0, entry.tasks) } }
        let stack = alive.map(\.0)
        request.callingOut {
            for (controller, tasks) in alive {
                for task in tasks { task.perform(controller, stack) }
            }
        }
    }
}

extension Result where Success == Void, Failure == Error {
    /// The result as a ``RoutingResult``.
    var routingResult: RoutingResult {
        switch self {
        case .success: .success
        case .failure(let error): .failure(error)
        }
    }
}
