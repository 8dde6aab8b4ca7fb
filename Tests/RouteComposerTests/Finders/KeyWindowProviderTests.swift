import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The key window provider remembers its last answer; what it remembers must never outlive
    /// the window's being key in a foreground-active scene.
    @MainActor
    @Suite("KeyWindowProvider")
    struct KeyWindowProviderTests {
        let runtime = HeadlessRuntime.shared

        private func keyWindow(in scene: UIWindowScene) -> UIWindow {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            return window
        }

        @Test("The key window, again while it stays key, and the new one once another becomes key")
        func followsTheKeyWindow() {
            let scene = runtime.connectScene()
            let first = keyWindow(in: scene)
            #expect(KeyWindowProvider().window === first)
            #expect(KeyWindowProvider().window === first)

            let second = keyWindow(in: scene)
            #expect(KeyWindowProvider().window === second)
            first.makeKeyAndVisible()
            #expect(KeyWindowProvider().window === first)
        }

        @Test("A window whose scene went away is not the answer any more; with no key window, nil")
        func forgetsAWindowWhoseSceneWentAway() {
            let firstScene = runtime.connectScene()
            let first = keyWindow(in: firstScene)
            let secondScene = runtime.connectScene()
            let second = keyWindow(in: secondScene)
            // Both scenes are in the foreground, so either key window is an answer.
            let answer = KeyWindowProvider().window
            #expect(answer === first || answer === second)

            runtime.disconnect(answer === first ? firstScene : secondScene)
            let remaining = answer === first ? second : first
            #expect(KeyWindowProvider().window === remaining)

            runtime.disconnect(answer === first ? secondScene : firstScene)
            #expect(KeyWindowProvider().window == nil)
        }
    }
}
