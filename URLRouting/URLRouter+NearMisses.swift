extension URLRouter {
    /// How many near misses a no-route error carries.
    static var nearMissLimit: Int { 3 }

    /// The error for `url`, read as `input`, that matched no route, with its near misses.
    ///
    /// Costs at most ``URLRouterLimits/maxDiagnosticNodes`` node visits plus a walk of three patterns.
    @usableFromInline
    func noRoute(_ url: String, input: URLInput) -> URLRoutingError {
        let nearest = trie.nearestRoutes(input.segments, limit: Self.nearMissLimit, budget: limits.maxDiagnosticNodes)
        URLDiagnosticProbe.current?.recordPass(visiting: nearest.visited)
        let nearMisses = nearest.routes.map {
            routes[$0].pattern.nearMiss(route: URLRouteHandle(index: $0), input: input)
        }
        return .noMatchingRoute(url: URLRoutingError.excerpt(url), nearMisses: nearMisses)
    }

    /// The error for `url`, a universal link to `host`, which is outside the allow-list: its near
    /// misses are the first universal-link routes, which all fail at the host.
    func noRoute(_ url: String, disallowedHost host: String) -> URLRoutingError {
        URLDiagnosticProbe.current?.recordPass()
        let nearMisses = trie.firstRoutes(scheme: "https", limit: Self.nearMissLimit).map {
            routes[$0].pattern.hostNearMiss(route: URLRouteHandle(index: $0), host: host)
        }
        return .noMatchingRoute(url: URLRoutingError.excerpt(url), nearMisses: nearMisses)
    }
}
