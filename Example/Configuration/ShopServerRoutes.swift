import RouteComposer

/// A product the server points at: `productDetail|{"id":42}`.
struct ProductDetailRoute: CodableRoute {
    static let identifier = "productDetail"
    let id: Int
}

/// The reviews of a product: `productReviews|{"id":42}`.
struct ProductReviewsRoute: CodableRoute {
    static let identifier = "productReviews"
    let id: Int
}

/// The cart: `cart` or `cart|{}`.
struct CartRoute: CodableRoute {
    static let identifier = "cart"
}

/// A city: `city|{"id":3}`.
struct CityRoute: CodableRoute {
    static let identifier = "city"
    let id: Int
}

/// The routes the shop's server may send, bound to the destinations a tap and a URL use.
@MainActor
enum ShopServerRoutes {
    static func makeRegistry() throws -> CodableRouteRegistry {
        let routes = CodableRouteRegistry()
        try routes.register(ProductDetailRoute.self) { Destination(to: ShopConfiguration.product, with: ProductContext(productID: String($0.id))) }
        try routes.register(ProductReviewsRoute.self) { Destination(to: ShopConfiguration.reviews, with: ProductContext(productID: String($0.id))) }
        try routes.register(CartRoute.self) { _ in Destination(to: ShopConfiguration.cart) }
        try routes.register(CityRoute.self) { Destination(to: ShopConfiguration.city, with: $0.id) }
        return routes
    }
}
