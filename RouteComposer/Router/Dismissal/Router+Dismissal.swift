extension Router {
    /// Closes `viewController` the way it was shown, without configuration: pops it if it (or the
    /// container around it) was pushed above another controller, dismisses it if it (or the
    /// container around it) was presented. See ``DismissalMethod/init(closing:)`` for the rules.
    ///
    /// The version of ``Router/dismiss(_:animated:completion:)`` for routers that do not implement
    /// it. `completion` is called exactly once: with a failure at once, before anything changes,
    /// when the controller cannot be closed (``RoutingError/compositionFailed(_:)``) or a
    /// controller that would leave refuses (``RoutingError/cantBeDismissed(_:)``); otherwise when
    /// the transition has ended.
    ///
    /// The router's own tasks and interceptors do not run: closing a screen is not a navigation
    /// to a destination. To go to a particular screen instead, navigate to it.
    ///
    /// ``DefaultRouter`` implements the requirement with
    /// ``DefaultRouter/dismiss(_:animated:completion:)``, which also waits for its turn in the
    /// router's navigation queue and reports the dismissal to the router's observers and leak
    /// detection. This version does neither: it starts at once, even while a navigation runs.
    public func dismiss(_ viewController: UIViewController, animated: Bool, completion: ((_: RoutingResult) -> Void)?) {
        let method: DismissalMethod
        do {
            method = try DismissalMethod(closing: viewController)
        } catch {
            completion?(.failure(error))
            return
        }
        method.perform(animated: animated) { result in completion?(result) }
    }

    /// Closes `viewController`, animated unless `animated` is false, as the router's
    /// ``Router/dismiss(_:animated:completion:)`` does, with no completion.
    // Spelled apart from the requirement: default arguments on the requirement's default
    // implementation would bind calls that leave them out to that implementation statically,
    // and a `DefaultRouter` held as `any Router` would then skip its queue.
    public func dismiss(_ viewController: UIViewController, animated: Bool = true) {
        dismiss(viewController, animated: animated, completion: nil)
    }

    /// Closes `viewController` with animation, as the router's
    /// ``Router/dismiss(_:animated:completion:)`` does, and calls `completion` exactly once.
    public func dismiss(_ viewController: UIViewController, completion: @escaping (_: RoutingResult) -> Void) {
        dismiss(viewController, animated: true, completion: completion)
    }

    /// Closes `viewController` as the router's ``Router/dismiss(_:animated:completion:)`` does
    /// and returns when the transition has ended.
    ///
    /// Cancelling the calling `Task` withdraws a dismissal that still waits in a
    /// ``NavigationQueue``, which then throws `CancellationError` and changes nothing; so does a
    /// `Task` already cancelled when it calls. A dismissal that has started is not stopped:
    /// UIKit cannot stop a transition.
    ///
    /// - Throws: why the controller could not be closed, a busy queue's refusal, or
    ///   `CancellationError`.
    public func dismiss(_ viewController: UIViewController, animated: Bool = true) async throws {
        try await NavigationCancellation.awaitingCompletion { completion in
            dismiss(viewController, animated: animated, completion: completion)
        }
    }
}
