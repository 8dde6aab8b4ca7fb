extension Router {
    /// Closes `viewController` the way it was shown, without configuration: pops it if it (or the
    /// container around it) was pushed above another controller, dismisses it if it (or the
    /// container around it) was presented. See ``DismissalMethod/init(closing:)`` for the rules.
    ///
    /// `completion` is called exactly once: with a failure at once, before anything changes,
    /// when the controller cannot be closed (``RoutingError/compositionFailed(_:)``) or a
    /// controller that would leave refuses (``RoutingError/cantBeDismissed(_:)``); otherwise when
    /// the transition has ended.
    ///
    /// The router's own tasks and interceptors do not run: closing a screen is not a navigation
    /// to a destination. To go to a particular screen instead, navigate to it.
    ///
    /// A value typed as ``DefaultRouter`` uses ``DefaultRouter/dismiss(_:animated:completion:)``
    /// instead, which also waits for its turn in the router's navigation queue and reports the
    /// dismissal to the router's observers and leak detection. This version does neither: it
    /// starts at once, even while a navigation runs.
    public func dismiss(
        _ viewController: UIViewController, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        let method: DismissalMethod
        do {
            method = try DismissalMethod(closing: viewController)
        } catch {
            completion?(.failure(error))
            return
        }
        method.perform(animated: animated) { result in completion?(result) }
    }

    /// Closes `viewController` the way it was shown and returns when the transition has ended.
    /// See ``dismiss(_:animated:completion:)``.
    ///
    /// - Throws: why the controller could not be closed.
    public func dismiss(_ viewController: UIViewController, animated: Bool = true) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            dismiss(viewController, animated: animated) { result in
                continuation.resume(with: result.swiftResult)
            }
        }
    }
}
