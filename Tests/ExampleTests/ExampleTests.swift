import Testing
import HeadlessTestSupport
import HeadlessUIKit
@testable import Example
@testable import RouteComposer

/// The example shop, run end to end: it is the project's demonstration and a test of the whole
/// library against a real configuration.
@MainActor
@Suite(.serialized, .exampleIsolation)
struct ExampleTests {
    @Test("The scripted tour runs every scenario as it says, failing only where it expects a refusal")
    func tourSucceeds() async throws {
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        await HeadlessRuntime.shared.waitUntilIdle()

        let succeeded = await Tour(router: ExampleApp.router, links: try ShopLinks.load()).run()

        #expect(succeeded)
        #expect(Session.shared.isLoggedIn, "the tour logged in through the interceptor")
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("Deep links map to the destinations a tap uses, and land on the same screen")
    func deepLinkLandsOnProduct() async throws {
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        await HeadlessRuntime.shared.waitUntilIdle()

        try await ExampleApp.router.navigate(to: ShopLinks.load().destination(for: "shop://product/99"), animated: true)

        let product = try #require(ClassFinder<ProductViewController, Any?>().getViewController())
        #expect(product.productID == "99")
        #expect(product.navigationController?.viewControllers.first is CatalogViewController)
    }

    @Test(
        "Bad links are refused with a clear reason",
        arguments: [
            ("ftp://x", "no route"),
            ("shop://nowhere", "no route"),
            ("not a url", "identifier"),
            ("shop://cities/abc", "no route"),
            ("shop://wishlist?segment=odd", "is not a wish-list segment"),
            ("shop://product/%ZZ", "invalid percent-encoding"),
            ("https://evil.example.com/product/42", "allow-list"),
            ("productDetail|{\"id\":\"forty-two\"}", "productDetail"),
            ("unknownRoute|{}", "unknownRoute"),
        ])
    func badLinksAreRefused(link: String, reason: String) throws {
        let links = try ShopLinks.load()
        let opener = LinkOpener(router: ExampleApp.router, links: links, serverRoutes: try ShopServerRoutes.makeRegistry(), logsIn: false)
        #expect {
            _ = try opener.destination(for: link)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }
}
