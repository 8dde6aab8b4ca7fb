import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.1: lazy view loading.
    @MainActor
    @Suite("Model: view loading")
    struct ViewLoadingTests {
        @Test("Reading view calls loadView then viewDidLoad, exactly once")
        func readingViewLoadsOnce() async {
            let controller = ViewLoadingProbeController()

            let first = controller.view
            let second = controller.view

            #expect(first != nil)
            #expect(first === second)
            #expect(controller.events == ["loadView", "viewDidLoad(isViewLoaded: true)"])
            #expect(controller.isViewLoaded)
        }

        @Test("viewIfLoaded and isViewLoaded never load the view")
        func viewIfLoadedNeverLoads() async {
            let controller = ViewLoadingProbeController()

            #expect(controller.viewIfLoaded == nil)
            #expect(!controller.isViewLoaded)
            #expect(controller.viewIfLoaded == nil)
            #expect(controller.events.isEmpty)
        }

        @Test("viewIfLoaded returns the view once it is loaded")
        func viewIfLoadedAfterLoading() async {
            let controller = ViewLoadingProbeController()

            let view = controller.view

            #expect(controller.viewIfLoaded === view)
            #expect(controller.events.count == 2)
        }

        @Test("loadViewIfNeeded loads once and is a no-op afterwards")
        func loadViewIfNeededLoadsOnce() async {
            let controller = ViewLoadingProbeController()

            controller.loadViewIfNeeded()
            let loaded = controller.viewIfLoaded
            controller.loadViewIfNeeded()

            #expect(loaded != nil)
            #expect(controller.viewIfLoaded === loaded)
            #expect(controller.events == ["loadView", "viewDidLoad(isViewLoaded: true)"])
        }

        @Test("A custom loadView that sets its own view is used as the controller's view")
        func customLoadViewIsUsed() async {
            let controller = ViewLoadingProbeController()
            let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            controller.customView = custom

            #expect(controller.view === custom)
            #expect(controller.viewIfLoaded === custom)
            #expect(controller.events == ["loadView", "viewDidLoad(isViewLoaded: true)"])
        }

        @Test("Pushing onto a navigation controller outside any window does not load the pushed view")
        func pushOutsideWindowDoesNotLoad() async {
            let root = ViewLoadingProbeController()
            let navigation = UINavigationController(rootViewController: root)
            let pushed = ViewLoadingProbeController()

            navigation.pushViewController(pushed, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(navigation.topViewController === pushed)
            #expect(!pushed.isViewLoaded)
            #expect(pushed.events.isEmpty)
            #expect(!root.isViewLoaded)
        }

        @Test("Pushing in a window loads the pushed view on a later turn, before its viewWillAppear")
        func pushInWindowLoadsLazily() async throws {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: UIViewController())
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let pushed = RecordingViewController("pushed", log: log)

            navigation.pushViewController(pushed, animated: false)
            #expect(!pushed.isViewLoaded, "push does not load the view synchronously")

            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(pushed.isViewLoaded)
            let events = log.take()
            let load = try #require(events.firstIndex(of: "pushed.viewDidLoad"))
            let willAppear = try #require(events.firstIndex(of: "pushed.viewWillAppear"))
            #expect(load < willAppear)
        }

        @Test("Presenting does not load the presented view synchronously; the transition does")
        func presentLoadsLazily() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = ViewLoadingProbeController()

            root.present(presented, animated: false)
            #expect(!presented.isViewLoaded)
            #expect(root.presentedViewController === presented)

            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(presented.isViewLoaded)
            #expect(presented.events == ["loadView", "viewDidLoad(isViewLoaded: true)"])
        }

        @Test("Installing a window root loads its view at once")
        func installingRootLoadsView() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let window = UIWindow(windowScene: scene)
            let root = ViewLoadingProbeController()

            window.rootViewController = root

            #expect(root.isViewLoaded)
            #expect(root.events == ["loadView", "viewDidLoad(isViewLoaded: true)"])
        }
    }
}
