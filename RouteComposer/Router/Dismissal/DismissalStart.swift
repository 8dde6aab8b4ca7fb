/// What a ``DefaultRouter`` dismissal begins when its turn in the navigation queue comes: the
/// plan is made then, against the hierarchy the requests before it left.
@MainActor
struct DismissalStart {
    /// Held weakly, so that a dismissal waiting in the queue does not keep alive a controller that
    /// the running navigation removes.
    private weak var viewController: UIViewController?
    /// Whether the controller hung in a window's hierarchy when `dismiss` was called: only then
    /// does its absence at its turn mean that something else already closed it.
    private let wasInWindow: Bool
    private let animated: Bool
    /// The router's ``DefaultRouter/actionTimeout`` and clock: a transition whose completion
    /// UIKit never calls fails there, rather than holding the queue for ever.
    private let timeout: TimeInterval?
    private let clock: NavigationClock

    /// The controller to close, while it exists.
    var target: UIViewController? { viewController }

    init(closing viewController: UIViewController, animated: Bool, timeout: TimeInterval?, clock: NavigationClock) {
        self.viewController = viewController
        wasInWindow = viewController.isAttachedToWindowHierarchy
        self.animated = animated
        self.timeout = timeout
        self.clock = clock
    }

    /// Begins the dismissal for `request`; see ``RequestStart/begin(_:tracker:)``.
    func begin(_ request: NavigationRequest, tracker: NavigationTracker) throws {
        if request.isCancelled { throw CancellationError() }
        tracker.start(contextType: nil, parent: request.parent)
        // Closed by a request that ran before this one (or released with its screen): what was
        // asked is already true, as for a navigation whose destination is already shown.
        guard let viewController, !wasInWindow || viewController.isAttachedToWindowHierarchy else {
            request.finish(.success)
            return
        }
        let method: DismissalMethod
        do {
            method = try DismissalMethod(closing: viewController)
        } catch {
            tracker.end(.failure(error))
            throw error
        }
        let reason: NavigationEvent.RemovalReason = if case .pop = method { .popped } else { .dismissed }
        let removal = tracker.watchRemovals(around: viewController, reason: reason) { method.leavingViewControllers }
        let deadline = timeout.map { timeout in
            // Weak: the deadline must not keep alive the controller it is about.
            clock.schedule(after: timeout) { [weak request, weak viewController] in
                let name = viewController.map { "\($0)" } ?? "the controller"
                request?.finish(
                    .failure(
                        RoutingError.compositionFailed(
                            .init(
                                "Closing \(name) did not complete within \(timeout) seconds.",
                                underlyingError: RoutingFailureReason.timedOut,
                                location: RoutingErrorLocation(phase: .dismissal, viewController: name)))))
            }
        }
        method.perform(animated: animated) { result in
            deadline?.cancel()
            removal?.finish()
            request.finish(result)
        }
    }
}
