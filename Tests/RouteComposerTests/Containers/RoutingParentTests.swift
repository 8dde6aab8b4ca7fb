import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Routing parents: the walk up the parents asks each container's adapter for an override")
    struct RoutingParentTests {
        private final class NavigationSubclass: UINavigationController {}

        @Test("The default locator's built-in adapters name no other parent")
        func builtInAdaptersOverrideNoParent() throws {
            let containers: [UIViewController & ContainerViewController] = [
                UINavigationController(), NavigationSubclass(), UITabBarController(), UISplitViewController(),
            ]
            let locator = DefaultContainerAdapterLocator()
            for container in containers {
                #expect(try locator.getAdapter(for: container).overriddenParentViewController == nil, "\(container)")
            }
        }

        @Test("A built-in container's own parent override is its parent, subclasses included")
        func builtInContainersOwnParentIsTheirParent() {
            let tabs = UITabBarController()
            let containers: [UIViewController & RoutingInterceptable] = [
                UINavigationController(), NavigationSubclass(), UISplitViewController(),
            ]
            tabs.setViewControllers(containers, animated: false)
            for container in containers {
                #expect(isSame(container.overriddenParentViewController, tabs), "\(container)")
                #expect(isSame(container.routingParent(locator: DefaultContainerAdapterLocator()), tabs), "\(container)")
                #expect(isSame(container.routingParent(locator: ForwardingLocator()), tabs), "\(container)")
            }
        }

        /// Identity outside `#expect`, whose macro expansion of `===` between an existential and a
        /// main-actor class crashes the Swift 6.3.1 compiler.
        private func isSame(_ lhs: UIViewController?, _ rhs: UIViewController) -> Bool { lhs === rhs }

        @Test("A container whose adapter names another parent puts that parent in the walk")
        func adapterOverrideIsUsed() throws {
            let custom = ProbeCustomContainerViewController()
            let elsewhere = UIViewController()
            custom.overriddenParent = elsewhere
            let child = UIViewController()
            custom.addChild(child)
            #expect(child.routingParent(locator: DefaultContainerAdapterLocator()) === elsewhere)
        }

        @Test("Inside built-in containers the walk gives the UIKit parents, nearest first")
        func walkThroughBuiltInContainers() {
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: top)
            let tabs = UITabBarController()
            tabs.setViewControllers([UIViewController(), navigation], animated: false)
            let ancestors = top.routingAncestors(locator: DefaultContainerAdapterLocator())
            #expect(ancestors.count == 2)
            #expect(ancestors.first === navigation)
            #expect(ancestors.last === tabs)
        }
    }
}
