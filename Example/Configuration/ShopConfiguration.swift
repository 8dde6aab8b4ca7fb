import RouteComposer

/// Which way of showing a product the app is testing.
@MainActor
enum ABTest {
    /// Variant A pushes products into the catalog tab; variant B presents them in a new navigation controller.
    static var productsOpenInCatalog = true
}

/// Every destination of the example shop, written with the assembly DSL.
@MainActor
enum ShopConfiguration {
    /// The tab bar root, built in code: Home, Catalog inside a navigation controller, Cart.
    static var home: DestinationStep<UITabBarController, Any?> {
        let tabs = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
            .with(ClassFactory<HomeViewController, Any?>())
            .with(
                CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                    .with(ClassFactory<CatalogViewController, Any?>())
                    .assemble()
            )
            .with(ClassFactory<CartViewController, Any?>())
            .assemble()
        return StepAssembler<UITabBarController, Any?>()
            .finder(.classFinder(options: .current, startingPoint: .root))
            .factory(tabs)
            .using(.replaceRoot)
            .from(.root)
            .assemble()
    }

    /// The catalog tab: found in the tab bar, which is built first if needed.
    static var catalog: DestinationStep<CatalogViewController, Any?> {
        StepAssembler<CatalogViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(home).assemble()
    }

    /// The cart tab.
    static var cart: DestinationStep<CartViewController, Any?> {
        StepAssembler<CartViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(home).assemble()
    }

    /// A product, found when it already shows the same id; otherwise pushed into the catalog tab
    /// (variant A) or into a new navigation controller presented over the current screen (B).
    static var product: DestinationStep<ProductViewController, ProductContext> {
        let inCatalog: DestinationStep<UINavigationController, ProductContext> = catalog.expectingContainer()
        let presented = ChainAssembly.from(NavigationControllerStep<UINavigationController, ProductContext>())
            .using(.present)
            .from(.current)
            .assemble()
        let container = SwitchAssembly<UINavigationController, ProductContext>()
            .addCase(when: ABTest.productsOpenInCatalog, from: inCatalog)
            .assemble(default: presented)
        return StepAssembler<ProductViewController, ProductContext>()
            .finder(.classWithContextFinder)
            .factory(.classFactory)
            .adding(ContextSettingTask())
            .using(.push)
            .from(container)
            .assemble()
    }

    /// The reviews of a product, presented over it: a second modal level when the product is presented.
    static var reviews: DestinationStep<ReviewsViewController, ProductContext> {
        StepAssembler<ReviewsViewController, ProductContext>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present(presentationStyle: .formSheet))
            .from(product)
            .assemble()
    }

    /// The wish list, only for signed-in users; its segment comes from the context.
    static var wishList: DestinationStep<WishListViewController, WishListViewController.Segment> {
        StepAssembler<WishListViewController, WishListViewController.Segment>()
            .finder(.classFinder)
            .factory(.classFactory)
            .adding(LoginInterceptor<WishListViewController.Segment>())
            .adding(
                InlineContextTask { (wishList: WishListViewController, segment: WishListViewController.Segment) in
                    wishList.segment = segment
                }
            )
            .using(.push)
            .from(.navigationController)
            .using(.present(presentationStyle: .formSheet))
            .from(.current)
            .assemble()
    }

    /// The login screen the login interceptor shows.
    static var login: DestinationStep<LoginViewController, Any?> {
        StepAssembler<LoginViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present(presentationStyle: .fullScreen))
            .from(.current)
            .assemble()
    }

    /// A promotion that closes the way its configuration says: here, by dismissing itself, and
    /// only itself. UIKit's `dismiss(animated:)` called on a controller that presents another
    /// closes what it presents and leaves the controller on screen, so while something is
    /// presented over the promo, closing it is refused with ``ShopError/promoCovered(by:)``
    /// rather than closing that instead and reporting success; UIKit cannot take the promo out
    /// from under what covers it either.
    static var promo: DestinationStep<PromoViewController, Any?> {
        StepAssembler<PromoViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .adding(
                DismissalMethodProvidingContextTask<PromoViewController, Any?> { promo, _, animated, completion in
                    PromoViewController.close(promo, animated: animated, completion: completion)
                }
            )
            .using(.present(presentationStyle: .overFullScreen))
            .from(.current)
            .assemble()
    }

    /// The cities split view, replacing the root.
    static var cities: DestinationStep<CitiesViewController, Any?> {
        StepAssembler<CitiesViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.setAsPrimary)
            .from(.splitViewController)
            .using(.replaceRoot)
            .from(.root)
            .assemble()
    }

    /// One city, shown as the split's detail; unknown cities are refused before anything changes.
    static var city: DestinationStep<CityDetailsViewController, Int> {
        StepAssembler<CityDetailsViewController, Int>()
            .finder(.nilFinder)
            .factory(.classFactory)
            .adding(CityTask())
            .using(.pushToDetails)
            .from(cities.expectingContainer())
            .assemble()
    }

    /// An image in the images container, which is presented when it is not shown yet.
    static var image: DestinationStep<ImageViewController, String> {
        let container = StepAssembler<ImagesContainerViewController, String>()
            .finder(.classFinder)
            .factory(ImagesContainerFactory())
            .using(.present)
            .from(.current)
            .assemble()
        return StepAssembler<ImageViewController, String>()
            .finder(InlineStackIteratingFinder<ImageViewController, String> { image, name in image.imageName == name })
            .factory(
                .build { name in
                    let image = ImageViewController()
                    image.show(image: name)
                    return image
                }
            )
            .using(ReplaceImageAction())
            .from(container)
            .assemble()
    }
}

/// Shows a city, after checking, before anything changes, that it exists.
struct CityTask: ContextTask {
    func prepare(with context: Int) throws {
        guard City.name(of: context) != nil else { throw ShopError.unknownCity(context) }
    }

    func perform(on viewController: CityDetailsViewController, with context: Int) throws {
        viewController.show(city: context)
    }
}
