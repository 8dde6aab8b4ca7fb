import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// A navigation that finds its destination in another scene than the one it is aimed at
    /// brings that scene forward, unless the router is told not to.
    @MainActor
    @Suite("Scenes: bringing forward the scene a screen was found in")
    struct SceneBringForwardTests {
        let runtime = HeadlessRuntime.shared

        /// Scene A active and B in the background, B showing the detail over its stack.
        private func detailInBackgroundScene() async throws -> (
            a: UIWindowScene, b: UIWindowScene, navigationA: UINavigationController, detail: UIViewController
        ) {
            let (sceneA, navigationA) = await runtime.showScene()
            let (sceneB, navigationB) = await runtime.showScene(.background)
            let detail = SceneDetailViewController()
            navigationB.present(detail, animated: false)
            await runtime.waitUntilIdle()
            try #require(sceneB.activationState == .background)
            return (sceneA, sceneB, navigationA, detail)
        }

        @Test("By default, the scene that shows the found destination becomes foreground-active, and nothing is built in A")
        func foundSceneComesForward() async throws {
            let (sceneA, sceneB, navigationA, detail) = try await detailInBackgroundScene()
            let router = DefaultRouter(scene: sceneA, logger: nil)
            #expect(router.bringsFoundSceneForward)

            try await router.navigate(to: SceneConfiguration.detail(scope: .allScenes))
            await runtime.waitUntilIdle()

            #expect(sceneB.activationState == .foregroundActive)
            #expect(detail.presentedViewController == nil)
            #expect(navigationA.presentedViewController == nil)
            #expect(sceneA.activationState == .foregroundActive)
        }

        @Test("A router made for no scene brings forward the scene of a destination outside the active one")
        func unaimedRouterBringsForward() async throws {
            let (_, sceneB, navigationA, _) = try await detailInBackgroundScene()

            try await DefaultRouter(logger: nil).navigate(to: SceneConfiguration.detail(scope: .allScenes))
            await runtime.waitUntilIdle()

            #expect(sceneB.activationState == .foregroundActive)
            #expect(navigationA.presentedViewController == nil)
        }

        @Test("Opted out, the scene stays where it was and the navigation still succeeds")
        func optOutLeavesSceneAlone() async throws {
            let (sceneA, sceneB, navigationA, _) = try await detailInBackgroundScene()
            var router = DefaultRouter(scene: sceneA, logger: nil)
            router.bringsFoundSceneForward = false

            try await router.navigate(to: SceneConfiguration.detail(scope: .allScenes))
            await runtime.waitUntilIdle()

            #expect(sceneB.activationState == .background)
            #expect(navigationA.presentedViewController == nil)
        }

        @Test("A destination in the aimed scene brings no other scene forward")
        func destinationInAimedSceneActivatesNothing() async throws {
            let (sceneA, sceneB, navigationA, _) = try await detailInBackgroundScene()

            try await DefaultRouter(scene: sceneA, logger: nil).navigate(to: SceneConfiguration.detail(scope: .window))
            await runtime.waitUntilIdle()

            #expect(navigationA.presentedViewController is SceneDetailViewController)
            #expect(sceneB.activationState == .background)
        }
    }
}
