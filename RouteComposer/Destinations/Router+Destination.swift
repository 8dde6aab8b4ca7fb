extension Router {
    /// Navigates to `destination` with the context it carries.
    ///
    /// Behaves exactly like ``Router/navigate(to:with:animated:completion:)`` called with the
    /// destination's step and context: problems found before the screen changes are thrown, later
    /// ones are reported through `completion`, which is called exactly once when nothing was thrown.
    public func navigate<VC: UIViewController, C>(
        to destination: Destination<VC, C>, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        try navigate(to: destination.step, with: destination.context, animated: animated, completion: completion)
    }

    /// Navigates to `destination`, reporting every failure, early or late, through `completion`.
    /// Never throws.
    public func commitNavigation<VC: UIViewController, C>(
        to destination: Destination<VC, C>, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        commitNavigation(to: destination.step, with: destination.context, animated: animated, completion: completion)
    }

    /// Navigates to `destination` and returns once the navigation has finished.
    ///
    /// - Throws: the navigation's error, whether it failed before or after the screen changed.
    public func navigate<VC: UIViewController, C>(to destination: Destination<VC, C>, animated: Bool = true) async throws {
        try await navigate(to: destination.step, with: destination.context, animated: animated)
    }
}
