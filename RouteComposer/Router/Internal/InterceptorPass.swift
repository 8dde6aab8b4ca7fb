import Foundation

/// What a ``GlobalInterceptorRouter`` begins for a navigation: its interceptors, run before the
/// router it wraps looks at the screen.
///
/// They are prepared as a ``DefaultRouter``'s own global interceptors are, and run by the one
/// ``NavigationExecutor`` as the interceptors of a navigation's program: one after another, each
/// through the router's call out, which owns its deadline and its first completion, an error
/// located at the interceptor, a cancellation ending the run at once. The request then ends,
/// and its completion hands the navigation to the wrapped router, which plans against the
/// screen as the interceptors left it.
@MainActor
struct InterceptorPass {
    let interceptors: [InterceptorBox]
    /// The navigation's context, which every interceptor takes as `Any?`.
    let context: AnyContext
    let clock: NavigationClock
    /// How long one interceptor may take; nil waits for ever.
    let timeout: TimeInterval?

    init(interceptors: [InterceptorBox], context: Any?, clock: NavigationClock, timeout: TimeInterval?) {
        self.interceptors = interceptors
        self.context = AnyContext(context)
        self.clock = clock
        self.timeout = timeout
    }

    /// Prepares the interceptors, in order, and starts running them for `request`.
    ///
    /// - Throws: the first preparation error, located at the interceptor, before any runs; a
    ///   `CancellationError` when the request was cancelled before it began. The request counts
    ///   as finished then.
    func begin(_ request: NavigationRequest) throws {
        let location = RoutingErrorLocation(phase: .preparation)
        let prepared = try interceptors.map { try $0.prepare(with: context, location: location) }
        if request.isCancelled { throw CancellationError() }
        // A run of interceptors changes nothing: nothing to roll back, no container to reach.
        let settings = NavigationRunSettings(
            logger: nil, handler: DefaultStackPresentationHandler(logger: nil), locator: RouteComposerDefaults.shared.containerAdapterLocator,
            clock: clock, interceptorTimeout: timeout, actionTimeout: nil, rollbackPolicy: .leaveAsIs)
        NavigationExecutor(intercepting: prepared, settings: settings, request: request).start()
    }
}

extension NavigationRequest {
    /// A request for `pass`, run outside any queue: the router it wraps queues the navigation.
    /// Nobody observes it here; the wrapped router reports the navigation to its own observers.
    ///
    /// The request acts for the navigation it was made in, if any (an interceptor or post task
    /// of a running navigation called the router): a navigation started from its interceptors is
    /// then nested in that one, as it would be without the wrapper.
    convenience init(intercepting pass: InterceptorPass, summary: String, completion: @escaping (RoutingResult) -> Void) {
        let tracker = NavigationTracker(
            destination: summary, settings: .unobserved(clock: pass.clock),
            navigation: NavigationNesting.runningNavigation ?? .next())
        self.init(summary: summary, start: .interception(pass), tracker: tracker, completion: completion)
    }
}
