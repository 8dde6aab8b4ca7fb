#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Tabs and their selection, outside any window.
@MainActor
enum TabBarChecks {
    /// A new tab bar controller has no tabs, nothing selected, and `selectedIndex` `NSNotFound`.
    static func newTabBarControllerSelectsNothing() throws {
        let tabBar = UITabBarController()

        try require(tabBar.viewControllers == nil, "viewControllers is nil before any is set")
        try requireSame(tabBar.selectedViewController, nil, "selectedViewController")
        try requireEqual(tabBar.selectedIndex, NSNotFound, "selectedIndex")
    }

    /// The tabs are the children, in order, each with the tab bar controller as parent and
    /// `tabBarController`; the first is selected when nothing was.
    static func tabsAreChildrenAndTheFirstIsSelected() throws {
        let tabs = [UIViewController(), UIViewController(), UIViewController()]
        let tabBar = UITabBarController()

        tabBar.viewControllers = tabs

        try requireEqual(tabBar.viewControllers ?? [], tabs, "viewControllers")
        try requireEqual(tabBar.children, tabs, "children")
        for (index, tab) in tabs.enumerated() {
            try requireSame(tab.parent, tabBar, "tab \(index)'s parent")
            try requireSame(tab.tabBarController, tabBar, "tab \(index)'s tabBarController")
        }
        try requireSame(tabBar.selectedViewController, tabs[0], "selectedViewController")
        try requireEqual(tabBar.selectedIndex, 0, "selectedIndex")
    }

    /// `selectedIndex` selects by index and `selectedViewController` by controller, each reading
    /// back the other; an index past the last tab is ignored.
    static func selectionByIndexAndByController() throws {
        let tabs = [UIViewController(), UIViewController(), UIViewController()]
        let tabBar = UITabBarController()
        tabBar.viewControllers = tabs

        tabBar.selectedIndex = 2
        try requireSame(tabBar.selectedViewController, tabs[2], "selectedViewController after selectedIndex = 2")

        tabBar.selectedViewController = tabs[1]
        try requireEqual(tabBar.selectedIndex, 1, "selectedIndex after selecting the second tab")

        tabBar.selectedIndex = 42
        try requireEqual(tabBar.selectedIndex, 1, "selectedIndex after selectedIndex = 42")
        try requireSame(tabBar.selectedViewController, tabs[1], "selectedViewController after selectedIndex = 42")
    }

    /// Selecting in code never asks or tells the delegate: `tabBarController(_:shouldSelect:)`
    /// and `tabBarController(_:didSelect:)` are for the person's taps.
    static func selectionInCodeNeverCallsTheDelegate(settle: Settle) async throws {
        let tabs = [UIViewController(), UIViewController(), UIViewController()]
        let tabBar = UITabBarController()
        let delegate = TabSelectionRecorder()
        tabBar.delegate = delegate

        tabBar.viewControllers = tabs
        tabBar.selectedIndex = 1
        tabBar.selectedViewController = tabs[2]
        tabBar.setViewControllers([tabs[0]], animated: false)
        await settle()

        try requireSame(tabBar.selectedViewController, tabs[0], "selectedViewController")
        try requireEqual(delegate.calls, [], "delegate calls")
    }
}

/// A tab bar delegate that records which of its methods UIKit called.
@MainActor
final class TabSelectionRecorder: NSObject, UITabBarControllerDelegate {
    private(set) var calls: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("shouldSelect")
        return true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("didSelect")
    }
}
