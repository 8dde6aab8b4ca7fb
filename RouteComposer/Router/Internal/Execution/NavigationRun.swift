import Dispatch
import Foundation

/// Phase 2 of a navigation: interceptors, clearing the way, building and integrating, post tasks.
///
/// Written as a chain of completions rather than async functions so that a navigation with no
/// interceptors and no animation completes before `navigate` returns, as apps expect of UIKit
/// code. Every call out of the router (an interceptor, the presentation handler, an action, a
/// container adapter) goes through ``callOut(_:timeout:at:_:then:)``: its completion counts once,
/// and its deadline, on the router's clock, ends the navigation when the completion never comes.
@MainActor
final class NavigationRun {
    private var plan: NavigationPlan
    /// Plans again, without interceptors, when the interceptors changed the hierarchy under the plan.
    private let replan: (() throws -> NavigationPlan)?
    private let settings: NavigationRunSettings
    /// The request the run is: finished once when the run ends.
    private let request: NavigationRequest
    /// Reports to the router's observers and leak detection; nil for a run nobody tracks.
    private let tracker: NavigationTracker?
    private var hasEnded = false
    /// The batch of container actions under way, made by the first one: most navigations batch nothing.
    private var postponedIfMade: PostponedIntegration?
    private var postponed: PostponedIntegration {
        if let postponedIfMade { return postponedIfMade }
        let made = PostponedIntegration(locator: settings.locator)
        postponedIfMade = made
        return made
    }
    /// Every controller the navigation touched, with its post tasks, in the order it was reached.
    private var touched: [(controller: WeakController, tasks: [BoundPostTask])] = []
    /// The built controller nearest to the destination (lowest step index), children included.
    private var destinationMost: (index: Int, controller: WeakController)?
    /// True when the controller to start from hung in a window's hierarchy: then the destination
    /// must end up in a window too. Bare controllers of a unit test are checked in their containers only.
    private var startedInWindow = false
    /// True while interceptors run: nothing of the screen has changed yet, so a cancellation ends
    /// the navigation at once instead of at the next step boundary.
    private var isIntercepting = false
    private var isCancelled = false
    /// The deadline of the call out of the router that is under way.
    private var pendingTimer: NavigationTimer?
    /// The number of the latest call out of the router, counted from 1.
    private var callOutNumber = 0
    /// True once the latest call out completed, or its deadline passed.
    private var callOutCompleted = true
    /// What follows the call out under way; released when it completes or the navigation ends, so
    /// that a completion that never comes does not keep the run alive through it.
    private var callOutThen: ((RoutingResult) -> Void)?
    /// The watch for what the call out under way removes, when it may remove something: finished
    /// by the call's first completion or its deadline, so that what left is reported once, before
    /// anything follows, and never after the navigation ended.
    private var callOutRemoval: PendingRemoval?
    /// The changes made so far, for a rollback: made when the first change is recorded, so that a
    /// navigation that changes nothing makes none; never under ``RollbackPolicy/leaveAsIs``.
    private var recordedChanges: RollbackJournal?
    private var journal: RollbackJournal? {
        if recordedChanges == nil, settings.rollbackPolicy == .rollback {
            recordedChanges = RollbackJournal(
                locator: settings.locator, splitsStacks: !animated, revealsByPopping: settings.shortcut?.revealsByPopping == true)
        }
        return recordedChanges
    }
    /// The rollback under way once the navigation failed; the navigation ends when it finishes.
    private var rollback: RollbackRun?
    /// Set when the handler is the library's own, to skip its calls that have nothing to do.
    private var shortcut: ClearingShortcut? { settings.shortcut }
    /// The controller the latest reveal found shown without calling out, while the run has asked
    /// nothing of UIKit or the app since (a call out or a build clears it): revealing it again
    /// would find the same.
    private var revealedAsItWas: ObjectIdentifier?
    /// The controller last found with no transition around it, under the same rule: checking again
    /// would find the same.
    private var settledAsItWas: ObjectIdentifier?

    /// The first serial number `FailureLocations` gives during this run: an app's error noted
    /// since was located by the entity that threw it, which knows better than the run where it arose.
    private let firstErrorSerial = FailureLocations.shared.nextSerial

    private let animated: Bool
    /// False once the navigation has failed or ended; waits that outlive it stop, and nothing
    /// more is asked of UIKit but the rollback's undos.
    private var isRunning: Bool { !hasEnded && rollback == nil }
    private var logger: Logger? { settings.logger }

    init(
        plan: NavigationPlan, settings: NavigationRunSettings, animated: Bool, request: NavigationRequest, tracker: NavigationTracker? = nil,
        replan: (() throws -> NavigationPlan)? = nil
    ) {
        self.plan = plan
        self.settings = settings
        self.animated = animated
        self.request = request
        self.tracker = tracker
        self.replan = replan
    }

    func start() {
        // Held strongly until the request finishes, which drops the closure (the run's end
        // finishes it). A weak capture would free nothing sooner: a run whose completion never
        // comes keeps its request running in the queue either way.
        request.stopRunning = { [self] in cancel() }
        isIntercepting = true
        runInterceptor(at: 0)
    }

    // MARK: Cancellation

    private func cancel() {
        // A rollback under way finishes: stopping it halfway would leave a half-built screen.
        guard isRunning else { return }
        isCancelled = true
        if isIntercepting {
            end(.failure(CancellationError()))
        }
    }

    /// False, after ending the navigation with `CancellationError`, when it was cancelled.
    private func mayContinue() -> Bool {
        guard isCancelled else { return isRunning }
        // After the end, this reaches `finishRequest` again, which logs the late call and ignores it.
        end(.failure(CancellationError()))
        return false
    }

    // MARK: Calls out of the router

    /// Calls `body`, which must call its completion once; a second call is ignored with a warning,
    /// and none within `timeout` seconds of the router's clock fails the navigation there.
    ///
    /// Calls out run one at a time, so the run keeps what follows the one under way itself; the
    /// completion handed to `body` carries the call's number, which tells a second call, or a call
    /// of an earlier call out, from the first.
    private func callOut(
        _ owner: CallOutOwner, timeout: TimeInterval?, at location: DeferredLocation,
        _ body: (@escaping (RoutingResult) -> Void) -> Void, then: @escaping (RoutingResult) -> Void
    ) {
        revealedAsItWas = nil
        settledAsItWas = nil
        callOutNumber += 1
        let number = callOutNumber
        callOutCompleted = false
        callOutThen = then
        let start = timeout == nil ? 0 : settings.clock.now
        // The run is captured strongly, as `then` and the bodies already capture it: a weak capture
        // would not free it any sooner (see `start`).
        body { [self] result in completeCallOut(number, of: owner, with: result) }
        // Armed only for a call that did not complete at once: most complete before they return
        // (no animation, nothing to wait for), and a deadline that has already been met needs no
        // timer. The deadline still counts from the call.
        guard let timeout, number == callOutNumber, !callOutCompleted else { return }
        pendingTimer = settings.clock.schedule(after: max(0, timeout - (settings.clock.now - start))) { [self] in
            completeCallOut(
                number, of: owner,
                with: .failure(
                    RoutingError.compositionFailed(
                        .init(
                            "\(owner.text) did not complete within \(timeout) seconds.",
                            underlyingError: RoutingFailureReason.timedOut, location: location.resolved))))
        }
    }

    /// The completion of call out `number`: goes on with what follows it the first time, and
    /// ignores, with a warning, a second call (a deadline that passed counts as the first).
    private func completeCallOut(_ number: Int, of owner: CallOutOwner, with result: RoutingResult) {
        guard number == callOutNumber, !callOutCompleted else {
            logger?.warning("\(owner.text) called its completion more than once; the later call was ignored.")
            return
        }
        callOutCompleted = true
        pendingTimer?.cancel()
        pendingTimer = nil
        // The journal reads back the stacks the call changed before anything else runs, observers
        // of the removals included.
        recordedChanges?.changeEnded()
        if let removal = callOutRemoval {
            callOutRemoval = nil
            removal.finish()
        }
        // Nil when the navigation ended while the call was under way: nothing follows it then.
        guard let then = callOutThen else {
            logger?.info("\(owner.text) completed after the navigation had ended; the call was ignored.")
            return
        }
        callOutThen = nil
        then(result)
    }

    // MARK: Interceptors

    private func runInterceptor(at index: Int) {
        guard mayContinue() else { return }
        guard index < plan.interceptors.count else {
            isIntercepting = false
            startChanges()
            return
        }
        let interceptor = plan.interceptors[index]
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
                        runInterceptor(at: index + 1)
                    case .failure(let error):
                        fail(
                            error.located(at: location, unlessNotedSince: firstErrorSerial),
                            note: "\(interceptor.typeName) stopped the navigation (\(location))")
                    }
                }
            })
    }

    // MARK: Clearing the way

    /// Plans again from the hierarchy as it is now when an interceptor changed the screen (a
    /// login replacing the root), so that the origin chosen before is gone or off screen.
    /// Returns whether the navigation may go on; when not, it has failed.
    private func replanIfTheOriginMoved() -> Bool {
        // Without interceptors nothing ran since the plan was made, so nothing can have moved.
        guard !plan.interceptors.isEmpty, plan.origin?.isAttachedToWindowHierarchy != true else { return true }
        let originWasDeallocated = plan.origin == nil
        do {
            guard let replan else { throw RoutingError.initialController(.notFound, .init("No new plan is possible.")) }
            plan = try replan()
            logger?.info("The interceptors changed the hierarchy; the navigation starts from \(plan.originText) instead.")
            return true
        } catch RoutingError.initialController(.notFound, _) where originWasDeallocated {
            fail(
                RoutingError.initialController(
                    .deallocated,
                    .init(
                        "\(plan.originText), the view controller to start from, was deallocated while the interceptors ran, and no other was found.",
                        location: plan.originLocation)))
            return false
        } catch {
            fail(error, note: "planning again after the interceptors failed")
            return false
        }
    }

    private func startChanges() {
        guard mayContinue() else { return }
        guard replanIfTheOriginMoved() else { return }
        guard let origin = plan.origin else {
            fail(
                RoutingError.initialController(
                    .deallocated,
                    .init(
                        "\(plan.originText), the view controller to start from, was deallocated.",
                        location: plan.originLocation)))
            return
        }
        startedInWindow = origin.isAttachedToWindowHierarchy
        do {
            for task in plan.originContextTasks {
                try task.perform(origin, plan.originLocation)
            }
        } catch {
            fail(error.located(at: plan.originLocation, unlessNotedSince: firstErrorSerial), note: "a context task failed on \(origin)")
            return
        }
        register(origin, tasks: plan.originPostTasks)
        tracker?.report(.originFound) { [plan] event in
            event.step = plan.originStep
            event.controller = ControllerReference(origin)
        }
        // Nothing covers the origin and nothing moves around it: the wait, the removal watch, the
        // journal and the handler would each find nothing to do.
        if let shortcut, shortcut.hasNothingToDismiss(above: origin), TransitionSettling.isSettled(origin) {
            settledAsItWas = ObjectIdentifier(origin)
            build(after: origin, at: 0)
            return
        }
        let location = DeferredLocation(phase: .dismissal, controller: origin)
        settled(
            origin, owner: .dismissingAbove(WeakController(origin)), at: location,
            { [self] done in
                // Watched from here, after the wait for transitions in flight, so only this change counts.
                callOutRemoval = tracker?.watchRemovals(around: origin, reason: .dismissed) { origin.presentedChain }
                journal?.recordDismissal(from: origin)
                settings.handler.dismissPresented(from: origin, animated: animated, completion: done)
            },
            then: { [self] result in
                guard case .success = result else { return forward(result, at: location) }
                build(after: origin, at: 0)
            })
    }

    /// Waits until no transition runs around `controller` (and, with `onScreen`, until its view
    /// is in a window, when the navigation started in one), then calls `body` out of the router;
    /// the deadline covers the wait too.
    private func settled(
        _ controller: UIViewController, onScreen: Bool = false, owner: CallOutOwner, at location: DeferredLocation,
        _ body: @escaping (@escaping (RoutingResult) -> Void) -> Void, then: @escaping (RoutingResult) -> Void
    ) {
        let needsWindow = onScreen && startedInWindow
        callOut(
            owner, timeout: settings.actionTimeout, at: location,
            { done in
                // Nothing to wait for, as nearly always: the wait's closures are not made.
                if isRunning, TransitionSettling.isSettledNow(controller, onScreen: needsWindow) {
                    guard mayContinue() else { return }
                    body(done)
                    return
                }
                TransitionSettling.waitUntilSettled(controller, onScreen: needsWindow, isWanted: { [self] in isRunning }) { [self] in
                    // A cancellation that arrived during the wait stops the navigation before it asks
                    // UIKit for anything more.
                    guard mayContinue() else { return }
                    body(done)
                }
            }, then: then)
    }

    // MARK: Building

    private func build(after previous: UIViewController, at index: Int) {
        guard mayContinue() else { return }
        // Revealed without a call out, as nearly always: no closure for the rest is made.
        if let goesOn = revealAtOnce(previous) {
            if goesOn { buildRevealed(after: previous, at: index) }
            return
        }
        revealing(
            previous,
            then: { [self] result in
                guard case .success = result else { return forward(result, at: DeferredLocation(phase: .reveal, controller: previous)) }
                buildRevealed(after: previous, at: index)
            })
    }

    /// Builds and integrates the step at `index` once `previous` is revealed, or finishes.
    private func buildRevealed(after previous: UIViewController, at index: Int) {
        guard mayContinue() else { return }
        guard index < plan.builds.count else {
            finishBuilding(last: previous)
            return
        }
        let step = plan.builds[index]
        let viewController: UIViewController
        do {
            viewController = try make(step)
        } catch {
            let location = step.location(.building)
            fail(error.located(at: location, unlessNotedSince: firstErrorSerial), note: "building failed at \(location)")
            return
        }
        let location = step.deferredLocation(.integration, viewController: previous)
        integrate(viewController, step: step, into: previous, next: index + 1 < plan.builds.count ? plan.builds[index + 1] : nil) { [self] result in
            guard case .failure(let error) = result else {
                build(after: viewController, at: index + 1)
                return
            }
            let resolved = location.resolved
            fail(error.located(at: resolved, unlessNotedSince: firstErrorSerial), note: "integration failed at \(resolved)")
        }
    }

    /// Waits until nothing moves around `controller`, then makes it visible in its containers,
    /// through the presentation handler. Called when ``revealAtOnce(_:)`` could not reveal it.
    private func revealing(_ controller: UIViewController, then: @escaping (RoutingResult) -> Void) {
        settled(
            controller, owner: .revealing(WeakController(controller)), at: DeferredLocation(phase: .reveal, controller: controller),
            { [self] done in
                reveal(controller, completion: done)
            }, then: then)
    }

    /// The reveal without a call out, when nothing moves and the library's own handler would find
    /// `controller` shown: whether the navigation may go on (false once it has ended). Nil, having
    /// done nothing, when the reveal needs the call out.
    private func revealAtOnce(_ controller: UIViewController) -> Bool? {
        guard let shortcut, isSettled(controller), shortcut.hasNothingToReveal(controller) else { return nil }
        // What the wait checks before the call, then what the call does when nothing changes.
        guard mayContinue() else { return false }
        let removal = tracker?.watchRemovals(around: controller, reason: .popped) { [settings] in
            controller.stackedAbove(locator: settings.locator)
        }
        removal?.finish()
        revealedAsItWas = ObjectIdentifier(controller)
        return true
    }

    /// True when no transition runs around `controller`, known without looking when it was just
    /// found so and nothing has run since.
    private func isSettled(_ controller: UIViewController) -> Bool {
        settledAsItWas == ObjectIdentifier(controller) || TransitionSettling.isSettled(controller)
    }

    /// Makes `controller` visible in its containers, watching for what the reveal pops.
    private func reveal(_ controller: UIViewController, completion: @escaping (RoutingResult) -> Void) {
        callOutRemoval = tracker?.watchRemovals(around: controller, reason: .popped) { [settings] in
            controller.stackedAbove(locator: settings.locator)
        }
        journal?.recordReveal(of: controller)
        let revealed: (RoutingResult) -> Void = { [journal] result in
            journal?.dropUnchangedReveal()
            completion(result)
        }
        guard let handler = settings.defaultHandler else {
            return settings.handler.makeVisibleInParentContainers(controller, animated: animated, completion: revealed)
        }
        // The journal reads the stacks the reveal popped back before the app's callbacks run.
        handler.makeVisibleInParentContainers(
            controller, animated: animated, beforeLayout: { [recordedChanges] in recordedChanges?.changeEnded() }, completion: revealed)
    }

    /// Builds the step's controller (with the children its container factory takes), runs its
    /// context tasks and registers its post tasks.
    private func make(_ step: PlannedBuild) throws -> UIViewController {
        revealedAsItWas = nil
        settledAsItWas = nil
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
        if destinationMost.map({ step.index < $0.index }) ?? true {
            destinationMost = (step.index, WeakController(viewController))
        }
        for task in step.contextTasks {
            try task.perform(viewController, step.location(.contextTask, viewController: viewController))
        }
        register(viewController, tasks: step.postTasks)
        return viewController
    }

    private func integrate(
        _ viewController: UIViewController, step: PlannedBuild, into previous: UIViewController, next: PlannedBuild?,
        completion: @escaping (RoutingResult) -> Void
    ) {
        // `step.action` is read where used, not bound: a binding, or a closure capturing it,
        // copies the action box and every closure in it; the step is one reference.
        if let container = postponedIfMade?.container {
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
        if step.action.kind == .container, let next, next.action.kind == .container, next.action.canEmbed(into: type(of: target)) {
            completion(
                embedReported(viewController, step: step, into: target) {
                    try postponed.begin(with: target)
                    try postponed.embed(viewController, using: step.action)
                })
            return
        }
        logger?.info("\(step.action.typeName) integrates \(viewController) into \(target).")
        settled(
            target, onScreen: true, owner: .named(step.action.typeName), at: step.deferredLocation(.integration, viewController: target),
            { [self] done in
                reportIntegration(.willIntegrate, of: viewController, step: step, into: target)
                callOutRemoval = tracker?.watchRemovals(around: target, reason: .replaced) { step.action.predictRemovals(viewController, target) }
                journal?.recordIntegration(
                    of: viewController, by: step.action, into: target,
                    step: NavigationStepDescription(step.descriptor, index: step.index))
                step.action.perform(with: viewController, on: target, animated: animated, completion: done)
            },
            then: { [self] result in
                // After the first completion alone: a second one, or one after the deadline, is ignored.
                if case .success = result { reportIntegration(.didIntegrate, of: viewController, step: step, into: target) }
                completion(result)
            })
    }

    /// Places `viewController` among the children of a container being assembled, reported as an
    /// integration: the container's children are set on screen later, all at once.
    private func embedReported(
        _ viewController: UIViewController, step: PlannedBuild, into container: UIViewController,
        _ embed: () throws -> Void
    ) -> RoutingResult {
        reportIntegration(.willIntegrate, of: viewController, step: step, into: container)
        let result = Result { try embed() }.routingResult
        if case .success = result { reportIntegration(.didIntegrate, of: viewController, step: step, into: container) }
        return result
    }

    private func reportIntegration(
        _ kind: NavigationEvent.Kind, of viewController: UIViewController, step: PlannedBuild,
        into container: UIViewController
    ) {
        // From the start of the integration: closing the controller while it arrives is nested too.
        if kind == .willIntegrate { request.noteShown(viewController) }
        tracker?.report(kind) { event in
            event.step = NavigationStepDescription(step.descriptor, index: step.index)
            event.controller = ControllerReference(viewController)
            event.container = ControllerReference(container)
            event.actionType = step.action.typeName
        }
    }

    private func flushPostponed(at location: DeferredLocation, then: @escaping (RoutingResult) -> Void) {
        guard let container = postponedIfMade?.container else { return then(.success) }
        settled(
            container, onScreen: true, owner: .settingChildren(WeakController(container)), at: location,
            { [self] done in
                callOutRemoval = tracker?.watchRemovals(around: container, reason: .replaced) { [] }
                journal?.recordChildren(of: container)
                postponed.flush(animated: animated, completion: done)
            }, then: then)
    }

    private func finishBuilding(last: UIViewController) {
        // Nearly always nothing is batched: no flush, nor the closures and location it needs.
        guard postponedIfMade?.container != nil else { return showDestination(last: last) }
        let location = DeferredLocation(phase: .integration, controller: last)
        flushPostponed(at: location) { [self] result in
            guard case .success = result else { return forward(result, at: location) }
            showDestination(last: last)
        }
    }

    /// Reveals the destination once everything is built and integrated, then confirms it is shown.
    private func showDestination(last: UIViewController) {
        guard mayContinue() else { return }
        // A batched integration, or a container that took the destination as a child, may have
        // left the destination hidden (a tab added but not selected): show it.
        let destination = destinationMost?.controller.value ?? last
        // Usually the destination was revealed just before, the last build's reveal (or the
        // origin's, with nothing to build), and nothing has run since.
        if revealedAsItWas == ObjectIdentifier(destination) {
            confirmShown(destination)
            return
        }
        if let goesOn = revealAtOnce(destination) {
            if goesOn { confirmShown(destination) }
            return
        }
        revealing(
            destination,
            then: { [self] result in
                guard case .success = result else { return forward(result, at: DeferredLocation(phase: .reveal, controller: destination)) }
                confirmShown(destination)
            })
    }

    // MARK: Post tasks and the end

    /// Succeeds once `destination` is where the configuration put it; a destination that never
    /// gets there is a failure, not a success.
    private func confirmShown(_ destination: UIViewController) {
        guard mayContinue() else { return }
        // Shown already, as it nearly always is by now: the check's first look, without a call out.
        guard
            let problem = DestinationCheck.firstLook(at: destination, requiresWindow: startedInWindow, locator: settings.locator)
        else {
            runPostTasks()
            succeed()
            return
        }
        let location = DeferredLocation(phase: .reveal, controller: destination)
        let check = DestinationCheck(
            destination: destination, requiresWindow: startedInWindow, locator: settings.locator,
            isWanted: { [self] in isRunning })
        callOut(
            .showing(WeakController(destination)), timeout: settings.actionTimeout, at: location,
            { done in
                check.waitUntilShown(after: problem, done)
            },
            then: { [self] result in
                guard case .success = result else { return forward(result, at: location) }
                guard mayContinue() else { return }
                runPostTasks()
                succeed()
            })
    }

    private func register(_ controller: UIViewController, tasks: [BoundPostTask]) {
        // The list is the post tasks' `routingStack`; with no post task to run, nobody reads it.
        guard plan.hasPostTasks, !touched.contains(where: { $0.controller.value === controller }) else { return }
        touched.append((WeakController(controller), tasks))
    }

    private func runPostTasks() {
        // Most navigations have no post task: no census of the touched controllers for them.
        guard touched.contains(where: { !$0.tasks.isEmpty }) else { return }
        let alive = touched.compactMap { entry in entry.controller.value.map { ($0, entry.tasks) } }
        let stack = alive.map(\.0)
        request.callingOut {
            for (controller, tasks) in alive {
                for task in tasks { task.perform(controller, stack) }
            }
        }
    }

    private func succeed() {
        logger?.info("The navigation finished successfully.")
        end(.success)
    }

    private func forward(_ result: RoutingResult, at location: DeferredLocation) {
        switch result {
        case .success: succeed()
        case .failure(let error):
            let resolved = location.resolved
            fail(error.located(at: resolved, unlessNotedSince: firstErrorSerial), note: "the navigation failed at \(resolved)")
        }
    }

    private func fail(_ error: Error, note: String? = nil) {
        if let note {
            logger?.error("\(note): \(loggedFailure(error))")
        } else {
            logger?.error("The navigation failed: \(loggedFailure(error))")
        }
        end(.failure(error))
    }

    /// Finishes the request once; a later end, such as a cancellation noticed after it, is logged
    /// and ignored.
    private func finishRequest(_ result: RoutingResult) {
        guard !hasEnded else {
            logger?.warning("The navigation called its completion more than once; the later call was ignored.")
            return
        }
        hasEnded = true
        request.finish(result)
    }

    /// Ends the navigation once; the deadline under way is cancelled so nothing the navigation
    /// captured outlives it. A failure after the screen changed, cancellation included, is first
    /// rolled back when the journal recorded changes, and ends with the error the rollback returns.
    private func end(_ result: RoutingResult) {
        guard rollback == nil else { return }
        pendingTimer?.cancel()
        pendingTimer = nil
        callOutThen = nil
        callOutRemoval = nil
        if case .failure(let error) = result, error is CancellationError {
            logger?.info("The navigation was cancelled.")
        }
        // The journal as it is: one never made has nothing to undo.
        guard case .failure(let error) = result, let journal = recordedChanges, case let records = journal.readBackRecords(), !records.isEmpty
        else {
            recordedChanges?.clear()
            finishRequest(result)
            return
        }
        let rollback = RollbackRun(records: records, originalError: error, settings: settings, tracker: tracker) { [self] error in
            journal.clear()
            self.rollback = nil
            finishRequest(.failure(error))
        }
        journal.clear()
        self.rollback = rollback
        rollback.start()
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
