import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension Router {
    /// Navigates to the destination `links` finds for `url`.
    ///
    /// The URL is read through its `absoluteString`, as ``DeepLinkRouter/destination(for:)-(URL)``
    /// reads it: a malformed escape that Foundation re-encoded when it made the URL (`%ZZ` into
    /// `%25ZZ`) is refused, as the text it came from would be.
    ///
    /// - Throws: the ``URLRoutingError`` of a URL without a destination, or what
    ///   ``Router/navigate(to:animated:completion:)-(Destination<VC,C>,_,_)`` throws; `completion` is called exactly once
    ///   when nothing was thrown.
    public func navigate(
        to url: URL, using links: DeepLinkRouter, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        try navigate(to: links.destination(for: url), animated: animated, completion: completion)
    }

    /// Navigates to the destination `links` finds for `url`, reporting every failure, the URL's
    /// included, through `completion`. Never throws.
    public func commitNavigation(
        to url: URL, using links: DeepLinkRouter, animated: Bool = true,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) {
        do {
            try navigate(to: url, using: links, animated: animated, completion: completion)
        } catch {
            completion?(.failure(error))
        }
    }

    /// Navigates to the destination `links` finds for `url` and returns once the navigation has finished.
    public func navigate(to url: URL, using links: DeepLinkRouter, animated: Bool = true) async throws {
        try await navigate(to: links.destination(for: url), animated: animated)
    }
}
