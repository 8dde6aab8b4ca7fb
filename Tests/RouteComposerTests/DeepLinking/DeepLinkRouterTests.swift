import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import URLRoutingTestSupport
import HeadlessUIKit

extension RouteComposerTests {
    /// URLs bound to destinations and navigated to with the headless model.
    @MainActor
    @Suite("DeepLinkRouter: URLs to destinations and back")
    struct DeepLinkRouterTests {
        let runtime = HeadlessRuntime.shared

        private func links(_ steps: DeepLinkTestSteps) throws -> DeepLinkRouter {
            let links = DeepLinkRouter(universalLinkHosts: ["shop.example.com"])
            try links.register("shop://list", destination: steps.list)
            try links.register(
                "shop://product/:id", destination: steps.product,
                context: { $0["id"] }, parameters: { ["id": $0] })
            try links.register(
                "https://shop.example.com/p/:id<Int>", destination: steps.product,
                context: { $0["id"] }, parameters: { Int($0) == nil ? nil : ["id": $0] })
            return links
        }

        @Test("A URL finds its destination and the router pushes the product with the captured id")
        func navigateToProduct() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()
            let links = try links(DeepLinkTestSteps(window: window))

            try await DefaultRouter().navigate(to: URL(string: "shop://product/caf%C3%A9")!, using: links, animated: false)

            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.viewControllers.first === list)
            let product = try #require(navigation.topViewController as? ProductViewController)
            #expect(product.productID == "café")
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A universal link navigates; the completion is called once with success")
        func universalLink() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let links = try links(DeepLinkTestSteps(window: window))
            var results: [RoutingResult] = []

            try DefaultRouter().navigate(to: URL(string: "https://shop.example.com/p/12")!, using: links, animated: false) { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "12")
        }

        @Test("A URL without a destination throws a typed error and leaves the screen alone")
        func unknownURL() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let links = try links(DeepLinkTestSteps(window: window))
            let before = runtime.hierarchyDescription()

            expectNoRoute("shop://nowhere") {
                try DefaultRouter().navigate(to: URL(string: "shop://nowhere")!, using: links, animated: false)
            }
            let hostMisses = expectNoRoute("https://evil.com/p/1") {
                try DefaultRouter().navigate(to: URL(string: "https://evil.com/p/1")!, using: links, animated: false)
            }
            #expect(hostMisses.map(\.reason) == [.hostNotAllowed])
            #expect(hostMisses.first?.pattern == "https://shop.example.com/p/:id<Int>")
            var failure: Error?
            DefaultRouter().commitNavigation(to: URL(string: "shop://product")!, using: links, animated: false) {
                if case let .failure(error) = $0 { failure = error }
            }
            guard let error = failure as? URLRoutingError, error.code == .noMatchingRoute else {
                Issue.record("expected no route, got \(String(describing: failure))")
                return
            }
            #expect(error.url == "shop://product")
            #expect(error.nearMisses.first?.reason == .tooFewSegments)
            #expect(throws: URLRoutingError.invalidPercentEncoding(offset: 15)) { try links.destination(for: "shop://product/%zz") }
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A context closure that declines hands the URL to the next route")
        func decliningContext() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let steps = DeepLinkTestSteps(window: window)
            let links = DeepLinkRouter()
            try links.register("shop://p/:id<Int>", destination: steps.product, context: { $0["id", as: Int.self]! < 0 ? nil : "int" })
            try links.register("shop://p/:id", destination: steps.product, context: { "text:" + $0["id"]! })

            try await DefaultRouter().navigate(to: URL(string: "shop://p/-1")!, using: links, animated: false)

            #expect((navigation.topViewController as? ProductViewController)?.productID == "text:-1")
        }

        @Test("Reverse routing: destination → URL → destination round trips, and navigates again")
        func reverseRoundTrip() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()
            let steps = DeepLinkTestSteps(window: window)
            let links = try links(steps)

            let url = try links.url(for: steps.product, with: "a/b c")
            #expect(url.absoluteString == "shop://product/a%2Fb%20c")
            let destination = try links.destination(for: url)
            #expect(destination.context as? String == "a/b c")
            #expect(try links.url(for: Destination(to: steps.list)).absoluteString == "shop://list")
            #expect(throws: URLRoutingError.self) {
                try links.url(
                    for: Chain.destination(Chain.found(by: ClassFinder<HomeViewController, Any?>()), HomeViewController.self, context: Any?.self), with: nil)
            }

            try await DefaultRouter().navigate(to: destination, animated: false)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "a/b c")
            try await DefaultRouter().navigate(to: try links.url(for: Destination(to: steps.list)), using: links, animated: false)
            #expect(navigation.topViewController === list)
        }

        @Test("Reverse routing skips routes without parameters and handler routes, and throws the error of the last route that tried")
        func reverseReportsTheLastError() throws {
            let steps = DeepLinkTestSteps(window: UIWindow())
            let links = DeepLinkRouter()
            try links.register("shop://any/:id") { _ in nil }
            try links.register("shop://item/:id", destination: steps.product, context: { $0["id"] })
            try links.register("shop://product/:id<Int>", destination: steps.product, context: { $0["id"] }, parameters: { ["id": $0] })

            #expect(try links.url(for: steps.product, with: "12").absoluteString == "shop://product/12")
            let error = try #require(throws: URLRoutingError.self) { try links.url(for: steps.product, with: "twelve") }
            #expect(error.code == .invalidParameterValue)
            #expect(links.boundPatterns.map(\.pattern) == ["shop://item/:id", "shop://product/:id<Int>"])
        }

        @Test("Reverse routing tries routes for the same types in order until one accepts the context")
        func reverseChoosesRoute() throws {
            let steps = DeepLinkTestSteps(window: UIWindow())
            let links = DeepLinkRouter(universalLinkHosts: ["shop.example.com"])
            try links.register(
                "https://shop.example.com/p/:id<Int>", destination: steps.product,
                context: { $0["id"] }, parameters: { Int($0) == nil ? nil : ["id": $0] })
            try links.register("shop://product/:id", destination: steps.product, context: { $0["id"] }, parameters: { ["id": $0] })
            #expect(try links.url(for: steps.product, with: "12").absoluteString == "https://shop.example.com/p/12")
            #expect(try links.url(for: steps.product, with: "twelve").absoluteString == "shop://product/twelve")
        }
    }
}
