import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Deep links for a RouteComposer app: URL patterns bound to destinations, in both directions.
///
/// Each route turns the values a URL pattern captures into the context of a
/// ``DestinationStep``; ``Router/navigate(to:using:animated:completion:)-(URL,_,_,_)`` then finds or builds
/// the screen. A route that also knows how to turn the context back into parameters can build
/// the URL of a destination, for sharing or for handing off:
///
/// ```swift
/// let links = DeepLinkRouter(universalLinkHosts: ["shop.example.com"])
/// try links.register("shop://product/:id", destination: ShopConfiguration.product,
///                    context: { ProductContext(productID: try $0.value("id")) },
///                    parameters: { ["id": $0.productID] })
/// try links.register("shop://cart", destination: ShopConfiguration.cart)
///
/// try router.navigate(to: url, using: links)
/// let link = try links.url(for: ShopConfiguration.product, with: ProductContext(productID: "7"))
/// ```
///
/// Matching, precedence, declining and the handling of hostile URLs are those of ``URLRouter``.
@MainActor
public final class DeepLinkRouter {
    /// How to link back to a route: the types of the destinations it leads to, and the
    /// parameters for an erased context, or `nil` when the context is not this route's.
    private struct ReverseRoute {
        let viewControllerType: ObjectIdentifier
        let contextType: ObjectIdentifier
        let parameters: (Any?) -> [String: String]?
    }

    /// What the router knows of a route beside the pattern the URL router matches.
    private struct Binding {
        /// The pattern's text and the chain of the step it leads to; nil for a route registered
        /// with a handler, which names no step.
        let bound: (pattern: String, head: StepLink)?
        /// How to link back to the route; nil for a route registered without `parameters`.
        let reverse: ReverseRoute?
    }

    /// The URL router that holds the routes.
    public private(set) var urls: URLRouter<AnyDestination>
    /// Every route under its handle, in registration order: the order reverse routes are tried in.
    private var bindings = KeyedRegistry<URLRouteHandle, Binding>()

    /// Each pattern registered for a destination step, with the step's chain, in registration
    /// order, so a navigation graph can show which URLs lead where. Routes registered with a
    /// handler name no step and are not here.
    package var boundPatterns: [(pattern: String, head: StepLink)] {
        bindings.ordered.compactMap(\.entry.bound)
    }

    /// A deep-link router without routes that accepts `https` links for `universalLinkHosts` only.
    public init(universalLinkHosts: [String] = [], limits: URLRouterLimits = .default) {
        urls = URLRouter(universalLinkHosts: universalLinkHosts, limits: limits)
    }

    /// The parameter types patterns may name. Register custom types before the patterns that use them.
    public var parameterTypes: URLParameterTypes {
        get { urls.parameterTypes }
        set { urls.parameterTypes = newValue }
    }

    /// Routes URLs that match `pattern` to `step`, with the context `context` makes from the match.
    ///
    /// - Parameters:
    ///   - pattern: The ``URLPattern`` text the URLs must match.
    ///   - step: The destination the URLs lead to.
    ///   - context: Makes the context from the match; returns `nil` to decline, so that the next
    ///     candidate route is tried; throws to stop routing with its error.
    ///   - parameters: Turns a context back into the pattern's parameters, for ``url(for:with:)``;
    ///     returns `nil` for contexts this route cannot link to. Without it, the route is not used
    ///     for reverse routing.
    /// - Returns: The route's handle.
    /// - Throws: the registration errors of ``URLRouter/register(_:to:)``.
    @discardableResult
    public func register<VC: UIViewController, C>(
        _ pattern: String, destination step: DestinationStep<VC, C>,
        context: @escaping (URLMatch) throws -> C?,
        parameters: ((C) -> [String: String]?)? = nil
    ) throws -> URLRouteHandle {
        try register(URLPattern(pattern, types: parameterTypes), destination: step, context: context, parameters: parameters)
    }

    /// Registers `pattern`, parsed already, as the overload that takes its text does.
    @discardableResult
    func register<VC: UIViewController, C>(
        _ pattern: URLPattern, destination step: DestinationStep<VC, C>,
        context: @escaping (URLMatch) throws -> C?,
        parameters: ((C) -> [String: String]?)? = nil
    ) throws -> URLRouteHandle {
        let route = try urls.register(pattern) { match in
            try context(match).map { Destination(to: step, with: $0).unwrapped() }
        }
        let reverse = parameters.map { parameters in
            ReverseRoute(
                viewControllerType: ObjectIdentifier(VC.self), contextType: ObjectIdentifier(C.self),
                parameters: { ($0 as? C).flatMap(parameters) })
        }
        // Handles are never reused: the route is new to the registry.
        bindings.insert(Binding(bound: (pattern: pattern.text, head: step.head), reverse: reverse), for: route)
        return route
    }

    /// Routes URLs that match `pattern` to `step`, which takes no context; ``url(for:with:)`` links to it with `nil`.
    @discardableResult
    public func register<VC: UIViewController>(_ pattern: String, destination step: DestinationStep<VC, Any?>) throws -> URLRouteHandle {
        try register(URLPattern(pattern, types: parameterTypes), destination: step)
    }

    /// Registers `pattern`, parsed already, as the overload that takes its text does.
    @discardableResult
    func register<VC: UIViewController>(_ pattern: URLPattern, destination step: DestinationStep<VC, Any?>) throws -> URLRouteHandle {
        try register(pattern, destination: step, context: { _ in .some(nil) }, parameters: { _ in [:] })
    }

    /// Routes URLs that match `pattern` to `step`, which takes a `Void` context.
    @discardableResult
    public func register<VC: UIViewController>(_ pattern: String, destination step: DestinationStep<VC, Void>) throws -> URLRouteHandle {
        try register(URLPattern(pattern, types: parameterTypes), destination: step)
    }

    /// Registers `pattern`, parsed already, as the overload that takes its text does.
    @discardableResult
    func register<VC: UIViewController>(_ pattern: URLPattern, destination step: DestinationStep<VC, Void>) throws -> URLRouteHandle {
        try register(pattern, destination: step, context: { _ in () }, parameters: { _ in [:] })
    }

    /// Routes URLs that match `pattern` to whatever destination `handler` makes; `nil` declines.
    /// Such routes are not used for reverse routing.
    @discardableResult
    public func register(_ pattern: String, to handler: @escaping (URLMatch) throws -> AnyDestination?) throws -> URLRouteHandle {
        try register(URLPattern(pattern, types: parameterTypes), to: handler)
    }

    /// Registers `pattern`, parsed already, as the overload that takes its text does.
    @discardableResult
    func register(_ pattern: URLPattern, to handler: @escaping (URLMatch) throws -> AnyDestination?) throws -> URLRouteHandle {
        let route = try urls.register(pattern, to: handler)
        bindings.insert(Binding(bound: nil, reverse: nil), for: route)
        return route
    }

    /// The destination for `url`.
    ///
    /// A URL whose path or query, once decoded, would hold a `%` that does not start a valid
    /// escape (`%25ZZ`, `100%25`) is refused: it is what Foundation makes of a malformed escape
    /// such as `%ZZ`, which the matcher refuses, so a link is refused the same way whether it
    /// arrives as text or as a `URL`. A value that must hold such a `%` cannot travel in a deep link.
    ///
    /// - Throws: ``URLRoutingError/invalidPercentEncoding(offset:)`` for a malformed or
    ///   re-encoded escape, and the errors of ``URLRouter/route(_:)-(String)``.
    public func destination(for url: String) throws -> AnyDestination {
        // The matcher refuses re-encoded escapes itself, for every overload of every router.
        try urls.route(url)
    }

    /// The destination for `url`, as ``destination(for:)-(String)`` finds it for the URL's
    /// `absoluteString`: the URL `URL(string: text)` makes is accepted exactly when `text` is.
    public func destination(for url: URL) throws -> AnyDestination {
        try destination(for: url.absoluteString)
    }

    /// The URL that leads to `step` with `context`.
    ///
    /// Routes registered with a `parameters` closure for the same controller and context types are
    /// tried in registration order; the first whose closure accepts the context and whose pattern
    /// can be filled builds the URL.
    ///
    /// - Throws: ``URLRoutingError/noReverseRoute(destination:)`` when no route can, or the error
    ///   of the last route that tried.
    public func url<VC: UIViewController, C>(for step: DestinationStep<VC, C>, with context: C) throws -> URL {
        let viewControllerType = ObjectIdentifier(VC.self)
        let contextType = ObjectIdentifier(C.self)
        var lastError: Error = URLRoutingError.noReverseRoute(destination: "\(VC.self) with a \(C.self) context")
        let linked = bindings.first { route, binding -> URL? in
            guard let reverse = binding.reverse, reverse.viewControllerType == viewControllerType,
                reverse.contextType == contextType, let parameters = reverse.parameters(context)
            else { return nil }
            do {
                let text = try urls.url(for: route, parameters: parameters)
                guard let url = URL(string: text) else { throw URLRoutingError.malformedURL(reason: URLRoutingError.excerpt(text)) }
                return url
            } catch {
                lastError = error
                return nil
            }
        }
        guard let linked else { throw lastError }
        return linked.match
    }

    /// The URL that leads to `destination`.
    public func url<VC: UIViewController, C>(for destination: Destination<VC, C>) throws -> URL {
        try url(for: destination.step, with: destination.context)
    }
}
