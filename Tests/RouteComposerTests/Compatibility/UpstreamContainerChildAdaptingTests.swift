import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// Upstream 2.x accepts a context transformer for container children of a CompleteFactoryAssembly,
// not only for plain ones: a tab bar whose tabs are navigation controllers titled from the
// tab bar's context.

private struct AdaptingTitleTask: ContextTask {
    func perform(on viewController: UINavigationController, with context: String) throws {
        viewController.title = context
    }
}

private struct AdaptingDescribe: ContextTransformer {
    let prefix: String
    func transform(_ context: Int) throws -> String { "\(prefix) \(context)" }
}

private struct AdaptingRefusal: ContextTransformer {
    struct Refused: Error {}
    func transform(_ context: Int) throws -> String { throw Refused() }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: container children with a context transformer")
    struct UpstreamContainerChildAdaptingTests {
        @Test("A container child takes its context from the transformer, appended or placed by its action, first or later in the chain")
        func containerChildrenAdaptContext() throws {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>())
                .with(NavigationControllerFactory<UINavigationController, String>(), adapting: AdaptingDescribe(prefix: "first"))
                .adding(AdaptingTitleTask())
                .with(
                    NavigationControllerFactory<UINavigationController, String>(), using: UITabBarController.add(at: 0),
                    adapting: AdaptingDescribe(prefix: "second")
                )
                .adding(AdaptingTitleTask())
                .with(NavigationControllerFactory<UINavigationController, String>(), adapting: AdaptingDescribe(prefix: "third"))
                .adding(AdaptingTitleTask())
                .assemble()

            let tabs = try factory.execute(with: 7)

            let titles = (tabs.viewControllers ?? []).map { $0.title }
            #expect(titles == ["second 7", "first 7", "third 7"])
            #expect((tabs.viewControllers ?? []).allSatisfy { $0 is UINavigationController })
        }

        @Test("The first container child's action is honoured when it adapts the context")
        func firstContainerChildActionHonoured() throws {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>())
                .with(ClassFactory<UIViewController, Int>())
                .with(
                    NavigationControllerFactory<UINavigationController, String>(), using: UITabBarController.add(at: 0),
                    adapting: AdaptingDescribe(prefix: "inserted")
                )
                .adding(AdaptingTitleTask())
                .assemble()
            let direct = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>())
                .with(
                    NavigationControllerFactory<UINavigationController, String>(), using: UITabBarController.add(),
                    adapting: AdaptingDescribe(prefix: "only")
                )
                .adding(AdaptingTitleTask())
                .assemble()

            let tabs = try factory.execute(with: 1)
            let single = try direct.execute(with: 2)

            #expect(tabs.viewControllers?.first?.title == "inserted 1")
            #expect(tabs.viewControllers?.count == 2)
            #expect(single.viewControllers?.map(\.title) == ["only 2"])
        }

        @Test("A throwing transformer of a container child aborts the build")
        func throwingTransformerAborts() {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Int>())
                .with(NavigationControllerFactory<UINavigationController, String>(), adapting: AdaptingRefusal())
                .assemble()

            #expect(throws: AdaptingRefusal.Refused.self) { try factory.execute(with: 1) }
        }
    }
}
