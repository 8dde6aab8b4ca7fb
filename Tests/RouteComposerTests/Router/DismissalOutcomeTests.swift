import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// What a dismissal's success means: the controller has left the screen, and a dismissal
    /// whose controller something else closed first has nothing left to do. Both were found by
    /// the interleaving fuzzer.
    @MainActor
    @Suite("DefaultRouter: a dismissal's success")
    struct DismissalOutcomeTests {
        let runtime = HeadlessRuntime.shared

        /// A tab bar of home and a catalog stack with a product on top, the catalog selected.
        private func showShopWithProduct() async -> (UITabBarController, UINavigationController, ShopProductViewController) {
            let catalog = UINavigationController(rootViewController: ShopCatalogViewController())
            let product = ShopProductViewController()
            catalog.pushViewController(product, animated: false)
            let tabs = UITabBarController()
            tabs.viewControllers = [ShopHomeViewController(), catalog]
            tabs.selectedIndex = 1
            await runtime.showInFreshWindow(tabs)
            return (tabs, catalog, product)
        }

        @Test("A dismissal without animation succeeds only once the controller's view has left the window")
        func unanimatedDismissalLeavesTheWindow() async throws {
            let (_, catalog, product) = await showShopWithProduct()
            var viewInWindowAtCompletion: Bool?

            DefaultRouter(logger: nil).dismiss(product, animated: false) { result in
                #expect(result.isSuccessful)
                viewInWindowAtCompletion = product.viewIfLoaded?.window != nil
            }

            #expect(viewInWindowAtCompletion == false)
            #expect(catalog.viewControllers.count == 1)
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A queued dismissal of a controller popped meanwhile in a tab off screen succeeds with nothing to do")
        func dismissalOfAControllerClosedMeanwhile() async throws {
            let (tabs, catalog, product) = await showShopWithProduct()
            let router = DefaultRouter(logger: nil)
            var first: RoutingResult?
            var second: RoutingResult?

            // The user leaves the tab; the first dismissal pops the product there without
            // animation, so its view waits in the window for the tab's next layout.
            _ = runtime.simulateUserSelection(of: try #require(tabs.viewControllers?.first), in: tabs)
            router.dismiss(product, animated: false) { first = $0 }
            router.dismiss(product, animated: false) { second = $0 }
            await runtime.waitUntilIdle()

            #expect(first?.isSuccessful == true)
            #expect(second?.isSuccessful == true, "\(String(describing: second))")
            #expect(catalog.viewControllers.count == 1)
            #expect(!product.isHeldInWindowHierarchy)
            #expect(runtime.diagnostics.isEmpty)
        }
    }
}
