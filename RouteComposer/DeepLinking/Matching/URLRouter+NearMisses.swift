extension URLRouter {
    /// How many near misses a no-route error carries.
    static var nearMissLimit: Int { 3 }

    /// How many trie nodes the diagnostic pass may visit: far more than the usual route table
    /// reaches for one URL, and little enough that a failure stays cheap whatever the URL.
    static var diagnosticBudget: Int { 1_024 }

    /// The error for `url`, read as `input`, that matched no route, with its near misses.
    ///
    /// Costs at most ``diagnosticBudget`` node visits plus a walk of three patterns.
    func noRoute(_ url: String, input: URLInput) -> URLRoutingError {
        URLDiagnosticProbe.current?.recordPass()
        let nearMisses = trie.nearestRoutes(input.segments, limit: Self.nearMissLimit, budget: Self.diagnosticBudget).map {
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
