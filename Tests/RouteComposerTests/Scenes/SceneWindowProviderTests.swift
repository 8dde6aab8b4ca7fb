import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The window of a scene, named directly or through a responder in it, and the key window
    /// provider's answer while a navigation is aimed at a scene.
    @MainActor
    @Suite("Scenes: the window of a scene")
    struct SceneWindowProviderTests {
        let runtime = HeadlessRuntime.shared

        @Test("A scene supplies its key window, else its first visible window, else none")
        func sceneSuppliesItsWindow() {
            let scene = runtime.connectScene()
            let provider = SceneWindowProvider(scene: scene)
            #expect(provider.window == nil)

            let hidden = UIWindow(windowScene: scene)
            let shown = UIWindow(windowScene: scene)
            shown.isHidden = false
            #expect(provider.window === shown, "no window is key: the first visible one")
            hidden.makeKeyAndVisible()
            #expect(provider.window === hidden)
            #expect(provider.scene === scene)
        }

        @Test("A responder's scene is its window's: for the window, a view in it, and a controller shown in it")
        func responderScene() async {
            let (scene, navigation) = await runtime.showScene()
            let window = scene.keyWindow
            let label = UIView()
            navigation.view.addSubview(label)

            #expect(SceneWindowProvider(sceneOf: scene).scene === scene)
            #expect(SceneWindowProvider(sceneOf: navigation).scene === scene)
            #expect(SceneWindowProvider(sceneOf: label).scene === scene)
            #expect(SceneWindowProvider(sceneOf: navigation).window === window)
            if let window { #expect(SceneWindowProvider(sceneOf: window).scene === scene) }
            #expect(SceneWindowProvider(sceneOf: UIViewController()).scene == nil, "a controller in no window is in no scene")
            let covered = UIViewController()
            navigation.pushViewController(covered, animated: false)
            navigation.pushViewController(UIViewController(), animated: false)
            await runtime.waitUntilIdle()
            #expect(covered.viewIfLoaded?.window == nil)
            #expect(SceneWindowProvider(sceneOf: covered).scene === scene, "a screen under the top is in its stack's scene")
            #expect(SceneWindowProvider(sceneOf: UIApplication.shared).scene == nil)
        }

        @Test("The provider follows a controller whose window moves to another scene, and lets the scene go")
        func followsAndHoldsWeakly() async {
            let (sceneA, navigation) = await runtime.showScene()
            let sceneB = runtime.connectScene()
            let provider = SceneWindowProvider(sceneOf: navigation)
            navigation.view.window?.windowScene = sceneB
            #expect(provider.scene === sceneB)
            #expect(provider.scene !== sceneA)

            weak var released: UIWindowScene?
            var goneProvider: SceneWindowProvider?
            do {
                let scene = runtime.connectScene()
                released = scene
                goneProvider = SceneWindowProvider(scene: scene)
                runtime.disconnect(scene)
            }
            #expect(released == nil, "the provider does not keep a disconnected scene alive")
            #expect(goneProvider?.scene == nil)
        }

        @Test("The key window provider answers with the aimed scene's window while a navigation is aimed, else the active scene's")
        func keyWindowProviderFollowsTheAim() async {
            let (sceneA, _) = await runtime.showScene()
            let (sceneB, _) = await runtime.showScene(.foregroundInactive)

            #expect(KeyWindowProvider().window === sceneA.keyWindow)
            SceneAim.within(SceneWindowProvider(scene: sceneB)) {
                #expect(KeyWindowProvider().window === sceneB.keyWindow)
                #expect(CustomWindowProvider(window: sceneA.keyWindow ?? UIWindow(frame: .zero)).window === sceneA.keyWindow)
            }
            SceneAim.within(nil) { #expect(KeyWindowProvider().window === sceneA.keyWindow) }
            #expect(KeyWindowProvider().window === sceneA.keyWindow)
        }

        @Test("The classic single-window app: a router made for no scene, finders and restoration work in its one window")
        func classicSingleWindowApp() async throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = await runtime.showInFreshWindow(navigation)
            let router = DefaultRouter(logger: nil)

            try await router.navigate(to: SceneConfiguration.product, with: "1")
            try await router.navigate(to: SceneConfiguration.product, with: "1")

            #expect(router.scene == nil)
            #expect(navigation.viewControllers.count == 2)
            #expect(KeyWindowProvider().window === window)
            #expect(try ClassFinder<SceneProductViewController, Void>().findViewController(with: ()) === navigation.topViewController)
            #expect(runtime.diagnostics.isEmpty)
        }
    }
}
