import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("DefaultContainerAdapterLocator and dismissibility")
    struct ContainerAdapterLocatorTests {
        private let locator = DefaultContainerAdapterLocator()

        @Test("UIKit containers and their subclasses get the built-in adapters")
        func builtInAdapters() async throws {
            let child = UIViewController()
            let navigation = ProbeNavigationController(rootViewController: child)
            let tabBar = ProbeTabBarController()
            tabBar.viewControllers = [UIViewController()]
            let split = ProbeSplitViewController()

            let navigationAdapter = try locator.getAdapter(for: navigation)
            #expect(navigationAdapter is NavigationControllerAdapter<UINavigationController>)
            #expect(navigationAdapter.containedViewControllers == [child])
            #expect(try locator.getAdapter(for: tabBar) is TabBarControllerAdapter<UITabBarController>)
            #expect(try locator.getAdapter(for: split) is SplitControllerAdapter<UISplitViewController>)
        }

        @Test("A custom container supplies its own adapter")
        func customContainerAdapter() async throws {
            let container = ProbeCustomContainerViewController()
            let child = UIViewController()
            container.addChild(child)
            child.didMove(toParent: container)

            let adapter = try locator.getAdapter(for: container)
            #expect(adapter is ProbeContainerAdapter)
            #expect(adapter.containedViewControllers == [child])
        }

        @Test("A container without an adapter is a compositionFailed error, not a crash")
        func unknownContainerThrows() async {
            #expect {
                _ = try locator.getAdapter(for: ProbeAdapterlessContainerViewController())
            } throws: { ($0 as? RoutingError)?.isCompositionFailed == true }
        }

        @Test("A navigation controller can be dismissed only if every controller on its stack can")
        func navigationCanBeDismissed() async {
            let refusing = ProbeInterceptableViewController()
            refusing.allowsDismissal = false
            let navigation = UINavigationController()
            navigation.setViewControllers([refusing, UIViewController()], animated: false)
            #expect(!navigation.canBeDismissed)

            refusing.allowsDismissal = true
            #expect(navigation.canBeDismissed)
        }

        @Test("Containers answer for nested containers: a refusing controller in an unselected tab's stack blocks the tab bar")
        func nestedContainersCanBeDismissed() async {
            let refusing = ProbeInterceptableViewController()
            refusing.allowsDismissal = false
            let tabBar = UITabBarController()
            tabBar.viewControllers = [UIViewController(), UINavigationController(rootViewController: refusing)]
            #expect(!tabBar.canBeDismissed)

            let split = UISplitViewController()
            split.viewControllers = [UIViewController(), UINavigationController(rootViewController: refusing)]
            #expect(!split.canBeDismissed)

            refusing.allowsDismissal = true
            #expect(tabBar.canBeDismissed)
            #expect(split.canBeDismissed)
        }

        @Test("An array can be dismissed unless one element refuses")
        func arrayCanBeDismissed() async {
            let refusing = ProbeInterceptableViewController()
            refusing.allowsDismissal = false
            #expect([UIViewController(), ProbeInterceptableViewController()].canBeDismissed)
            #expect(![UIViewController(), refusing].canBeDismissed)
            #expect([UIViewController]().canBeDismissed)
        }
    }
}
