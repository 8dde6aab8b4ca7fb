import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The typed entry point and its shorthands.
    @MainActor
    @Suite("DSL: StepAssembler and shorthands")
    struct StepAssemblerTests {
        let runtime = HeadlessRuntime.shared

        @Test("A configuration written only in shorthands navigates: class finder, class factory, push, new navigation, present")
        func shorthandChain() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            let product = StepAssembler<ProductViewController, String>()
                .finder(.classFinder)
                .factory(.classFactory)
                .adding(ProductIDTask())
                .using(.push)
                .from(.navigationController)
                .using(.present)
                .from(.current)
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: product, with: "s1", animated: false)

            let navigation = try #require(root.presentedViewController as? UINavigationController)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "s1")
        }

        @Test("A context-checking finder finds the product showing the same id and builds for another")
        func classWithContextFinderShorthand() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            let product = StepAssembler<ContextualProductViewController, String>()
                .finder(.classWithContextFinder)
                .factory(
                    .build { id in
                        let controller = ContextualProductViewController()
                        controller.productID = id
                        return controller
                    }
                )
                .using(.push)
                .from(.navigationController)
                .using(.present(presentationStyle: .fullScreen))
                .from(.current)
                .assemble()
            let router = DefaultRouter(logger: nil)
            try await router.navigate(to: product, with: "a", animated: false)
            let first = try #require((root.presentedViewController as? UINavigationController)?.topViewController)

            try await router.navigate(to: product, with: "a", animated: false)
            #expect((root.presentedViewController as? UINavigationController)?.topViewController === first)

            try await router.navigate(to: product, with: "b", animated: false)
            // Nothing shows "b": a new navigation controller is presented from the current screen,
            // which is the first one.
            let second = try #require(root.presentedViewController?.presentedViewController as? UINavigationController)
            let shown = try #require(second.topViewController as? ContextualProductViewController)
            #expect(shown.productID == "b")
            #expect(shown !== first)
        }

        @Test("A storyboard factory shorthand builds the registered scene")
        func storyboardShorthand() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            UIStoryboard.register(name: "Shop", scenes: ["Login": { LoginViewController() }])
            let login = StepAssembler<LoginViewController, Void>()
                .finder(.nilFinder)
                .factory(.storyboardFactory(name: "Shop", identifier: "Login"))
                .using(.present)
                .from(.current)
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: login, animated: false)

            #expect(root.presentedViewController is LoginViewController)
            #expect(root.presentedViewController?.storyboard != nil)
        }
    }

    /// Switches between chains at navigation time.
    @MainActor
    @Suite("DSL: SwitchAssembly")
    struct SwitchAssemblyTests {
        let runtime = HeadlessRuntime.shared

        /// "Push onto the visible navigation controller if there is one, otherwise present a new one."
        private func product() -> DestinationStep<ProductViewController, String> {
            let visibleNavigation = StepAssembler<UINavigationController, String>()
                .finder(.classFinder(options: .currentVisibleOnly))
                .factory(.nilFactory)
                .from(GeneralStep.current())
                .assemble()
            let newNavigation = ChainAssembly.from(NavigationControllerStep<UINavigationController, String>())
                .using(.present)
                .from(.current)
                .assemble()
            let where_ = SwitchAssembly<UINavigationController, String>()
                .addCase(when: ClassFinder<UINavigationController, String>(options: .currentVisibleOnly), from: visibleNavigation)
                .assemble(default: newNavigation)
            return StepAssembler<ProductViewController, String>()
                .finder(.nilFinder)
                .factory(.classFactory)
                .adding(ProductIDTask())
                .using(.push)
                .from(where_)
                .assemble()
        }

        @Test("With a visible navigation controller the switch pushes onto it")
        func pushesOntoVisibleNavigation() async throws {
            let navigation = UINavigationController(rootViewController: ListViewController())
            await runtime.showInFreshWindow(navigation)

            try await DefaultRouter(logger: nil).navigate(to: product(), with: "x", animated: false)

            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.presentedViewController == nil)
        }

        @Test("Without one the switch falls back to presenting a new navigation controller")
        func presentsNewNavigationOtherwise() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)

            try await DefaultRouter(logger: nil).navigate(to: product(), with: "y", animated: false)

            let presented = try #require(root.presentedViewController as? UINavigationController)
            #expect((presented.topViewController as? ProductViewController)?.productID == "y")
        }

        @Test("Cases are tried in order with the context; the first that applies wins; a condition is evaluated at each navigation")
        func caseOrderAndConditions() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            var enabled = false
            let presentLogin = StepAssembler<LoginViewController, String>().finder(.nilFinder).factory(.classFactory).using(.present).from(.current).assemble()
            let presentList = StepAssembler<ListViewController, String>().finder(.nilFinder).factory(.classFactory).using(.present).from(.current).assemble()
            let chosen = SwitchAssembly<UIViewController, String>()
                .addCase(when: enabled, from: presentLogin.unsafelyRewrapped())
                .addCase { context in context == "list" ? presentList.unsafelyRewrapped() : nil }
                .addCase(when: { $0 == "login" }, from: presentLogin.unsafelyRewrapped())
                .assemble()
            let router = DefaultRouter(logger: nil)

            try await router.navigate(to: chosen, with: "list", animated: false)
            #expect(root.presentedViewController is ListViewController)
            root.dismiss(animated: false)
            await runtime.waitUntilIdle()

            enabled = true
            try await router.navigate(to: chosen, with: "list", animated: false)
            #expect(root.presentedViewController is LoginViewController, "the autoclosure case is re-evaluated and now comes first")
            root.dismiss(animated: false)
            await runtime.waitUntilIdle()

            enabled = false
            #expect(throws: RoutingError.self) {
                try router.navigate(to: chosen, with: "none", animated: false, completion: nil)
            }
        }
    }
}
