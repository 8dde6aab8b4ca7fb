import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A route a backend sent, decoded as the route type it names: RouterService's `AnyRoute`.
///
/// Put it in a response model, inject a navigator's routes into the decoder, and decode:
///
/// ```swift
/// struct ProfileResponse: Decodable {
///     let title: String
///     let anyRoute: AnyRoute
/// }
///
/// let decoder = JSONDecoder()
/// navigator.injectContext(toDecoder: decoder)
/// let response = try decoder.decode(ProfileResponse.self, from: data)
/// navigator.navigate(toRoute: response.anyRoute.route, fromView: self, presentationStyle: .push, animated: true)
/// ```
///
/// It reads the shapes ``ServerRoute`` reads: RouterService's `"identifier|{json}"` string, or
/// `{"route": "identifier", "parameters": {…}}`, with the same nesting limit. Unlike a
/// ``ServerRoute``, the fields are decoded on the spot, so an identifier no handler serves, or
/// fields that do not fit, fail the whole decoding with a `DecodingError` at the route's coding
/// path, naming the identifier and the ones that are known.
public struct AnyRoute: Decodable, CustomStringConvertible {
    /// The decoded route, of the type registered under its identifier.
    public let route: any CodableRoute

    /// Wraps `route`, for tests and for routes made in code.
    public init(_ route: any CodableRoute) {
        self.route = route
    }

    /// Decodes the route with the route types a ``RouteNavigator`` injected into the decoder's
    /// `userInfo` with ``RouteNavigator/injectContext(toDecoder:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when no context was injected, when the identifier
    ///   is unknown, or for a malformed route; the decoding error of the route type for fields
    ///   that do not fit it.
    public init(from decoder: any Decoder) throws {
        guard let context = decoder.userInfo[RouteDecodingContext.key] as? RouteDecodingContext else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "AnyRoute needs the route types: call injectContext(toDecoder:) on the RouteNavigator before decoding."))
        }
        let serverRoute = try ServerRoute(from: decoder)
        guard let routeType = context.routeTypes[serverRoute.identifier] else {
            let known = context.routeTypes.keys.sorted()
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Unknown route identifier \"\(serverRoute.identifier.prefix(100))\"; known identifiers: "
                        + (known.isEmpty ? "none" : known.joined(separator: ", ")) + "."))
        }
        let fieldsDecoder = context.decoder ?? JSONDecoder()
        func decode<Route: CodableRoute>(_ type: Route.Type) throws(ContextCodingFailure) -> any CodableRoute {
            try ContextCoding.decode(Route.self, for: serverRoute.identifier, from: serverRoute.fieldsJSON, with: fieldsDecoder)
        }
        do {
            route = try decode(routeType)
        } catch {
            // An error of the route type's own decoding code reaches the caller as it was thrown.
            guard let decodingError = error.underlyingError as? DecodingError else { throw error.underlyingError }
            // The fields were read from a string of their own: place the failure under the
            // route's own coding path, where the caller looks for it.
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "The fields of route \"\(error.key)\" do not decode as \(error.contextType): \(decodingError)",
                    underlyingError: decodingError))
        }
    }

    /// The route's identifier and type.
    public var description: String {
        "AnyRoute(\(type(of: route).identifier): \(String(reflecting: type(of: route))))"
    }
}

/// The route types a decoder may decode as ``AnyRoute``, put in its `userInfo` by
/// ``RouteNavigator/injectContext(toDecoder:)``.
// Unchecked: it is immutable after init, and metatypes are immutable values; the weak reference
// is to a decoder that is itself Sendable.
final class RouteDecodingContext: @unchecked Sendable {
    // The initializer cannot fail: it is failable only to conform to `RawRepresentable`.
    static let key = CodingUserInfoKey(rawValue: "RouteComposer.AnyRoute.routes")!

    let routeTypes: [String: any CodableRoute.Type]
    /// The decoder the context was injected into, whose strategies the routes' fields are
    /// decoded with. Weak, because the decoder's `userInfo` holds the context.
    weak let decoder: JSONDecoder?

    init(routeTypes: [String: any CodableRoute.Type], decoder: JSONDecoder) {
        self.routeTypes = routeTypes
        self.decoder = decoder
    }
}
