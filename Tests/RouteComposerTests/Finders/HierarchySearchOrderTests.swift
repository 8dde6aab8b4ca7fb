import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// The stack search visits controllers in exactly the order of its straightforward recursive
    /// definition, kept here as the reference, whatever it learns on the way to go faster.
    @MainActor
    @Suite("Stack search order")
    struct HierarchySearchOrderTests {
        private final class PlainA: UIViewController {}
        private final class PlainB: UIViewController {}
        private final class TabsSubclass: UITabBarController {}

        /// The search as the library first defined it: recursive, one conformance lookup per controller.
        private static func reference(
            in viewController: UIViewController, options: SearchOptions, locator: ContainerAdapterLocator,
            _ predicate: (UIViewController) -> Bool
        ) throws -> UIViewController? {
            guard !viewController.isBeingDismissed else { return nil }
            if options.contains(.current), predicate(viewController) { return viewController }
            if options.contains(.parent), let parent = viewController.routingParent(locator: locator),
                let found = try reference(in: parent, options: [.current, .parent], locator: locator, predicate)
            {
                return found
            }
            if let container = viewController as? ContainerViewController, options.contains(.visible) || options.contains(.contained) {
                let adapter = try locator.getAdapter(for: container)
                var childOptions: SearchOptions = options.contains(.visible) ? [.current, .visible] : [.current, .contained]
                if options.contains(.presented) { childOptions.insert(.presented) }
                let visible = adapter.visibleViewControllers
                for child in visible {
                    if let found = try reference(in: child, options: childOptions, locator: locator, predicate) { return found }
                }
                if options.contains(.contained) {
                    for child in adapter.containedViewControllers where !visible.contains(where: { $0 === child }) {
                        if let found = try reference(in: child, options: childOptions, locator: locator, predicate) { return found }
                    }
                }
            }
            if options.contains(.presented), let presented = viewController.presentedViewController,
                let found = try reference(in: presented, options: options.subtracting(.presenting), locator: locator, predicate)
            {
                return found
            }
            if options.contains(.presenting), let presenting = viewController.presentingViewController,
                let found = try reference(in: presenting, options: options.subtracting(.presented), locator: locator, predicate)
            {
                return found
            }
            return nil
        }

        /// Runs both searches from `start` with `options`, once finding nothing and once for each
        /// controller seen, and compares every visit and the result.
        private func expectSameOrder(from start: UIViewController, _ options: SearchOptions) throws {
            let locator = DefaultContainerAdapterLocator()
            var everything: [UIViewController] = []
            _ = try Self.reference(in: start, options: options, locator: locator) {
                everything.append($0)
                return false
            }
            for target in [nil] + everything {
                var expected: [ObjectIdentifier] = []
                var actual: [ObjectIdentifier] = []
                let expectedFound = try Self.reference(in: start, options: options, locator: locator) {
                    expected.append(ObjectIdentifier($0))
                    return $0 === target
                }
                let found = try UIViewController.findViewController(in: start, options: options, containerAdapterLocator: locator) {
                    actual.append(ObjectIdentifier($0))
                    return $0 === target
                }
                #expect(actual == expected, "visits differ with \(options) for target \(String(describing: target))")
                #expect(found === expectedFound)
            }
        }

        /// Tabs holding runs of one class next to containers and subclasses of containers, a stack
        /// inside, and a presented stack: every shape the search's shortcuts treat differently.
        private func mixedHierarchy() async -> (root: UIViewController, inner: UINavigationController, presented: UINavigationController) {
            let inner = UINavigationController()
            inner.setViewControllers([PlainA(), PlainA(), PlainB(), PlainA()], animated: false)
            let nested = TabsSubclass()
            nested.setViewControllers([PlainA(), UINavigationController(rootViewController: PlainA()), PlainB()], animated: false)
            let root = UITabBarController()
            root.setViewControllers([PlainA(), PlainA(), inner, PlainA(), nested, PlainB(), PlainB()], animated: false)
            root.selectedIndex = 2
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = UINavigationController()
            presented.setViewControllers([PlainB(), PlainA(), PlainA()], animated: false)
            await inner.probePresent(presented)
            await HeadlessRuntime.shared.waitUntilIdle()
            return (root, inner, presented)
        }

        @Test("Every option set visits the same controllers in the same order as the reference search")
        func everyOptionSetKeepsTheOrder() async throws {
            let (root, inner, presented) = await mixedHierarchy()
            let optionSets: [SearchOptions] = [
                .current, .currentAllStack, .currentVisibleOnly, .allVisible, .fullStack, .currentAndUp, .currentAndDown,
                [.current, .parent], [.current, .contained, .parent, .presented],
            ]
            for options in optionSets {
                for start in [root, inner, inner.viewControllers[1], presented, presented.viewControllers[2]] {
                    try expectSameOrder(from: start, options)
                }
            }
        }
    }
}
