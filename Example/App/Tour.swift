#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import RouteComposer

    /// The scripted tour: every scenario of the example, one navigation after another, each printed
    /// with the hierarchy it leaves.
    @MainActor
    struct Tour {
        let router: DefaultRouter
        /// The deep links the app opens, from the route table that ships with it.
        let links: DeepLinkRouter

        /// Runs every step; returns false if a step that should succeed failed.
        func run() async -> Bool {
            var succeeded = true
            for step in steps {
                say("\n▶ \(step.title)")
                do {
                    try await step.run()
                    await HeadlessRuntime.shared.waitUntilIdle()
                    say(step.expectsFailure ? "✗ unexpectedly succeeded" : "✓ done")
                    if step.expectsFailure { succeeded = false }
                } catch {
                    await HeadlessRuntime.shared.waitUntilIdle()
                    say(step.expectsFailure ? "✓ refused as expected: \(error)" : "✗ failed: \(error)")
                    if !step.expectsFailure { succeeded = false }
                }
                say(HeadlessRuntime.shared.hierarchyDescription())
            }
            return succeeded
        }

        struct Step {
            let title: String
            var expectsFailure = false
            let run: @MainActor () async throws -> Void
        }

        private var steps: [Step] {
            [
                Step(title: "home: a tab bar built in code replaces the launch screen") {
                    try await router.navigate(to: ShopConfiguration.home, animated: true)
                },
                Step(title: "product 42: variant A pushes it into the catalog tab, which gets selected") {
                    try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: "42"), animated: true)
                },
                Step(title: "product 42 again: it is found, nothing is built") {
                    try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: "42"), animated: true)
                },
                Step(title: "cart: a tab switch") {
                    try await router.navigate(to: ShopConfiguration.cart, animated: true)
                },
                Step(title: "wish list: the login interceptor presents the login screen; the user logs in; the wish list follows") {
                    try await navigateWhileUserLogsIn(to: .favorites)
                },
                Step(title: "wish list, collections: found, and a context task switches its segment") {
                    try await router.navigate(to: ShopConfiguration.wishList, with: .collections, animated: true)
                },
                Step(title: "A/B switch to variant B, product 7: presented in a new navigation controller") {
                    ABTest.productsOpenInCatalog = false
                    try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: "7"), animated: true)
                },
                Step(title: "reviews of product 7: a second modal level") {
                    try await router.navigate(to: ShopConfiguration.reviews, with: ProductContext(productID: "7"), animated: true)
                },
                Step(title: "an empty product id: refused before anything changes") {
                    try await router.navigate(to: ShopConfiguration.product, with: ProductContext(productID: ""), animated: true)
                }.expectingFailure(),
                Step(title: "promo: presented over everything") {
                    try await router.navigate(to: ShopConfiguration.promo, animated: true)
                },
                Step(title: "promo closes itself, and only itself, the way its configuration says") {
                    try await closePromo()
                },
                Step(title: "image sunset: a custom container presented with its first image") {
                    try await router.navigate(to: ShopConfiguration.image, with: "sunset", animated: true)
                },
                Step(title: "image harbour: replaced inside the custom container") {
                    try await router.navigate(to: ShopConfiguration.image, with: "harbour", animated: true)
                },
                Step(title: "cities: a split view replaces the root") {
                    try await router.navigate(to: ShopConfiguration.cities, animated: true)
                },
                Step(title: "city 3: shown as the split's detail") {
                    try await router.navigate(to: ShopConfiguration.city, with: 3, animated: true)
                },
                Step(title: "city 9: unknown, refused before anything changes") {
                    try await router.navigate(to: ShopConfiguration.city, with: 9, animated: true)
                }.expectingFailure(),
                Step(title: "universal link https://shop.example.com/product/42: back in the shop, found again through the same destination as a tap") {
                    ABTest.productsOpenInCatalog = true
                    try await router.navigate(to: links.destination(for: "https://shop.example.com/product/42"), animated: true)
                },
                Step(title: "go back: the router closes the product however it was shown (here, a pop)") {
                    guard let product = ClassFinder<ProductViewController, Any?>().getViewController() else { throw ShopError.invalidProductID("42") }
                    try await router.dismiss(product, animated: true)
                },
            ]
        }

        /// Starts the wish-list navigation, plays the user typing the password into the login screen
        /// once it is up, and waits for the navigation to finish.
        private func navigateWhileUserLogsIn(to segment: WishListViewController.Segment) async throws {
            var outcome: RoutingResult?
            try router.navigate(to: ShopConfiguration.wishList, with: segment, animated: true) { outcome = $0 }
            await HeadlessRuntime.shared.waitUntilIdle()
            guard let login = ClassFinder<LoginViewController, Any?>().getViewController() else {
                throw ShopError.loginCancelled
            }
            say("  the login screen is up: \(login); the user logs in")
            login.logIn(password: Session.demoPassword)
            await HeadlessRuntime.shared.waitUntilIdle()
            if case .failure(let error) = outcome { throw error }
        }

        private func closePromo() async throws {
            guard let promo = ClassFinder<PromoViewController, Any?>().getViewController() else { throw ShopError.promoNotPresented }
            var outcome: RoutingResult?
            promo.dismissViewController(animated: true) { outcome = $0 }
            await HeadlessRuntime.shared.waitUntilIdle()
            if case .failure(let error) = outcome { throw error }
        }
    }

    private extension Tour.Step {
        func expectingFailure() -> Tour.Step {
            var step = self
            step.expectsFailure = true
            return step
        }
    }
#endif
