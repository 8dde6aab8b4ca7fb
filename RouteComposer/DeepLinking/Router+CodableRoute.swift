#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension Router {
    /// Navigates to the destination `routes` finds for `serverRoute`.
    ///
    /// - Throws: the ``DeepLinkError`` of a route without a destination, or what
    ///   ``Router/navigate(to:animated:completion:)-(Destination<VC,C>,_,_)`` throws; `completion` is called exactly once
    ///   when nothing was thrown.
    public func navigate(
        to serverRoute: ServerRoute, using routes: CodableRouteRegistry, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        try navigate(to: routes.destination(for: serverRoute), animated: animated, completion: completion)
    }

    /// Navigates to the destination `routes` finds for `serverRoute` and returns once the navigation has finished.
    public func navigate(to serverRoute: ServerRoute, using routes: CodableRouteRegistry, animated: Bool = true) async throws {
        try await navigate(to: routes.destination(for: serverRoute), animated: animated)
    }
}
