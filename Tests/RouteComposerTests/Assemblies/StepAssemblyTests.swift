import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Configurations written with the assembly DSL, as apps write them.
    @MainActor
    @Suite("DSL: StepAssembly")
    struct StepAssemblyTests {
        let runtime = HeadlessRuntime.shared

        private func productInNewNavigation(_ window: UIWindow) -> DestinationStep<ProductViewController, String> {
            StepAssembly(
                finder: ClassFinder<ProductViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)),
                factory: ClassFactory<ProductViewController, String>()
            )
            .adding(ProductIDTask())
            .using(.push)
            .from(.navigationController)
            .using(.present)
            .from(.current(windowProvider: CustomWindowProvider(window: window)))
            .assemble()
        }

        @Test("Push into a new navigation controller presented from the current screen: one presentation holding the product")
        func pushIntoNewNavigationPresented() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)

            try await DefaultRouter(logger: nil).navigate(to: productInNewNavigation(window), with: "p1", animated: true)

            let navigation = try #require(root.presentedViewController as? UINavigationController)
            let product = try #require(navigation.viewControllers.first as? ProductViewController)
            #expect(navigation.viewControllers.count == 1)
            #expect(product.productID == "p1")
        }

        @Test("Navigating again finds the product instead of building another, and applies the new context")
        func secondNavigationFindsTheProduct() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let destination = productInNewNavigation(window)
            try await DefaultRouter(logger: nil).navigate(to: destination, with: "p1", animated: false)
            let first = try #require((root.presentedViewController as? UINavigationController)?.topViewController as? ProductViewController)

            try await DefaultRouter(logger: nil).navigate(to: destination, with: "p2", animated: false)

            let again = try #require((root.presentedViewController as? UINavigationController)?.topViewController as? ProductViewController)
            #expect(again === first)
            #expect(again.productID == "p2")
        }

        @Test("A step with a finder and no factory is found after the steps before it built it (tab content)")
        func nilFactoryStepFindsWhatTheContainerBuilt() async throws {
            let window = await runtime.showInFreshWindow(UIViewController())
            let provider = CustomWindowProvider(window: window)
            let tabs = StepAssembly(
                finder: ClassFinder<UITabBarController, Any?>(options: .fullStack, windowProvider: provider),
                factory: TabBarControllerFactory<UITabBarController, Any?>(configuration: {
                    $0.viewControllers = [HomeViewController(), UINavigationController(rootViewController: ListViewController())]
                })
            )
            .using(.replaceRoot(windowProvider: provider))
            .from(.root(windowProvider: provider))
            .assemble()
            let list = StepAssembly(
                finder: ClassFinder<ListViewController, Any?>(options: .fullStack, windowProvider: provider),
                factory: NilFactory<ListViewController, Any?>()
            )
            .from(tabs)
            .assemble()

            try await DefaultRouter(logger: nil).navigate(to: list, animated: false)

            let root = try #require(window.rootViewController as? UITabBarController)
            #expect(root.selectedIndex == 1, "the found list is made visible: its tab gets selected")
        }

        @Test("ChainAssembly starts a chain whose destination is a container")
        func chainAssemblyFromIntermediateStep() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let navigation = ChainAssembly.from(NavigationControllerStep<UINavigationController, Any?>())
                .using(.present)
                .from(.current(windowProvider: CustomWindowProvider(window: window)))
                .assemble()
            let list = StepAssembly(finder: NilFinder<ListViewController, Any?>(), factory: ClassFactory<ListViewController, Any?>())
                .using(.push)
                .from(navigation)
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: list, animated: false)

            #expect((root.presentedViewController as? UINavigationController)?.topViewController is ListViewController)
        }

        @Test("Tabs are added with .addTab into a new tab bar controller that replaces the root")
        func addTabsIntoNewTabBar() async throws {
            let window = await runtime.showInFreshWindow(UIViewController())
            let provider = CustomWindowProvider(window: window)
            let tabBar = ChainAssembly.from(TabBarControllerStep<UITabBarController, Any?>())
                .using(.replaceRoot(windowProvider: provider))
                .from(.root(windowProvider: provider))
                .assemble()
            let home = StepAssembly(finder: NilFinder<HomeViewController, Any?>(), factory: ClassFactory<HomeViewController, Any?>())
                .using(.addTab)
                .from(tabBar)
                .assemble()
            let list = StepAssembly(finder: NilFinder<ListViewController, Any?>(), factory: ClassFactory<ListViewController, Any?>())
                .using(.addTab(at: 1))
                .from(home.expectingContainer())
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: list, animated: false)

            let tabs = try #require(window.rootViewController as? UITabBarController)
            #expect(tabs.viewControllers?.count == 2)
            #expect(tabs.viewControllers?.first is HomeViewController)
            #expect(tabs.viewControllers?.last is ListViewController)
            #expect(tabs.selectedViewController is ListViewController, "the destination is shown even though it is not the first tab")
        }
    }
}
