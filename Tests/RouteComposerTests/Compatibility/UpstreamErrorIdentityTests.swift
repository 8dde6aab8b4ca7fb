import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// Upstream's example app has a `FailingRouter` that ignores the error its login interceptor
// reports when the user cancels the login, by checking `error is FailingRouterIgnoreError`. In
// RouteComposer 2.x an app's own error reaches the completion and `catch` as itself; here too.

private struct LoginCancelled: Error, Equatable {}
private final class IdentityGuardedViewController: UIViewController {}

private final class MessageLog: Logger {
    private(set) var errors: [String] = []
    func log(_ message: LogMessage) {
        if case .error(let text) = message { errors.append(text) }
    }
}

@MainActor
private var identityGuarded: DestinationStep<IdentityGuardedViewController, Any?> {
    StepAssembly(finder: ClassFinder<IdentityGuardedViewController, Any?>(), factory: ClassFactory<IdentityGuardedViewController, Any?>())
        .adding(InlineInterceptor<Any?> { (_: Any?) throws in throw LoginCancelled() })
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()
}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: an app's own error reaches the caller as itself")
    struct UpstreamErrorIdentityTests {
        let runtime = HeadlessRuntime.shared

        @Test("An interceptor's error reaches the completion as itself, matched with `is`; its location is known")
        func interceptorErrorInCompletion() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let log = MessageLog()
            let router = DefaultRouter(logger: log)
            var failedEvent: NavigationEvent?
            let observation = router.observers.add { event in
                if event.kind == .failed { failedEvent = event }
            }
            var reported: Error?

            try router.navigate(to: identityGuarded, with: nil, animated: true) { result in
                if case .failure(let error) = result { reported = error }
            }
            await runtime.waitUntilIdle()

            let error = try #require(reported)
            #expect(error is LoginCancelled, "the error the interceptor threw, not a RoutingError around it: \(error)")
            #expect(!(error is RoutingError))
            let location = try #require(RoutingErrorLocation.of(error))
            #expect(location.phase == .interception)
            #expect(location.stepIndex == 0)
            #expect(location.entityType?.contains("InlineInterceptor") == true)
            #expect(location.finderType?.contains("ClassFinder") == true)
            #expect(failedEvent?.error is LoginCancelled)
            #expect(failedEvent?.location == location, "the observers' failed event carries the location")
            #expect(log.errors.contains { $0.contains(location.description) }, "the log names the location: \(log.errors)")
            #expect(root.presentedViewController == nil)
            withExtendedLifetime(observation) {}
        }

        @Test("An interceptor's error is caught as itself from the async navigate; its location is known")
        func interceptorErrorInCatch() async throws {
            await runtime.showInFreshWindow(UIViewController())
            let router = DefaultRouter(logger: nil)
            var caught: LoginCancelled?
            var location: RoutingErrorLocation?

            do {
                try await router.navigate(to: identityGuarded, with: nil, animated: true)
                Issue.record("the interceptor did not stop the navigation")
            } catch let error as LoginCancelled {
                caught = error
                location = RoutingErrorLocation.of(error)
            } catch {
                Issue.record("expected LoginCancelled itself, got \(error)")
            }

            #expect(caught == LoginCancelled())
            #expect(location?.phase == .interception)
            #expect(location?.entityType?.contains("InlineInterceptor") == true)
        }
    }
}
