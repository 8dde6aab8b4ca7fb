import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §5 rules 4–5, §8.2 rule 14: scenes, their windows, and finding the key window the way
    /// RouteComposer's `KeyWindowProvider` does.
    @MainActor
    @Suite("Windows: scenes and the application")
    struct SceneTests {
        @Test("After reset the application has no connected scenes")
        func resetLeavesNoScenes() async {
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(windowsKeyWindowThroughScenes() == nil)
        }

        @Test("connectScene adds a foreground-active window scene to connectedScenes")
        func connectSceneAddsScene() async {
            let scene = HeadlessRuntime.shared.connectScene()

            #expect(UIApplication.shared.connectedScenes.count == 1)
            #expect(UIApplication.shared.connectedScenes.contains(scene))
            #expect(scene.activationState == .foregroundActive)
            #expect(scene.windows.isEmpty)
            #expect(scene.keyWindow == nil)
        }

        @Test("disconnect removes the scene from connectedScenes and its windows from the key-window path")
        func disconnectRemovesScene() async {
            let kept = HeadlessRuntime.shared.connectScene()
            let closed = HeadlessRuntime.shared.connectScene()
            let closedWindow = UIWindow(windowScene: closed)
            closedWindow.makeKeyAndVisible()
            #expect(windowsKeyWindowThroughScenes() === closedWindow)

            HeadlessRuntime.shared.disconnect(closed)

            #expect(UIApplication.shared.connectedScenes == [kept])
            #expect(!UIApplication.shared.connectedScenes.contains(closed))
            #expect(windowsKeyWindowThroughScenes() == nil)
        }

        @Test("UIWindowScene.windows lists the windows attached to it, in the order they were attached")
        func sceneWindowsInOrder() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let other = HeadlessRuntime.shared.connectScene()

            let first = UIWindow(windowScene: scene)
            let second = UIWindow(windowScene: scene)
            let elsewhere = UIWindow(windowScene: other)

            #expect(scene.windows == [first, second])
            #expect(other.windows == [elsewhere])
            #expect(first.windowScene === scene)
        }

        @Test("A window made with init(frame:) belongs to no scene, even once key and visible")
        func frameWindowIsInNoScene() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let frameWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

            frameWindow.makeKeyAndVisible()

            #expect(frameWindow.windowScene == nil)
            #expect(!scene.windows.contains { $0 === frameWindow })
            #expect(scene.keyWindow == nil)
            #expect(
                windowsKeyWindowThroughScenes() == nil,
                "the scene path cannot find a window that is in no scene")
        }

        @Test("Setting windowScene moves the window from one scene's windows to the other's")
        func settingWindowSceneMovesWindow() async {
            let source = HeadlessRuntime.shared.connectScene()
            let destination = HeadlessRuntime.shared.connectScene()
            let window = UIWindow(windowScene: source)

            window.windowScene = destination

            #expect(source.windows.isEmpty)
            #expect(destination.windows == [window])
            #expect(window.windowScene === destination)
        }

        @Test("connectedScenes → UIWindowScene.windows → isKeyWindow finds the key window")
        func keyWindowPathFindsKeyWindow() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let background = UIWindow(windowScene: scene)
            background.makeKeyAndVisible()
            let front = UIWindow(windowScene: scene)
            front.makeKeyAndVisible()

            let found = windowsKeyWindowThroughScenes()

            #expect(found === front)
            #expect(found === scene.keyWindow)
        }

        @Test("The key-window path finds the window made by makeKeyWindow(rootViewController:)")
        func keyWindowPathFindsFreshWindow() async throws {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)

            let found = try #require(windowsKeyWindowThroughScenes())

            #expect(found === window)
            #expect(found.rootViewController === root)
            #expect(window.windowScene != nil)
        }
    }
}
