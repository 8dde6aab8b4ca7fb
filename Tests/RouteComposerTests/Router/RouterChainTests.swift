import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// The chain's own links: context conversion and switches, and the convenience entry points.
    @MainActor
    @Suite("DefaultRouter: chain links")
    struct RouterChainTests {
        let runtime = HeadlessRuntime.shared

        private struct Lookup: Error, Equatable {}

        /// A transformer from a numeric id to the string the product steps use.
        private struct IDToString: ContextTransformer {
            func transform(_ context: Int) throws -> String {
                guard context >= 0 else { throw Lookup() }
                return "id-\(context)"
            }
        }

        private func productStep(_ window: UIWindow, previous: StepLink? = nil) -> EntityStep {
            let list =
                previous ?? Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            return Chain.step(
                finder: NilFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>(),
                action: UINavigationController.push(), previous: list, contextTasks: [ContextTaskBox(ProductIDTask())])
        }

        @Test("A converting link gives the steps before it the context they need")
        func contextIsConverted() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let byNumber: DestinationStep<ProductViewController, Int> = Chain.destination(productStep(window), ProductViewController.self, context: String.self)
                .adaptingContext(using: IDToString())

            try await DefaultRouter(logger: nil).navigate(to: byNumber, with: 12, animated: false)

            #expect((navigation.topViewController as? ProductViewController)?.productID == "id-12")
        }

        @Test("A converting link that throws stops the navigation before anything changes")
        func conversionFailureChangesNothing() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            let byNumber: DestinationStep<ProductViewController, Int> = Chain.destination(productStep(window), ProductViewController.self, context: String.self)
                .adaptingContext(using: IDToString())

            let error = #expect(throws: (any Error).self) {
                try DefaultRouter(logger: nil).navigate(to: byNumber, with: -1, animated: false, completion: nil)
            }
            let location = expectAppError(error, Lookup(), in: .preparation)
            #expect(location?.entityType == typeName(IDToString.self))
            #expect(location?.stepIndex == 0, "the converted context is for the destination's step")
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A switch resolves with the context of the moment, and only when the walk reaches it")
        func switchResolvesLazily() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            var askedWith: [String] = []
            let listChain = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let switcher = SwitchStep(
                resolvers: [
                    { context in
                        askedWith.append((context.value as? String) ?? "?")
                        return (context.value as? String) == "list" ? listChain : nil
                    }
                ], description: "test switch")
            let product = productStep(window, previous: switcher)

            try await DefaultRouter(logger: nil).navigate(
                to: Chain.destination(product, ProductViewController.self, context: String.self),
                with: "list", animated: false)
            #expect(askedWith == ["list"])
            #expect(navigation.topViewController is ProductViewController)

            #expect(throws: RoutingError.self) {
                try DefaultRouter(logger: nil).navigate(
                    to: Chain.destination(product, ProductViewController.self, context: String.self),
                    with: "other", animated: false, completion: nil)
            }
            #expect(askedWith == ["list", "other"])
        }

        @Test("A finder that throws stops the navigation before anything changes")
        func throwingFinderChangesNothing() async throws {
            let (_, _, _, _) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            let throwing = Chain.found(by: ThrowingFinder())
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: throwing)

            let error = #expect(throws: (any Error).self) {
                try DefaultRouter(logger: nil).navigate(
                    to: Chain.destination(product, ProductViewController.self, context: Any?.self),
                    animated: false, completion: nil)
            }
            let location = expectAppError(error, ThrowingFinder.Broken(), in: .search)
            #expect(location?.stepIndex == 1)
            #expect(location?.finderType == typeName(ThrowingFinder.self))
            #expect(location?.entityType == typeName(ThrowingFinder.self))
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("An action that completes twice: the second call is ignored with a warning")
        func actionDoubleCompletionIsIgnored() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let logger = RecordingLogger()
            let list = Chain.found(by: ClassFinder<ListViewController, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: TwiceCompletingPush(), previous: list)
            var results: [RoutingResult] = []

            try DefaultRouter(logger: logger).navigate(
                to: Chain.destination(product, ProductViewController.self, context: Any?.self),
                animated: false
            ) { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            #expect(navigation.topViewController is ProductViewController)
            #expect(logger.warnings.contains { $0.contains("TwiceCompletingPush") && $0.contains("more than once") })
        }
    }
}

/// A finder that fails.
struct ThrowingFinder: Finder {
    struct Broken: Error, Equatable {}
    func findViewController(with context: Any?) throws -> ListViewController? { throw Broken() }
}

/// A push that reports success twice.
struct TwiceCompletingPush: ContainerAction {
    func perform(
        with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        existingController.pushViewController(viewController, animated: false)
        completion(.success)
        completion(.success)
    }
}
