#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The order of appearance callbacks in a visible window (see ``makeVisibleWindow(showing:)``),
/// and their absence outside one.
@MainActor
enum AppearanceChecks {
    /// A window's root appears when the window is made key and visible: will, is-appearing, did.
    static func windowRootAppears(settle: Settle) async throws {
        let log = LifecycleLog()
        let root = RecordingController("root", log: log)

        let window = makeVisibleWindow(showing: root)
        await settle()

        try requireEqual(
            log.takeWithoutLoads(), ["root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"],
            "the root's callbacks")
        withExtendedLifetime(window) {}
    }

    /// A non-animated push in a window: the old top starts disappearing, the new one appears, the
    /// old one has disappeared before the new one has appeared, and `didMove(toParent:)` comes last.
    static func pushOrder(settle: Settle) async throws {
        let log = LifecycleLog()
        let navigation = UINavigationController(rootViewController: RecordingController("A", log: log))
        let window = makeVisibleWindow(showing: navigation)
        await settle()
        _ = log.take()

        navigation.pushViewController(RecordingController("B", log: log), animated: false)
        await settle()

        try requireEqual(
            log.takeWithoutLoads(),
            [
                "B.willMove(UINavigationController)", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(UINavigationController)",
            ], "callbacks of the push")
        withExtendedLifetime(window) {}
    }

    /// A non-animated pop in a window mirrors the push, and `didMove(toParent: nil)` comes last.
    static func popOrder(settle: Settle) async throws {
        let log = LifecycleLog()
        let navigation = UINavigationController(rootViewController: RecordingController("A", log: log))
        navigation.pushViewController(RecordingController("B", log: log), animated: false)
        let window = makeVisibleWindow(showing: navigation)
        await settle()
        _ = log.take()

        navigation.popViewController(animated: false)
        await settle()

        try requireEqual(
            log.takeWithoutLoads(),
            [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(nil)",
            ], "callbacks of the pop")
        withExtendedLifetime(window) {}
    }

    /// Selecting another tab in a window: the old tab disappears around the new one's
    /// appearance, and no containment callback is sent, since both stay children.
    static func tabSwitchOrder(settle: Settle) async throws {
        let log = LifecycleLog()
        let tabBar = UITabBarController()
        tabBar.viewControllers = [RecordingController("A", log: log), RecordingController("B", log: log)]
        let window = makeVisibleWindow(showing: tabBar)
        await settle()
        _ = log.take()

        tabBar.selectedIndex = 1
        await settle()

        try requireEqual(
            log.takeWithoutLoads(),
            ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"],
            "callbacks of the tab switch")
        withExtendedLifetime(window) {}
    }

    /// Containers outside any window send no appearance callbacks, whatever is pushed or popped.
    static func noAppearanceOutsideAWindow(settle: Settle) async throws {
        let log = LifecycleLog()
        let navigation = UINavigationController(rootViewController: RecordingController("A", log: log))

        navigation.pushViewController(RecordingController("B", log: log), animated: false)
        await settle()
        navigation.popViewController(animated: false)
        await settle()

        let appearance = log.take().filter { $0.contains(".view") && !$0.hasSuffix(".viewDidLoad") }
        try requireEqual(appearance, [], "appearance callbacks")
    }
}
