#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The navigation stack, outside any window: what `viewControllers` holds right after each call,
/// what the calls return, and the parent links once UIKit has finished the transition.
@MainActor
enum NavigationChecks {
    /// `init(rootViewController:)` makes the root the only child, the top, and a child of the
    /// navigation controller.
    static func rootIsTheOnlyChild() throws {
        let root = UIViewController()

        let navigation = UINavigationController(rootViewController: root)

        try requireEqual(navigation.viewControllers, [root], "viewControllers")
        try requireEqual(navigation.children, [root], "children")
        try requireSame(navigation.topViewController, root, "topViewController")
        try requireSame(root.parent, navigation, "root.parent")
        try requireSame(root.navigationController, navigation, "root.navigationController")
    }

    /// A push, animated or not, is on the stack when the call returns: `viewControllers` is the
    /// children, root first, and the pushed controller's parent is the navigation controller.
    static func pushChangesTheStackAtOnce() throws {
        let root = UIViewController()
        let second = UIViewController()
        let third = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: true)

        try requireEqual(navigation.viewControllers, [root, second, third], "viewControllers")
        try requireEqual(navigation.children, [root, second, third], "children")
        try requireSame(navigation.topViewController, third, "topViewController")
        try requireSame(third.parent, navigation, "third.parent")
        try requireSame(second.navigationController, navigation, "second.navigationController")
    }

    /// Popping the root alone returns nil and changes nothing.
    static func poppingTheRootDoesNothing() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        let popped = navigation.popViewController(animated: false)

        try requireSame(popped, nil, "popViewController's result")
        try requireEqual(navigation.viewControllers, [root], "viewControllers")
        try requireSame(root.parent, navigation, "root.parent")
    }

    /// `popViewController` returns the top and takes it off the stack at once; once the run loop
    /// has turned, the popped controller has no parent.
    static func popReturnsTheTop(settle: Settle) async throws {
        let root = UIViewController()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        await settle()

        let popped = navigation.popViewController(animated: false)

        try requireSame(popped, top, "popViewController's result")
        try requireEqual(navigation.viewControllers, [root], "viewControllers")
        try requireSame(navigation.topViewController, root, "topViewController")
        await settle()
        try requireSame(top.parent, nil, "the popped controller's parent")
        try requireEqual(navigation.children, [root], "children")
    }

    /// `popToViewController` returns what was above the target, bottom first, and
    /// `popToRootViewController` everything above the root, in stack order.
    static func popToReturnsThePoppedInStackOrder() throws {
        let controllers = (0..<4).map { _ in UIViewController() }
        let navigation = UINavigationController(rootViewController: controllers[0])
        navigation.setViewControllers(controllers, animated: false)

        let toSecond = navigation.popToViewController(controllers[1], animated: false)
        try requireEqual(toSecond ?? [], Array(controllers[2...]), "popToViewController's result")
        try requireEqual(navigation.viewControllers, Array(controllers[...1]), "viewControllers after popTo")

        let toTop = navigation.popToViewController(controllers[1], animated: false)
        try requireEqual(toTop ?? [], [], "popToViewController to the top")

        let toRoot = navigation.popToRootViewController(animated: true)
        try requireEqual(toRoot ?? [], [controllers[1]], "popToRootViewController's result")
        try requireEqual(navigation.viewControllers, [controllers[0]], "viewControllers after popToRoot")
    }

    /// `setViewControllers` replaces the stack at once; the controller that leaves gets
    /// `willMove(toParent: nil)` and, once the run loop has turned, `didMove(toParent: nil)` and no
    /// parent; the one that joins gets both callbacks with the navigation controller; the one kept
    /// gets neither.
    static func setViewControllersReplacesTheStack(settle: Settle) async throws {
        let log = LifecycleLog()
        let kept = RecordingController("kept", log: log)
        let leaving = RecordingController("leaving", log: log)
        let joining = RecordingController("joining", log: log)
        let navigation = UINavigationController(rootViewController: kept)
        navigation.pushViewController(leaving, animated: false)
        await settle()
        _ = log.take()

        navigation.setViewControllers([kept, joining], animated: false)

        try requireEqual(navigation.viewControllers, [kept, joining], "viewControllers")
        try requireSame(joining.parent, navigation, "joining.parent")
        await settle()
        let events = log.takeWithoutLoads()
        try requireEqual(
            events.filter { $0.hasPrefix("leaving.") }, ["leaving.willMove(nil)", "leaving.didMove(nil)"],
            "the leaving controller's callbacks")
        try requireEqual(
            events.filter { $0.hasPrefix("joining.") && $0.contains("Move") },
            ["joining.willMove(UINavigationController)", "joining.didMove(UINavigationController)"],
            "the joining controller's containment callbacks")
        try requireEqual(events.filter { $0.hasPrefix("kept.") && $0.contains("Move") }, [], "the kept controller's")
        try requireSame(leaving.parent, nil, "leaving.parent")
    }

    /// UIKit refuses to push a split view controller: it logs "Split View Controllers cannot be
    /// pushed to a Navigation Controller" and leaves the stack as it was (no exception).
    static func pushingASplitViewControllerIsIgnored(settle: Settle) async throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let split = UISplitViewController()

        navigation.pushViewController(split, animated: false)
        await settle()

        try requireEqual(navigation.viewControllers, [root], "viewControllers")
        try requireSame(split.parent, nil, "split.parent")
    }
}
