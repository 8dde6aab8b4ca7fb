import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Route types registered by identifier, each with the destination it leads to: how an app turns
/// routes sent by its server into navigation.
///
/// ```swift
/// let routes = CodableRouteRegistry()
/// try routes.register(ProductRoute.self) { Destination(to: ShopConfiguration.product, with: String($0.productID)) }
/// try routes.register(CartRoute.self) { _ in Destination(to: ShopConfiguration.cart) }
///
/// try router.navigate(to: ServerRoute(parsing: #"product|{"productID": 7}"#), using: routes)
/// let text = try routes.serverString(for: ProductRoute(productID: 7))   // product|{"productID":7}
/// ```
///
/// Routes arrive as RouterService's `identifier|{json}` strings or as JSON objects
/// `{"route": "identifier", "parameters": {…}}`; see ``ServerRoute``.
@MainActor
public final class CodableRouteRegistry {
    private struct Entry {
        let type: ObjectIdentifier
        let decode: (Data, JSONDecoder) throws(ContextCodingFailure) -> any CodableRoute
        /// The destination for a route of the entry's type, `nil` for any other.
        let destination: (any CodableRoute) -> AnyDestination?
    }

    private var entries = KeyedRegistry<String, Entry>()
    /// The identifiers registered, in registration order.
    public var identifiers: [String] { entries.keys }
    /// Decodes the fields of incoming routes. Configure date and key strategies here.
    public var decoder = JSONDecoder()
    /// Encodes routes in ``serverString(for:)``; by default it sorts keys.
    public var encoder = ServerRoute.makeEncoder()
    /// How many arrays and objects the fields of incoming routes may open inside one another,
    /// their own object counting as the first: ``ServerRoute/defaultMaxNestingDepth`` (256) by
    /// default. Deeper routes are refused with ``DeepLinkError/nestingTooDeep(limit:)``
    /// before ``decoder`` sees them.
    public var maxNestingDepth = ServerRoute.defaultMaxNestingDepth

    /// A registry without route types.
    public init() {}

    /// Registers `type` under its ``CodableRoute/identifier``, with the destination a route of
    /// that type leads to.
    ///
    /// - Parameters:
    ///   - type: The route type; its ``CodableRoute/identifier`` is the key.
    ///   - destination: Makes the destination from a decoded route.
    /// - Throws: ``DeepLinkError/duplicateIdentifier(_:)`` when the identifier is taken; the
    ///   earlier registration stays.
    public func register<R: CodableRoute, VC: UIViewController, C>(
        _ type: R.Type,
        destination: @escaping (R) -> Destination<VC, C>
    ) throws(DeepLinkError) {
        let entry = Entry(
            type: ObjectIdentifier(R.self),
            decode: { data, decoder throws(ContextCodingFailure) in
                try ContextCoding.decode(R.self, for: R.identifier, from: data, with: decoder)
            },
            destination: { ($0 as? R).map { destination($0).unwrapped() } }
        )
        guard entries.insert(entry, for: R.identifier) == nil else { throw .duplicateIdentifier(R.identifier) }
    }

    /// Whether a route type is registered under `identifier`.
    public func contains(_ identifier: String) -> Bool {
        entries.contains(identifier)
    }

    // MARK: Decoding

    /// The route `serverRoute` names, decoded as the type registered for its identifier.
    ///
    /// - Throws: ``DeepLinkError/unknownIdentifier(_:)``;
    ///   ``DeepLinkError/nestingTooDeep(limit:)`` for fields nested deeper than
    ///   ``maxNestingDepth``; ``DeepLinkError/decodingFailed(identifier:codingPath:reason:)``
    ///   with the coding path of the field that does not fit.
    public func route(for serverRoute: ServerRoute) throws(DeepLinkError) -> any CodableRoute {
        guard let entry = entries[serverRoute.identifier] else { throw .unknownIdentifier(URLRoutingError.excerpt(serverRoute.identifier)) }
        // A route may have been made in code, or read with a deeper limit than this registry's.
        guard !JSONNesting.exceeds(maxNestingDepth, in: serverRoute.fieldsJSON) else { throw .nestingTooDeep(limit: maxNestingDepth) }
        do {
            return try entry.decode(serverRoute.fieldsJSON, decoder)
        } catch {
            throw .decodingFailed(identifier: error.key, codingPath: error.codingPath, reason: error.reason)
        }
    }

    /// The destination of the route `serverRoute` names.
    ///
    /// - Throws: the errors of ``route(for:)``.
    public func destination(for serverRoute: ServerRoute) throws(DeepLinkError) -> AnyDestination {
        try destination(for: route(for: serverRoute))
    }

    /// The destination of a route in RouterService's `identifier|{json}` form (or a bare `identifier`).
    ///
    /// - Throws: the errors of ``ServerRoute/init(parsing:maxNestingDepth:)`` and ``route(for:)``.
    public func destination(forServerRoute text: String) throws(DeepLinkError) -> AnyDestination {
        try destination(for: ServerRoute(parsing: text, maxNestingDepth: maxNestingDepth))
    }

    /// The destination of a route sent as JSON: an object `{"route": "identifier", "parameters": {…}}`
    /// or a JSON string in the `identifier|{json}` form.
    ///
    /// The fields reach ``decoder`` as the server wrote them, so no number loses a digit.
    ///
    /// - Throws: ``DeepLinkError/malformedServerRoute(excerpt:reason:)`` when `json` has neither
    ///   shape, ``DeepLinkError/nestingTooDeep(limit:)``, and the errors of ``route(for:)``.
    public func destination(forJSON json: Data) throws(DeepLinkError) -> AnyDestination {
        try destination(for: ServerRoute(json: json, maxNestingDepth: maxNestingDepth))
    }

    /// The destination `route` leads to.
    ///
    /// - Throws: ``DeepLinkError/unknownIdentifier(_:)`` when no type, or another type, is
    ///   registered under the route's identifier.
    public func destination(for route: any CodableRoute) throws(DeepLinkError) -> AnyDestination {
        let identifier = type(of: route).identifier
        guard let entry = entries[identifier], let destination = entry.destination(route) else {
            throw .unknownIdentifier(URLRoutingError.excerpt(identifier))
        }
        return destination
    }

    // MARK: Encoding

    /// `route` as a ``ServerRoute``, its fields encoded with ``encoder``.
    ///
    /// - Throws: ``DeepLinkError/unknownIdentifier(_:)`` when `R` is not the type registered
    ///   under its identifier, so that only routes this registry can read back are written;
    ///   ``DeepLinkError/encodingFailed(identifier:reason:)``.
    public func serverRoute<R: CodableRoute>(for route: R) throws(DeepLinkError) -> ServerRoute {
        guard entries[R.identifier]?.type == ObjectIdentifier(R.self) else { throw .unknownIdentifier(R.identifier) }
        return try ServerRoute(route, encoder: encoder)
    }

    /// `route` in RouterService's `identifier|{json}` form, as ``serverRoute(for:)`` encodes it.
    public func serverString<R: CodableRoute>(for route: R) throws(DeepLinkError) -> String {
        try serverRoute(for: route).serverString
    }
}
