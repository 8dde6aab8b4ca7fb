import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// What a queued `DefaultRouter.dismiss` finds when its turn comes (its controller closed or
    /// released meanwhile), how cancelling its task affects it, and dismissals nested in a running
    /// navigation.
    @MainActor
    @Suite("Extras: a queued DefaultRouter.dismiss at its turn")
    struct QueuedDismissalTurnTests {
        let runtime = HeadlessRuntime.shared

        @Test("A controller closed by the request before its own succeeds with no change, and reports no removal")
        func closedMeanwhileSucceedsUnchanged() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let first = ResultRecorder()
            let second = ResultRecorder()

            router.dismiss(shop.product, animated: true) { first($0) }
            router.dismiss(shop.product, animated: true) { second($0) }
            #expect(second.count == 0, "it waits for the first")
            await runtime.waitUntilIdle()

            #expect(first.count == 1)
            #expect(first.last?.isSuccessful == true)
            #expect(second.count == 1)
            #expect(second.last?.isSuccessful == true)
            #expect(shop.isBackAtCatalog)
            let dismissals = recorder.navigations.filter { id in recorder.events.contains { $0.navigation == id && $0.destination.contains("closing") } }
            #expect(dismissals.count == 2)
            #expect(recorder.lines(of: try #require(dismissals.last)) == ["started", "finished"])
        }

        @Test("A controller released while its dismissal waits is not kept alive by it; the dismissal succeeds with no change")
        func releasedMeanwhileSucceeds() async throws {
            let router = DefaultRouter(logger: nil)
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let result = ResultRecorder()
            weak var released: UIViewController?

            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            do {
                let detached = ShopReviewsViewController()
                released = detached
                router.dismiss(detached, animated: true) { result($0) }
            }
            #expect(released == nil, "the waiting dismissal holds its controller weakly")
            await runtime.waitUntilIdle()

            #expect(result.count == 1)
            #expect(result.last?.isSuccessful == true)
            #expect(shop.stack.viewControllers.contains(shop.product), "nothing was closed")
            #expect(Screen.visibleLeaf(in: shop.window) is ShopReviewsViewController)
        }

        @Test("A controller that was never on screen fails at its turn as it would at once, to the completion")
        func neverOnScreenFailsAtTurn() async throws {
            let router = DefaultRouter(logger: nil)
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let detached = ShopReviewsViewController()
            let result = ResultRecorder()

            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            router.dismiss(detached, animated: true) { result($0) }
            #expect(result.count == 0, "it waits for its turn")
            await runtime.waitUntilIdle()

            #expect(result.count == 1)
            #expect(result.last?.failureError?.compositionFailureMessage?.contains("neither pushed nor presented") == true)
            #expect(shop.stack.viewControllers.contains(shop.product))
            #expect(Screen.visibleLeaf(in: shop.window) is ShopReviewsViewController)
        }

        @Test("Cancelling the task of a waiting dismissal withdraws it: CancellationError, nothing closed, reported discarded")
        func cancelWhileWaiting() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            var pending: ((RoutingResult) -> Void)?
            let held = TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, completion in pending = completion })
            try router.navigate(to: held, animated: true, completion: nil)
            let product = shop.product
            let waiting = Task { @MainActor in try await router.dismiss(product, animated: true) }
            for _ in 0..<100 where router.navigationQueue.waitingCount == 0 {
                await runtime.runTurns(1)
            }
            #expect(router.navigationQueue.waitingCount == 1)

            waiting.cancel()
            let error = await taskOutcome(of: waiting)
            pending?(.success)
            await runtime.waitUntilIdle()

            #expect(error is CancellationError)
            #expect(router.navigationQueue.waitingCount == 0)
            #expect(shop.stack.viewControllers.contains(shop.product))
            let closing = try #require(recorder.navigation(mentioning: "closing"))
            #expect(recorder.lines(of: closing) == ["discarded"])
            #expect(recorder.events(of: .discarded).first?.error is CancellationError)
        }

        @Test("Cancelling the task of a running dismissal does not stop it: the controller is closed and the call returns normally")
        func cancelWhileRunningDoesNotStop() async throws {
            let router = DefaultRouter(logger: nil)
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            runtime.transitionDuration = 1
            let product = shop.product
            let running = Task { @MainActor in try await router.dismiss(product, animated: true) }
            for _ in 0..<100 where !router.navigationQueue.isNavigating {
                await runtime.runTurns(1)
            }
            #expect(router.navigationQueue.isNavigating, "the pop is in flight")

            running.cancel()
            await runtime.runTurns(1)
            await runtime.waitUntilIdle()

            #expect(await taskOutcome(of: running) == nil)
            #expect(shop.isBackAtCatalog)
        }

        @Test("A task cancelled before it dismisses throws CancellationError and closes nothing")
        func cancelledBeforeDismissing() async throws {
            let router = DefaultRouter(logger: nil)
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let product = shop.product
            let task = Task { @MainActor in
                withUnsafeCurrentTask { $0?.cancel() }
                try await router.dismiss(product, animated: false)
            }

            #expect(await taskOutcome(of: task) is CancellationError)
            await runtime.waitUntilIdle()
            #expect(shop.stack.viewControllers.contains(shop.product))
        }

        @Test("An interceptor's dismissal runs at once, nested in the navigation it guards, which then succeeds")
        func nestedInInterceptor() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let product = shop.product
            let dismissal = ResultRecorder()
            var navigationResult: RoutingResult?
            let guarded = TestShop.settings(
                guardedBy: InlineInterceptor<Any?> { _, completion in
                    router.dismiss(product, animated: true) { result in
                        dismissal(result)
                        completion(result)
                    }
                })

            try router.navigate(to: guarded, animated: true) { navigationResult = $0 }
            await runtime.waitUntilIdle()

            #expect(dismissal.count == 1)
            #expect(dismissal.last?.isSuccessful == true)
            #expect(navigationResult?.isSuccessful == true)
            #expect(shop.isBackAtCatalog)
            #expect(Screen.visibleLeaf(in: shop.window) is ShopSettingsViewController)
            let outer = try #require(recorder.navigation(mentioning: "ShopSettingsViewController"))
            let closing = try #require(recorder.navigation(mentioning: "closing"))
            #expect(recorder.events.filter { $0.navigation == closing }.allSatisfy { $0.parent == outer })
        }

        @Test("A post-routing task's dismissal runs at once, before the navigation that ran the task ends")
        func nestedInPostTask() async throws {
            let (base, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: base, runtime: runtime)
            let product = shop.product
            var navigationResult: RoutingResult?
            var endedBeforeNavigation: Bool?
            var router = base
            router.add(
                InlinePostTask<ShopCartViewController, Any?> { _, _, _ in
                    base.dismiss(product, animated: false) { result in
                        endedBeforeNavigation = result.isSuccessful && navigationResult == nil
                    }
                })

            try router.navigate(to: TestShop.cart, animated: true) { navigationResult = $0 }
            await runtime.waitUntilIdle()

            #expect(endedBeforeNavigation == true)
            #expect(navigationResult?.isSuccessful == true)
            #expect(shop.isBackAtCatalog)
            let cart = try #require(recorder.navigation(mentioning: "ShopCartViewController"))
            let closing = try #require(recorder.navigation(mentioning: "closing"))
            #expect(recorder.events.first { $0.navigation == closing }?.parent == cart)
        }
    }
}
