import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Escape hatches on intermediate steps.
    @MainActor
    @Suite("DSL: intermediate step escape hatches")
    struct IntermediateStepTests {
        let runtime = HeadlessRuntime.shared

        private struct TitleNavigation: ContextTask {
            func perform(on viewController: UINavigationController, with context: String) throws {
                viewController.title = "for \(context)"
            }
        }

        @Test("An Any? container step adapted to a String chain keeps working, and tasks added after the adaptation run")
        func adaptedContainerStepRuns() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            let navigation: ActionToStepIntegrator<UINavigationController, String> =
                SingleContainerStep(finder: NilFinder<UINavigationController, Any?>(), factory: NavigationControllerFactory<UINavigationController, Any?>())
                .adaptingContext()
            navigation.adding(TitleNavigation())
            let product = StepAssembler<ProductViewController, String>()
                .finder(.nilFinder)
                .factory(.classFactory)
                .adding(ProductIDTask())
                .using(.push)
                .from(navigation)
                .using(.present)
                .from(.current)
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: product, with: "z", animated: false)

            let presented = try #require(root.presentedViewController as? UINavigationController)
            #expect(presented.title == "for z")
            #expect((presented.topViewController as? ProductViewController)?.productID == "z")
        }

        @Test("A plain action continues from a new intermediate step, whose from(_:) overload is disfavored")
        func plainActionFromIntermediateStep() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            let product = StepAssembler<ProductViewController, String>()
                .finder(.nilFinder)
                .factory(.classFactory)
                .adding(ProductIDTask())
                .using(.present)
                .from(.navigationController)
                .using(.present)
                .from(.current)
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: product, with: "q", animated: false)

            let navigation = try #require(root.presentedViewController as? UINavigationController)
            #expect((navigation.presentedViewController as? ProductViewController)?.productID == "q")
        }

        @Test("A plain step promised to be a container is checked when navigating: a lie is a typed error")
        func expectingContainerIsCheckedAtRuntime() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            let notANavigation: ActionToStepIntegrator<UINavigationController, Any?> =
                SingleStep(finder: NilFinder<ListViewController, Any?>(), factory: ClassFactory<ListViewController, Any?>())
                .expectingContainer()
            let product = StepAssembler<ProductViewController, Any?>()
                .finder(.nilFinder)
                .factory(.classFactory)
                .using(.push)
                .from(notANavigation)
                .using(.present)
                .from(.current)
                .assemble()

            await #expect(throws: RoutingError.self) {
                try await DefaultRouter(logger: nil).navigate(to: product, animated: false)
            }
        }
    }
}
