import Foundation

/// What ``NavigationDelayingInterceptor`` does when a transition is in flight.
public enum NavigationDelayingInterceptorStrategy: Sendable {
    /// Fail the navigation at once.
    case abort
    /// Look again periodically and go on once nothing moves, or fail when the timeout runs out.
    case wait
}

/// An interceptor that keeps a navigation from starting in the middle of a transition, when
/// UIKit would ignore or garble it (two navigations fired back to back, a tap during a dismissal).
///
/// A transition is in flight when the topmost presented controller of the window is being
/// presented or dismissed, or when an animated transition (a push, a pop, a presentation, a
/// tab or split change with a transition coordinator) runs on the root, on a presented
/// controller, or on any controller contained in them. With no window there is nothing to wait
/// for and the navigation goes on.
@MainActor
public struct NavigationDelayingInterceptor<Context>: RoutingInterceptor {
    /// What happens while a transition is in flight.
    public let strategy: NavigationDelayingInterceptorStrategy
    /// The window that is watched.
    public let windowProvider: WindowProvider
    /// How long ``NavigationDelayingInterceptorStrategy/wait`` waits before failing, in seconds.
    let timeout: TimeInterval
    /// Where delays and failures are logged.
    public let logger: Logger?
    /// How often ``NavigationDelayingInterceptorStrategy/wait`` looks again, in seconds.
    var pollingInterval: TimeInterval = 0.1
    /// The clock that measures the timeout and schedules the next look. Monotonic, so a change of
    /// the system clock neither cuts the wait short nor stretches it.
    var clock: NavigationClock

    /// Creates the interceptor.
    ///
    /// - Parameters:
    ///   - strategy: fail at once (`.abort`, the default) or wait (`.wait`).
    ///   - windowProvider: the window to watch.
    ///   - timeout: how long `.wait` waits before failing; 5 seconds by default.
    ///   - logger: where delays and failures are logged.
    ///   - clock: the clock of the timeout and of the polling; ``RouteComposerDefaults/clock`` by default.
    public init(
        strategy: NavigationDelayingInterceptorStrategy = .abort,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        timeout: TimeInterval = 5,
        logger: Logger? = RouteComposerDefaults.shared.logger,
        clock: NavigationClock = RouteComposerDefaults.shared.clock
    ) {
        self.clock = clock
        self.strategy = strategy
        self.windowProvider = windowProvider
        self.timeout = timeout
        self.logger = logger
    }

    /// Succeeds once no transition is in flight. Fails with
    /// ``RoutingError/compositionFailed(_:)`` at once under `.abort`, or when the timeout runs
    /// out under `.wait`.
    public func perform(with context: Context, completion: @escaping (_: RoutingResult) -> Void) {
        check(until: clock.now + timeout, completion: completion)
    }

    private func check(until deadline: TimeInterval, completion: @escaping (_: RoutingResult) -> Void) {
        guard let busy = controllerInTransition() else {
            completion(.success)
            return
        }
        let location = RoutingErrorLocation(phase: .interception, viewController: "\(busy)")
        switch strategy {
        case .abort:
            logger?.error("The navigation was aborted because \(busy) is in a transition.")
            completion(.failure(RoutingError.compositionFailed(.init("\(busy) is in a transition; the navigation was aborted.", location: location))))
        case .wait:
            guard clock.now < deadline else {
                logger?.error("\(busy) was still in a transition after the \(timeout) second timeout.")
                completion(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "\(busy) was still in a transition when the \(timeout) second timeout ran out.",
                                location: location))))
                return
            }
            logger?.info("Waiting for \(busy) to finish its transition.")
            let interceptor = self
            // Never past the deadline, so the timeout is reported when it runs out, not a poll later.
            let delay = min(max(0, pollingInterval), max(0, deadline - clock.now))
            clock.schedule(after: delay) {
                interceptor.check(until: deadline, completion: completion)
            }
        }
    }

    /// The first controller found in a transition, or nil when everything is still.
    func controllerInTransition() -> UIViewController? {
        guard let root = windowProvider.window?.rootViewController else { return nil }
        let presentationChain = [root] + root.presentedChain
        if let topmost = presentationChain.last, topmost.isBeingPresented || topmost.isBeingDismissed {
            return topmost
        }
        for controller in presentationChain {
            if let busy = Self.firstWithTransitionCoordinator(in: controller) { return busy }
        }
        return nil
    }

    private static func firstWithTransitionCoordinator(in controller: UIViewController) -> UIViewController? {
        if controller.transitionCoordinator != nil { return controller }
        for child in controller.children {
            if let busy = firstWithTransitionCoordinator(in: child) { return busy }
        }
        return nil
    }
}
