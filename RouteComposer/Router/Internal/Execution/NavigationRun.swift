import Dispatch
import Foundation

/// Phase 2 of a navigation: interceptors, clearing the way, building and integrating, post tasks.
///
/// Written as a chain of completions rather than async functions so that a navigation with no
/// interceptors and no animation completes before `navigate` returns, as apps expect of UIKit
/// code. Every external completion is wrapped so a second call is ignored.
@MainActor
final class NavigationRun {
    private var plan: NavigationPlan
    /// Plans again, without interceptors, when the interceptors changed the hierarchy under the plan.
    private let replan: (() throws -> NavigationPlan)?
    private let animated: Bool
    private let logger: Logger?
    private let handler: StackPresentationHandler
    private let locator: ContainerAdapterLocator
    private let interceptorTimeout: TimeInterval?
    private let completion: OneShotCompletion
    private lazy var postponed = PostponedIntegration(locator: locator)
    /// Every controller the navigation touched, with its post tasks, in the order it was reached.
    private var touched: [(controller: WeakController, tasks: [BoundPostTask])] = []
    /// The built controller nearest to the destination (lowest step index), children included.
    private var destinationMost: (index: Int, controller: WeakController)?

    init(plan: NavigationPlan, animated: Bool, logger: Logger?, handler: StackPresentationHandler, locator: ContainerAdapterLocator,
         interceptorTimeout: TimeInterval?, replan: (() throws -> NavigationPlan)? = nil,
         completion: @escaping (RoutingResult) -> Void) {
        self.plan = plan
        self.replan = replan
        self.animated = animated
        self.logger = logger
        self.handler = handler
        self.locator = locator
        self.interceptorTimeout = interceptorTimeout
        self.completion = OneShotCompletion(owner: "The navigation", logger: logger, completion)
    }

    func start() {
        runInterceptor(at: 0)
    }

    // MARK: Interceptors

    private func runInterceptor(at index: Int) {
        guard index < plan.interceptors.count else {
            startChanges()
            return
        }
        let interceptor = plan.interceptors[index]
        let location = RoutingErrorLocation(phase: .interception, stepIndex: interceptor.location.stepIndex,
                                            contextType: interceptor.location.contextType)
        let once = OneShotCompletion(owner: interceptor.typeName, logger: logger) { [self] result in
            switch result {
            case .success:
                runInterceptor(at: index + 1)
            case .failure(let error):
                fail(error.located(at: location), note: "\(interceptor.typeName) stopped the navigation (\(location))")
            }
        }
        if let interceptorTimeout {
            DispatchQueue.main.asyncAfter(deadline: .now() + interceptorTimeout) {
                MainActor.assumeIsolated {
                    guard !once.hasFired else { return }
                    once(.failure(RoutingError.compositionFailed(.init("\(interceptor.typeName) did not complete within \(interceptorTimeout) seconds.",
                                                                       location: location))))
                }
            }
        }
        interceptor.perform { result in once(result) }
    }

    // MARK: Clearing the way

    private func startChanges() {
        if plan.origin?.isAttachedToWindowHierarchy != true {
            // An interceptor changed the screen (a login replacing the root): the origin chosen
            // before it is gone or off screen, so look again in the hierarchy as it is now.
            let originWasDeallocated = plan.origin == nil
            do {
                guard let replan else { throw RoutingError.initialController(.notFound, .init("No new plan is possible.")) }
                plan = try replan()
                logger?.log(.info("The interceptors changed the hierarchy; the navigation starts from \(plan.originDescription) instead."))
            } catch RoutingError.initialController(.notFound, _) where originWasDeallocated {
                fail(RoutingError.initialController(.deallocated, .init("\(plan.originDescription), the view controller to start from, was deallocated while the interceptors ran, and no other was found.",
                                                                         location: plan.originLocation)))
                return
            } catch {
                fail(error, note: "planning again after the interceptors failed")
                return
            }
        }
        guard let origin = plan.origin else {
            fail(RoutingError.initialController(.deallocated, .init("\(plan.originDescription), the view controller to start from, was deallocated.",
                                                                     location: plan.originLocation)))
            return
        }
        do {
            for task in plan.originContextTasks {
                try task.perform(origin, plan.originLocation)
            }
        } catch {
            fail(error.located(at: plan.originLocation), note: "a context task failed on \(origin)")
            return
        }
        register(origin, tasks: plan.originPostTasks)
        handler.dismissPresented(from: origin, animated: animated) { [self] result in
            guard case .success = result else {
                return forward(result, at: RoutingErrorLocation(phase: .dismissal, viewController: "\(origin)"))
            }
            build(after: origin, at: 0)
        }
    }

    // MARK: Building

    private func build(after previous: UIViewController, at index: Int) {
        handler.makeVisibleInParentContainers(previous, animated: animated) { [self] result in
            guard case .success = result else {
                return forward(result, at: RoutingErrorLocation(phase: .reveal, viewController: "\(previous)"))
            }
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
                fail(error.located(at: location), note: "building failed at \(location)")
                return
            }
            integrate(viewController, step: step, into: previous, next: index + 1 < plan.builds.count ? plan.builds[index + 1] : nil) { [self] result in
                guard case .failure(let error) = result else {
                    build(after: viewController, at: index + 1)
                    return
                }
                let location = step.location(.integration, viewController: previous)
                fail(error.located(at: location), note: "integration failed at \(location)")
            }
        }
    }

    /// Builds the step's controller (with the children its container factory takes), runs its
    /// context tasks and registers its post tasks.
    private func make(_ step: PlannedBuild) throws -> UIViewController {
        let coordinator = ChildCoordinator(children: step.children.map { child in
            ChildIntegration { [self] children in
                let built = try make(child)
                guard let embed = child.action.embed else { return }
                try embed(built, &children)
            }
        })
        let viewController = try step.factory.build(coordinator)
        if destinationMost.map({ step.index < $0.index }) ?? true {
            destinationMost = (step.index, WeakController(viewController))
        }
        for task in step.contextTasks {
            try task.perform(viewController, step.location(.contextTask, viewController: viewController))
        }
        register(viewController, tasks: step.postTasks)
        return viewController
    }

    private func integrate(_ viewController: UIViewController, step: PlannedBuild, into previous: UIViewController, next: PlannedBuild?,
                           completion: @escaping (RoutingResult) -> Void) {
        let action = step.action
        let once = OneShotCompletion(owner: action.typeName, logger: logger, completion)
        if let container = postponed.container {
            if action.kind == .container, action.target(for: container) === container {
                do {
                    try postponed.embed(viewController, using: action)
                    once(.success)
                } catch {
                    once(.failure(error))
                }
                return
            }
            postponed.flush(animated: animated) { [self] result in
                guard case .success = result else { return once(result) }
                integrate(viewController, step: step, into: previous, next: next, completion: completion)
            }
            return
        }
        guard let target = action.target(for: previous) else {
            once(.failure(RoutingError.typeMismatch(type: type(of: previous), expectedType: ContainerViewController.self,
                                                    .init("\(action.typeName) found no container of its type at or above \(previous).",
                                                          location: step.location(.integration, viewController: previous)))))
            return
        }
        if action.kind == .container, let next, next.action.kind == .container, next.action.canEmbed(into: type(of: target)) {
            do {
                try postponed.begin(with: target)
                try postponed.embed(viewController, using: action)
                once(.success)
            } catch {
                once(.failure(error))
            }
            return
        }
        logger?.log(.info("\(action.typeName) integrates \(viewController) into \(target)."))
        action.perform(with: viewController, on: target, animated: animated) { result in once(result) }
    }

    private func finishBuilding(last: UIViewController) {
        postponed.flush(animated: animated) { [self] result in
            guard case .success = result else {
                return forward(result, at: RoutingErrorLocation(phase: .integration, viewController: "\(last)"))
            }
            // A batched integration, or a container that took the destination as a child, may have
            // left the destination hidden (a tab added but not selected): show it.
            let destination = destinationMost?.controller.value ?? last
            handler.makeVisibleInParentContainers(destination, animated: animated) { [self] result in
                guard case .success = result else {
                    return forward(result, at: RoutingErrorLocation(phase: .reveal, viewController: "\(last)"))
                }
                runPostTasks()
                succeed()
            }
        }
    }

    // MARK: Post tasks and the end

    private func register(_ controller: UIViewController, tasks: [BoundPostTask]) {
        guard !touched.contains(where: { $0.controller.value === controller }) else { return }
        touched.append((WeakController(controller), tasks))
    }

    private func runPostTasks() {
        let alive = touched.compactMap { entry in entry.controller.value.map { ($0, entry.tasks) } }
        let stack = alive.map(\.0)
        for (controller, tasks) in alive {
            for task in tasks { task.perform(controller, stack) }
        }
    }

    private func succeed() {
        logger?.log(.info("The navigation finished successfully."))
        completion(.success)
    }

    private func forward(_ result: RoutingResult, at location: RoutingErrorLocation) {
        switch result {
        case .success: succeed()
        case .failure(let error): fail(error.located(at: location), note: "the navigation failed at \(location)")
        }
    }

    private func fail(_ error: Error, note: String? = nil) {
        if let note {
            logger?.log(.error("\(note): \(error)"))
        } else {
            logger?.log(.error("The navigation failed: \(error)"))
        }
        completion(.failure(error))
    }
}

/// A weak reference to a controller.
@MainActor
struct WeakController {
    weak var value: UIViewController?
    init(_ value: UIViewController) { self.value = value }
}

extension UIViewController {
    /// True when the controller's tree hangs from a window's root or from a presentation, so the
    /// router can still reach it.
    var isAttachedToWindowHierarchy: Bool {
        var outermost = self
        while let parent = outermost.parent { outermost = parent }
        if outermost.presentingViewController != nil { return true }
        return outermost.viewIfLoaded?.window?.rootViewController === outermost
    }
}
