import RouteComposer

/// The example shop's configuration as a navigation graph, for `swift run Example graph`.
@MainActor
enum ShopGraph {
    /// Every destination of the shop, by the names `DeepLinks.patterns` uses.
    static var destinations: [String: any NavigationGraphSource] {
        [
            "home": ShopConfiguration.home,
            "catalog": ShopConfiguration.catalog,
            "cart": ShopConfiguration.cart,
            "product": ShopConfiguration.product,
            "reviews": ShopConfiguration.reviews,
            "wishList": ShopConfiguration.wishList,
            "login": ShopConfiguration.login,
            "promo": ShopConfiguration.promo,
            "cities": ShopConfiguration.cities,
            "city": ShopConfiguration.city,
            "image": ShopConfiguration.image,
        ]
    }

    /// The graph, with the URLs the example's deep links understand.
    static var graph: NavigationGraph {
        NavigationGraph(destinations: destinations, urlPatterns: DeepLinks.patterns)
    }
}
