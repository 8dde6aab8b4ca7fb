import Testing
import HeadlessTestSupport
import HeadlessUIKit
@testable import Example
@testable import RouteComposer

/// The example shop, run end to end: it is the project's demonstration and a test of the whole
/// library against a real configuration.
@MainActor
@Suite(.serialized, .headlessIsolation)
struct ExampleTests {
    @Test("The scripted tour runs every scenario as it says, failing only where it expects a refusal")
    func tourSucceeds() async {
        await HeadlessRuntime.shared.reset()
        Session.shared.isLoggedIn = false
        ABTest.productsOpenInCatalog = true
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        await HeadlessRuntime.shared.waitUntilIdle()

        let succeeded = await Tour(router: ExampleApp.router).run()

        #expect(succeeded)
        #expect(Session.shared.isLoggedIn, "the tour logged in through the interceptor")
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("Deep links map to the destinations a tap uses, and land on the same screen")
    func deepLinkLandsOnProduct() async throws {
        await HeadlessRuntime.shared.reset()
        ABTest.productsOpenInCatalog = true
        HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
        await HeadlessRuntime.shared.waitUntilIdle()

        try await ExampleApp.router.navigate(to: DeepLinks.destination(for: "shop://product/99"), animated: true)

        let product = try #require(ClassFinder<ProductViewController, Any?>().getViewController())
        #expect(product.productID == "99")
        #expect(product.navigationController?.viewControllers.first is CatalogViewController)
    }

    @Test("Bad URLs are refused with a clear, typed reason", arguments: [
        ("ftp://x", "unknown scheme"),
        ("shop://nowhere", "no destination"),
        ("not a url", "is not a URL"),
        ("shop://cities/abc", "is not a valid city id"),
        ("shop://wishlist?segment=odd", "is not a valid segment"),
    ])
    func badURLsAreRefused(url: String, reason: String) {
        #expect {
            _ = try DeepLinks.destination(for: url)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }
}
