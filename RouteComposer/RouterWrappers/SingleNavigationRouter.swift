import Foundation

/// A router that refuses to start a navigation while another one sharing its
/// ``SingleNavigationLock`` is still running, instead of letting two navigations change the
/// same screens at once.
///
/// The lock is taken when a navigation starts and released when it completes or throws. A
/// wrapped router that never completes cannot hold the lock for ever: after ``timeout`` the
/// navigation is reported as failed and the lock is released; a completion arriving later is
/// ignored.
@MainActor
public struct SingleNavigationRouter<R: Router>: Router {
    /// The router that carries the navigations out.
    public private(set) var router: R
    /// The lock shared with other routers.
    public let lock: SingleNavigationLock
    /// How long a navigation may hold the lock before it is reported as failed, in seconds; nil
    /// waits for ever.
    public var timeout: TimeInterval?
    /// Where rejections and timeouts are logged.
    public var logger: Logger?
    /// The clock the timeout runs on.
    public var clock: NavigationClock

    /// Creates the router.
    ///
    /// - Parameters:
    ///   - router: the router that carries the navigations out.
    ///   - lock: the lock shared with the other routers whose navigations must not overlap.
    ///   - timeout: how long a navigation may take before it fails and frees the lock, in
    ///     seconds; nil waits for ever. Six minutes by default, longer than ``DefaultRouter``
    ///     lets its interceptors take.
    ///   - logger: where rejections and timeouts are logged.
    ///   - clock: the clock of the timeout; ``RouteComposerDefaults/clock`` by default.
    public init(
        router: R, lock: SingleNavigationLock, timeout: TimeInterval? = 360,
        logger: Logger? = RouteComposerDefaults.shared.logger,
        clock: NavigationClock = RouteComposerDefaults.shared.clock
    ) {
        self.clock = clock
        self.router = router
        self.lock = lock
        self.timeout = timeout
        self.logger = logger
    }

    /// Closes `viewController` through the wrapped router, which decides when: a
    /// ``DefaultRouter`` waits for its turn in its queue. The lock is neither checked nor taken:
    /// it guards against overlapping navigations, and the wrapped router orders its own requests.
    public func dismiss(_ viewController: UIViewController, animated: Bool, completion: ((_: RoutingResult) -> Void)?) {
        router.dismiss(viewController, animated: animated, completion: completion)
    }

    /// Navigates through the wrapped router unless another navigation holds the lock.
    ///
    /// The navigation is a request of the lock's queue, which refuses it while another runs and
    /// is free again when it ends: at the wrapped router's first completion, at its throw, or at
    /// the ``timeout``.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` ("Navigation is in progress", whose
    ///   underlying error is ``RoutingFailureReason/navigationInProgress``) when the lock is held,
    ///   and whatever the wrapped router throws (the lock is then released).
    public func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        let navigation = ForwardedNavigation(
            navigate: { [router] done in try router.navigate(to: step, with: context, animated: animated, completion: done) },
            timeout: timeout, clock: clock, logger: logger)
        let request = NavigationRequest(forwarding: navigation, summary: step.head.summary, completion: completion)
        do {
            try lock.queue.submit(request)
        } catch {
            // A request that started and threw has finished; one the queue refused never started.
            if !request.hasFinished {
                logger?.warning("A navigation was rejected because another one is in progress.")
            }
            throw error
        }
    }
}

extension SingleNavigationRouter: InterceptableRouter where R: InterceptableRouter {
    /// Adds the interceptor to the wrapped router.
    public mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        router.add(interceptor)
    }

    /// Adds the context task to the wrapped router.
    public mutating func add<CT: ContextTask>(_ contextTask: CT) where CT.ViewController == UIViewController, CT.Context == Any? {
        router.add(contextTask)
    }

    /// Adds the post-routing task to the wrapped router.
    public mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any? {
        router.add(postTask)
    }
}
