import Testing
import RouteComposer
import HeadlessUIKit

// Entities whose one method is misspelt, so they implement neither the 2.x nor the 1.x name and
// run on the two defaults that call each other. They are deprecated so that the deprecation
// warning each conformance earns does not fail the warnings-as-errors test build.

@available(*, deprecated, message: "implements neither method name on purpose")
struct MisspeltAction: Action {
    typealias ViewController = UINavigationController
    func perfrom(with viewController: UIViewController, on existingController: UINavigationController) {}
}

@available(*, deprecated, message: "implements neither method name on purpose")
struct MisspeltInterceptor: RoutingInterceptor {
    typealias Context = Any?
}

@available(*, deprecated, message: "implements neither method name on purpose")
struct MisspeltContextTask: ContextTask {
    typealias ViewController = UIViewController
    typealias Context = Any?
}

@available(*, deprecated, message: "implements neither method name on purpose")
@MainActor
final class NeitherNameProbe {
    func actionResult() -> RoutingResult? {
        var result: RoutingResult?
        MisspeltAction().perform(with: UIViewController(), on: UINavigationController(), animated: false) { result = $0 }
        return result
    }

    func interceptorResult() -> RoutingResult? {
        var result: RoutingResult?
        MisspeltInterceptor().perform(with: nil) { result = $0 }
        return result
    }

    func contextTaskError() -> Error? {
        do {
            try MisspeltContextTask().perform(on: UIViewController(), with: nil)
            return nil
        } catch {
            return error
        }
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: an entity that implements neither method name")
    struct NeitherMethodNameTests {
        @available(*, deprecated, message: "uses entities that implement neither name")
        @Test("an action fails with an error naming both method names instead of recursing forever")
        func action() throws {
            let result = try #require(NeitherNameProbe().actionResult())
            guard case .failure(let error) = result else {
                Issue.record("the action succeeded")
                return
            }
            let message = "\(error)"
            #expect(message.contains("MisspeltAction"))
            #expect(message.contains("perform(with:on:animated:completion:)"))
            #expect(message.contains("perform(viewController:on:animated:completion:)"))
        }

        @available(*, deprecated, message: "uses entities that implement neither name")
        @Test("an interceptor fails the navigation once")
        func interceptor() throws {
            let result = try #require(NeitherNameProbe().interceptorResult())
            guard case .failure(let error) = result else {
                Issue.record("the interceptor let the navigation through")
                return
            }
            #expect("\(error)".contains("execute(for:completion:)"))
        }

        @available(*, deprecated, message: "uses entities that implement neither name")
        @Test("a context task throws")
        func contextTask() throws {
            let error = try #require(NeitherNameProbe().contextTaskError())
            #expect("\(error)".contains("MisspeltContextTask"))
            #expect(error is RoutingError)
        }
    }
}
