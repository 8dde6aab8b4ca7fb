import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// §2.12: `UIViewController.findViewController(in:options:containerAdapterLocator:using:)`.
    @MainActor
    @Suite("Stack search")
    struct FindViewControllerTests {
        /// A window root presenting a controller that presents another, settled.
        private func presentedChain() async -> (UIViewController, UIViewController, UIViewController) {
            await UIViewController.probePresentedChain()
        }

        private func find(
            in start: UIViewController, _ options: SearchOptions,
            _ predicate: (UIViewController) -> Bool
        ) throws -> UIViewController? {
            try UIViewController.findViewController(
                in: start, options: options,
                containerAdapterLocator: DefaultContainerAdapterLocator(), using: predicate)
        }

        @Test(".current tests only the controller itself")
        func currentTestsTheControllerItself() async throws {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)

            #expect(try find(in: navigation, .current) { $0 === navigation } === navigation)
            #expect(try find(in: navigation, .current) { $0 === child } == nil)
            #expect(try find(in: navigation, [.contained]) { $0 === navigation } == nil)
        }

        @Test("In a navigation controller .visible reaches only the top, .contained every child")
        func navigationVisibleVersusContained() async throws {
            let bottom = UIViewController()
            let top = UIViewController()
            let navigation = UINavigationController()
            navigation.setViewControllers([bottom, top], animated: false)

            #expect(try find(in: navigation, .currentVisibleOnly) { $0 === top } === top)
            #expect(try find(in: navigation, .currentVisibleOnly) { $0 === bottom } == nil)
            #expect(try find(in: navigation, .currentAllStack) { $0 === bottom } === bottom)
        }

        @Test("Visible children are searched before the other contained ones")
        func visibleChildrenComeFirst() async throws {
            let bottom = ProbeViewController()
            let top = ProbeViewController()
            let navigation = UINavigationController()
            navigation.setViewControllers([bottom, top], animated: false)

            #expect(try find(in: navigation, .currentAllStack) { $0 is ProbeViewController } === top)
        }

        @Test("In a tab bar controller .visible reaches only the selected tab, .contained every tab")
        func tabBarVisibleVersusContained() async throws {
            let first = UIViewController()
            let second = UIViewController()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first, second]
            tabBar.selectedViewController = first

            #expect(try find(in: tabBar, .currentVisibleOnly) { $0 === second } == nil)
            #expect(try find(in: tabBar, .currentVisibleOnly) { $0 === first } === first)
            #expect(try find(in: tabBar, .currentAllStack) { $0 === second } === second)
        }

        @Test("Nested containers are searched visible-only when .visible is set, even with .contained")
        func nestedContainersAreVisibleOnly() async throws {
            let hidden = UIViewController()
            let shownTop = UIViewController()
            let otherTop = UIViewController()
            let selectedNavigation = UINavigationController()
            selectedNavigation.setViewControllers([hidden, shownTop], animated: false)
            let otherNavigation = UINavigationController(rootViewController: otherTop)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [selectedNavigation, otherNavigation]
            tabBar.selectedViewController = selectedNavigation

            let visibleAndContained: SearchOptions = [.current, .visible, .contained]
            #expect(try find(in: tabBar, visibleAndContained) { $0 === hidden } == nil)
            // The unselected tab is a contained candidate; inside it, its visible top is reachable.
            #expect(try find(in: tabBar, visibleAndContained) { $0 === otherTop } === otherTop)
            #expect(try find(in: tabBar, .currentAllStack) { $0 === hidden } === hidden)
        }

        @Test(".presented climbs the presented chain, .presenting walks down it")
        func presentedAndPresentingChains() async throws {
            let (root, _, top) = await presentedChain()

            #expect(try find(in: root, [.current, .presented]) { $0 === top } === top)
            #expect(try find(in: root, .current) { $0 === top } == nil)
            #expect(try find(in: top, [.current, .presenting]) { $0 === root } === root)
            #expect(try find(in: top, [.current, .presented]) { $0 === root } == nil)
        }

        @Test("Going down through .presenting never turns back up through .presented")
        func presentingDoesNotSearchPresented() async throws {
            let (root, middle, top) = await presentedChain()

            #expect(try find(in: middle, [.current, .presented, .presenting]) { $0 === root } === root)
            #expect(try find(in: middle, [.current, .presenting]) { $0 === top } == nil)
        }

        @Test("Contained children's presented controllers are searched with .presented")
        func presentedFromAChild() async throws {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let modal = ProbeViewController()
            await child.probePresent(modal)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(try find(in: navigation, .currentAndUp) { $0 === modal } === modal)
        }

        @Test("A controller being dismissed is skipped with everything above it")
        func skipsControllersBeingDismissed() async throws {
            let (root, presented, above) = await presentedChain()

            root.dismiss(animated: true)
            #expect(presented.isBeingDismissed)

            #expect(try find(in: root, [.current, .presented]) { $0 === presented } == nil)
            #expect(try find(in: root, [.current, .presented]) { $0 === above } == nil)
            #expect(try find(in: presented, .current) { _ in true } == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
        }

        @Test(".parent searches the parents")
        func parentSearchesParents() async throws {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [navigation]

            #expect(try find(in: child, [.current, .parent]) { $0 === tabBar } === tabBar)
            #expect(try find(in: child, .current) { $0 === navigation } == nil)
        }

        @Test(".parent follows a RoutingInterceptable controller's overridden parent")
        func parentFollowsOverriddenParentOfInterceptable() async throws {
            let stranger = ProbeOtherViewController()
            let controller = ProbeInterceptableViewController()
            controller.customParent = stranger

            #expect(try find(in: controller, [.current, .parent]) { $0 is ProbeOtherViewController } === stranger)
        }

        @Test(".parent follows a container adapter's overridden parent instead of the container")
        func parentFollowsAdapterOverride() async throws {
            let container = ProbeCustomContainerViewController()
            let child = UIViewController()
            container.addChild(child)
            child.didMove(toParent: container)
            let substitute = ProbeOtherViewController()
            container.overriddenParent = substitute

            #expect(try find(in: child, [.current, .parent]) { $0 === substitute } === substitute)
            #expect(try find(in: child, [.current, .parent]) { $0 === container } == nil)
        }

        @Test("A container without an adapter makes the search throw compositionFailed")
        func containerWithoutAdapterThrows() async throws {
            let container = ProbeAdapterlessContainerViewController()

            #expect {
                _ = try find(in: container, .currentAllStack) { _ in false }
            } throws: { error in
                (error as? RoutingError)?.isCompositionFailed == true
            }
        }

        @Test("A custom container's children are reached through its adapter")
        func customContainerChildren() async throws {
            let container = ProbeCustomContainerViewController()
            let shown = UIViewController()
            let hidden = ProbeViewController()
            for child in [shown, hidden] {
                container.addChild(child)
                child.didMove(toParent: container)
            }
            container.shownChildren = [shown]

            #expect(try find(in: container, .currentVisibleOnly) { $0 === hidden } == nil)
            #expect(try find(in: container, .currentAllStack) { $0 === hidden } === hidden)
        }
    }
}
