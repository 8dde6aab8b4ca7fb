import Testing
@testable import RouteComposer
import HeadlessUIKit

/// App-style entities written without type aliases: their associated types must be inferred
/// from the methods they implement, as apps written for RouteComposer 2.x expect. If inference
/// breaks, this file stops compiling.
private final class InferredViewController: UIViewController {}
private final class InferredNavigationController: UINavigationController {}

private struct InferredFactory: Factory {
    func build(with context: String) throws -> InferredViewController { InferredViewController() }
}

private struct InferredPreparingFactory: Factory {
    var prepared = ""
    mutating func prepare(with context: Int) throws { prepared = "\(context)" }
    func build(with context: Int) throws -> InferredViewController { InferredViewController() }
}

private struct InferredContainerFactory: ContainerFactory {
    func build(with context: Void, integrating coordinator: ChildCoordinator) throws -> InferredNavigationController {
        InferredNavigationController()
    }
}

private struct InferredSimpleContainerFactory: SimpleContainerFactory {
    func build(with context: Void, integrating viewControllers: [UIViewController]) throws -> InferredNavigationController {
        InferredNavigationController()
    }
}

private struct InferredFinder: Finder {
    func findViewController(with context: String) throws -> InferredViewController? { nil }
}

private struct InferredStackFinder: StackIteratingFinder {
    let iterator: StackIterator
    func isTarget(_ viewController: InferredViewController, with context: String) -> Bool { true }
}

private struct InferredAction: Action {
    func perform(
        with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) { completion(.success) }
}

private struct InferredContainerAction: ContainerAction {
    func perform(
        with viewController: UIViewController, on existingController: UITabBarController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) { completion(.success) }
}

private struct InferredInterceptor: RoutingInterceptor {
    func perform(with context: String, completion: @escaping (RoutingResult) -> Void) { completion(.success) }
}

private struct InferredContextTask: ContextTask {
    func perform(on viewController: InferredViewController, with context: String) throws {}
}

private struct InferredPostTask: PostRoutingTask {
    func perform(on viewController: InferredViewController, with context: String, routingStack: [UIViewController]) {}
}

private struct InferredTransformer: ContextTransformer {
    func transform(_ context: Int) throws -> String { "\(context)" }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Entities: associated type inference")
    struct EntityInferenceTests {
        private func same(_ lhs: Any.Type, _ rhs: Any.Type) -> Bool { ObjectIdentifier(lhs) == ObjectIdentifier(rhs) }

        @Test("Factories infer their controller and context types from build(with:)")
        func factoriesInfer() {
            #expect(same(InferredFactory.ViewController.self, InferredViewController.self))
            #expect(same(InferredFactory.Context.self, String.self))
            #expect(same(InferredPreparingFactory.Context.self, Int.self))
            #expect(same(InferredContainerFactory.ViewController.self, InferredNavigationController.self))
            #expect(same(InferredSimpleContainerFactory.Context.self, Void.self))
        }

        @Test("Finders, actions, interceptors, tasks and transformers infer their types from their methods")
        func othersInfer() {
            #expect(same(InferredFinder.ViewController.self, InferredViewController.self))
            #expect(same(InferredStackFinder.Context.self, String.self))
            #expect(same(InferredAction.ViewController.self, UINavigationController.self))
            #expect(same(InferredContainerAction.ViewController.self, UITabBarController.self))
            #expect(same(InferredInterceptor.Context.self, String.self))
            #expect(same(InferredContextTask.ViewController.self, InferredViewController.self))
            #expect(same(InferredPostTask.Context.self, String.self))
            #expect(same(InferredTransformer.TargetContext.self, String.self))
        }
    }
}
