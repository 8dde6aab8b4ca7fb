extension DefaultRouter {
    /// Closes `viewController` the way it was shown, as a request of ``navigationQueue``, and
    /// reports it to ``observers`` and leak detection like a navigation (this router's
    /// ``Router/dismiss(_:animated:completion:)``, also through `any Router` and the wrappers): its own ``NavigationID``, ``NavigationEvent/Kind/started``,
    /// ``NavigationEvent/Kind/willRemove`` and ``NavigationEvent/Kind/didRemove`` (popped or
    /// dismissed), then ``NavigationEvent/Kind/finished`` or ``NavigationEvent/Kind/failed``.
    ///
    /// A dismissal waits for its turn like a navigation, so it never changes the screens under a
    /// running navigation (nor has UIKit refuse it mid-transition), and its events never come
    /// between another request's. The queue's ``NavigationQueue/policy`` applies to it as to a
    /// navigation: ``NavigationQueuePolicy/latestWins`` replaces it, or lets it replace, whatever
    /// waits (the replaced request fails with ``RoutingFailureReason/superseded``), and a busy
    /// ``NavigationQueuePolicy/reject`` queue refuses it with
    /// ``RoutingFailureReason/navigationInProgress``, given to `completion` since this method
    /// does not throw. A request that ends before its turn is reported as
    /// ``NavigationEvent/Kind/discarded``. Requested from inside the running navigation (an
    /// interceptor or a post-routing task, or a `Task` created there), it is nested and runs at
    /// once, as a nested navigation does.
    ///
    /// How to close the controller is worked out when its turn comes, against the hierarchy as it
    /// is then. A controller that hung in a window's hierarchy when this method was called and no
    /// longer does by then, or that was deallocated meanwhile, was closed by something else: the
    /// dismissal succeeds with no change. While it waits, the controller is held weakly. Any
    /// other controller that cannot be closed fails as ``DismissalMethod/init(closing:)`` says,
    /// whether it waited or not.
    ///
    /// At its turn, the dismissal waits for a transition in flight around the controller, which
    /// UIKit would otherwise refuse to interrupt. A dismissal whose transition UIKit never
    /// completes fails after ``actionTimeout`` with ``RoutingFailureReason/timedOut``, so it
    /// cannot hold the queue for ever.
    ///
    /// `completion` is called exactly once. Before this method returns when the queue refuses the
    /// dismissal, or runs it at once and the controller cannot be closed. Otherwise when the
    /// transition has ended, or, for a dismissal that waited, when it ends without one: at its
    /// turn (nothing left to close, or a controller that cannot be closed), or when it is
    /// replaced or cancelled while it waits.
    ///
    /// This is the router's ``Router/dismiss(_:animated:completion:)``, so it also runs through
    /// `any Router` and through the wrappers that hand dismissals on.
    public func dismiss(
        _ viewController: UIViewController, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        do {
            let start = DismissalStart(closing: viewController, animated: animated, settings: runSettings)
            try submit(.dismissal(start), summary: "closing \(viewController)", completion: completion)
        } catch {
            // Refused by a busy queue, or unable to start at once: the request has ended without
            // calling its completion, which is this method's to call because it cannot throw.
            completion?(.failure(error))
        }
    }
}
