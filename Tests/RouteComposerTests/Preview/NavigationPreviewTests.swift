import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// What a preview says in the common cases, and that making one changes nothing.
    @MainActor
    @Suite("Preview: what navigate would do")
    struct NavigationPreviewTests {
        let runtime = HeadlessRuntime.shared

        private func navigate<VC: UIViewController, C>(_ step: DestinationStep<VC, C>, with context: C) async throws {
            try await DefaultRouter.forLoad().navigate(to: step, with: context, animated: false)
            await runtime.waitUntilIdle()
        }

        @Test("An already shown destination: the origin is the destination, nothing to dismiss, reveal or build")
        func alreadyShown() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.cart, with: nil)

            let preview = try DefaultRouter.forLoad().preview(to: TestShop.cart)

            #expect(preview.isAlreadyShown)
            #expect(preview.builds.isEmpty)
            #expect(preview.origin.viewController is ShopCartViewController)
            #expect(preview.originStep.index == 0)
            #expect(preview.leaving.isKnown && preview.leaving.controllers.isEmpty)
            #expect(preview.description.contains("already shown"))
        }

        @Test("A tab switch and a push: the tab bar reveals the catalog stack, then a product is built and pushed")
        func tabSwitchAndPush() async throws {
            let window = await runtime.startLoadScenario()
            try await navigate(TestShop.cart, with: nil)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let router = DefaultRouter.forLoad()

            let preview = try router.preview(to: TestShop.product, with: "7")

            #expect(preview.origin.viewController is ShopCatalogViewController)
            let reveal = try #require(preview.revealed.first)
            #expect(preview.revealed.count == 1)
            #expect(reveal.container.viewController === tabs)
            #expect(reveal.child.viewController is UINavigationController)
            #expect(reveal.popped.isEmpty)
            let build = try #require(preview.builds.first)
            #expect(preview.builds.count == 1)
            #expect(build.step.viewControllerType.hasSuffix("ShopProductViewController"))
            #expect(build.factoryType.contains("ClassFactory"))
            #expect(build.actionType.contains("PushAction"))
            #expect(build.contextTasks.contains { $0.contains("ContextSettingTask") })
            #expect(preview.leaving.isKnown && preview.leaving.controllers.isEmpty)

            try await router.navigate(to: TestShop.product, with: "7", animated: false)
            #expect(Screen.visibleLeaf(in: window) is ShopProductViewController)
        }

        @Test("A dismissal: what is presented over the origin is listed as dismissed and leaving, and leaves")
        func dismissal() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.home, with: nil)
            try await navigate(TestShop.settings, with: nil)
            let (router, recorder) = observedRouter()

            let preview = try router.preview(to: TestShop.cart)

            let dismissed = preview.dismissed.compactMap(\.viewController)
            #expect(dismissed.count == 1 && dismissed.first is UINavigationController)
            let leaving = preview.leaving.controllers.compactMap(\.viewController)
            #expect(leaving.count == 2 && leaving.contains { $0 is ShopSettingsViewController })
            #expect(preview.description.contains("dismiss:"))

            #expect(preview.revealed.count == 1)
            try await router.navigate(to: TestShop.cart, animated: false)
            await runtime.waitUntilIdle()
            #expect(Set(recorder.removed.map(ObjectIdentifier.init)) == Set(leaving.map(ObjectIdentifier.init)))
        }

        @Test("Interceptors are listed in run order, the router's first, and none runs during the preview")
        func interceptorGuarded() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.home, with: nil)
            let tally = InterceptorTally()
            var router = DefaultRouter.forLoad()
            router.add(TallyInterceptor<Any?, GlobalFirst>(tally: tally))
            router.add(TallyInterceptor<Any?, GlobalSecond>(tally: tally))
            let destination = TestShop.guardedCart(tally)

            let preview = try router.preview(to: destination)

            #expect(tally.ran.isEmpty)
            #expect(
                preview.interceptors == [
                    String(reflecting: TallyInterceptor<Any?, GlobalFirst>.self),
                    String(reflecting: TallyInterceptor<Any?, GlobalSecond>.self),
                    String(reflecting: TallyInterceptor<Any?, StepTag>.self),
                ])
            #expect(preview.description.contains("interceptors:"))
            try await router.navigate(to: destination, animated: false)
            #expect(tally.ran == preview.interceptors)
        }

        @Test("A planning error: the preview throws what navigate throws, and the screen stays as it was")
        func planningError() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.home, with: nil)
            let router = DefaultRouter.forLoad()
            let before = runtime.hierarchyDescription()

            let previewError = #expect(throws: (any Error).self) { try router.preview(to: TestShop.rejecting) }
            let navigateError = #expect(throws: (any Error).self) { try router.navigate(to: TestShop.rejecting, animated: false) }

            #expect(previewError.map { "\($0)" } == navigateError.map { "\($0)" })
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A screen that refuses to be dismissed: the same dismissibility error from preview and navigate")
        func refusedDismissal() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.guarded, with: nil)
            let router = DefaultRouter.forLoad()

            let previewError = #expect(throws: RoutingError.self) { try router.preview(to: TestShop.home) }
            let navigateError = #expect(throws: RoutingError.self) { try router.navigate(to: TestShop.home, animated: false) }

            #expect(previewError.map { "\($0)" } == navigateError.map { "\($0)" })
        }

        @Test("An app's own action: its removals are unknown, and say so")
        func customActionIsUnknown() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.catalog, with: nil)

            let preview = try DefaultRouter.forLoad().preview(to: TestShop.custom)

            #expect(!preview.leaving.isKnown)
            #expect(preview.leaving.unknown.first?.contains("PreviewCustomPushAction") == true)
            #expect(preview.description.contains("unknown"))
        }

        @Test("A replacing push: the controller it replaces is predicted to leave, and leaves")
        func replacingPush() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.catalog, with: nil)
            let (router, recorder) = observedRouter()

            let preview = try router.preview(to: TestShop.promo)

            #expect(preview.leaving.isKnown)
            let leaving = preview.leaving.controllers.compactMap(\.viewController)
            #expect(leaving.map { $0 is ShopCatalogViewController } == [true])
            #expect(preview.builds.first?.removal.controllers.count == 1)
            try await router.navigate(to: TestShop.promo, animated: false)
            await runtime.waitUntilIdle()
            #expect(recorder.removed.map(ObjectIdentifier.init) == leaving.map(ObjectIdentifier.init))
        }

        @Test("A replacing push onto a stack the reveal pops first: unknown, as the prediction would read the stack before the pop")
        func replacingPushAfterReveal() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.product, with: "1")

            let preview = try DefaultRouter.forLoad().preview(to: TestShop.promo)

            #expect(!preview.leaving.isKnown)
            #expect(preview.revealed.first?.popped.first?.viewController is ShopProductViewController)
        }

        @Test("A preview changes nothing: the same hierarchy, no appearance callback, no factory build, no event")
        func leavesHierarchyUntouched() async throws {
            let counting = AppearanceCountingViewController()
            let window = await runtime.startLoadScenario()
            window.rootViewController = UINavigationController(rootViewController: counting)
            await runtime.waitUntilIdle()
            let builds = BuildCounter()
            let destination = StepAssembler<ListViewController, Any?>()
                .finder(.nilFinder)
                .factory(
                    InlineFactory<ListViewController, Any?> { _ in
                        builds.count += 1
                        return ListViewController()
                    }
                )
                .using(.present(presentationStyle: .fullScreen))
                .from(.current)
                .assemble()
            let (router, recorder) = observedRouter()
            let callbacks = counting.callbacks
            let before = runtime.hierarchyDescription()

            let preview = try router.preview(to: destination)
            await runtime.waitUntilIdle()

            #expect(preview.builds.count == 1)
            #expect(builds.count == 0)
            #expect(counting.callbacks == callbacks)
            #expect(runtime.hierarchyDescription() == before)
            #expect(recorder.events.isEmpty)
        }

        @Test("A destination value previews like its step and context, erased or not")
        func destinationValues() async throws {
            _ = await runtime.startLoadScenario()
            try await navigate(TestShop.home, with: nil)
            let router = DefaultRouter.forLoad()
            let destination = Destination(to: TestShop.product, with: "3")

            let typed = try router.preview(to: destination)
            let erased = try router.preview(to: destination.unwrapped())

            #expect(typed.builds.map(\.actionType) == erased.builds.map(\.actionType))
            #expect(typed.origin.viewController === erased.origin.viewController)
        }

        private func observedRouter() -> (DefaultRouter, PreviewEventRecorder) {
            let router = DefaultRouter.forLoad()
            let recorder = PreviewEventRecorder()
            router.observers.add(recorder)
            return (router, recorder)
        }
    }
}
