import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Navigations aimed at a scene: links reach the scene they came in on, and finders search the
    /// aimed scene, or every connected scene when told to.
    ///
    /// Scene A is foreground-active and B foreground-inactive, as when the user works in A while a
    /// link arrives for B: a navigation aimed at no scene works in A.
    @MainActor
    @Suite("Scenes: aiming a navigation")
    struct SceneRoutingTests {
        let runtime = HeadlessRuntime.shared

        @Test("A universal link and a custom-scheme link that come in on scene B change B and never touch scene A")
        func linkReachesItsScene() async throws {
            let delegateA = SceneLinkDelegate()
            let delegateB = SceneLinkDelegate()
            _ = runtime.connectScene(delegate: delegateA)
            let sceneB = runtime.connectScene(delegate: delegateB)
            runtime.setActivationState(.foregroundInactive, of: sceneB)
            await runtime.waitUntilIdle()
            let navigationA = try #require(delegateA.navigation)
            let screenA = navigationA.viewControllers

            runtime.continueUserActivity(productActivity("42"), in: sceneB)
            await runtime.waitUntilIdle()
            runtime.open([try #require(URL(string: "shop://product/7"))], in: sceneB)
            await runtime.waitUntilIdle()

            #expect(delegateB.results.count == 2)
            #expect(delegateB.results.allSatisfy { if case .success = $0 { true } else { false } })
            let products = delegateB.navigation?.viewControllers.compactMap { ($0 as? SceneProductViewController)?.productID }
            #expect(products == ["42", "7"])
            #expect(navigationA.viewControllers == screenA)
            #expect(navigationA.presentedViewController == nil)
            #expect(delegateA.results.isEmpty)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A link that opens a new scene is shown in that scene, while another scene is active")
        func launchLinkReachesTheNewScene() async throws {
            let delegateA = SceneLinkDelegate()
            _ = runtime.connectScene(delegate: delegateA)
            await runtime.waitUntilIdle()
            let delegateB = SceneLinkDelegate()

            _ = runtime.connectScene(delegate: delegateB, userActivities: [productActivity("5")])
            await runtime.waitUntilIdle()

            #expect((delegateB.navigation?.topViewController as? SceneProductViewController)?.productID == "5")
            #expect(delegateA.navigation?.viewControllers.count == 1)
            #expect(delegateB.results.count == 1)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A router made for no scene works in the active scene, as before scenes")
        func unaimedRouterWorksInActiveScene() async throws {
            let (_, navigationA) = await runtime.showScene()
            let (_, navigationB) = await runtime.showScene(.foregroundInactive)
            let router = DefaultRouter(logger: nil)

            try await router.navigate(to: SceneConfiguration.product, with: "1")

            #expect(router.scene == nil)
            #expect(navigationA.viewControllers.count == 2)
            #expect(navigationB.viewControllers.count == 1)
        }

        @Test("A destination shown in scene A is found, not built again, by a navigation aimed at B that searches all scenes")
        func allScenesSearchFindsOtherScene() async throws {
            let (sceneA, navigationA) = await runtime.showScene()
            let (sceneB, navigationB) = await runtime.showScene(.foregroundInactive)
            try await DefaultRouter(scene: sceneA, logger: nil).navigate(to: SceneConfiguration.detail(scope: .allScenes))
            let shown = try #require(navigationA.presentedViewController as? SceneDetailViewController)

            try await DefaultRouter(scene: sceneB, logger: nil).navigate(to: SceneConfiguration.detail(scope: .allScenes))
            await runtime.waitUntilIdle()

            #expect(navigationA.presentedViewController === shown)
            #expect(shown.presentedViewController == nil)
            #expect(navigationB.presentedViewController == nil)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("Searching the aimed scene alone, a destination shown only in scene A is built in B")
        func windowScopeBuildsInAimedScene() async throws {
            let (sceneA, navigationA) = await runtime.showScene()
            let (sceneB, navigationB) = await runtime.showScene(.foregroundInactive)
            try await DefaultRouter(scene: sceneA, logger: nil).navigate(to: SceneConfiguration.detail(scope: .window))

            try await DefaultRouter(scene: sceneB, logger: nil).navigate(to: SceneConfiguration.detail(scope: .window))
            await runtime.waitUntilIdle()

            #expect(navigationA.presentedViewController is SceneDetailViewController)
            #expect(navigationB.presentedViewController is SceneDetailViewController)
            #expect(navigationA.presentedViewController !== navigationB.presentedViewController)
        }

        @Test("A step pinned to another window's current controller presents there once: navigating again finds it")
        func pinnedStepIsNotDuplicated() async throws {
            _ = await runtime.showScene()
            let (sceneB, navigationB) = await runtime.showScene(.foregroundInactive)
            let windowB = try #require(sceneB.keyWindow)
            let pinned = StepAssembly(
                finder: ClassFinder<SceneDetailViewController, Void>(options: .fullStack, scope: .allScenes),
                factory: ClassFactory<SceneDetailViewController, Void>()
            )
            .using(GeneralAction.presentModally())
            .from(GeneralStep.current(windowProvider: CustomWindowProvider(window: windowB)))
            .assemble()
            let router = DefaultRouter(logger: nil)

            try await router.navigate(to: pinned)
            let shown = try #require(navigationB.presentedViewController as? SceneDetailViewController)
            try await router.navigate(to: pinned)
            await runtime.waitUntilIdle()

            #expect(navigationB.presentedViewController === shown)
            #expect(shown.presentedViewController == nil)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("All scenes are searched from the aimed window, then the active scenes before the inactive ones")
        func allScenesSearchOrder() async throws {
            let (sceneA, navigationA) = await runtime.showScene()
            let (sceneB, navigationB) = await runtime.showScene(.foregroundInactive)
            let (sceneC, _) = await runtime.showScene()
            runtime.setActivationState(.foregroundInactive, of: sceneC)
            let detailA = SceneDetailViewController()
            let detailB = SceneDetailViewController()
            navigationA.present(detailA, animated: false)
            navigationB.present(detailB, animated: false)
            await runtime.waitUntilIdle()

            func found(from scene: UIScene, scope: DefaultStackIterator.Scope) throws -> UIViewController? {
                try DefaultStackIterator(windowProvider: SceneWindowProvider(scene: scene), scope: scope)
                    .firstViewController { $0 is SceneDetailViewController }
            }
            #expect(try found(from: sceneB, scope: .allScenes) === detailB)
            #expect(try found(from: sceneA, scope: .allScenes) === detailA)
            #expect(try found(from: sceneC, scope: .allScenes) === detailA)
            #expect(try found(from: sceneC, scope: .window) == nil)
        }

        @Test("An action that runs after an interceptor completed later, outside the router's call, still works in the aimed scene")
        func actionAfterAsynchronousStepStaysInScene() async throws {
            let (sceneA, navigationA) = await runtime.showScene()
            let (sceneB, _) = await runtime.showScene(.foregroundInactive)
            let interceptor = HeldInterceptor()
            var router = DefaultRouter(scene: sceneB, logger: nil)
            router.add(interceptor)
            var results: [RoutingResult] = []

            try router.navigate(to: RestorationConfiguration.tabBar, with: nil) { results.append($0) }
            #expect(results.isEmpty, "the interceptor holds the navigation")
            interceptor.release()
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            #expect(sceneB.keyWindow?.rootViewController is UITabBarController, "the root replaced is B's")
            #expect(sceneA.keyWindow?.rootViewController === navigationA)
        }

        @Test("A router made from a responder is aimed at the responder's scene, read at each navigation")
        func routerForResponderScene() async throws {
            _ = await runtime.showScene()
            let (sceneB, navigationB) = await runtime.showScene(.foregroundInactive)
            let screen = try #require(navigationB.topViewController)
            let router = DefaultRouter(sceneOf: screen, logger: nil)

            try await router.navigate(to: SceneConfiguration.product, with: "9")

            #expect(router.scene === sceneB)
            #expect(router.navigationQueue === DefaultRouter(scene: sceneB).navigationQueue)
            #expect((navigationB.topViewController as? SceneProductViewController)?.productID == "9")
        }

        @Test("A router whose scene is gone finds no window: the navigation fails before anything changes")
        func routerForGoneScene() async throws {
            let (_, navigationA) = await runtime.showScene()
            let detached = UIViewController()
            let router = DefaultRouter(sceneOf: detached, logger: nil)

            #expect(router.scene == nil)
            #expect(throws: RoutingError.self) { try router.navigate(to: SceneConfiguration.product, with: "3") }
            #expect(navigationA.viewControllers.count == 1)
        }
    }
}

/// An interceptor that lets the navigation go on only when the test releases it, from outside
/// anything the router called.
@MainActor
final class HeldInterceptor: RoutingInterceptor {
    private var pending: ((RoutingResult) -> Void)?

    func perform(with context: Any?, completion: @escaping (RoutingResult) -> Void) {
        pending = completion
    }

    func release() {
        pending?(.success)
        pending = nil
    }
}
