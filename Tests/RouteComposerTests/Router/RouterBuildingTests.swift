import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// How the router builds what is missing: container factories, batching, failures halfway.
    @MainActor
    @Suite("DefaultRouter: building")
    struct RouterBuildingTests {
        let runtime = HeadlessRuntime.shared
        let logger = RecordingLogger()

        private func router() -> DefaultRouter { DefaultRouter(logger: logger) }

        private func rootStep(_ window: UIWindow) -> StepLink {
            let root: DestinationStep<UIViewController, Any?> = GeneralStep.root(windowProvider: CustomWindowProvider(window: window))
            return root.head
        }

        /// A new navigation controller, never found, presented from `window`'s root.
        private func presentedNavigationStep(in window: UIWindow) -> EntityStep {
            Chain.containerStep(
                finder: NilFinder<UINavigationController, Any?>(),
                factory: NavigationControllerFactory<UINavigationController, Any?>(),
                action: GeneralAction.presentModally(), previous: rootStep(window))
        }

        @Test("A new navigation controller takes the pushes that follow it and is presented once, already holding them")
        func containerFactoryAbsorbsFollowingSteps() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let navigation = presentedNavigationStep(in: window)
            let list = Chain.step(
                finder: NilFinder<ListViewController, Any?>(), factory: ClassFactory<ListViewController, Any?>(),
                action: UINavigationController.push(), previous: navigation)
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: list)

            try await router().navigate(to: Chain.destination(product, ProductViewController.self, context: Any?.self), with: nil, animated: true)

            let presented = try #require(root.presentedViewController as? UINavigationController)
            #expect(presented.viewControllers.count == 2)
            #expect(presented.viewControllers.first is ListViewController)
            #expect(presented.topViewController is ProductViewController)
            await runtime.waitUntilIdle()
            #expect(runtime.warnings.isEmpty, "one presentation, no pushes during it")
        }

        @Test("Two pushes into an existing navigation controller become one setViewControllers")
        func consecutivePushesAreBatched() async throws {
            let list = ListViewController()
            let navigation = RecordingNavigationController(rootViewController: list)
            let window = await runtime.showInFreshWindow(navigation)
            navigation.pushCount = 0  // init(rootViewController:) pushes the root
            let origin = Chain.found(by: ClassFinder<ListViewController, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let first = Chain.step(
                finder: NilFinder<HomeViewController, Any?>(), factory: ClassFactory<HomeViewController, Any?>(),
                action: UINavigationController.push(), previous: origin)
            let second = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: first)

            try await router().navigate(to: Chain.destination(second, ProductViewController.self, context: Any?.self), with: nil, animated: true)

            #expect(navigation.viewControllers.count == 3)
            #expect(navigation.pushCount == 0)
            #expect(navigation.setCount == 1)
        }

        @Test("A factory that throws halfway ends the navigation with its own error, located, and the location in the log")
        func factoryFailsMidChain() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let navigation = presentedNavigationStep(in: window)
            let list = Chain.step(
                finder: NilFinder<ListViewController, Any?>(), factory: ClassFactory<ListViewController, Any?>(),
                action: GeneralAction.presentModally(), previous: navigation)
            let failing = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: FailingFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: list)

            let error = await #expect(throws: (any Error).self) {
                try await router().navigate(to: Chain.destination(failing, ProductViewController.self, context: Any?.self), with: nil, animated: false)
            }
            let location = expectAppError(error, FailingFactory<ProductViewController, Any?>.BuildFailed(), in: .building)
            #expect(location?.stepIndex == 0)
            #expect(location?.entityType == typeName(FailingFactory<ProductViewController, Any?>.self))
            #expect(logger.errors.contains { $0.contains("FailingFactory") && $0.contains("phase building, step 0") })
        }

        @Test("A context task that throws fails the navigation with its error")
        func contextTaskThrows() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let list = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>(),
                action: UINavigationController.push(), previous: list, contextTasks: [ContextTaskBox(ProductIDTask())])

            let error = await #expect(throws: (any Error).self) {
                try await router().navigate(to: Chain.destination(product, ProductViewController.self, context: String.self), with: "", animated: false)
            }
            let location = expectAppError(error, ProductIDTask.EmptyID(), in: .contextTask)
            #expect(location?.entityType == typeName(ProductIDTask.self))
            #expect(navigation.viewControllers.count == 1, "the failing controller was never integrated")
        }

        @Test("A factory that rejects the context in prepare stops the navigation before anything changes")
        func factoryPrepareRejects() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            let list = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, String>(), factory: RejectingFactory<ProductViewController, String>(),
                action: UINavigationController.push(), previous: list)

            let error = #expect(throws: (any Error).self) {
                try router().navigate(
                    to: Chain.destination(product, ProductViewController.self, context: String.self), with: "x", animated: false, completion: nil)
            }
            let location = expectAppError(error, RejectingFactory<ProductViewController, String>.Rejected(), in: .preparation)
            #expect(location?.entityType == typeName(RejectingFactory<ProductViewController, String>.self))
            #expect(logger.errors.contains { $0.contains("phase preparation, step 0") }, "the log names where the navigation could not start")
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("The window's root is replaced")
        func rootIsReplaced() async throws {
            let oldRoot = HomeViewController()
            let window = await runtime.showInFreshWindow(oldRoot)
            let login = Chain.step(
                finder: NilFinder<LoginViewController, Any?>(), factory: ClassFactory<LoginViewController, Any?>(),
                action: GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(window: window)), previous: rootStep(window))

            try await router().navigate(to: Chain.destination(login, LoginViewController.self, context: Any?.self), with: nil, animated: true)

            #expect(window.rootViewController is LoginViewController)
        }

        @Test("A real finder with no factory finds its controller after the steps before it built it")
        func finderFactorySubstitution() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let provider = CustomWindowProvider(window: window)
            let navigation = Chain.containerStep(
                finder: NilFinder<UINavigationController, Any?>(),
                factory: NavigationControllerFactory<UINavigationController, Any?>(configuration: { $0.viewControllers = [ListViewController()] }),
                action: GeneralAction.presentModally(), previous: rootStep(window))
            let list = Chain.found(by: ClassFinder<ListViewController, Any?>(options: .fullStack, windowProvider: provider), previous: navigation)

            try await router().navigate(to: Chain.destination(list, ListViewController.self, context: Any?.self), with: nil, animated: false)

            let presented = try #require(root.presentedViewController as? UINavigationController)
            #expect(presented.topViewController is ListViewController)
        }

        @Test("Post tasks run after success with the routing stack: the origin first, then what was built")
        func postTasksSeeRoutingStack() async throws {
            let (window, _, _, list) = await runtime.showTabsWithList()
            var seen: [(ProductViewController, [UIViewController])] = []
            let origin = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>(),
                action: UINavigationController.push(), previous: origin,
                postTasks: [PostTaskBox(RecordingPostTask<ProductViewController, String> { seen.append(($0, $1)) })])

            try await router().navigate(to: Chain.destination(product, ProductViewController.self, context: String.self), with: "3", animated: false)

            #expect(seen.count == 1)
            let stack = try #require(seen.first?.1)
            #expect(stack.first === list)
            #expect(stack.last === seen.first?.0)
        }
    }
}

/// Counts how a navigation controller was driven.
final class RecordingNavigationController: UINavigationController {
    var pushCount = 0
    var setCount = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushCount += 1
        super.pushViewController(viewController, animated: animated)
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        setCount += 1
        super.setViewControllers(viewControllers, animated: animated)
    }
}
