import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

/// A factory that conforms only to `AbstractFactory`: neither a `Factory` nor a `ContainerFactory`,
/// so nothing says how it builds.
struct AbstractOnlyFactory: AbstractFactory {
    typealias ViewController = ProductViewController
    typealias Context = String
}

extension RouteComposerTests {
    /// `StepAssembly(finder:factory:)` takes any `AbstractFactory`, so that the type checker tries
    /// one initializer, not one per kind of factory. A factory of neither kind must not pass for
    /// a `NilFactory`: the navigation fails, typed and named, before anything changes.
    @MainActor
    @Suite("DSL: a factory that is neither a Factory nor a ContainerFactory")
    struct UnbuildableFactoryTests {
        let runtime = HeadlessRuntime.shared

        @Test("The navigation fails while planning, naming the factory and what it should build, and the screen stays as it was")
        func failsTypedBeforeAnyChange() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let destination = StepAssembly(finder: NilFinder<ProductViewController, String>(), factory: AbstractOnlyFactory())
                .using(GeneralAction.presentModally())
                .from(GeneralStep.current(windowProvider: CustomWindowProvider(window: window)))
                .assemble()
            let before = runtime.hierarchyDescription()

            var thrown: Error?
            do {
                try await DefaultRouter(logger: nil).navigate(to: destination, with: "p1", animated: false)
            } catch {
                thrown = error
            }

            guard case RoutingError.compositionFailed(let context)? = thrown as? RoutingError else {
                Issue.record("expected compositionFailed, got \(String(describing: thrown))")
                return
            }
            #expect(context.debugDescription.contains("AbstractOnlyFactory"))
            #expect(context.debugDescription.contains("neither a Factory nor a ContainerFactory"))
            #expect(context.debugDescription.contains("ProductViewController"))
            #expect(context.location?.entityType?.contains("AbstractOnlyFactory") == true)
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
            #expect(root.presentedViewController == nil)
        }
    }
}
