import Foundation

/// A router that runs its own interceptors before the wrapped router even looks for the
/// controller to start from.
///
/// Use it for interceptors that change the whole screen, such as a login flow that replaces
/// the window's root: the wrapped router then plans its navigation on the screen as the
/// interceptors left it.
///
/// The interceptors are prepared, in the order they were added, when ``navigate(to:with:animated:completion:)``
/// is called; a preparation error is thrown and nothing runs. They then run one after another,
/// each waiting for the previous one's completion; the first failure ends the navigation through
/// `completion`. Once they have all succeeded, the wrapped router navigates; what it throws then
/// is reported through `completion` too. Without interceptors the call goes straight to the
/// wrapped router.
///
/// Like ``DefaultRouter``, it ends every navigation exactly once: an interceptor that does not
/// complete within ``interceptorTimeout`` fails it, cancelling the `Task` of an `async`
/// navigation ends it while the interceptors run (and is handed on to the wrapped router after),
/// and an error of the app's own is reported located, with the app's error as its underlying error.
@MainActor
public struct GlobalInterceptorRouter<R: Router>: Router {
    /// The router that carries the navigations out.
    public private(set) var router: R
    /// How long one interceptor may take before the navigation fails; nil waits forever. Five
    /// minutes by default, as ``DefaultRouter/interceptorTimeout``.
    public var interceptorTimeout: TimeInterval? = 300
    /// The clock the timeout runs on.
    public var clock: NavigationClock

    /// Boxed as a ``DefaultRouter``'s own global interceptors are, and prepared and run the same way.
    private var interceptors: [InterceptorBox] = []

    /// Wraps `router`; the timeout runs on `clock` (``RouteComposerDefaults/clock`` by default).
    public init(router: R, clock: NavigationClock = RouteComposerDefaults.shared.clock) {
        self.router = router
        self.clock = clock
    }

    /// Adds an interceptor that runs, after the ones added before it, ahead of every navigation.
    /// It receives the navigation's context as `Any?`.
    public mutating func addGlobal<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        interceptors.append(InterceptorBox(interceptor))
    }

    /// Closes `viewController` through the wrapped router; this router's interceptors do not run,
    /// as closing a screen is not a navigation to a destination.
    public func dismiss(_ viewController: UIViewController, animated: Bool, completion: ((_: RoutingResult) -> Void)?) {
        router.dismiss(viewController, animated: animated, completion: completion)
    }

    /// Runs the interceptors, then navigates through the wrapped router.
    ///
    /// The interceptors run as a ``DefaultRouter``'s run before it changes the screen, by the
    /// same code; the wrapped router then plans its navigation on the screen they left.
    ///
    /// - Throws: an interceptor's preparation error, before anything runs; without interceptors,
    ///   whatever the wrapped router throws.
    public func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        guard !interceptors.isEmpty else {
            try router.navigate(to: step, with: context, animated: animated, completion: completion)
            return
        }
        let cancellation = NavigationCancellation.take()
        let pass = InterceptorPass(interceptors: interceptors, context: context, clock: clock, timeout: interceptorTimeout)
        let router = self.router
        let request = NavigationRequest(intercepting: pass, summary: step.head.summary) { result in
            guard case .success = result else {
                completion?(result)
                return
            }
            do {
                // The wrapped router takes the cancellation over for the rest of the navigation.
                if let cancellation {
                    try NavigationCancellation.offering(cancellation) {
                        try router.navigate(to: step, with: context, animated: animated, completion: completion)
                    }
                } else {
                    try router.navigate(to: step, with: context, animated: animated, completion: completion)
                }
            } catch {
                completion?(.failure(error))
            }
        }
        cancellation?.onCancel { request.cancel() }
        try request.start(throwing: true)
    }
}

extension GlobalInterceptorRouter: InterceptableRouter where R: InterceptableRouter {
    /// Adds the interceptor to the wrapped router; it runs after this router's own interceptors.
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
