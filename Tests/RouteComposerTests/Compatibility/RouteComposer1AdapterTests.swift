import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// A RouteComposer 1.x app, written against the deprecated adapters in RouteComposer/Compatibility:
// a factory carrying its action, a container step created with its action, helpers named and
// typed the 1.x way, and a RoutingDestination handed to the router. Every declaration that uses a
// deprecated name is itself deprecated, which keeps the test target free of warnings.

final class Legacy1ProductViewController: UIViewController {
    var productID: UUID?
    var contextTaskRuns = 0
}

@MainActor
final class Legacy1Log {
    var interceptedDestinations: [UUID?] = []
    var postTaskDestinations: [UUID?] = []
    var postTaskStacks: [[UIViewController]] = []
    var refuse = false
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
struct Legacy1Destination: RoutingDestination {
    let finalStep: RoutingStep
    let context: Any?
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
final class Legacy1ProductFactory: Factory {
    let action: any Action

    init(action: any Action) {
        self.action = action
    }

    func build(with productID: UUID) throws -> Legacy1ProductViewController {
        let productViewController = Legacy1ProductViewController()
        productViewController.productID = productID
        return productViewController
    }
}

/// A 1.x factory that forgot its action (a class, as 1.x factories were).
final class Legacy1ActionlessFactory: Factory {
    func build(with productID: UUID) throws -> Legacy1ProductViewController {
        Legacy1ProductViewController()
    }
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
final class Legacy1ProductFinder: StackIteratingFinder {
    let options: SearchOptions

    init(options: SearchOptions = .currentAndUp) {
        self.options = options
    }

    func isTarget(_ productViewController: Legacy1ProductViewController, with productID: UUID) -> Bool {
        productViewController.productID == productID
    }
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
final class Legacy1PresentModally: Action {
    func perform(
        viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (_: ActionResult) -> Void
    ) {
        guard existingController.presentedViewController == nil else {
            completion(.failure("\(existingController) is already presenting a view controller."))
            return
        }
        existingController.present(viewController, animated: animated) {
            completion(.continueRouting)
        }
    }
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
final class Legacy1LoginInterceptor: RoutingInterceptor {
    let log: Legacy1Log

    init(log: Legacy1Log) {
        self.log = log
    }

    func execute(for destination: Legacy1Destination, completion: @escaping (_: InterceptorResult) -> Void) {
        log.interceptedDestinations.append(destination.context as? UUID)
        guard !log.refuse else {
            completion(.failure("User has not been logged in."))
            return
        }
        completion(.success)
    }
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
final class Legacy1ProductContextTask: ContextTask {
    func apply(on productViewController: Legacy1ProductViewController, with productID: UUID) {
        productViewController.productID = productID
        productViewController.contextTaskRuns += 1
    }
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
final class Legacy1ProductPostTask: PostRoutingTask {
    let log: Legacy1Log

    init(log: Legacy1Log) {
        self.log = log
    }

    func execute(on productViewController: Legacy1ProductViewController, for destination: Legacy1Destination, routingStack: [UIViewController]) {
        log.postTaskDestinations.append(destination.context as? UUID)
        log.postTaskStacks.append(routingStack)
    }
}

@available(*, deprecated, message: "a RouteComposer 1.x app on purpose")
@MainActor
enum Legacy1Configuration {
    /// The README's configuration, in its 1.x spelling.
    static func productDestination(with productID: UUID, log: Legacy1Log) -> Legacy1Destination {
        let productScreen = StepAssembly(finder: Legacy1ProductFinder(), factory: Legacy1ProductFactory(action: PushToNavigationAction()))
            .add(Legacy1LoginInterceptor(log: log))
            .add(Legacy1ProductContextTask())
            .add(Legacy1ProductPostTask(log: log))
            .from(NavigationControllerStep(action: Legacy1PresentModally()))
            .from(CurrentControllerStep())
            .assemble()
        return Legacy1Destination(finalStep: productScreen, context: productID)
    }

    /// A factory without an action, chained the 1.x way.
    static func actionlessDestination(with productID: UUID) -> Legacy1Destination {
        let screen = StepAssembly(finder: Legacy1ProductFinder(), factory: Legacy1ActionlessFactory())
            .from(NavigationControllerStep(action: Legacy1PresentModally()))
            .from(CurrentControllerStep())
            .assemble()
        return Legacy1Destination(finalStep: screen, context: productID)
    }

    /// A 1.x interceptor on a step navigated to the 2.x way, without a destination.
    static func productStep(log: Legacy1Log) -> DestinationStep<Legacy1ProductViewController, UUID> {
        StepAssembly(finder: Legacy1ProductFinder(), factory: Legacy1ProductFactory(action: PushToNavigationAction()))
            .add(Legacy1LoginInterceptor(log: log))
            .from(NavigationControllerStep(action: Legacy1PresentModally()))
            .from(CurrentControllerStep())
            .assemble()
    }

    static func navigate(_ destination: Legacy1Destination, router: DefaultRouter = DefaultRouter(logger: nil)) async -> RoutingResult {
        await withCheckedContinuation { continuation in
            router.navigate(to: destination, animated: false) { continuation.resume(returning: $0) }
        }
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: RouteComposer 1.x adapters navigate")
    struct RouteComposer1AdapterTests {
        let runtime = HeadlessRuntime.shared

        @available(*, deprecated, message: "exercises the 1.x adapters on purpose")
        @Test("A RoutingDestination with a factory carrying its action and a container step carrying its own navigates as the 1.x README says")
        func readmeConfigurationNavigates() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let log = Legacy1Log()
            let productID = UUID()

            let result = await Legacy1Configuration.navigate(Legacy1Configuration.productDestination(with: productID, log: log))

            #expect(result.isSuccessful)
            let navigation = try #require(root.presentedViewController as? UINavigationController, "presented by the 1.x action the container step carried")
            let product = try #require(navigation.viewControllers.first as? Legacy1ProductViewController, "pushed by the action the factory carried")
            #expect(navigation.viewControllers.count == 1)
            #expect(product.productID == productID)
            #expect(product.contextTaskRuns == 1, "the 1.x apply(on:with:) ran")
            #expect(log.interceptedDestinations == [productID], "the interceptor received the destination")
            #expect(log.postTaskDestinations == [productID], "the post-routing task received the destination")
            #expect(log.postTaskStacks.first?.contains { $0 === product } == true)

            // The finder's 1.x `options` are used: the product is found, not built again.
            let again = await Legacy1Configuration.navigate(Legacy1Configuration.productDestination(with: productID, log: log))
            #expect(again.isSuccessful)
            #expect(root.presentedViewController === navigation)
            #expect(navigation.viewControllers.count == 1)
            #expect(product.contextTaskRuns == 2)
        }

        @available(*, deprecated, message: "exercises the 1.x adapters on purpose")
        @Test("A 1.x interceptor's failure message stops the navigation before the screen changes")
        func interceptorMessageFailure() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let log = Legacy1Log()
            log.refuse = true

            let result = await Legacy1Configuration.navigate(Legacy1Configuration.productDestination(with: UUID(), log: log))

            let error = try #require(try? result.getError() as? RoutingError)
            guard case .generic(let context) = error else {
                Issue.record("expected a generic error, got \(error)")
                return
            }
            #expect(context.debugDescription.contains("User has not been logged in."))
            #expect(root.presentedViewController == nil)
        }

        @available(*, deprecated, message: "exercises the 1.x adapters on purpose")
        @Test("A 1.x chain whose factory carries no action fails, naming the factory")
        func actionlessFactoryFails() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)

            let result = await Legacy1Configuration.navigate(Legacy1Configuration.actionlessDestination(with: UUID()))

            let error = try #require(try? result.getError() as? RoutingError)
            guard case .compositionFailed(let context) = error else {
                Issue.record("expected a composition failure, got \(error)")
                return
            }
            #expect(context.debugDescription.contains("Legacy1ActionlessFactory carries no action"))
        }

        @available(*, deprecated, message: "exercises the 1.x adapters on purpose")
        @Test("A 1.x interceptor typed with the destination fails with a type mismatch when navigated to without one")
        func destinationHelperWithoutDestination() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let log = Legacy1Log()

            await #expect(throws: RoutingError.self) {
                try await DefaultRouter(logger: nil).navigate(to: Legacy1Configuration.productStep(log: log), with: UUID(), animated: false)
            }
            #expect(log.interceptedDestinations.isEmpty)
            #expect(root.presentedViewController == nil)
        }

        @available(*, deprecated, message: "exercises the 1.x adapters on purpose")
        @Test("2.x entities answer to their 1.x method names, and 1.x ones to their 2.x names")
        func namesAnswerBothWays() throws {
            let product = Legacy1ProductViewController()
            let id = UUID()
            try InlineContextTask<Legacy1ProductViewController, UUID> { viewController, context in viewController.productID = context }
                .apply(on: product, with: id)
            #expect(product.productID == id)
            try Legacy1ProductContextTask().perform(on: product, with: id)
            #expect(product.contextTaskRuns == 1)

            var intercepted: RoutingResult?
            InlineInterceptor<Int> { (_: Int) throws in }.execute(for: 1) { intercepted = $0 }
            #expect(intercepted?.isSuccessful == true)

            let failure: RoutingResult = .failure("message")
            #expect((try? failure.getError() as? RoutingError)?.description.contains("message") == true)
        }
    }
}
