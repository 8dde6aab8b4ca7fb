import Foundation
import Testing
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §5 rule 4: visibility and key status of windows, per scene.
    @MainActor
    @Suite("Windows: visibility and key status")
    struct WindowKeyTests {
        @Test("Windows start hidden and not key, whichever initialiser made them")
        func windowsStartHidden() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let sceneWindow = UIWindow(windowScene: scene)
            let frameWindow = UIWindow(frame: .zero)

            #expect(sceneWindow.isHidden)
            #expect(!sceneWindow.isKeyWindow)
            #expect(frameWindow.isHidden)
            #expect(!frameWindow.isKeyWindow)
            #expect(scene.keyWindow == nil)
        }

        @Test("makeKeyAndVisible shows the window and makes it the key window of its scene")
        func makeKeyAndVisibleShowsAndMakesKey() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let window = UIWindow(windowScene: scene)

            window.makeKeyAndVisible()

            #expect(!window.isHidden)
            #expect(window.isKeyWindow)
            #expect(scene.keyWindow === window)
        }

        @Test("makeKey alone makes the window key without showing it")
        func makeKeyDoesNotShow() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let log = EventLog()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = RecordingViewController("root", log: log)
            _ = log.take()

            window.makeKey()
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(window.isKeyWindow)
            #expect(window.isHidden)
            #expect(scene.keyWindow === window)
            #expect(log.take().isEmpty, "the root of a hidden window must not appear")
        }

        @Test("Only one window per scene is key: making another key resigns the previous one")
        func oneKeyWindowPerScene() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let first = KeyRecordingWindow(windowScene: scene)
            let second = KeyRecordingWindow(windowScene: scene)

            first.makeKeyAndVisible()
            second.makeKeyAndVisible()

            #expect(!first.isKeyWindow)
            #expect(second.isKeyWindow)
            #expect(scene.keyWindow === second)
            #expect(first.keyEvents == ["becomeKey", "resignKey"])
            #expect(second.keyEvents == ["becomeKey"])
            #expect(!first.isHidden, "resigning key status does not hide a window")
            #expect(scene.windows.filter(\.isKeyWindow).count == 1)
        }

        @Test("Making the key window key again changes nothing")
        func makingKeyWindowKeyAgainIsNoOp() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let window = KeyRecordingWindow(windowScene: scene)

            window.makeKeyAndVisible()
            window.makeKeyAndVisible()
            window.makeKey()

            #expect(window.isKeyWindow)
            #expect(window.keyEvents == ["becomeKey"])
        }

        @Test("Each scene has its own key window (iOS 15+ isKeyWindow is per scene)")
        func keyWindowIsPerScene() async {
            let sceneA = HeadlessRuntime.shared.connectScene()
            let sceneB = HeadlessRuntime.shared.connectScene()
            let windowA = UIWindow(windowScene: sceneA)
            let windowB = UIWindow(windowScene: sceneB)

            windowA.makeKeyAndVisible()
            windowB.makeKeyAndVisible()

            #expect(windowA.isKeyWindow)
            #expect(windowB.isKeyWindow)
            #expect(sceneA.keyWindow === windowA)
            #expect(sceneB.keyWindow === windowB)
        }

        @Test("The root of a window appears on a later turn after makeKeyAndVisible, not inside it")
        func rootAppearsOnLaterTurnAfterMakeKeyAndVisible() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let log = EventLog()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = RecordingViewController("root", log: log)
            #expect(log.take() == ["root.viewDidLoad"], "installing a root loads its view at once")

            window.makeKeyAndVisible()
            #expect(log.take().isEmpty, "appearance is deferred to the next turn")

            await HeadlessRuntime.shared.runTurns(1)
            #expect(log.take() == ["root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
        }

        @Test("The root of a window that is never shown gets no appearance callbacks")
        func hiddenWindowRootNeverAppears() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let log = EventLog()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = RecordingViewController("root", log: log)

            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(log.take() == ["root.viewDidLoad"])
        }

        @Test("UIApplication.keyWindow is the window most recently made key; windows lists every scene window")
        @available(*, deprecated, message: "Exercises UIApplication.windows and .keyWindow, deprecated as in the iOS SDK")
        func deprecatedApplicationAccessors() async {
            let sceneA = HeadlessRuntime.shared.connectScene()
            let sceneB = HeadlessRuntime.shared.connectScene()
            let windowA = UIWindow(windowScene: sceneA)
            let windowB = UIWindow(windowScene: sceneB)
            #expect(UIApplication.shared.keyWindow == nil)

            windowA.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === windowA)
            windowB.makeKeyAndVisible()
            #expect(UIApplication.shared.keyWindow === windowB)

            let windows = UIApplication.shared.windows
            #expect(windows.count == 2)
            #expect(windows.contains { $0 === windowA })
            #expect(windows.contains { $0 === windowB })
        }
    }
}
