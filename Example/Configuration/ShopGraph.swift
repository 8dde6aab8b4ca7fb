import RouteComposer

/// The example shop's configuration as a navigation graph, for `swift run Example graph`.
@MainActor
enum ShopGraph {
    /// Every destination of the shop, by the names the route table `routes.json` uses.
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

    /// The graph, with the URL patterns `links` binds to each destination: the deep-link router
    /// is the one source of the URLs, so the graph cannot list a link the app does not open.
    static func graph(deepLinks links: DeepLinkRouter) -> NavigationGraph {
        NavigationGraph(destinations: destinations, deepLinks: links)
    }
}
