import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// What observers hear of one navigation: every event once, in the order it happened.
    @MainActor
    @Suite("Lifecycle: the events of a navigation")
    struct NavigationEventTests {
        let runtime = HeadlessRuntime.shared

        @Test("A push after selecting a tab: started, origin, built, will and did integrate, finished")
        func successfulPush() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.cart, animated: false)

            try await router.navigate(to: TestShop.product, with: "1", animated: false)

            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started",
                    "originFound ShopCatalogViewController",
                    "stepBuilt ShopProductViewController",
                    "willIntegrate ShopProductViewController → UINavigationController",
                    "didIntegrate ShopProductViewController → UINavigationController",
                    "finished",
                ])
            let events = recorder.events.filter { $0.navigation == navigation }
            #expect(events.first?.contextType == "Swift.String")
            #expect(events.first?.destination.contains("ShopProductViewController") == true)
            #expect(events[2].step?.index == 0)
            #expect(events[2].step?.factoryType?.contains("ClassFactory") == true)
            #expect(events[3].actionType?.contains("PushAction") == true)
            #expect(events.last?.duration == 0)
            #expect(events.allSatisfy { $0.parent == nil })
        }

        @Test("Events, kinds, reasons and identifiers read well in logs")
        func descriptions() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.product, with: "1", animated: false)
            try await router.navigate(to: TestShop.catalog, animated: false)

            let integration = try #require(recorder.events(of: .didIntegrate).last)
            #expect(integration.description.hasPrefix("\(integration.navigation) didIntegrate; step 0: "))
            #expect(
                integration.description.contains("into <HeadlessUIKit.UINavigationController")
                    || integration.description.contains("into <UINavigationController"))
            let removal = try #require(recorder.events(of: .didRemove).last)
            #expect(removal.description.contains("popped: <RouteComposerTests.ShopProductViewController"))
            #expect("\(NavigationEvent.Kind.leakSuspected)" == "leakSuspected")
            #expect("\(NavigationEvent.RemovalReason.replaced)" == "replaced")
            #expect(integration.navigation.description == "navigation #\(integration.navigation.rawValue)")
            #expect(integration.navigation < removal.navigation)
            #expect("\(LeakDetection.off)" == "off" && "\(LeakDetection.after(2))" == "after 2.0 s")
        }

        @Test("A factory that throws at the second step: the first is built and integrated, then failed with the error")
        func factoryFailsAtSecondStep() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.catalog, animated: false)

            await #expect(throws: (any Error).self) {
                try await router.navigate(to: TestShop.failingAtSecondStep, animated: false)
            }

            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started",
                    "originFound ShopCatalogViewController",
                    "stepBuilt ListViewController",
                    "willIntegrate ListViewController → UINavigationController",
                    "didIntegrate ListViewController → UINavigationController",
                    "failed",
                ])
            let failed = try #require(recorder.events.last)
            #expect(failed.error.map { "\($0)" }?.contains("BuildFailed") == true)
            #expect(failed.duration == 0)
        }

        @Test("An interceptor that refuses: started, then failed; nothing of the screen is reported")
        func interceptorRefuses() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            let refusing = TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, done in done(.failure(ExtrasError(tag: "no"))) })

            await #expect(throws: (any Error).self) {
                try await router.navigate(to: refusing, animated: false)
            }

            #expect(recorder.lines == ["started", "failed"])
        }

        @Test("A dismissal that clears the way: will remove, then did remove, the presented screen")
        func dismissalClearsTheWay() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.catalog, animated: false)
            try await router.navigate(to: TestShop.login, animated: false)

            try await router.navigate(to: TestShop.cart, animated: false)

            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started",
                    "originFound ShopCartViewController",
                    "willRemove dismissed: ShopLoginViewController",
                    "didRemove dismissed: ShopLoginViewController",
                    "finished",
                ])
        }

        @Test("A reveal that pops: will remove, then did remove, what was stacked above")
        func revealPops() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.product, with: "1", animated: false)

            try await router.navigate(to: TestShop.catalog, animated: false)

            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started",
                    "originFound ShopCatalogViewController",
                    "willRemove popped: ShopProductViewController",
                    "didRemove popped: ShopProductViewController",
                    "finished",
                ])
        }

        @Test("Replacing the root: the old root is predicted and then found removed, inside the integration")
        func replaceRoot() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()

            try await router.navigate(to: TestShop.tabs, animated: false)

            #expect(
                recorder.lines == [
                    "started",
                    "originFound UIViewController",
                    "stepBuilt UITabBarController",
                    "willIntegrate UITabBarController → UIViewController",
                    "willRemove replaced: UIViewController",
                    "didRemove replaced: UIViewController",
                    "didIntegrate UITabBarController → UIViewController",
                    "finished",
                ])
        }

        @Test("The async variant reports the same sequence, and a cancelled waiting request is discarded")
        func asyncVariant() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.catalog, animated: true)
            #expect(recorder.lines.first == "started")
            #expect(recorder.lines.last == "finished")

            var pending: ((RoutingResult) -> Void)?
            try router.navigate(
                to: TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, done in pending = done }), animated: true,
                completion: nil)
            let waiting = Task { @MainActor in try await router.navigate(to: TestShop.cart, animated: true) }
            for _ in 0..<100 where router.navigationQueue.waitingCount == 0 {
                await runtime.runTurns(1)
            }
            waiting.cancel()
            await #expect(throws: CancellationError.self) { try await waiting.value }
            pending?(.success)
            await runtime.waitUntilIdle()

            let discarded = recorder.events(of: .discarded)
            #expect(discarded.count == 1)
            #expect(discarded.first?.error is CancellationError)
            #expect(recorder.events.filter { $0.navigation == discarded.first?.navigation }.count == 1)
        }

        @Test("Closing a screen through DefaultRouter reports it like a navigation, with its own identifier")
        func routerDismissal() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.product, with: "1", animated: false)
            let product = try #require(ControllerCensus.alive.first { $0 is ShopProductViewController })

            try await router.dismiss(product, animated: false)

            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started",
                    "willRemove popped: ShopProductViewController",
                    "didRemove popped: ShopProductViewController",
                    "finished",
                ])
        }

        @Test("A navigation started by an interceptor of a running one carries the running one as its parent")
        func nestedNavigationHasParent() async throws {
            _ = await runtime.startLoadScenario()
            let (router, recorder) = DefaultRouter.observed()
            try await router.navigate(to: TestShop.catalog, animated: false)
            let guarded = TestShop.settings(
                guardedBy: InlineInterceptor<Any?> { _, done in
                    router.commitNavigation(to: TestShop.login, animated: false) { _ in done(.success) }
                })

            try await router.navigate(to: guarded, animated: false)

            let outer = try #require(recorder.events.last { $0.destination.contains("ShopSettingsViewController") })
            let inner = recorder.events.filter { $0.destination.contains("ShopLoginViewController") }
            #expect(inner.first?.kind == .started)
            #expect(inner.last?.kind == .finished)
            #expect(inner.allSatisfy { $0.parent == outer.navigation })
            #expect(outer.parent == nil)
        }
    }
}
