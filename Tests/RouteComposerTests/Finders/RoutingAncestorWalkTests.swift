import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// `firstRoutingAncestor` is the allocation-free walk the read-only checks of every navigation
    /// use; `routingAncestors` is the list the rest of the router reads. They must agree.
    @MainActor
    @Suite("The walk up the router's parents agrees with the list of them, and ends on loops")
    struct RoutingAncestorWalkTests {
        private let locator = DefaultContainerAdapterLocator()

        /// Every (child, ancestor) pair the walk hands out when nothing stops it.
        private func visits(from controller: UIViewController, limit: Int = 10_000) -> [(UIViewController, UIViewController)] {
            var seen: [(UIViewController, UIViewController)] = []
            _ = controller.firstRoutingAncestor(locator: locator) { child, ancestor, _ in
                seen.append((child, ancestor))
                return seen.count >= limit
            }
            return seen
        }

        /// Identity of two sequences, outside `#expect`, whose expansion of `elementsEqual(_:by:)`
        /// with `===` does not compile.
        private func same<L: Sequence, R: Sequence>(_ lhs: L, _ rhs: R) -> Bool where L.Element: UIViewController, R.Element: UIViewController {
            lhs.elementsEqual(rhs) { $0 === $1 }
        }

        /// Controllers whose router parent is the next one: `chain[0]` → `chain[1]` → ... → `last`.
        private func chain(of count: Int) -> [ProbeInterceptableViewController] {
            let controllers = (0..<count).map { _ in ProbeInterceptableViewController() }
            for (child, parent) in zip(controllers, controllers.dropFirst()) { child.customParent = parent }
            return controllers
        }

        @Test("Through built-in containers: the same ancestors as the list, nearest first, each with its child")
        func sameAsTheListThroughContainers() {
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(top, animated: false)
            let tabs = UITabBarController()
            tabs.setViewControllers([UIViewController(), navigation], animated: false)

            let walked = visits(from: top)
            let listed = top.routingAncestors(locator: locator)
            #expect(walked.count == 2)
            #expect(same(walked.map(\.1), listed))
            #expect(same(walked.map(\.0), [top, navigation]))
            #expect(visits(from: tabs).isEmpty)

            // Each container is handed with the adapter the walk made of it, which holds the child.
            var handed: [Bool] = []
            _ = top.firstRoutingAncestor(locator: locator) { child, _, adapter in
                handed.append(adapter?.contains(child) == true)
                return false
            }
            #expect(handed == [true, true])
        }

        @Test("An ancestor reached through an override, or that is no container, comes without an adapter")
        func noAdapterWithoutAContainer() {
            let controllers = chain(of: 3)
            var adapters: [Bool] = []
            _ = controllers[0].firstRoutingAncestor(locator: locator) { _, _, adapter in
                adapters.append(adapter != nil)
                return false
            }
            #expect(adapters == [false, false])

            let custom = ProbeCustomContainerViewController()
            let elsewhere = UIViewController()
            custom.overriddenParent = elsewhere
            let child = UIViewController()
            custom.addChild(child)
            var overridden: [(UIViewController, Bool)] = []
            _ = child.firstRoutingAncestor(locator: locator) { _, ancestor, adapter in
                overridden.append((ancestor, adapter != nil))
                return false
            }
            #expect(overridden.count == 1)
            #expect(overridden.first?.0 === elsewhere)
            #expect(overridden.first?.1 == false)
        }

        @Test("Chains of overridden parents, short and longer than the list's linear look-up, agree with the list", arguments: [1, 2, 15, 16, 17, 40])
        func sameAsTheListForLongChains(length: Int) {
            let controllers = chain(of: length + 1)
            let walked = visits(from: controllers[0])
            #expect(same(walked.map(\.1), controllers.dropFirst()))
            #expect(same(walked.map(\.1), controllers[0].routingAncestors(locator: locator)))
        }

        @Test(
            "A loop of overridden parents ends the walk, after every listed ancestor in order, and only listed ones come again",
            arguments: [(0, 1), (0, 2), (1, 1), (1, 3), (3, 5), (2, 16), (5, 17), (0, 33)])
        func loopsEnd(tail: Int, loop: Int) {
            // x0 → tail members → loop members → back to the first loop member.
            let controllers = chain(of: 1 + tail + loop)
            controllers[tail + loop].customParent = controllers[tail + 1]
            let listed = controllers[0].routingAncestors(locator: locator)
            #expect(listed.count == tail + loop)

            let walked = visits(from: controllers[0], limit: 100 * (tail + loop + 1))
            #expect(walked.count < 100 * (tail + loop + 1), "the walk went round the loop without end")
            #expect(same(walked.prefix(listed.count).map(\.1), listed))
            for (child, ancestor) in walked.dropFirst(listed.count) {
                #expect(listed.contains { $0 === ancestor })
                #expect(child.routingParent(locator: locator) === ancestor)
            }
        }

        @Test("A chain that leads back to where it started ends before the start", arguments: [1, 2, 7])
        func backToTheStart(length: Int) {
            let controllers = chain(of: length + 1)
            controllers[length].customParent = controllers[0]
            let walked = visits(from: controllers[0])
            #expect(same(walked.map(\.1), controllers.dropFirst()))
        }

        @Test("The walk stops at the first ancestor the check accepts and returns it")
        func stopsAtTheFirstMatch() {
            let controllers = chain(of: 6)
            var asked = 0
            let found = controllers[0].firstRoutingAncestor(locator: locator) { _, ancestor, _ in
                asked += 1
                return ancestor === controllers[3] || ancestor === controllers[4]
            }
            #expect(found === controllers[3])
            #expect(asked == 3)
            #expect(controllers[0].firstRoutingAncestor(locator: locator) { _, _, _ in false } == nil)
        }
    }
}
