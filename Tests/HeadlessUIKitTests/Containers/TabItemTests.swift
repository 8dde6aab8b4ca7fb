import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

/// A tab whose provider makes a plain controller titled with the identifier, counting its calls.
@MainActor
private final class ProviderCount {
    var calls = 0

    func tab(_ identifier: String) -> UITab {
        UITab(title: identifier, image: nil, identifier: identifier) { _ in
            self.calls += 1
            let controller = UIViewController()
            controller.title = identifier
            return controller
        }
    }
}

extension HeadlessUIKitTests {
    /// iOS 18's `UITab`, `UITabGroup`, `tabs` and `selectedTab`.
    @MainActor
    @Suite("Tab bar: tabs by identifier (iOS 18)")
    struct TabItemTests {
        @Test("Setting tabs makes the root tabs' controllers the view controllers and children, the first selected")
        func tabsBecomeChildren() throws {
            let count = ProviderCount()
            let home = count.tab("home")
            let library = count.tab("library")
            let tabBar = UITabBarController(tabs: [home, library])

            let homeController = try #require(home.viewController)
            let libraryController = try #require(library.viewController)
            #expect(tabBar.viewControllers == [homeController, libraryController])
            #expect(tabBar.children == [homeController, libraryController])
            #expect(tabBar.selectedViewController === homeController)
            #expect(tabBar.selectedTab === home)
            #expect(homeController.tab === home)
            #expect(home.tabBarController === tabBar)
            #expect(count.calls == 2, "each provider runs once")
        }

        @Test("A provider runs once, on the first read of the tab's controller, and not before")
        func providerIsLazy() {
            let count = ProviderCount()
            let tab = count.tab("lazy")
            #expect(count.calls == 0)
            let first = tab.viewController
            let second = tab.viewController
            #expect(first === second)
            #expect(count.calls == 1)
            #expect(first?.tab === tab)
        }

        @Test("tab(forIdentifier:) finds root tabs and groups' children, and nothing else")
        func lookupByIdentifier() {
            let count = ProviderCount()
            let child = count.tab("child")
            let group = UITabGroup(title: "Group", image: nil, identifier: "group", children: [child]) { _ in UIViewController() }
            let tabBar = UITabBarController(tabs: [count.tab("home"), group])

            #expect(tabBar.tab(forIdentifier: "child") === child)
            #expect(tabBar.tab(forIdentifier: "group") === group)
            #expect(tabBar.tab(forIdentifier: "missing") == nil)
            #expect(child.parent === group)
            #expect(child.tabBarController === tabBar)
            #expect(group.tab(forIdentifier: "child") === child)
        }

        @Test("selectedTab selects a root tab, and selectedIndex and selectedViewController choose the tab back")
        func selectionBothWays() throws {
            let count = ProviderCount()
            let tabs = [count.tab("a"), count.tab("b"), count.tab("c")]
            let tabBar = UITabBarController(tabs: tabs)

            tabBar.selectedTab = tabs[2]
            #expect(tabBar.selectedIndex == 2)
            #expect(tabBar.selectedViewController === tabs[2].viewController)

            tabBar.selectedIndex = 1
            #expect(tabBar.selectedTab === tabs[1])

            tabBar.selectedViewController = tabs[0].viewController
            #expect(tabBar.selectedTab === tabs[0])
        }

        @Test("Selecting a group's child keeps the group's controller shown, as UIKit does without a managing navigation controller")
        func groupChildWithoutManagingNavigation() throws {
            let count = ProviderCount()
            let child = count.tab("child")
            let groupController = UIViewController()
            let group = UITabGroup(title: "Group", image: nil, identifier: "group", children: [child, count.tab("other")]) { _ in groupController }
            let tabBar = UITabBarController(tabs: [count.tab("home"), group])

            tabBar.selectedTab = child

            #expect(tabBar.selectedTab === child)
            #expect(group.selectedChild === child)
            #expect(tabBar.selectedViewController === groupController)
            #expect(tabBar.selectedIndex == 1)
            #expect(count.calls == 1, "only the root tab's provider ran")
        }

        @Test("A managing navigation controller shows the group and the selected child as a stack")
        func groupChildWithManagingNavigation() throws {
            let count = ProviderCount()
            let child = count.tab("child")
            let other = count.tab("other")
            let groupController = UIViewController()
            let group = UITabGroup(title: "Group", image: nil, identifier: "group", children: [child, other]) { _ in groupController }
            let navigation = UINavigationController()
            group.managingNavigationController = navigation
            let tabBar = UITabBarController(tabs: [count.tab("home"), group])
            #expect(tabBar.viewControllers?.last === navigation)

            tabBar.selectedTab = child
            let childController = try #require(child.viewController)
            #expect(tabBar.selectedViewController === navigation)
            #expect(navigation.viewControllers == [groupController, childController])
            #expect(childController.tabBarController === tabBar)

            tabBar.selectedTab = other
            #expect(navigation.viewControllers == [groupController, try #require(other.viewController)])
            #expect(!navigation.viewControllers.contains(childController))

            tabBar.selectedTab = group
            #expect(navigation.viewControllers == [groupController])
            #expect(group.selectedChild == nil)
        }

        @Test("Switching roots by index keeps the selection made inside a group")
        func indexSwitchKeepsGroupSelection() {
            let count = ProviderCount()
            let child = count.tab("child")
            let group = UITabGroup(title: "Group", image: nil, identifier: "group", children: [child]) { _ in UIViewController() }
            let tabBar = UITabBarController(tabs: [count.tab("home"), group])
            tabBar.selectedTab = child

            tabBar.selectedIndex = 0
            tabBar.selectedIndex = 1

            #expect(tabBar.selectedTab === child)
        }

        @Test("A hidden root tab is not shown, and showing it again puts it back in order")
        func hiddenTab() throws {
            let count = ProviderCount()
            let tabs = [count.tab("a"), count.tab("b"), count.tab("c")]
            let tabBar = UITabBarController(tabs: tabs)
            tabBar.selectedTab = tabs[2]

            tabs[1].isHidden = true
            #expect(tabBar.viewControllers == [try #require(tabs[0].viewController), try #require(tabs[2].viewController)])
            #expect(tabs[1].viewController?.parent == nil)
            #expect(tabBar.selectedTab === tabs[2])

            tabs[1].isHidden = false
            #expect(tabBar.viewControllers?.count == 3)
            #expect(tabBar.viewControllers?[1] === tabs[1].viewController)
        }

        @Test("Duplicate identifiers raise and leave the tabs as they were")
        func duplicateIdentifiers() throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let count = ProviderCount()
            let tabs = [count.tab("a")]
            let tabBar = UITabBarController(tabs: tabs)
            let group = UITabGroup(title: "G", image: nil, identifier: "g", children: [count.tab("a")]) { _ in UIViewController() }

            tabBar.setTabs([count.tab("b"), group, count.tab("a")], animated: false)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.kind == .duplicateTabIdentifier)
            #expect(error.reason.contains("'a'"))
            #expect(tabBar.tabs == tabs)
            #expect(tabBar.viewControllers == [try #require(tabs[0].viewController)])
        }

        @Test("A group's new children with an identifier another tab has raise and leave the children as they were")
        func duplicateIdentifierInGroupChildren() throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let count = ProviderCount()
            let child = count.tab("child")
            let group = UITabGroup(title: "G", image: nil, identifier: "g", children: [child]) { _ in UIViewController() }
            let tabBar = UITabBarController(tabs: [count.tab("home"), group])

            group.children = [count.tab("home")]
            #expect(HeadlessRuntime.shared.exceptions.map(\.kind) == [.duplicateTabIdentifier])
            #expect(group.children == [child])

            let replacement = count.tab("child")
            group.children = [replacement]
            #expect(HeadlessRuntime.shared.exceptions.count == 1, "a child replaced by one with its identifier is no duplicate")
            #expect(tabBar.tab(forIdentifier: "child") === replacement)
        }

        @Test("Selecting a tab of another controller, or a hidden one, raises and keeps the selection")
        func foreignTabSelection() throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let count = ProviderCount()
            let tabs = [count.tab("a"), count.tab("b")]
            let tabBar = UITabBarController(tabs: tabs)
            tabBar.selectedTab = tabs[1]
            let stranger = count.tab("stranger")
            _ = UITabBarController(tabs: [stranger])

            tabBar.selectedTab = stranger
            tabs[0].isHidden = true
            tabBar.selectedTab = tabs[0]

            #expect(HeadlessRuntime.shared.exceptions.map(\.kind) == [.selectingForeignTab, .selectingForeignTab])
            #expect(tabBar.selectedTab === tabs[1])
            #expect(tabBar.selectedViewController === tabs[1].viewController)
        }

        @Test("setTabs keeps the selected tab when it stays, and tabs left lose their controller")
        func setTabsKeepsSelection() throws {
            let count = ProviderCount()
            let a = count.tab("a")
            let b = count.tab("b")
            let tabBar = UITabBarController(tabs: [a, b])
            tabBar.selectedTab = b

            let c = count.tab("c")
            tabBar.setTabs([c, b], animated: false)

            #expect(tabBar.selectedTab === b)
            #expect(tabBar.selectedIndex == 1)
            #expect(a.tabBarController == nil)
            #expect(a.viewController?.parent == nil)
        }

        @Test("Setting viewControllers on a controller driven by tabs drops the tabs")
        func viewControllersLeaveTabs() {
            let count = ProviderCount()
            let tab = count.tab("a")
            let tabBar = UITabBarController(tabs: [tab])
            let plain = UIViewController()

            tabBar.viewControllers = [plain]

            #expect(tabBar.tabs.isEmpty)
            #expect(tabBar.selectedTab == nil)
            #expect(tab.tabBarController == nil)
            #expect(tabBar.viewControllers == [plain])
        }

        @Test("A root tab without a controller raises and is left out")
        func rootTabWithoutController() throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let count = ProviderCount()
            let empty = UITab(title: "Empty", image: nil, identifier: "empty", viewControllerProvider: nil)

            let tabBar = UITabBarController(tabs: [empty, count.tab("a")])

            #expect(HeadlessRuntime.shared.exceptions.map(\.kind) == [.rootTabWithoutViewController])
            #expect(tabBar.viewControllers?.count == 1)
        }

        @Test("A tab switch by selectedTab delivers the appearance callbacks of a tab switch")
        func appearanceFollowsSelectedTab() async {
            let log = EventLog()
            let a = UITab(title: "A", image: nil, identifier: "a") { _ in RecordingViewController("A", log: log) }
            let b = UITab(title: "B", image: nil, identifier: "b") { _ in RecordingViewController("B", log: log) }
            let tabBar = UITabBarController(tabs: [a, b])
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            _ = log.take()

            tabBar.selectedTab = b
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take().filter { !$0.hasSuffix(".viewDidLoad") }
            #expect(events == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
        }

        @Test("A user's tap on a tab asks shouldSelectTab and tells didSelectTab with the previous tab")
        func userSelectionOfTab() {
            let count = ProviderCount()
            let tabs = [count.tab("a"), count.tab("b")]
            let tabBar = UITabBarController(tabs: tabs)
            let delegate = TabItemDelegate()
            tabBar.delegate = delegate

            #expect(HeadlessRuntime.shared.simulateUserSelection(of: tabs[1], in: tabBar))
            delegate.allows = false
            #expect(!HeadlessRuntime.shared.simulateUserSelection(of: tabs[0], in: tabBar))

            #expect(delegate.events == ["should b", "did b from a", "should a"])
            #expect(tabBar.selectedTab === tabs[1])
        }
    }
}

@MainActor
private final class TabItemDelegate: NSObject, UITabBarControllerDelegate {
    var events: [String] = []
    var allows = true

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        events.append("should \(tab.identifier)")
        return allows
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        events.append("did \(selectedTab.identifier) from \(previousTab?.identifier ?? "nil")")
    }
}
