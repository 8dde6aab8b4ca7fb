import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// The README's "Deep links" section, compiled. `ShopLinks.make()` and `open(_:)` are the README's
// code verbatim; the scene delegate's two UIKit callbacks, which HeadlessUIKit does not model,
// hand `userActivity.webpageURL` and `context.url` to `open(_:)`, as the tests below do.

extension RouteComposerTests {
    @MainActor
    @Suite("README: a universal-link handler")
    struct ReadmeDeepLinkExampleTests {
        // The configuration the README's snippet refers to, as its "A configuration" section writes it.

        final class HomeViewController: UIViewController {}
        final class CartViewController: UIViewController {}

        final class ProductViewController: UIViewController, ContextChecking, ContextAccepting {
            var productID: String?
            func setup(with context: ProductContext) throws { productID = context.productID }
            func isTarget(for context: ProductContext) -> Bool { productID == context.productID }
        }

        struct ProductContext {
            let productID: String
        }

        @MainActor
        enum ShopConfiguration {
            static var product: DestinationStep<ProductViewController, ProductContext> {
                StepAssembler<ProductViewController, ProductContext>()
                    .finder(.classWithContextFinder)
                    .factory(.classFactory)
                    .adding(ContextSettingTask())
                    .using(.push)
                    .from(.navigationController)
                    .using(.present)
                    .from(.current)
                    .assemble()
            }

            static var cart: DestinationStep<CartViewController, Any?> {
                StepAssembler<CartViewController, Any?>()
                    .finder(.classFinder)
                    .factory(.classFactory)
                    .using(.push)
                    .from(.navigationController)
                    .using(.present)
                    .from(.current)
                    .assemble()
            }
        }

        // README begins

        @MainActor
        enum ShopLinks {
            static func make() throws -> DeepLinkRouter {
                let links = DeepLinkRouter(universalLinkHosts: ["shop.example.com"])
                try links.register(
                    "https://shop.example.com/product/:id", destination: ShopConfiguration.product,
                    context: { ProductContext(productID: try $0.value("id")) },
                    parameters: { ["id": $0.productID] })
                try links.register(
                    "shop://product/:id", destination: ShopConfiguration.product,
                    context: { ProductContext(productID: try $0.value("id")) })
                try links.register("shop://cart", destination: ShopConfiguration.cart)
                return links
            }
        }

        /// The scene delegate's part, without UIKit's scene callbacks.
        @MainActor
        final class SceneDelegate {
            let router = DefaultRouter()
            let links = try! ShopLinks.make()  // fixed patterns: a failure is a programming error

            func open(_ url: URL) {
                do {
                    try router.navigate(to: url, using: links)
                } catch {
                    // A URLRoutingError: no route, a host outside the allow-list, a hostile URL.
                    print("Cannot open \(url): \(error)")
                }
            }
        }

        // README ends

        let runtime = HeadlessRuntime.shared

        @Test("A universal link opens the product; a custom-scheme link opens the cart over it")
        func universalLinkEndToEnd() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let delegate = SceneDelegate()

            // scene(_:continue:) with userActivity.webpageURL
            delegate.open(try #require(URL(string: "https://Shop.Example.com/product/42?utm_source=mail")))
            await runtime.waitUntilIdle()
            let navigation = try #require(home.presentedViewController as? UINavigationController)
            let product = try #require(navigation.topViewController as? ProductViewController)
            #expect(product.productID == "42")

            // The same product again, by its custom-scheme link: found, not built again.
            delegate.open(try #require(URL(string: "shop://product/42")))
            await runtime.waitUntilIdle()
            #expect(home.presentedViewController === navigation)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController === product)

            // scene(_:openURLContexts:) with context.url
            delegate.open(try #require(URL(string: "shop://cart")))
            await runtime.waitUntilIdle()
            let cart = try #require(navigation.presentedViewController as? UINavigationController)
            #expect(cart.topViewController is CartViewController)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A link no route takes is refused with a typed error and leaves the screen alone")
        func refusedLinks() async throws {
            await runtime.showInFreshWindow(HomeViewController())
            let delegate = SceneDelegate()
            let before = runtime.hierarchyDescription()

            for text in ["https://evil.example.com/product/1", "shop://nowhere", "shop://product/%00"] {
                delegate.open(try #require(URL(string: text)))
                await runtime.waitUntilIdle()
                #expect(throws: URLRoutingError.self) { try delegate.links.destination(for: text) }
            }
            #expect(runtime.hierarchyDescription() == before)
            // Foundation's URL(string:) may escape a stray "%" itself; the router refuses it as text.
            #expect(throws: URLRoutingError.invalidPercentEncoding(offset: 15)) { try delegate.links.destination(for: "shop://product/%zz") }
        }

        @Test("Reverse routing writes the universal link of a product")
        func shareLink() throws {
            let links = try ShopLinks.make()
            let url = try links.url(for: ShopConfiguration.product, with: ProductContext(productID: "café 7"))
            #expect(url.absoluteString == "https://shop.example.com/product/caf%C3%A9%207")
        }
    }
}
