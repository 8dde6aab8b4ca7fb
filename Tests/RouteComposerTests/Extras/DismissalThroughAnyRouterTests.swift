import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// `dismiss` is a requirement of `Router`, so a `DefaultRouter` closes screens through its
    /// queue however it is held: as `any Router`, in a generic function, or inside a wrapper.
    @MainActor
    @Suite("Extras: dismissing through any Router")
    struct DismissalThroughAnyRouterTests {
        let runtime = HeadlessRuntime.shared

        /// Starts an animated presentation with `router`, then asks `dismissing` to close product
        /// 1 while it runs; returns what the dismissal reported and whether it had waited.
        private func dismissDuringPresentation(
            router: DefaultRouter, shop: ProductOnCatalog,
            _ dismiss: (UIViewController, @escaping (RoutingResult) -> Void) -> Void
        ) async throws -> (result: RoutingResult?, waited: Bool) {
            var result: RoutingResult?
            try router.navigate(to: TestShop.reviews, with: "1", animated: true, completion: nil)
            dismiss(shop.product) { result = $0 }
            let waited = router.navigationQueue.waitingCount == 1 && shop.stack.viewControllers.contains(shop.product)
            await runtime.waitUntilIdle()
            return (result, waited)
        }

        /// `router.dismiss(controller)`, in a synchronous context, where the spelling without a
        /// completion is the synchronous one.
        private func close(_ controller: UIViewController, with router: any Router) {
            router.dismiss(controller)
        }

        @Test("A DefaultRouter held as any Router waits in its queue and reports the dismissal")
        func existentialUsesTheQueue() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let held: any Router = router

            let (result, waited) = try await dismissDuringPresentation(router: router, shop: shop) { controller, completion in
                held.dismiss(controller, animated: true, completion: completion)
            }

            #expect(waited)
            #expect(result?.isSuccessful == true)
            #expect(shop.isBackAtCatalog)
            #expect(recorder.navigation(mentioning: "closing") != nil, "reported to the router's observers")
            #expect(runtime.warnings.isEmpty)
        }

        @Test("The shorter spellings on any Router reach the router's own dismissal too")
        func shorterSpellingsDispatch() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let held: any Router = router

            let (result, waited) = try await dismissDuringPresentation(router: router, shop: shop) { controller, completion in
                held.dismiss(controller, completion: completion)
            }
            #expect(waited)
            #expect(result?.isSuccessful == true)

            try await router.navigate(to: TestShop.product, with: "2", animated: false)
            let second = try #require(shop.stack.topViewController)
            try router.navigate(to: TestShop.reviews, with: "2", animated: true, completion: nil)
            close(second, with: held)
            #expect(router.navigationQueue.waitingCount == 1)
            await runtime.waitUntilIdle()
            #expect(shop.isBackAtCatalog)
            #expect(recorder.events.filter { $0.destination.contains("closing") && $0.kind == .finished }.count == 2)
        }

        @Test("The async dismissal of any Router waits in the queue, and cancelling it while it waits changes nothing")
        func asyncThroughExistential() async throws {
            let router = DefaultRouter(logger: nil)
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let held: any Router = router
            // A navigation held by its interceptor keeps the queue busy for as long as the test needs.
            var pending: ((RoutingResult) -> Void)?
            try router.navigate(
                to: TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, completion in pending = completion }), animated: true,
                completion: nil)
            let product = shop.product
            let cancelled = Task { @MainActor in try await held.dismiss(product, animated: true) }
            for _ in 0..<100 where router.navigationQueue.waitingCount == 0 {
                await runtime.runTurns(1)
            }
            #expect(router.navigationQueue.waitingCount == 1, "the dismissal waits behind the held navigation")

            cancelled.cancel()
            let error = await taskOutcome(of: cancelled)
            pending?(.success)
            await runtime.waitUntilIdle()

            #expect(error is CancellationError)
            #expect(shop.stack.viewControllers.contains(shop.product))
        }

        @Test("SingleNavigationRouter and GlobalInterceptorRouter hand dismissals to the router they wrap")
        func wrappersForward() async throws {
            let (router, recorder) = DefaultRouter.observed()
            let shop = try await ProductOnCatalog.show(with: router, runtime: runtime)
            let single = SingleNavigationRouter(router: router, lock: SingleNavigationLock(), logger: nil, clock: ManualNavigationClock())

            let (first, waited) = try await dismissDuringPresentation(router: router, shop: shop) { controller, completion in
                single.dismiss(controller, animated: true, completion: completion)
            }
            #expect(waited)
            #expect(first?.isSuccessful == true)

            try await router.navigate(to: TestShop.product, with: "2", animated: false)
            let second = try #require(shop.stack.topViewController)
            let global = GlobalInterceptorRouter(router: router, clock: ManualNavigationClock())
            try await global.dismiss(second, animated: false)

            #expect(shop.isBackAtCatalog)
            #expect(recorder.events.filter { $0.destination.contains("closing") && $0.kind == .finished }.count == 2)
        }
    }
}
