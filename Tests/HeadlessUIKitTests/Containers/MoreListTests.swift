import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §3 rule 4 and §1.4: tabs that do not fit are shown through moreNavigationController.
    @MainActor
    @Suite("Tab bar: More list")
    struct MoreListTests {
        private func makeTabs(_ count: Int) -> [UIViewController] {
            (0..<count).map { _ in UIViewController() }
        }

        @Test("Selecting an overflow tab pushes it onto moreNavigationController")
        func selectingOverflowTabPushesItOntoMore() async {
            #expect(HeadlessRuntime.shared.maximumVisibleTabs == 5)
            let tabs = makeTabs(7)
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            let more = tabBar.moreNavigationController

            tabBar.selectedIndex = 6

            #expect(more.topViewController === tabs[6])
            #expect(more.viewControllers.count == 2)
            #expect(tabs[6].navigationController === more)
            #expect(tabs[6].parent === more)
            #expect(tabBar.selectedViewController === tabs[6])
            #expect(tabBar.selectedIndex == 6)
            #expect(tabBar.viewControllers == tabs, "the tab stays in the tab list while shown in More")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(tabs[6].navigationController === more)
        }

        @Test("Selecting another tab gives the overflow tab back to the tab bar controller")
        func selectingAnotherTabGivesOverflowTabBack() async {
            let tabs = makeTabs(6)
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let more = tabBar.moreNavigationController
            tabBar.selectedIndex = 5
            await HeadlessRuntime.shared.waitUntilIdle()

            tabBar.selectedIndex = 0
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(HeadlessRuntime.shared.exceptions.isEmpty, "giving a tab back from the More list is not misuse")
            #expect(tabs[5].parent === tabBar)
            #expect(tabs[5].navigationController == nil)
            #expect(tabs[5].tabBarController === tabBar)
            #expect(more.viewControllers.count == 1)
            #expect(!more.viewControllers.contains(tabs[5]))
            #expect(tabBar.selectedViewController === tabs[0])
        }

        @Test("Selecting one overflow tab after another swaps which one the More list shows")
        func selectingSecondOverflowTabSwapsTheMoreList() async {
            let tabs = makeTabs(7)
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let more = tabBar.moreNavigationController
            tabBar.selectedIndex = 5
            await HeadlessRuntime.shared.waitUntilIdle()

            tabBar.selectedIndex = 6
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(HeadlessRuntime.shared.exceptions.isEmpty, "switching between overflow tabs is not misuse")
            #expect(more.viewControllers.count == 2)
            #expect(more.topViewController === tabs[6])
            #expect(tabs[5].navigationController == nil)
            #expect(tabs[5].parent === tabBar)
        }

        @Test("moreNavigationController itself is selectable and makes selectedIndex NSNotFound")
        func moreNavigationControllerIsSelectable() async {
            let tabs = makeTabs(6)
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()

            tabBar.selectedViewController = tabBar.moreNavigationController

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(tabBar.selectedViewController === tabBar.moreNavigationController)
            #expect(tabBar.selectedIndex == NSNotFound)
            #expect(tabBar.viewControllers?.contains(tabBar.moreNavigationController) == false)
        }

        @Test("moreNavigationController always exists and is always the same object")
        func moreNavigationControllerAlwaysExists() async {
            let tabBar = UITabBarController()

            let more = tabBar.moreNavigationController

            #expect(tabBar.moreNavigationController === more)
            tabBar.viewControllers = makeTabs(2)
            #expect(tabBar.moreNavigationController === more)
            #expect(tabBar.viewControllers?.contains(more) == false)
        }

        @Test("With exactly maximumVisibleTabs tabs the last one is shown directly, not through More")
        func lastTabFitsWhenCountEqualsMaximum() async {
            let tabs = makeTabs(5)
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)

            tabBar.selectedIndex = 4

            #expect(tabs[4].parent === tabBar)
            #expect(tabs[4].navigationController == nil)
            #expect(tabBar.moreNavigationController.viewControllers.count == 1)
        }

        @Test("The overflow threshold follows HeadlessRuntime.maximumVisibleTabs")
        func overflowFollowsMaximumVisibleTabs() async {
            HeadlessRuntime.shared.maximumVisibleTabs = 3
            let tabs = makeTabs(4)
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            let more = tabBar.moreNavigationController

            tabBar.selectedIndex = 1
            #expect(tabs[1].navigationController == nil)

            tabBar.selectedIndex = 2
            #expect(tabs[2].navigationController === more)
            #expect(tabBar.selectedIndex == 2)
        }
    }
}
