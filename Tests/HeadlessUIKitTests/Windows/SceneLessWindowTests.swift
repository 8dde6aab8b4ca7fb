import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The app delegate's window of an app without scenes: `UIWindow()`, never given a scene,
    /// works as a scene's window does.
    @MainActor
    @Suite("Windows: the window of an app without scenes")
    struct SceneLessWindowTests {
        @Test("makeKeyAndVisible makes UIWindow() key and visible, in no scene, with its root's view in it")
        func keyAndVisible() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let window = UIWindow()
            window.rootViewController = root

            window.makeKeyAndVisible()
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(window.isKeyWindow)
            #expect(!window.isHidden)
            #expect(window.windowScene == nil)
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(root.view.window === window)
            #expect(log.take() == ["root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
        }

        @Test("Its controllers present full screen and dismiss: the presented view takes the root's place in the window and gives it back")
        func presentAndDismiss() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let presented = RecordingViewController("modal", log: log)
            presented.modalPresentationStyle = .fullScreen
            let window = UIWindow()
            window.rootViewController = root
            window.makeKeyAndVisible()
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            var presentedCompletion = false
            root.present(presented, animated: true) { presentedCompletion = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(presentedCompletion)
            #expect(root.presentedViewController === presented)
            #expect(presented.view.window === window)
            #expect(root.viewIfLoaded?.window == nil, "a full-screen presentation takes the presenter's view out")
            #expect(log.take().contains("modal.viewDidAppear"))

            var dismissedCompletion = false
            root.dismiss(animated: true) { dismissedCompletion = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(dismissedCompletion)
            #expect(root.presentedViewController == nil)
            #expect(root.view.window === window)
            #expect(presented.viewIfLoaded?.window == nil)
            #expect(log.take().contains("root.viewDidAppear"))
            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
        }

        @Test("The application keeps a visible window without a scene and lists it; hiding it lets go")
        @available(*, deprecated, message: "Exercises UIApplication.windows and .keyWindow, deprecated as in the iOS SDK")
        func applicationLists() async {
            let window = UIWindow()
            #expect(!UIApplication.shared.windows.contains { $0 === window }, "a hidden window is not listed")

            window.makeKeyAndVisible()
            #expect(UIApplication.shared.windows.contains { $0 === window })
            #expect(UIApplication.shared.keyWindow === window)

            window.isHidden = true
            #expect(!UIApplication.shared.windows.contains { $0 === window })
        }

        @Test("Making a second window without a scene key resigns the first")
        func oneKeyWindow() async {
            let first = UIWindow()
            let second = UIWindow()

            first.makeKeyAndVisible()
            second.makeKeyAndVisible()

            #expect(!first.isKeyWindow)
            #expect(second.isKeyWindow)
            #expect(!first.isHidden, "resigning key leaves the window visible")
        }
    }
}
