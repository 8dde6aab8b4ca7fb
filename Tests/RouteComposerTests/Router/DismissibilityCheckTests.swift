import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// What a navigation removes must agree to go; the check reads the hierarchy in place, and the
    /// controller it names is the first that refuses, in the order the navigation would remove them.
    @MainActor
    @Suite("Dismissibility: the first refusing controller above the origin blocks the navigation")
    struct DismissibilityCheckTests {
        private let check = DismissibilityCheck(locator: DefaultContainerAdapterLocator())

        private func refusing(_ name: String) -> ProbeInterceptableViewController {
            let controller = ProbeInterceptableViewController()
            controller.allowsDismissal = false
            controller.title = name
            return controller
        }

        /// The controller the check's error names, nil when the check passes.
        private func blocker(from origin: UIViewController) -> String? {
            do {
                try check.verify(origin: origin, replacesRoot: false)
                return nil
            } catch RoutingError.cantBeDismissed(let context) {
                return context.location?.viewController
            } catch {
                Issue.record("unexpected error \(error)")
                return nil
            }
        }

        @Test("Nothing presented or stacked above the origin, or nothing refusing there: the check passes")
        func passes() {
            let origin = UIViewController()
            let navigation = UINavigationController(rootViewController: refusing("below"))
            navigation.pushViewController(origin, animated: false)
            #expect(blocker(from: origin) == nil)

            navigation.pushViewController(UIViewController(), animated: false)
            #expect(blocker(from: origin) == nil)
        }

        @Test("A refusing controller stacked above the origin blocks, the lowest one first")
        func stackedAboveBlocks() {
            let origin = UIViewController()
            let first = refusing("first")
            let navigation = UINavigationController(rootViewController: origin)
            navigation.setViewControllers([origin, UIViewController(), first, refusing("second")], animated: false)
            #expect(blocker(from: origin) == "\(first)")
        }

        @Test("Stacks are read from the nearest navigation controller outwards")
        func nearestStackFirst() {
            let origin = UIViewController()
            let inner = UINavigationController(rootViewController: origin)
            let innerBlocker = refusing("inner")
            inner.pushViewController(innerBlocker, animated: false)
            let outerBlocker = refusing("outer")
            let outer = UINavigationController(rootViewController: UIViewController())
            let holder = UITabBarController()
            holder.setViewControllers([inner], animated: false)
            outer.setViewControllers([holder, outerBlocker], animated: false)

            #expect(blocker(from: origin) == "\(innerBlocker)")
            inner.setViewControllers([origin], animated: false)
            #expect(blocker(from: origin) == "\(outerBlocker)")
        }

        @Test("What is presented above the origin is asked before what is stacked above it")
        func presentedBeforeStacked() async {
            let runtime = HeadlessRuntime.shared
            let origin = UIViewController()
            let stackedBlocker = refusing("stacked")
            let navigation = UINavigationController(rootViewController: origin)
            navigation.pushViewController(stackedBlocker, animated: false)
            runtime.makeKeyWindow(rootViewController: navigation)
            await runtime.waitUntilIdle()
            #expect(blocker(from: origin) == "\(stackedBlocker)")

            let presentedBlocker = refusing("presented")
            navigation.present(presentedBlocker, animated: false)
            await runtime.waitUntilIdle()
            #expect(blocker(from: origin) == "\(presentedBlocker)")
        }
    }
}
