import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// When the other containers put a new child's view in the window: tab bar controllers,
    /// classic split view controllers and windows do it before the call returns; column-style
    /// split view controllers and freshly loaded navigation controllers at their view's layout.
    @MainActor
    @Suite("Layout: tab bar, split view and window")
    struct ContainerLayoutTests {
        @Test(
            "Selecting a tab puts the tab's view in the window before the call returns",
            arguments: ["selectedIndex", "selectedViewController", "setViewControllers"])
        func tabSelectionIsImmediate(change: String) async {
            let log = EventLog()
            let first = RecordingViewController("first", log: log)
            let second = RecordingViewController("second", log: log)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first, second]
            let window = await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            _ = log.take()

            switch change {
            case "selectedIndex": tabBar.selectedIndex = 1
            case "selectedViewController": tabBar.selectedViewController = second
            default: tabBar.setViewControllers([second], animated: false)
            }

            #expect(second.viewIfLoaded?.window === window)
            #expect(first.viewIfLoaded?.window == nil)
            window.layoutIfNeeded()
            #expect(second.viewIfLoaded?.window === window)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(
                appearanceEvents(log.take()) == [
                    "first.viewWillDisappear",
                    "second.viewWillAppear",
                    "second.viewIsAppearing",
                    "first.viewDidDisappear",
                    "second.viewDidAppear",
                ])
        }

        @Test(
            "A tab holding a navigation controller shown for the first time shows its top at its first layout",
            arguments: [LayoutReceiver.window, .containerView, .ancestorView])
        func freshNavigationTabShowsItsTopAtLayout(receiver: LayoutReceiver) async {
            let log = EventLog()
            let plain = RecordingViewController("plain", log: log)
            let top = RecordingViewController("top", log: log)
            let navigation = UINavigationController(rootViewController: top)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [plain, navigation]
            let window = await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            _ = log.take()

            tabBar.selectedViewController = navigation

            #expect(navigation.viewIfLoaded?.window === window, "the tab's view arrives with the selection")
            #expect(top.viewIfLoaded?.window == nil, "the navigation controller places its top when it lays out")
            switch receiver {
            case .window: window.layoutIfNeeded()
            case .containerView: navigation.view.layoutIfNeeded()
            case .ancestorView: tabBar.view.layoutIfNeeded()
            }
            #expect(top.viewIfLoaded?.window === window)
            #expect(
                appearanceEvents(log.take()) == [
                    "plain.viewWillDisappear",
                    "top.viewWillAppear",
                    "top.viewIsAppearing",
                    "plain.viewDidDisappear",
                    "top.viewDidAppear",
                ])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()).isEmpty)
        }

        @Test("Replacing a window's root puts the new root's view in the window before the call returns")
        func rootReplacementIsImmediate() async {
            let log = EventLog()
            let window = await HeadlessRuntime.shared.showInFreshWindow(RecordingViewController("old", log: log))
            let new = RecordingViewController("new", log: log)

            window.rootViewController = new

            #expect(new.viewIfLoaded?.window === window)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(
                appearanceEvents(log.take()).filter { $0.hasPrefix("new.") } == [
                    "new.viewWillAppear", "new.viewIsAppearing", "new.viewDidAppear",
                ])
        }

        @Test(
            "A navigation controller made a window's root shows its top at its first layout",
            arguments: [LayoutReceiver.window, .containerView], [true, false])
        func navigationRootShowsItsTopAtLayout(receiver: LayoutReceiver, createdInTheSameTurn: Bool) async {
            let log = EventLog()
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let top = RecordingViewController("top", log: log)
            let navigation = UINavigationController(rootViewController: top)
            if !createdInTheSameTurn { await HeadlessRuntime.shared.waitUntilIdle() }
            _ = log.take()

            window.rootViewController = navigation

            #expect(navigation.viewIfLoaded?.window === window)
            #expect(top.viewIfLoaded?.window == nil)
            (receiver == .window ? window : navigation.view).layoutIfNeeded()
            #expect(top.viewIfLoaded?.window === window)
            #expect(appearanceEvents(log.take()) == ["top.viewWillAppear", "top.viewIsAppearing", "top.viewDidAppear"])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()).isEmpty)
        }

        @Test(
            "A classic split shows a new detail or new children before the call returns",
            arguments: ["showDetailViewController", "viewControllers"])
        func classicSplitIsImmediate(change: String) async {
            let log = EventLog()
            let primary = RecordingViewController("primary", log: log)
            let detail = RecordingViewController("detail", log: log)
            let split = UISplitViewController()
            split.viewControllers = [primary, detail]
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            _ = log.take()
            let newDetail = RecordingViewController("newDetail", log: log)

            if change == "showDetailViewController" {
                split.showDetailViewController(newDetail, sender: nil)
            } else {
                split.viewControllers = [primary, newDetail]
            }

            #expect(newDetail.viewIfLoaded?.window === window)
            #expect(detail.viewIfLoaded?.window == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(
                appearanceEvents(log.take()) == [
                    "detail.viewWillDisappear",
                    "newDetail.viewWillAppear",
                    "newDetail.viewIsAppearing",
                    "detail.viewDidDisappear",
                    "newDetail.viewDidAppear",
                ])
        }

        @Test(
            "A column-style split places a new column's view at its layout",
            arguments: [LayoutReceiver.window, .containerView], ["setViewController", "show"])
        func columnSplitPlacesColumnsAtLayout(receiver: LayoutReceiver, change: String) async {
            let log = EventLog()
            let primary = RecordingViewController("old", log: log)
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(primary, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            #expect(primary.viewIfLoaded?.window === window)
            _ = log.take()
            let replacement = RecordingViewController("new", log: log)

            if change == "setViewController" {
                split.setViewController(replacement, for: .primary)
            } else {
                split.show(replacement, sender: nil)
            }

            #expect(split.viewController(for: .primary) === replacement, "the column changes at once")
            #expect(replacement.viewIfLoaded?.window == nil, "its view waits for the split's layout")
            (receiver == .window ? window : split.view).layoutIfNeeded()
            #expect(replacement.viewIfLoaded?.window === window)
            #expect(primary.viewIfLoaded?.window == nil)
            let forced = appearanceEvents(log.take())
            #expect(forced.filter { $0.hasPrefix("old.") } == ["old.viewWillDisappear", "old.viewDidDisappear"])
            #expect(forced.filter { $0.hasPrefix("new.") } == ["new.viewWillAppear", "new.viewIsAppearing", "new.viewDidAppear"])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()).isEmpty)
        }

        @Test("A column-style split shown for the first time places its columns at its first layout")
        func columnSplitPlacesColumnsAtFirstLayout() async {
            let log = EventLog()
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let primary = RecordingViewController("primary", log: log)
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(primary, for: .primary)
            split.setViewController(UIViewController(), for: .secondary)

            window.rootViewController = split

            #expect(split.viewIfLoaded?.window === window)
            #expect(primary.viewIfLoaded?.window == nil)
            window.layoutIfNeeded()
            #expect(primary.viewIfLoaded?.window === window)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()) == ["primary.viewWillAppear", "primary.viewIsAppearing", "primary.viewDidAppear"])
        }
    }
}
