import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §8.2 and the issue's requirement: "A hierarchy of 100,000 controllers can be built and torn
    /// down; lookups are O(depth)".
    @MainActor
    @Suite("Model: scale")
    struct ScaleTests {
        /// Weak references to a sample of controllers, so a test can check they were released.
        struct Sample {
            weak var first: UIViewController?
            weak var middle: UIViewController?
            weak var last: UIViewController?
        }

        /// Builds `count` tallied controllers and installs them with setViewControllers, keeping
        /// no strong reference outside the navigation controller.
        private func fillStack(of navigation: UINavigationController, count: Int, tally: DeallocationTally) -> Sample {
            let controllers = (0..<count).map { _ in TalliedViewController(tally: tally) }
            navigation.setViewControllers(controllers, animated: false)
            return Sample(first: controllers.first, middle: controllers[count / 2], last: controllers.last)
        }

        @Test(
            "A navigation stack of 100,000 controllers is built in a window, popped to root and torn down",
            .timeLimit(.minutes(1)))
        func hundredThousandControllerStack() async throws {
            let count = 100_000
            let tally = DeallocationTally()
            var navigation: UINavigationController? = UINavigationController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(try #require(navigation))

            let sample = fillStack(of: try #require(navigation), count: count, tally: tally)
            await HeadlessRuntime.shared.waitUntilIdle()

            do {
                let stack = try #require(navigation)
                #expect(stack.viewControllers.count == count)
                let top = try #require(sample.last)
                #expect(stack.topViewController === top)
                #expect(top.navigationController === stack)
                #expect(top.viewIfLoaded?.window != nil)
                #expect(sample.middle?.isViewLoaded == false, "controllers below the top never load their views")

                let popped = stack.popToRootViewController(animated: false)
                #expect(popped?.count == count - 1)
            }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(navigation?.viewControllers.count == 1)
            #expect(navigation?.topViewController === sample.first)
            #expect(sample.middle == nil)
            #expect(sample.last == nil)
            #expect(tally.count == count - 1)

            navigation = nil
            // Stays: tearing the model down mid-test is how the last controllers are released and counted.
            await HeadlessRuntime.shared.reset()
            #expect(sample.first == nil)
            #expect(tally.count == count)
        }

        @Test(
            "A window holding a 100,000-controller stack releases all of it on reset()",
            .timeLimit(.minutes(1)))
        func hundredThousandControllerStackReleasedByReset() async {
            let count = 100_000
            let tally = DeallocationTally()
            let sample: Sample
            do {
                let navigation = UINavigationController()
                _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
                sample = fillStack(of: navigation, count: count, tally: tally)
                await HeadlessRuntime.shared.waitUntilIdle()
                #expect(navigation.viewControllers.count == count)
            }

            // Stays: reset() is what this test exercises.
            await HeadlessRuntime.shared.reset()

            #expect(sample.first == nil)
            #expect(sample.middle == nil)
            #expect(sample.last == nil)
            #expect(tally.count == count)
        }

        /// Builds `nav(container0 → container1 → … → deepest)`, `depth` custom containers deep.
        private func buildChain(depth: Int, tally: DeallocationTally) -> (navigation: UINavigationController, deepest: TalliedContainerController) {
            let top = TalliedContainerController(tally: tally)
            var current = top
            for _ in 1..<depth {
                let child = TalliedContainerController(tally: tally)
                current.embed(child)
                current = child
            }
            return (UINavigationController(rootViewController: top), current)
        }

        @Test(
            "Lookups from the deepest child of a 5,000-deep containment chain find the right ancestors",
            .timeLimit(.minutes(1)))
        func deepContainmentChainLookups() async throws {
            let depth = 5_000
            let tally = DeallocationTally()
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            let (navigation, deepest) = buildChain(depth: depth, tally: tally)

            root.present(navigation, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(deepest.navigationController === navigation)
            #expect(deepest.presentingViewController === root)
            #expect(deepest.presentedViewController == nil)
            #expect(deepest.tabBarController == nil)
            #expect(deepest.splitViewController == nil)
            #expect(root.presentedViewController === navigation)

            var depthCount = 0
            var ancestor: UIViewController? = deepest
            while let current = ancestor {
                depthCount += 1
                ancestor = current.parent
            }
            #expect(depthCount == depth + 1)

            let modal = UIViewController()
            navigation.present(modal, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(deepest.presentedViewController === modal, "presentedViewController walks the ancestors")
        }

        @Test(
            "A 5,000-deep containment chain can be dumped and torn down",
            .timeLimit(.minutes(1)))
        func deepContainmentChainTearDown() async {
            let depth = 5_000
            let tally = DeallocationTally()
            weak var weakDeepest: UIViewController?
            weak var weakNavigation: UINavigationController?
            do {
                let (navigation, deepest) = buildChain(depth: depth, tally: tally)
                weakDeepest = deepest
                weakNavigation = navigation
                _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)

                let lines = navigation.hierarchyDescription().split(separator: "\n")
                #expect(lines.count == depth + 1)
                #expect(lines.last?.hasSuffix("[0]: TalliedContainerController") == true)
            }

            // Stays: tearing the model down mid-test is how the chain is released and counted.
            await HeadlessRuntime.shared.reset()

            #expect(weakNavigation == nil)
            #expect(weakDeepest == nil)
            #expect(tally.count == depth)
        }

        /// Makes a tab bar controller with `count` tallied tabs, keeping no other reference to them.
        private func makeTabs(count: Int, tally: DeallocationTally) -> (tabs: UITabBarController, last: WeakTab) {
            let tabs = UITabBarController()
            let controllers = (0..<count).map { _ in TalliedViewController(tally: tally) }
            tabs.viewControllers = controllers
            return (tabs, WeakTab(controller: controllers.last))
        }

        struct WeakTab {
            weak var controller: UIViewController?
        }

        @Test(
            "A tab bar controller with 10,000 tabs selects the last one through the More list and is torn down",
            .timeLimit(.minutes(1)))
        func tenThousandTabs() async throws {
            let count = 10_000
            let tally = DeallocationTally()
            var tabs: UITabBarController?
            let last: WeakTab
            (tabs, last) = makeTabs(count: count, tally: tally)
            _ = await HeadlessRuntime.shared.showInFreshWindow(try #require(tabs))

            do {
                let bar = try #require(tabs)
                #expect(bar.viewControllers?.count == count)
                #expect(bar.selectedIndex == 0)

                bar.selectedIndex = count - 1
                await HeadlessRuntime.shared.waitUntilIdle()

                let lastTab = try #require(last.controller)
                #expect(bar.selectedIndex == count - 1)
                #expect(bar.selectedViewController === lastTab)
                #expect(lastTab.tabBarController === bar)
                #expect(lastTab.navigationController === bar.moreNavigationController)
                #expect(lastTab.viewIfLoaded?.window != nil)
            }

            tabs = nil
            // Stays: tearing the model down mid-test is how the tabs are released and counted.
            await HeadlessRuntime.shared.reset()

            #expect(last.controller == nil)
            #expect(tally.count == count)
        }

        // Takes many seconds in a debug build: the model removes tabs one at a time, each removal
        // scanning the remaining tabs, which is quadratic in the number of tabs.
        @Test(
            "Removing all 10,000 tabs with setViewControllers releases every tab",
            .timeLimit(.minutes(2)))
        func removingTenThousandTabs() async throws {
            let count = 10_000
            let tally = DeallocationTally()
            let (tabs, last) = makeTabs(count: count, tally: tally)
            _ = await HeadlessRuntime.shared.showInFreshWindow(tabs)

            tabs.viewControllers = []
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(tabs.viewControllers?.isEmpty == true)
            #expect(tabs.children.isEmpty)
            #expect(tabs.selectedViewController == nil)
            #expect(last.controller == nil)
            #expect(tally.count == count)
        }
    }
}
