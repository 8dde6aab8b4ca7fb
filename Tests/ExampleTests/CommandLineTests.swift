import Foundation
import Testing
import HeadlessTestSupport
import HeadlessUIKit
@testable import Example
@testable import RouteComposer

/// `swift run Example <links>`, run through the entry point the executable calls: the exit status
/// of every kind of link, hostile ones included, and the login-guarded wish list, which must end
/// quickly either way.
@MainActor
@Suite(.serialized, .exampleIsolation)
struct CommandLineTests {
    /// Runs the example as `swift run Example arguments` would, from a fresh app.
    private func run(_ arguments: [String]) async -> Int32 {
        // Each run is a fresh launch, and some tests run the example twice.
        await relaunchState()
        return await ExampleApp.main(arguments: arguments)
    }

    @Test(
        "A universal link on the allowed host opens the product a tap opens",
        arguments: [
            "https://shop.example.com/product/42",
            "shop://product/42",
        ])
    func universalLinkOpensTheProduct(link: String) async throws {
        #expect(await run([link]) == 0)
        let product = try #require(ClassFinder<ProductViewController, Any?>().getViewController())
        #expect(product.productID == "42")
    }

    @Test("A server route from the command line opens the destination it names")
    func serverRouteOpensTheProduct() async throws {
        #expect(await run([#"productDetail|{"id":42}"#]) == 0)
        let product = try #require(ClassFinder<ProductViewController, Any?>().getViewController())
        #expect(product.productID == "42")
        #expect(await run(["cart"]) == 0)
    }

    @Test(
        "Hostile and unknown links exit 1",
        arguments: [
            "shop://product/%ZZ",
            "shop://product/" + String(repeating: "7", count: 5_000),
            "shop://nowhere",
            "https://evil.example.com/product/42",
            "http://shop.example.com/product/42",
            #"productDetail|{"id":"x"}"#,
            "nowhere|{}",
        ])
    func hostileLinksFail(link: String) async {
        #expect(await run([link]) == 1)
        #expect(ClassFinder<ProductViewController, Any?>().getViewController() == nil, "nothing was opened")
    }

    @Test(
        "Each hostile link is refused with its reason",
        arguments: [
            ("shop://product/%ZZ", "invalid percent-encoding"),
            ("shop://product/" + String(repeating: "7", count: 5_000), "no route"),
            ("shop://nowhere", "no route"),
            ("https://evil.example.com/product/42", "not in the universal-link allow-list"),
        ])
    func hostileLinksSayWhy(link: String, reason: String) throws {
        let links = try ShopLinks.load()
        #expect {
            _ = try links.destination(for: link)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test("One failing link fails the run; the others still open")
    func oneFailureFailsTheRun() async throws {
        #expect(await run(["shop://cart", "shop://nowhere"]) == 1)
        #expect(ClassFinder<CartViewController, Any?>().getViewController() != nil)
    }

    @Test("The wish list without --login fails at once, saying why, and leaves no login screen behind")
    func wishListWithoutLoginFailsFast() async throws {
        let started = ContinuousClock.now
        #expect(await run(["shop://wishlist"]) == 1)
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(!Session.shared.isLoggedIn)
        #expect(ClassFinder<LoginViewController, Any?>().getViewController() == nil)
        #expect(ClassFinder<WishListViewController, Any?>().getViewController() == nil)
        #expect("\(LinkOpener.Failure.loginRequired)".contains("--login"))
    }

    @Test("The wish list with --login logs in through the interceptor and opens")
    func wishListWithLoginOpens() async throws {
        let started = ContinuousClock.now
        #expect(await run(["--login", "shop://wishlist?segment=collections"]) == 0)
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(Session.shared.isLoggedIn)
        let wishList = try #require(ClassFinder<WishListViewController, Any?>().getViewController())
        #expect(wishList.segment == .collections)
    }

    @Test("An option the example does not know exits 2")
    func unknownOption() async {
        #expect(await run(["--frobnicate", "shop://cart"]) == 2)
    }

    @Test("The route table that ships with the example loads and passes validation")
    func routeTableLoads() throws {
        let file = try #require(ShopLinks.routeTableFile)
        #expect(file.lastPathComponent == "routes.json")
        _ = try ShopLinks.load()
    }

    @Test("A route table that names an unregistered destination is refused at start")
    func brokenRouteTableIsRefused() {
        let json = Data(#"{"routes": [{"pattern": "shop://basket", "destination": "basket"}]}"#.utf8)
        #expect(throws: DeepLinkError.self) {
            _ = try ShopLinks.load(json)
        }
    }
}

extension CommandLineTests {
    @Test("A long link is shortened where it is printed, so its reason stays readable")
    func longLinksAreShortened() {
        let link = "shop://product/" + String(repeating: "7", count: 5_000)
        let shown = LinkOpener.excerpt(link)
        #expect(shown.count < 120)
        #expect(shown.hasSuffix("(5015 bytes)"))
        #expect(LinkOpener.excerpt("shop://cart") == "shop://cart")
    }
}
