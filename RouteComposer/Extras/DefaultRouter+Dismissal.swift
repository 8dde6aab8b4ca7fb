extension DefaultRouter {
    /// Closes `viewController` the way it was shown, as ``Router/dismiss(_:animated:completion:)``
    /// does, and reports it to ``observers`` and leak detection like a navigation: its own
    /// ``NavigationID``, ``NavigationEvent/Kind/started``, ``NavigationEvent/Kind/willRemove`` and
    /// ``NavigationEvent/Kind/didRemove`` (popped or dismissed), then
    /// ``NavigationEvent/Kind/finished`` or ``NavigationEvent/Kind/failed``.
    ///
    /// Called on a value typed as ``DefaultRouter``; through `any Router` the protocol's version
    /// runs, which reports nothing. A dismissal does not wait in the ``navigationQueue``, as
    /// before, so its events may come between those of a navigation that runs meanwhile.
    public func dismiss(
        _ viewController: UIViewController, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        let tracker = makeTracker(destination: "closing \(viewController)")
        tracker.start(contextType: nil, parent: nil)
        let method: DismissalMethod
        do {
            method = try DismissalMethod(closing: viewController)
        } catch {
            tracker.end(.failure(error))
            completion?(.failure(error))
            return
        }
        let reason: NavigationEvent.RemovalReason = if case .pop = method { .popped } else { .dismissed }
        let removal = tracker.watchRemovals(around: viewController, reason: reason) { method.leavingViewControllers }
        method.perform(animated: animated) { result in
            removal?.finish()
            tracker.end(result)
            completion?(result)
        }
    }

    /// Closes `viewController` and returns when the transition has ended, reporting as
    /// ``dismiss(_:animated:completion:)`` does.
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
