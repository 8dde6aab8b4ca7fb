import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Container factories that come with their own children.
    @MainActor
    @Suite("DSL: CompleteFactoryAssembly")
    struct CompleteFactoryAssemblyTests {
        let runtime = HeadlessRuntime.shared

        private struct TitleTask: ContextTask {
            let title: String
            func perform(on viewController: UINavigationController, with context: String) throws {
                viewController.title = "\(title) \(context)"
            }
        }

        private struct Length: ContextTransformer {
            func transform(_ context: String) throws -> Int { context.count }
        }

        private final class CountViewController: UIViewController {
            var count = 0
        }

        private struct CountTask: ContextTask {
            func perform(on viewController: CountViewController, with context: Int) throws {
                viewController.count = context
            }
        }

        @Test("Children are built in order with their tasks, and the first child's action is honoured")
        func childrenWithActionsAndTasks() throws {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, String>())
                .with(NavigationControllerFactory<UINavigationController, String>(), using: UITabBarController.add())
                .adding(TitleTask(title: "first"))
                .with(NavigationControllerFactory<UINavigationController, String>(), using: UITabBarController.add(at: 0))
                .adding(TitleTask(title: "second"))
                .assemble()

            let tabs = try factory.execute(with: "ctx")

            let titles = (tabs.viewControllers ?? []).map { $0.title }
            #expect(titles == ["second ctx", "first ctx"], "the second child was inserted before the first, as its action says")
        }

        @Test("A child can take a context made from the container's by a transformer")
        func adaptingChildContext() throws {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, String>())
                .with(ClassFactory<CountViewController, Int>(), adapting: Length())
                .adding(CountTask())
                .assemble()

            let tabs = try factory.execute(with: "four")

            #expect((tabs.viewControllers?.first as? CountViewController)?.count == 4)
        }

        @Test("The router's children come after the factory's own")
        func routerChildrenComeAfterOwn() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            let tabBar = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
                .with(ClassFactory<HomeViewController, Any?>())
                .assemble()
            let tabs = StepAssembler<UITabBarController, Any?>()
                .finder(.nilFinder)
                .factory(tabBar)
                .using(.present)
                .from(.current)
                .assemble()
            let list = StepAssembler<ListViewController, Any?>()
                .finder(.nilFinder)
                .factory(.classFactory)
                .using(.addTab)
                .from(tabs)
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: list, animated: false)

            let presented = try #require(root.presentedViewController as? UITabBarController)
            #expect(presented.viewControllers?.count == 2)
            #expect(presented.viewControllers?.first is HomeViewController)
            #expect(presented.selectedViewController is ListViewController)
        }
    }
}
