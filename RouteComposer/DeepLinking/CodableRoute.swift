#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A route a server can send: a `Codable` value named by a string.
///
/// The identifier says which type to decode; the value's own fields carry whatever the screen
/// needs. A ``CodableRouteRegistry`` maps each registered type to a destination:
///
/// ```swift
/// struct ProductRoute: CodableRoute {
///     static let identifier = "product"
///     let productID: Int
///     let referrer: String?
/// }
///
/// let routes = CodableRouteRegistry()
/// try routes.register(ProductRoute.self) { Destination(to: ShopConfiguration.product, with: String($0.productID)) }
/// let destination = try routes.destination(forServerRoute: #"product|{"productID": 7}"#)
/// ```
///
/// The identifier must be the same in every build that exchanges routes: it is the wire name of
/// the type, like a key in a JSON object, and renaming the Swift type must not change it.
public protocol CodableRoute: Codable {
    /// The name the route travels under, the part before `|` in `identifier|{json}`.
    static var identifier: String { get }
}
