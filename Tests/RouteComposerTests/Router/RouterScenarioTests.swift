import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// The router's walk: where it starts, what it clears, what it builds.
    @MainActor
    @Suite("DefaultRouter: scenarios")
    struct RouterScenarioTests {
        let runtime = HeadlessRuntime.shared
        let logger = RecordingLogger()

        private func router() -> DefaultRouter {
            DefaultRouter(logger: logger)
        }

        /// product: pushed into the navigation controller that shows a `ListViewController`.
        private func productAfterList(window: UIWindow) -> DestinationStep<ProductViewController, String> {
            let list = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>(),
                action: UINavigationController.push(), previous: list,
                contextTasks: [ContextTaskBox(ProductIDTask())])
            return Chain.destination(product)
        }

        @Test("The origin is at the top: the product is pushed onto its navigation controller")
        func originAtTop() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()

            try await router().navigate(to: productAfterList(window: window), with: "42", animated: true)

            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.viewControllers.first === list)
            let product = try #require(navigation.topViewController as? ProductViewController)
            #expect(product.productID == "42")
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("The origin is under a presented chain, which is dismissed first")
        func originUnderPresentedChain() async throws {
            let (window, tabs, navigation, _) = await runtime.showTabsWithList()
            let first = UIViewController()
            tabs.present(first, animated: false)
            await runtime.waitUntilIdle()
            first.present(UIViewController(), animated: false)
            await runtime.waitUntilIdle()

            try await router().navigate(to: productAfterList(window: window), with: "7", animated: true)

            #expect(tabs.presentedViewController == nil)
            #expect(navigation.topViewController is ProductViewController)
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("The origin is in a tab that is not selected, which gets selected")
        func originInUnselectedTab() async throws {
            let (window, tabs, navigation, _) = await runtime.showTabsWithList()
            tabs.selectedIndex = 0
            await runtime.waitUntilIdle()

            try await router().navigate(to: productAfterList(window: window), with: "1", animated: false)

            #expect(tabs.selectedViewController === navigation)
            #expect(navigation.topViewController is ProductViewController)
        }

        @Test("The origin is deep in a navigation stack, which is popped back to it before pushing")
        func originDeepInStack() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.pushViewController(UIViewController(), animated: false)
            await runtime.waitUntilIdle()

            try await router().navigate(to: productAfterList(window: window), with: "9", animated: true)

            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.viewControllers.first === list)
            #expect(navigation.topViewController is ProductViewController)
        }

        @Test("No step finds a controller to start from: a typed error, and nothing changes")
        func originNotFound() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            let missing = Chain.found(by: ClassFinder<LoginViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>(),
                action: UINavigationController.push(), previous: missing)

            #expect {
                try router().navigate(
                    to: Chain.destination(product, ProductViewController.self, context: String.self), with: "1", animated: false, completion: nil)
            } throws: { error in
                guard case RoutingError.initialController(.notFound, _) = error else { return false }
                return true
            }
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A context of the wrong type is rejected before anything happens, naming both types and the step")
        func contextTypeMismatch() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            let erased: DestinationStep<ProductViewController, Int> = productAfterList(window: window).unsafelyRewrapped()

            do {
                try router().navigate(to: erased, with: 5, animated: false, completion: nil)
                Issue.record("expected a type mismatch")
            } catch let RoutingError.typeMismatch(type, expected, context) {
                #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
                #expect(ObjectIdentifier(expected) == ObjectIdentifier(String.self))
                #expect(context.location?.stepIndex == 0)
                #expect(context.location?.factoryType?.contains("ClassFactory") == true)
                #expect(context.location?.actionType?.contains("PushAction") == true)
            }
            #expect(runtime.hierarchyDescription() == before)
        }
    }
}
