import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("TabBarControllerAdapter and SplitControllerAdapter")
    struct TabBarAndSplitAdapterTests {
        /// Records `showDetailViewController` requests and lets the split handle them as usual.
        private final class ShowDetailRecorder: NSObject, UISplitViewControllerDelegate {
            var shownDetails: [UIViewController] = []
            func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
                shownDetails.append(vc)
                return false
            }
        }

        @Test("Tabs are contained; the selected tab is visible; makeVisible selects at once")
        func tabBarSelects() async {
            let first = UIViewController()
            let second = UIViewController()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first, second]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            let adapter = TabBarControllerAdapter(with: tabBar)
            #expect(adapter.containedViewControllers == [first, second])
            #expect(adapter.visibleViewControllers == [first])
            let completion = ProbeCompletion()

            adapter.makeVisible(second, animated: true, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(tabBar.selectedViewController === second)
            #expect(adapter.visibleViewControllers == [second])
        }

        @Test("Making a controller that is not a tab visible fails and keeps the selection")
        func tabBarRefusesNonMember() async {
            let first = UIViewController()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first, UIViewController()]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            let completion = ProbeCompletion()

            TabBarControllerAdapter(with: tabBar).makeVisible(UIViewController(), animated: false, completion: completion.handler)

            #expect(completion.failedWithCompositionError)
            #expect(tabBar.selectedViewController === first)
        }

        @Test("setContainedViewControllers replaces the tabs")
        func tabBarSetsTabs() async {
            let tabBar = UITabBarController()
            tabBar.viewControllers = [UIViewController()]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            let replacement = [UIViewController(), UIViewController()]
            let completion = ProbeCompletion()

            TabBarControllerAdapter(with: tabBar).setContainedViewControllers(replacement, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(tabBar.viewControllers ?? [] == replacement)
        }

        @Test("An expanded split shows, and so makes visible, both columns")
        func splitExpandedShowsBothColumns() async {
            let primary = UINavigationController(rootViewController: UIViewController())
            let secondary = UIViewController()
            let split = UISplitViewController()
            split.viewControllers = [primary, secondary]
            await HeadlessRuntime.shared.showInFreshWindow(split)

            let adapter = SplitControllerAdapter(with: split)
            #expect(adapter.visibleViewControllers == [primary, secondary])
            #expect(adapter.containedViewControllers == [primary, secondary])
        }

        @Test("A collapsed split shows only the primary column, which holds the folded secondary")
        func splitCollapsedShowsOneColumn() async {
            let primary = UINavigationController(rootViewController: UIViewController())
            let secondary = UIViewController()
            let split = UISplitViewController()
            split.viewControllers = [primary, secondary]
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()

            let adapter = SplitControllerAdapter(with: split)
            #expect(split.isCollapsed)
            #expect(adapter.visibleViewControllers == [primary])
            #expect(!adapter.isVisible(secondary))
            #expect(primary.topViewController === secondary)
        }

        @Test("makeVisible succeeds for a column and fails for a stranger")
        func splitMakeVisible() async {
            let primary = UIViewController()
            let split = UISplitViewController()
            split.viewControllers = [primary, UIViewController()]
            await HeadlessRuntime.shared.showInFreshWindow(split)
            let member = ProbeCompletion()
            let stranger = ProbeCompletion()

            SplitControllerAdapter(with: split).makeVisible(primary, animated: true, completion: member.handler)
            SplitControllerAdapter(with: split).makeVisible(UIViewController(), animated: true, completion: stranger.handler)

            #expect(member.succeeded)
            #expect(stranger.failedWithCompositionError)
        }

        @Test("setContainedViewControllers shows a new detail through showDetailViewController when the primary is unchanged")
        func splitSetUsesShowDetailForANewDetail() async {
            let primary = UINavigationController(rootViewController: UIViewController())
            let split = UISplitViewController()
            let recorder = ShowDetailRecorder()
            split.delegate = recorder
            split.viewControllers = [primary, UIViewController()]
            await HeadlessRuntime.shared.showInFreshWindow(split)
            let detail = UIViewController()
            let completion = ProbeCompletion()

            SplitControllerAdapter(with: split).setContainedViewControllers([primary, detail], animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(recorder.shownDetails == [detail])
            #expect(split.viewControllers == [primary, detail])
        }

        @Test("setContainedViewControllers replaces the columns when the primary changes")
        func splitSetReplacesColumnsForANewPrimary() async {
            let split = UISplitViewController()
            let recorder = ShowDetailRecorder()
            split.delegate = recorder
            split.viewControllers = [UIViewController(), UIViewController()]
            await HeadlessRuntime.shared.showInFreshWindow(split)
            let newColumns = [UIViewController(), UIViewController()]
            let completion = ProbeCompletion()

            SplitControllerAdapter(with: split).setContainedViewControllers(newColumns, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(recorder.shownDetails.isEmpty)
            #expect(split.viewControllers == newColumns)
        }
    }
}
