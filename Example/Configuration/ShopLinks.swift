import Foundation
import RouteComposer

/// The example's deep links: the route table file `routes.json`, shipped as a resource, bound to
/// the destinations a tap uses, behind the universal-link host allow-list.
///
/// The file says which URLs lead where; the code below says what each destination name reads
/// from a URL. Loading checks one against the other, so a typo in the file stops the app at
/// start rather than leaving a link dead.
@MainActor
enum ShopLinks {
    /// The only host whose `https` links the app opens.
    static let universalLinkHost = "shop.example.com"

    /// Why a link the table matched still has no destination.
    enum Failure: Error, CustomStringConvertible {
        case badSegment(String)
        case missingRouteTable

        var description: String {
            switch self {
            case .badSegment(let value): "\"\(value)\" is not a wish-list segment; use favorites or collections"
            case .missingRouteTable: "the route table routes.json is not in the example's resources"
            }
        }
    }

    /// The destination names the route table may use, each with what it reads from a match.
    static func makeTable() throws -> RouteTable {
        let table = RouteTable()
        try table.register("home", destination: ShopConfiguration.home)
        try table.register("catalog", destination: ShopConfiguration.catalog)
        try table.register("cart", destination: ShopConfiguration.cart)
        try table.register("promo", destination: ShopConfiguration.promo)
        try table.register("cities", destination: ShopConfiguration.cities)
        try table.register(
            "product", destination: ShopConfiguration.product, requiring: ["id": Int.self],
            context: productContext, parameters: { ["id": $0.productID] })
        try table.register(
            "reviews", destination: ShopConfiguration.reviews, requiring: ["id": Int.self],
            context: productContext, parameters: { ["id": $0.productID] })
        try table.register(
            "wishList", destination: ShopConfiguration.wishList, context: wishListSegment,
            parameters: { ["segment": $0.rawValue] })
        try table.register(
            "city", destination: ShopConfiguration.city, requiring: ["id": Int.self],
            context: { try $0.value("id", as: Int.self) }, parameters: { ["id": String($0)] })
        try table.register(
            "image", destination: ShopConfiguration.image, requiring: ["name": String.self],
            context: { try $0.value("name", as: String.self) }, parameters: { ["name": $0] })
        return table
    }

    /// Loads and checks the route table that ships with the example.
    ///
    /// - Throws: ``Failure/missingRouteTable``, or the `DeepLinkError` listing every problem of the file.
    static func load() throws -> DeepLinkRouter {
        guard let file = routeTableFile else { throw Failure.missingRouteTable }
        return try load(Data(contentsOf: file))
    }

    /// Where the route table that ships with the example is: copied by SwiftPM into the
    /// example's resource bundle, next to the executable.
    static var routeTableFile: URL? {
        Bundle.module.url(forResource: "routes", withExtension: "json")
    }

    /// The deep-link router for the route table `json`.
    static func load(_ json: Data) throws -> DeepLinkRouter {
        try makeTable().makeRouter(from: json, universalLinkHosts: [universalLinkHost])
    }

    private static func productContext(_ match: URLMatch) throws -> ProductContext {
        ProductContext(productID: String(try match.value("id", as: Int.self)))
    }

    /// A missing segment means favorites; an unknown one is an error, not a silent default.
    private static func wishListSegment(_ match: URLMatch) throws -> WishListViewController.Segment {
        guard let value = match["segment"] else { return .favorites }
        guard let segment = WishListViewController.Segment(rawValue: value) else { throw Failure.badSegment(value) }
        return segment
    }
}
