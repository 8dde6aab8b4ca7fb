import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.2: the order of appearance callbacks for container operations, and who receives them.
    @MainActor
    @Suite("Appearance: callback order")
    struct AppearanceOrderTests {
        @Test("The root appears when its window becomes visible, never synchronously")
        func rootAppearsWhenWindowBecomesVisible() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)

            HeadlessRuntime.shared.makeKeyWindow(rootViewController: root)
            #expect(appearanceEvents(log.events).isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(appearanceEvents(log.take()) == ["root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
        }

        @Test("The root of a window that is never shown gets no appearance callbacks")
        func rootOfHiddenWindowDoesNotAppear() async {
            let log = EventLog()
            let window = UIWindow(windowScene: HeadlessRuntime.shared.connectScene())

            window.rootViewController = RecordingViewController("root", log: log)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()).isEmpty)

            window.makeKeyAndVisible()
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()) == ["root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
        }

        @Test(
            "Push order: A willDisappear, B willAppear, B isAppearing, A didDisappear, B didAppear, B didMove",
            arguments: [false, true])
        func pushOrder(animated: Bool) async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("A", log: log))
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()

            navigation.pushViewController(RecordingViewController("B", log: log), animated: animated)
            #expect(log.take() == ["B.willMove(UINavigationController)"])
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(
                log.take() == [
                    "B.viewDidLoad",
                    "A.viewWillDisappear",
                    "B.viewWillAppear",
                    "B.viewIsAppearing",
                    "A.viewDidDisappear",
                    "B.viewDidAppear",
                    "B.didMove(UINavigationController)",
                ])
        }

        @Test(
            "Pop order: B willDisappear, A willAppear, A isAppearing, B didDisappear, A didAppear, B didMove(nil)",
            arguments: [false, true])
        func popOrder(animated: Bool) async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("A", log: log))
            navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()

            navigation.popViewController(animated: animated)
            #expect(log.take() == ["B.willMove(nil)"])
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take()
            #expect(
                events.filter { !$0.hasSuffix(".viewDidLoad") } == [
                    "B.viewWillDisappear",
                    "A.viewWillAppear",
                    "A.viewIsAppearing",
                    "B.viewDidDisappear",
                    "A.viewDidAppear",
                    "B.didMove(nil)",
                ])
        }

        @Test("Tab switch order: A willDisappear, B willAppear, B isAppearing, A didDisappear, B didAppear, no containment")
        func tabSwitchOrder() async {
            let log = EventLog()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [RecordingViewController("A", log: log), RecordingViewController("B", log: log)]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            _ = log.take()

            tabBar.selectedIndex = 1
            #expect(appearanceEvents(log.events).isEmpty, "appearance callbacks are never synchronous")
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take().filter { !$0.hasSuffix(".viewDidLoad") }
            #expect(
                events == [
                    "A.viewWillDisappear",
                    "B.viewWillAppear",
                    "B.viewIsAppearing",
                    "A.viewDidDisappear",
                    "B.viewDidAppear",
                ])
        }

        @Test("A tab switch into a navigation controller reaches only the navigation controller's top")
        func tabSwitchForwardsIntoTheNavigationTop() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("navRoot", log: log))
            navigation.pushViewController(RecordingViewController("navTop", log: log), animated: false)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [RecordingViewController("plain", log: log), navigation]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            _ = log.take()

            tabBar.selectedViewController = navigation
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(
                appearanceEvents(log.take()) == [
                    "plain.viewWillDisappear",
                    "navTop.viewWillAppear",
                    "navTop.viewIsAppearing",
                    "plain.viewDidDisappear",
                    "navTop.viewDidAppear",
                ])
        }

        @Test("Nested containers forward the window's appearance to their visible leaf only")
        func nestedContainersForwardToVisibleLeafOnly() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("covered", log: log))
            navigation.pushViewController(RecordingViewController("leaf", log: log), animated: false)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [navigation, RecordingViewController("otherTab", log: log)]
            let split = UISplitViewController()
            split.viewControllers = [RecordingViewController("primary", log: log), tabBar]

            await HeadlessRuntime.shared.showInFreshWindow(split)

            let events = appearanceEvents(log.take())
            #expect(events.filter { $0.hasPrefix("leaf.") } == ["leaf.viewWillAppear", "leaf.viewIsAppearing", "leaf.viewDidAppear"])
            #expect(events.filter { $0.hasPrefix("primary.") } == ["primary.viewWillAppear", "primary.viewIsAppearing", "primary.viewDidAppear"])
            #expect(!events.contains { $0.hasPrefix("covered.") })
            #expect(!events.contains { $0.hasPrefix("otherTab.") })
        }

        @Test("Replacing a visible window's root disappears the old root and appears the new one")
        func replacingTheRootSwapsAppearance() async {
            let log = EventLog()
            let window = await HeadlessRuntime.shared.showInFreshWindow(RecordingViewController("old", log: log))
            _ = log.take()

            window.rootViewController = RecordingViewController("new", log: log)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(
                appearanceEvents(log.take()) == [
                    "old.viewWillDisappear",
                    "new.viewWillAppear",
                    "new.viewIsAppearing",
                    "old.viewDidDisappear",
                    "new.viewDidAppear",
                ])
        }

        @Test("Containers outside any window deliver no appearance callbacks")
        func noCallbacksOutsideAWindow() async {
            let log = EventLog()
            let tabBar = UITabBarController()
            let navigation = UINavigationController(rootViewController: RecordingViewController("navRoot", log: log))
            tabBar.viewControllers = [RecordingViewController("first", log: log), navigation]
            tabBar.loadViewIfNeeded()

            tabBar.selectedIndex = 1
            navigation.pushViewController(RecordingViewController("pushed", log: log), animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()
            tabBar.selectedIndex = 0
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(appearanceEvents(log.take()).isEmpty)
        }

        @Test("A controller whose view is added to a window without addChild gets no callbacks")
        func viewAddedWithoutAddChildGetsNoCallbacks() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            await HeadlessRuntime.shared.showInFreshWindow(root)
            _ = log.take()
            let stray = RecordingViewController("stray", log: log)

            root.view.addSubview(stray.view)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(appearanceEvents(log.take()).isEmpty)
            #expect(stray.view.window != nil)
        }

        @Test("A child added with the containment sequence to an automatic container in a window appears")
        func childAddedToAutomaticContainerAppears() async {
            let log = EventLog()
            let container = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(container)
            let child = RecordingViewController("child", log: log)

            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            #expect(appearanceEvents(log.events).isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(appearanceEvents(log.take()) == ["child.viewWillAppear", "child.viewIsAppearing", "child.viewDidAppear"])
        }
    }
}
