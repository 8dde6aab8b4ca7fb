/// Navigates to destinations.
@MainActor
public protocol Router {
    /// Navigates to `step` with `context`.
    ///
    /// Everything that can go wrong before the screen changes (no controller to start from, a
    /// context of the wrong type, a factory that refuses the context, a controller that will not
    /// be dismissed) is thrown, and the screen stays as it was. Later failures are reported
    /// through `completion`, which is called exactly once for a navigation that did not throw.
    func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool, completion: ((_: RoutingResult) -> Void)?) throws

    /// Closes `viewController` the way it was shown: pops it if it (or the container around it)
    /// was pushed above another controller, dismisses it if it (or the container around it) was
    /// presented.
    ///
    /// `completion` is called exactly once: with a failure when the controller cannot be closed,
    /// otherwise when the transition has ended.
    ///
    /// A requirement, so that a router held as `any Router` or through a wrapper closes screens
    /// the way its concrete type does: ``DefaultRouter`` waits for its turn in its
    /// ``NavigationQueue`` and reports the dismissal to its observers. Routers that do not
    /// implement it get a version that closes the controller at once and reports nothing.
    func dismiss(_ viewController: UIViewController, animated: Bool, completion: ((_: RoutingResult) -> Void)?)
}

extension Router {
    /// Navigates; failures before the screen changes are reported through `completion` too.
    public func commitNavigation<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        do {
            try navigate(to: step, with: context, animated: animated, completion: completion)
        } catch {
            completion?(.failure(error))
        }
    }

    /// Navigates and returns when the navigation has finished.
    ///
    /// Cancelling the calling `Task` withdraws a request that still waits in a
    /// ``NavigationQueue``, or stops a running navigation at its next step boundary (at once while
    /// its interceptors run); the call then throws `CancellationError`. What was already on
    /// screen stays. Routers that do not support cancellation finish the navigation as usual.
    ///
    /// - Throws: the navigation's error, whether it failed before or after the screen changed,
    ///   or `CancellationError`.
    public func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool = true
    ) async throws {
        try await NavigationCancellation.awaitingCompletion { completion in
            try navigate(to: step, with: context, animated: animated, completion: completion)
        }
    }
}

extension Router {
    /// Navigates to a step whose context is `Any?`, with a `nil` context.
    public func navigate(
        to step: DestinationStep<some UIViewController, Any?>, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        try navigate(to: step, with: nil, animated: animated, completion: completion)
    }

    /// Navigates to a step whose context is `Void`.
    public func navigate(
        to step: DestinationStep<some UIViewController, Void>, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        try navigate(to: step, with: (), animated: animated, completion: completion)
    }

    /// Like ``commitNavigation(to:with:animated:completion:)`` for a step whose context is `Any?`.
    public func commitNavigation(
        to step: DestinationStep<some UIViewController, Any?>, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        commitNavigation(to: step, with: nil, animated: animated, completion: completion)
    }

    /// Like ``commitNavigation(to:with:animated:completion:)`` for a step whose context is `Void`.
    public func commitNavigation(
        to step: DestinationStep<some UIViewController, Void>, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        commitNavigation(to: step, with: (), animated: animated, completion: completion)
    }

    /// Navigates to a step whose context is `Any?` and returns when it has finished.
    public func navigate(to step: DestinationStep<some UIViewController, Any?>, animated: Bool = true) async throws {
        try await navigate(to: step, with: nil, animated: animated)
    }

    /// Navigates to a step whose context is `Void` and returns when it has finished.
    public func navigate(to step: DestinationStep<some UIViewController, Void>, animated: Bool = true) async throws {
        try await navigate(to: step, with: (), animated: animated)
    }
}
