// Needs the iOS 18 SDK: UITab and the tab bar controller's tabs arrived with it.
#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// iOS 18's tabs by identifier, outside any window.
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
enum TabItemChecks {
    /// Setting `tabs` makes the root tabs' controllers the view controllers, the first selected,
    /// and each controller names its tab.
    static func rootTabsAreTheViewControllers() throws {
        let first = UITab(title: "First", image: nil, identifier: "first") { _ in UIViewController() }
        let second = UITab(title: "Second", image: nil, identifier: "second") { _ in UIViewController() }
        let tabBar = UITabBarController(tabs: [first, second])

        let controllers = [first.viewController, second.viewController].compactMap { $0 }
        try requireEqual(controllers.count, 2, "root tabs' controllers")
        try requireEqual(tabBar.viewControllers ?? [], controllers, "viewControllers")
        try requireSame(tabBar.selectedTab, first, "selectedTab")
        try requireSame(controllers[1].tab, second, "the second controller's tab")
        try requireSame(tabBar.tab(forIdentifier: "second"), second, "tab(forIdentifier:)")
    }

    /// `selectedTab` and `selectedIndex` choose each other.
    static func selectedTabAndIndexAgree() throws {
        let tabs = ["a", "b", "c"].map { identifier in UITab(title: identifier, image: nil, identifier: identifier) { _ in UIViewController() } }
        let tabBar = UITabBarController(tabs: tabs)

        tabBar.selectedTab = tabs[2]
        try requireEqual(tabBar.selectedIndex, 2, "selectedIndex after selectedTab")
        tabBar.selectedIndex = 1
        try requireSame(tabBar.selectedTab, tabs[1], "selectedTab after selectedIndex")
    }

    /// Without a managing navigation controller, selecting a group's child keeps the group's
    /// controller shown.
    static func groupChildKeepsTheRootShown() throws {
        let groupController = UIViewController()
        let child = UITab(title: "Child", image: nil, identifier: "child") { _ in UIViewController() }
        let group = UITabGroup(title: "Group", image: nil, identifier: "group", children: [child]) { _ in groupController }
        let tabBar = UITabBarController(tabs: [group])

        tabBar.selectedTab = child

        try requireSame(tabBar.selectedTab, child, "selectedTab")
        try requireSame(group.selectedChild, child, "the group's selectedChild")
        try requireSame(tabBar.selectedViewController, groupController, "selectedViewController")
    }
}
