import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Restoration per scene: one registry, a snapshot of each scene, each restored in its own
    /// scene by a router made for it.
    @MainActor
    @Suite("Scenes: restoration snapshots")
    struct SceneRestorationTests {
        let runtime = HeadlessRuntime.shared

        private func launchScene(_ state: UIScene.ActivationState) -> (UIWindowScene, UIWindow) {
            let scene = runtime.connectScene()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            runtime.setActivationState(state, of: scene)
            return (scene, window)
        }

        private func snapshot(_ json: String) throws -> RestorationSnapshot {
            try RestorationSnapshot(jsonData: Data(json.utf8))
        }

        @Test("Each scene's snapshot restores its own window, whichever scene is active")
        func eachSceneRestoresItsOwnWindow() async throws {
            let (sceneA, windowA) = launchScene(.foregroundActive)
            let (sceneB, windowB) = launchScene(.foregroundInactive)
            await runtime.waitUntilIdle()
            let registry = try RestorationConfiguration.registry()
            let snapshotA = try snapshot(
                #"{"entries":[{"identifier":"home"},{"context":{"productID":"7"},"identifier":"product"}],"formatVersion":1}"#)
            let snapshotB = try snapshot(#"{"entries":[{"identifier":"settings"}],"formatVersion":1}"#)

            try await DefaultRouter(scene: sceneB, logger: nil).restore(snapshotB, using: registry)
            #expect(!(windowA.rootViewController is UITabBarController), "restoring B left A's launch screen")
            try await DefaultRouter(scene: sceneA, logger: nil).restore(snapshotA, using: registry)

            #expect(registry.snapshot(in: sceneA) == snapshotA)
            #expect(registry.snapshot(in: sceneB) == snapshotB)
            #expect((windowB.rootViewController as? UITabBarController)?.selectedViewController is RestorationSettingsViewController)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("Restoring a scene that already shows its snapshot navigates nowhere, though another scene is active")
        func restoringAnUnchangedSceneChangesNothing() async throws {
            let (_, windowA) = launchScene(.foregroundActive)
            let (sceneB, _) = launchScene(.foregroundInactive)
            await runtime.waitUntilIdle()
            let registry = try RestorationConfiguration.registry()
            let snapshotB = try snapshot(
                #"{"entries":[{"identifier":"home"},{"context":{"productID":"7"},"identifier":"product"}],"formatVersion":1}"#)
            let routerB = DefaultRouter(scene: sceneB, logger: nil)
            try await routerB.restore(snapshotB, using: registry)
            var kinds: [NavigationEvent.Kind] = []
            let observation = routerB.observers.add { kinds.append($0.kind) }

            try await routerB.restore(snapshotB, using: registry)

            #expect(registry.snapshot(in: sceneB) == snapshotB)
            #expect(registry.snapshot(of: windowA).entries.isEmpty)
            #expect(kinds.filter { $0 == .started }.count == 1, "only the last entry shown is navigated to")
            #expect(!kinds.contains(.stepBuilt), "and it is found, not built")
            observation.cancel()
        }
    }
}
