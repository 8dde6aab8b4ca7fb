import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// How a router's navigations wait for each other: in order, planned when their turn comes,
    /// coalesced or refused by policy, cancelled by their tasks, and nested when an interceptor asks.
    @MainActor
    @Suite("DefaultRouter: the navigation queue")
    struct NavigationQueueTests {
        let runtime = HeadlessRuntime.shared

        private func start() async -> UIWindow {
            await runtime.startLoadScenario()
        }

        @Test("Requests made while one runs wait and run in the order they arrived, each planned when its turn comes")
        func enqueueRunsInOrder() async throws {
            let window = await start()
            let router = DefaultRouter(logger: nil)
            var order: [String] = []

            try router.navigate(to: TestShop.product, with: "1", animated: true) { _ in order.append("product 1") }
            try router.navigate(to: TestShop.login, animated: true) { _ in order.append("login") }
            try router.navigate(to: TestShop.product, with: "2", animated: true) { _ in order.append("product 2") }
            #expect(router.navigationQueue.isNavigating)
            #expect(router.navigationQueue.waitingCount == 2)
            await runtime.waitUntilIdle()

            #expect(order == ["product 1", "login", "product 2"])
            // Product 2 was planned after the login screen was shown, so it dismissed it first.
            let leaf = try #require(Screen.visibleLeaf(in: window) as? ShopProductViewController)
            #expect(leaf.productID == "2")
            #expect(!router.navigationQueue.isNavigating)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("A request whose destination is already shown when its turn comes completes with no change")
        func alreadyShownCompletesWithoutChange() async throws {
            _ = await start()
            let router = DefaultRouter(logger: nil)
            var results: [RoutingResult] = []
            var hierarchyAfterFirst = ""

            try router.navigate(to: TestShop.product, with: "7", animated: true) { result in
                results.append(result)
                hierarchyAfterFirst = runtime.hierarchyDescription()
            }
            try router.navigate(to: TestShop.product, with: "7", animated: true) { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 2)
            #expect(results.allSatisfy { $0.isSuccessful })
            #expect(runtime.hierarchyDescription() == hierarchyAfterFirst)
            #expect(ControllerCensus.alive.filter { $0 is ShopProductViewController }.count == 1)
        }

        @Test("A waiting request's preparation error reaches its completion, because navigate has already returned")
        func waitingRequestErrorsGoToCompletion() async throws {
            _ = await start()
            let router = DefaultRouter(logger: nil)
            var second: RoutingResult?

            try router.navigate(to: TestShop.product, with: "1", animated: true, completion: nil)
            let refusing = TestShop.settings(
                guardedBy: InlineInterceptor<Any?>(prepare: { _ in throw ExtrasError(tag: "prepare") }) { _, done in
                    done(.success)
                })
            try router.navigate(to: refusing, animated: true) { second = $0 }
            #expect(second == nil)
            await runtime.waitUntilIdle()

            #expect(second?.isSuccessful == false)
        }

        @Test("An idle queue starts the request at once, so preparation errors are thrown from navigate")
        func idleQueueThrows() async throws {
            _ = await start()
            let router = DefaultRouter(logger: nil)
            let refusing = TestShop.settings(
                guardedBy: InlineInterceptor<Any?>(prepare: { _ in throw ExtrasError(tag: "prepare") }) { _, done in
                    done(.success)
                })
            var called = false
            #expect(throws: (any Error).self) {
                try router.navigate(to: refusing, animated: false) { _ in called = true }
            }
            await runtime.waitUntilIdle()
            #expect(!called, "a thrown navigation never calls its completion")
            #expect(!router.navigationQueue.isNavigating)
        }

        @Test("Latest-wins: a new request replaces those still waiting, which fail as superseded")
        func latestWinsCoalesces() async throws {
            let window = await start()
            let router = DefaultRouter(logger: nil, navigationQueue: NavigationQueue(policy: .latestWins))
            var results: [String: RoutingResult] = [:]

            for id in ["1", "2", "3", "4"] {
                try router.navigate(to: TestShop.product, with: id, animated: true) { results[id] = $0 }
            }
            await runtime.waitUntilIdle()

            #expect(results["1"]?.isSuccessful == true)
            #expect(results["2"]?.failureError?.routingFailureReason == .superseded)
            #expect(results["3"]?.failureError?.routingFailureReason == .superseded)
            #expect(results["4"]?.isSuccessful == true)
            #expect((Screen.visibleLeaf(in: window) as? ShopProductViewController)?.productID == "4")
        }

        @Test("Reject: a request made while one runs is refused at once; the next one after it ends is accepted")
        func rejectRefusesWhileBusy() async throws {
            _ = await start()
            let router = DefaultRouter(logger: nil, navigationQueue: NavigationQueue(policy: .reject))

            try router.navigate(to: TestShop.product, with: "1", animated: true, completion: nil)
            do {
                try router.navigate(to: TestShop.login, animated: true, completion: nil)
                Issue.record("expected a refusal")
            } catch {
                #expect(error.routingFailureReason == .navigationInProgress)
                #expect(error.compositionFailureMessage?.contains("Navigation is in progress") == true)
            }
            await runtime.waitUntilIdle()
            try await router.navigate(to: TestShop.login, animated: true)
        }

        @Test("Copies of a router share its queue; separately made routers do not, unless given the same queue")
        func queuesAreShared() async throws {
            _ = await start()
            let router = DefaultRouter(logger: nil)
            var copy = router
            copy.actionTimeout = 5
            #expect(copy.navigationQueue === router.navigationQueue)
            #expect(DefaultRouter(logger: nil).navigationQueue !== router.navigationQueue)
            let shared = NavigationQueue()
            #expect(DefaultRouter(logger: nil, navigationQueue: shared).navigationQueue === DefaultRouter(logger: nil, navigationQueue: shared).navigationQueue)
        }
    }
}
