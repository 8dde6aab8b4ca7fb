import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// `DefaultRouter.dismiss` as a request of the navigation queue: it waits for the running
    /// navigation, is planned when its turn comes, obeys the queue's policy, and its events never
    /// come between another request's.
    @MainActor
    @Suite("Extras: DefaultRouter.dismiss in the navigation queue")
    struct QueuedDismissalTests {
        let runtime = HeadlessRuntime.shared

        @Test("A dismissal requested during an animated presentation waits for it, then closes what is there at its turn; both succeed, in order")
        func waitsForRunningNavigation() async throws {
            let router = DefaultRouter(logger: nil)
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            var order: [String] = []
            let results = ResultRecorder()

            try router.navigate(to: TestShop.reviews, with: "1", animated: true) { result in
                order.append("presentation")
                results(result)
            }
            router.dismiss(shop.product, animated: true) { result in
                order.append("dismissal")
                results(result)
            }
            #expect(router.navigationQueue.waitingCount == 1)
            await runtime.runTurns(1)
            #expect(shop.stack.viewControllers.contains(shop.product), "nothing is popped while the presentation runs")
            await runtime.waitUntilIdle()

            #expect(order == ["presentation", "dismissal"])
            #expect(results.count == 2)
            #expect(results.results.allSatisfy { $0.isSuccessful })
            // Planned at its turn: the reviews, presented over product 1 after the request, left with it.
            #expect(shop.isBackAtCatalog)
            #expect(!ControllerCensus.alive.contains { $0 is ShopReviewsViewController })
            #expect(runtime.warnings.isEmpty)
            #expect(runtime.exceptions.isEmpty)
        }

        @Test("A queued dismissal's events all come after the running navigation's, and name what left at its turn")
        func eventsDoNotInterleave() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)

            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            router.dismiss(shop.product, animated: true, completion: nil)
            await runtime.waitUntilIdle()

            let presentation = try #require(recorder.navigations.last { $0 != recorder.navigation(mentioning: "closing") })
            let dismissal = try #require(recorder.navigation(mentioning: "closing"))
            #expect(recorder.reportedAll(of: presentation, before: dismissal))
            #expect(recorder.events.last { $0.navigation == presentation }?.kind == .finished)
            #expect(
                recorder.lines(of: dismissal) == [
                    "started",
                    "willRemove popped: ShopProductViewController, ShopReviewsViewController",
                    "didRemove popped: ShopReviewsViewController, ShopProductViewController",
                    "finished",
                ])
        }

        @Test("A queued dismissal's completion comes before the next request starts, and may navigate: that navigation waits its turn and succeeds")
        func navigatesFromCompletion() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            var loginResult: RoutingResult?
            var cartStartedBeforeCompletion: Bool?
            let dismissal = ResultRecorder()

            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            router.dismiss(shop.product, animated: true) { result in
                dismissal(result)
                cartStartedBeforeCompletion = recorder.navigation(mentioning: "ShopCartViewController") != nil
                router.commitNavigation(to: TestShop.login, animated: true) { loginResult = $0 }
            }
            try router.navigate(to: TestShop.cart, animated: true, completion: nil)
            await runtime.waitUntilIdle()

            #expect(dismissal.count == 1)
            #expect(dismissal.last?.isSuccessful == true)
            #expect(cartStartedBeforeCompletion == false)
            #expect(loginResult?.isSuccessful == true)
            #expect(Screen.visibleLeaf(in: shop.window) is ShopLoginViewController)
            let closing = try #require(recorder.navigation(mentioning: "closing"))
            let cart = try #require(recorder.navigation(mentioning: "ShopCartViewController"))
            let login = try #require(recorder.navigation(mentioning: "ShopLoginViewController"))
            #expect(recorder.reportedAll(of: closing, before: cart))
            #expect(recorder.reportedAll(of: cart, before: login))
        }

        @Test("Latest-wins: a newer navigation replaces a waiting dismissal, which fails as superseded and is reported discarded")
        func latestWinsReplacesDismissal() async throws {
            let (router, recorder) = DefaultRouter.observed(queue: NavigationQueue(policy: .latestWins))
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let dismissal = ResultRecorder()
            var loginResult: RoutingResult?

            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            router.dismiss(shop.product, animated: true) { dismissal($0) }
            try router.navigate(to: TestShop.login, animated: true) { loginResult = $0 }
            #expect(dismissal.count == 1)
            #expect(dismissal.last?.failureError?.routingFailureReason == .superseded)
            let message = "\(dismissal.last?.failureError.map { String(describing: $0) } ?? "")"
            #expect(message.contains("closing"), "names the replaced dismissal: \(message)")
            #expect(message.contains("ShopLoginViewController"), "names the request that replaced it: \(message)")
            await runtime.waitUntilIdle()

            #expect(dismissal.count == 1)
            #expect(loginResult?.isSuccessful == true)
            #expect(shop.stack.viewControllers.contains(shop.product))
            let closing = try #require(recorder.navigation(mentioning: "closing"))
            #expect(recorder.lines(of: closing) == ["discarded"])
        }

        @Test("Latest-wins: a dismissal replaces a waiting navigation, which fails as superseded; the dismissal runs")
        func latestWinsDismissalReplaces() async throws {
            let router = DefaultRouter(logger: nil, navigationQueue: NavigationQueue(policy: .latestWins))
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let dismissal = ResultRecorder()
            var loginResult: RoutingResult?

            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            try router.navigate(to: TestShop.login, animated: true) { loginResult = $0 }
            router.dismiss(shop.product, animated: true) { dismissal($0) }
            #expect(loginResult?.failureError?.routingFailureReason == .superseded)
            await runtime.waitUntilIdle()

            #expect(dismissal.count == 1)
            #expect(dismissal.last?.isSuccessful == true)
            #expect(shop.isBackAtCatalog)
            #expect(!ControllerCensus.alive.contains { $0 is ShopLoginViewController || $0 is ShopReviewsViewController })
        }

        @Test("Reject: a dismissal made while a navigation runs is refused at once, to the completion or thrown; it is accepted afterwards")
        func rejectRefusesDismissal() async throws {
            let (router, recorder) = DefaultRouter.observed(queue: NavigationQueue(policy: .reject))
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let refused = ResultRecorder()

            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            router.dismiss(shop.product, animated: true) { refused($0) }
            #expect(refused.count == 1)
            #expect(refused.last?.failureError?.routingFailureReason == .navigationInProgress)
            #expect(refused.last?.failureError?.compositionFailureMessage?.contains("Navigation is in progress") == true)
            do {
                try await router.dismiss(shop.product, animated: true)
                Issue.record("expected a refusal")
            } catch {
                #expect(error.routingFailureReason == .navigationInProgress)
            }
            await runtime.waitUntilIdle()

            #expect(refused.count == 1)
            #expect(shop.stack.viewControllers.contains(shop.product))
            #expect(recorder.events(of: .discarded).count == 2)
            try await router.dismiss(shop.product, animated: true)
            #expect(shop.isBackAtCatalog)
        }
    }
}
