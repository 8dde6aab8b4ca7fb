import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §3 rules 1–3, 5 and 6: tabs, selection, setViewControllers and the delegate.
    @MainActor
    @Suite("Tab bar: tabs and selection")
    struct TabBarTests {
        @Test("A new tab bar controller has no tabs, no selection and selectedIndex NSNotFound")
        func newTabBarHasNothingSelected() async {
            let tabBar = UITabBarController()

            #expect(tabBar.viewControllers == nil)
            #expect(tabBar.selectedViewController == nil)
            #expect(tabBar.selectedIndex == NSNotFound)
        }

        @Test("viewControllers are children in order, and the first tab is selected when none was")
        func tabsAreChildrenAndFirstIsSelected() async {
            let first = UIViewController()
            let second = UIViewController()
            let third = UIViewController()
            let tabBar = UITabBarController()

            tabBar.viewControllers = [first, second, third]

            #expect(tabBar.viewControllers == [first, second, third])
            #expect(tabBar.children == [first, second, third])
            #expect([first, second, third].allSatisfy { $0.parent === tabBar })
            #expect(tabBar.selectedViewController === first)
            #expect(tabBar.selectedIndex == 0)
        }

        @Test("selectedIndex selects by index and reads back the selected tab's index")
        func selectedIndexSelectsByIndex() async {
            let tabs = [UIViewController(), UIViewController(), UIViewController()]
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs

            tabBar.selectedIndex = 2
            #expect(tabBar.selectedViewController === tabs[2])
            #expect(tabBar.selectedIndex == 2)

            tabBar.selectedViewController = tabs[1]
            #expect(tabBar.selectedIndex == 1)
        }

        @Test("An out-of-range selectedIndex is ignored", arguments: [3, 42, -1])
        func outOfRangeIndexIsIgnored(index: Int) async {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let tabs = [UIViewController(), UIViewController(), UIViewController()]
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            tabBar.selectedIndex = 1

            tabBar.selectedIndex = index

            #expect(tabBar.selectedIndex == 1)
            #expect(tabBar.selectedViewController === tabs[1])
            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
        }

        @Test("Selecting a controller that is not a tab raises and keeps the selection")
        func selectingAForeignControllerRaises() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let tabs = [UIViewController(), UIViewController()]
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            tabBar.selectedIndex = 1
            let stranger = UIViewController()

            tabBar.selectedViewController = stranger

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.kind == .selectingForeignTab)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(
                error.reason
                    == "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected."
            )
            #expect(tabBar.selectedViewController === tabs[1])
            #expect(tabBar.selectedIndex == 1)
            #expect(tabBar.children == tabs)
            #expect(stranger.parent == nil)
        }

        @Test("setViewControllers keeps the selected tab selected when it survives, even at a new index")
        func setViewControllersKeepsASurvivingSelection() async {
            let first = UIViewController()
            let second = UIViewController()
            let third = UIViewController()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first, second, third]
            tabBar.selectedIndex = 2

            tabBar.setViewControllers([third, first], animated: false)

            #expect(tabBar.selectedViewController === third)
            #expect(tabBar.selectedIndex == 0)
        }

        @Test("setViewControllers re-selects by the old index, clamped, when the selected tab is removed")
        func setViewControllersReselectsByClampedIndex() async {
            let tabBar = UITabBarController()
            tabBar.viewControllers = [UIViewController(), UIViewController(), UIViewController()]
            tabBar.selectedIndex = 2
            let replacements = [UIViewController(), UIViewController()]

            tabBar.setViewControllers(replacements, animated: false)

            #expect(tabBar.selectedViewController === replacements[1])
            #expect(tabBar.selectedIndex == 1)
        }

        @Test("setViewControllers re-selects the same index when it is still in range")
        func setViewControllersReselectsSameIndexInRange() async {
            let first = UIViewController()
            let removed = UIViewController()
            let third = UIViewController()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first, removed, third]
            tabBar.selectedIndex = 1

            tabBar.viewControllers = [first, third]

            #expect(tabBar.selectedViewController === third)
            #expect(tabBar.selectedIndex == 1)
        }

        @Test("Removed tabs get willMove(nil) and didMove(nil) and lose their parent")
        func removedTabsGetContainmentCallbacks() async {
            let log = EventLog()
            let kept = RecordingViewController("kept", log: log)
            let removed = RecordingViewController("removed", log: log)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [kept, removed]
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            tabBar.viewControllers = [kept]
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take()
            #expect(events.filter { $0.hasPrefix("removed.") } == ["removed.willMove(nil)", "removed.didMove(nil)"])
            #expect(!events.contains { $0.hasPrefix("kept.") })
            #expect(removed.parent == nil)
            #expect(removed.tabBarController == nil)
            #expect(tabBar.children == [kept])
        }

        @Test("Added tabs get willMove and didMove to the tab bar controller")
        func addedTabsGetContainmentCallbacks() async {
            let log = EventLog()
            let tabBar = UITabBarController()

            tabBar.viewControllers = [RecordingViewController("tab", log: log)]
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(log.take() == ["tab.willMove(UITabBarController)", "tab.didMove(UITabBarController)"])
        }

        @Test("Programmatic selection never calls the delegate")
        func programmaticSelectionNeverCallsTheDelegate() async {
            let tabs = [UIViewController(), UIViewController(), UIViewController()]
            let tabBar = UITabBarController()
            let delegate = TabBarDelegateRecorder()
            tabBar.delegate = delegate
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)

            tabBar.viewControllers = tabs
            tabBar.selectedIndex = 1
            tabBar.selectedViewController = tabs[2]
            tabBar.selectedViewController = tabs[2]
            tabBar.setViewControllers([tabs[0]], animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(tabBar.selectedViewController === tabs[0])
            #expect(delegate.shouldSelectCalls == 0)
            #expect(delegate.didSelectCalls == 0)
        }
    }
}
