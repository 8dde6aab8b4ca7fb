import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// What happened, in order, shared by the closures of a test.
@MainActor
private final class OrderLog {
    var entries: [String] = []
}

extension RouteComposerTests {
    /// The wrapper's interceptors run by the router's executor, as a navigation's interceptors do.
    @MainActor
    @Suite("Extras: GlobalInterceptorRouter's interceptors run by the router's executor")
    struct GlobalInterceptorRouterRunTests {
        let runtime = HeadlessRuntime.shared

        @Test("Cancelling during the second interceptor ends the navigation at once; the late completion and the deadline do nothing")
        func cancellationDuringALaterInterceptor() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            let clock = ManualNavigationClock()
            var router = GlobalInterceptorRouter(router: wrapped, clock: clock)
            router.interceptorTimeout = 10
            var performed: [String] = []
            var pending: ((RoutingResult) -> Void)?
            router.addGlobal(InlineInterceptor<Any?> { (_: Any?) in performed.append("first") })
            router.addGlobal(
                InlineInterceptor<Any?> { _, completion in
                    performed.append("second")
                    pending = completion
                })
            router.addGlobal(InlineInterceptor<Any?> { (_: Any?) in performed.append("third") })

            let held = Task { @MainActor in try await router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false) }
            for _ in 0..<100 where pending == nil { await runtime.runTurns(1) }
            #expect(performed == ["first", "second"])
            #expect(clock.pendingTimerCount == 1, "the second interceptor's deadline")

            held.cancel()
            await #expect(throws: CancellationError.self) { try await held.value }
            #expect(clock.pendingTimerCount == 0, "the deadline ends with the run")
            pending?(.success)
            clock.advance(by: 60)
            #expect(performed == ["first", "second"], "nothing runs after a cancellation")
            #expect(wrapped.contexts.isEmpty)
        }

        @Test("A timed-out interceptor's error names it in the interception phase; its completion after the timeout is ignored")
        func timeoutIsLocatedAndLateCompletionIgnored() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            let clock = ManualNavigationClock()
            var router = GlobalInterceptorRouter(router: wrapped, clock: clock)
            router.interceptorTimeout = 3
            var pending: ((RoutingResult) -> Void)?
            router.addGlobal(InlineInterceptor<Any?> { _, completion in pending = completion })
            let recorder = ResultRecorder()

            try router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false) { recorder($0) }
            clock.advance(by: 3)

            let error = try #require(recorder.last?.failureError as? RoutingError)
            #expect(error.routingFailureReason == .timedOut)
            #expect(error.context.location?.phase == .interception)
            #expect(error.context.location?.entityType?.contains("InlineInterceptor") == true)
            #expect(error.context.location?.contextType == "Swift.Optional<Any>")
            pending?(.success)
            #expect(recorder.count == 1)
            #expect(wrapped.contexts.isEmpty)
        }

        @Test("Called from inside a running navigation's interceptor, what the wrapper hands on is nested in that navigation")
        func nestedInTheNavigationThatCalledIt() async throws {
            _ = await runtime.showInFreshWindow(UIViewController())
            let base = DefaultRouter(logger: nil)
            let order = OrderLog()
            var configured = GlobalInterceptorRouter(router: base)
            configured.addGlobal(InlineInterceptor<Any?> { (_: Any?) in order.entries.append("global") })
            let wrapper = configured
            let loginThroughWrapper = InlineInterceptor<Any?> { _, completion in
                order.entries.append("outer interceptor")
                wrapper.commitNavigation(to: TestShop.login, animated: false) { result in
                    order.entries.append(result.isSuccessful ? "login shown" : "login failed")
                }
                // Nested, the login runs now, and the outer navigation goes on only once it has ended.
                completion(.success)
            }

            base.commitNavigation(to: TestShop.settings(guardedBy: loginThroughWrapper), animated: false) { result in
                order.entries.append(result.isSuccessful ? "outer shown" : "outer failed")
            }
            await runtime.waitUntilIdle()

            #expect(order.entries == ["outer interceptor", "global", "login shown", "outer shown"])
        }
    }
}
