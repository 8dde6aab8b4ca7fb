import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Each scene has its own navigation queue: one scene's navigations wait for each other, two
    /// scenes' do not.
    @MainActor
    @Suite("Scenes: a queue per scene")
    struct SceneQueueTests {
        let runtime = HeadlessRuntime.shared

        @Test("While scene A's navigation animates, scene B's starts at once, and A's next one waits for it")
        func scenesDoNotWaitForEachOther() async throws {
            runtime.transitionDuration = 0.3
            let (sceneA, navigationA) = await runtime.showScene()
            let (sceneB, navigationB) = await runtime.showScene(.foregroundInactive)
            let routerA = DefaultRouter(scene: sceneA, logger: nil)
            let otherRouterA = DefaultRouter(scene: sceneA, logger: nil)
            let routerB = DefaultRouter(scene: sceneB, logger: nil)
            var ended: [String] = []

            try routerA.navigate(to: SceneConfiguration.product, with: "a1", animated: true) { _ in ended.append("a1") }
            try otherRouterA.navigate(to: SceneConfiguration.product, with: "a2", animated: true) { _ in ended.append("a2") }
            try routerB.navigate(to: SceneConfiguration.product, with: "b1", animated: true) { _ in ended.append("b1") }

            #expect(otherRouterA.navigationQueue === routerA.navigationQueue)
            #expect(routerB.navigationQueue !== routerA.navigationQueue)
            #expect(routerA.navigationQueue.waitingCount == 1)
            #expect(routerB.navigationQueue.isNavigating)
            #expect(navigationB.viewControllers.count == 2, "B's push started while A's animates")
            #expect(navigationA.viewControllers.count == 2, "A's second navigation waits for its first")

            await runtime.waitUntilIdle()

            #expect(Set(ended) == ["a1", "a2", "b1"])
            #expect(ended.filter { $0.hasPrefix("a") } == ["a1", "a2"], "one scene's navigations end in order")
            let productsA = navigationA.viewControllers.compactMap { ($0 as? SceneProductViewController)?.productID }
            #expect(productsA == ["a1", "a2"])
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("Routers made for no scene keep a queue each, as before scenes")
        func unaimedRoutersKeepTheirOwnQueues() {
            let scene = runtime.connectScene()
            #expect(DefaultRouter().navigationQueue !== DefaultRouter().navigationQueue)
            #expect(DefaultRouter(scene: scene).navigationQueue === DefaultRouter(scene: scene).navigationQueue)
            let shared = NavigationQueue()
            #expect(DefaultRouter(scene: scene, navigationQueue: shared).navigationQueue === shared)
        }
    }
}
