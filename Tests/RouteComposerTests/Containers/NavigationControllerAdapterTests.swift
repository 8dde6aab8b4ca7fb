import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("NavigationControllerAdapter")
    struct NavigationControllerAdapterTests {
        private func makeStack() async -> (UINavigationController, [UIViewController]) {
            let controllers = [UIViewController(), UIViewController(), UIViewController()]
            let navigation = UINavigationController()
            navigation.setViewControllers(controllers, animated: false)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            return (navigation, controllers)
        }

        @Test("The stack is contained; only its top is visible")
        func containedAndVisible() async {
            let (navigation, controllers) = await makeStack()
            let adapter = NavigationControllerAdapter(with: navigation)
            #expect(adapter.containedViewControllers == controllers)
            #expect(adapter.visibleViewControllers == [controllers[2]])
            #expect(adapter.contains(controllers[0]))
            #expect(!adapter.isVisible(controllers[0]))
        }

        @Test("makeVisible pops to the child and completes only after the animated pop ends")
        func makeVisiblePopsAndWaitsForTheTransition() async {
            let (navigation, controllers) = await makeStack()
            let completion = ProbeCompletion()

            NavigationControllerAdapter(with: navigation).makeVisible(controllers[0], animated: true, completion: completion.handler)

            #expect(navigation.viewControllers == [controllers[0]])
            #expect(navigation.transitionCoordinator != nil)
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.succeeded)
        }

        @Test("makeVisible without animation pops and completes at once")
        func makeVisibleWithoutAnimation() async {
            let (navigation, controllers) = await makeStack()
            let completion = ProbeCompletion()

            NavigationControllerAdapter(with: navigation).makeVisible(controllers[1], animated: false, completion: completion.handler)

            #expect(navigation.viewControllers == [controllers[0], controllers[1]])
            #expect(completion.succeeded)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.callCount == 1)
        }

        @Test("makeVisible of the top succeeds at once and changes nothing")
        func makeVisibleOfTheTop() async {
            let (navigation, controllers) = await makeStack()
            let completion = ProbeCompletion()

            NavigationControllerAdapter(with: navigation).makeVisible(controllers[2], animated: true, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(navigation.viewControllers == controllers)
            #expect(navigation.transitionCoordinator == nil)
        }

        @Test("makeVisible of a controller not on the stack fails with compositionFailed and changes nothing")
        func makeVisibleOfAStranger() async {
            let (navigation, controllers) = await makeStack()
            let completion = ProbeCompletion()

            NavigationControllerAdapter(with: navigation).makeVisible(UIViewController(), animated: true, completion: completion.handler)

            #expect(completion.failedWithCompositionError)
            #expect(navigation.viewControllers == controllers)
        }

        @Test("setContainedViewControllers replaces the stack and completes when the animated change ends")
        func setContainedWaitsForTheTransition() async {
            let (navigation, controllers) = await makeStack()
            let added = UIViewController()
            let completion = ProbeCompletion()

            NavigationControllerAdapter(with: navigation).setContainedViewControllers(
                [controllers[0], added], animated: true,
                completion: completion.handler)

            #expect(navigation.viewControllers == [controllers[0], added])
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.succeeded)
        }

        @Test("A deallocated navigation controller makes the adapter fail with compositionFailed")
        func deallocatedContainer() async {
            var navigation: UINavigationController? = UINavigationController(rootViewController: UIViewController())
            let adapter = NavigationControllerAdapter(with: navigation!)
            navigation = nil
            let visible = ProbeCompletion()
            let set = ProbeCompletion()

            adapter.makeVisible(UIViewController(), animated: false, completion: visible.handler)
            adapter.setContainedViewControllers([UIViewController()], animated: false, completion: set.handler)

            #expect(adapter.containedViewControllers.isEmpty)
            #expect(visible.failedWithCompositionError)
            #expect(set.failedWithCompositionError)
        }
    }
}
