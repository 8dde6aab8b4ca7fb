import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: SingleNavigationRouter and SingleNavigationLock")
    struct SingleNavigationRouterTests {
        let runtime = HeadlessRuntime.shared

        @Test("A second navigation is rejected while the first runs; the lock is released when the first completes")
        func rejectsWhileInProgress() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            let lock = SingleNavigationLock()
            #expect(!lock.isNavigationInProgress)
            let router = SingleNavigationRouter(router: wrapped, lock: lock, logger: nil)
            let recorder = ResultRecorder()

            try router.navigate(to: ExtrasChains.windowRoot(window), animated: false) { recorder($0) }
            #expect(lock.isNavigationInProgress)
            do {
                try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
                Issue.record("expected a rejection")
            } catch {
                #expect(error.compositionFailureMessage?.contains("Navigation is in progress") == true)
            }
            #expect(wrapped.contexts.count == 1)

            wrapped.complete(.failure(ExtrasError(tag: "first")))
            #expect(!lock.isNavigationInProgress)
            #expect(recorder.last?.failureError as? ExtrasError == ExtrasError(tag: "first"))

            try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            #expect(wrapped.contexts.count == 2)
            wrapped.complete()
        }

        @Test("Routers sharing a lock exclude each other; routers with separate locks do not")
        func sharedLock() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let shared = SingleNavigationLock()
            let first = SingleNavigationRouter(router: ExtrasRecordingRouter(), lock: shared, logger: nil)
            let second = SingleNavigationRouter(router: ExtrasRecordingRouter(), lock: shared, logger: nil)
            let independent = SingleNavigationRouter(router: ExtrasRecordingRouter(), lock: SingleNavigationLock(), logger: nil)

            try first.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            #expect(throws: RoutingError.self) { try second.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil) }
            try independent.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
        }

        @Test("A synchronous throw of the wrapped router releases the lock and is rethrown; the completion is not called")
        func throwReleases() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            wrapped.error = ExtrasError(tag: "sync")
            let lock = SingleNavigationLock()
            let clock = ManualNavigationClock()
            let router = SingleNavigationRouter(router: wrapped, lock: lock, timeout: 1, logger: nil, clock: clock)
            let recorder = ResultRecorder()

            #expect(throws: ExtrasError(tag: "sync")) {
                try router.navigate(to: ExtrasChains.windowRoot(window), animated: false) { recorder($0) }
            }
            #expect(!lock.isNavigationInProgress)
            #expect(clock.pendingTimerCount == 0, "the timeout ends with the navigation")
            clock.advance(by: 10)
            #expect(recorder.count == 0)
        }

        @Test("A wrapped router that never completes fails after the timeout and frees the lock; its late completion is ignored")
        func timeoutReleases() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            let lock = SingleNavigationLock()
            let clock = ManualNavigationClock()
            let router = SingleNavigationRouter(router: wrapped, lock: lock, timeout: 2, logger: nil, clock: clock)
            let recorder = ResultRecorder()

            try router.navigate(to: ExtrasChains.windowRoot(window), animated: false) { recorder($0) }
            clock.advance(by: 1.999)
            #expect(recorder.count == 0)
            #expect(lock.isNavigationInProgress)
            clock.advance(by: 0.001)
            #expect(recorder.count == 1)
            #expect(!lock.isNavigationInProgress)
            #expect(recorder.last?.failureError?.compositionFailureMessage?.contains("did not complete within") == true)
            #expect(recorder.last?.failureError?.routingFailureReason == .timedOut)

            // A new navigation takes the lock; the stale completion must neither call back again nor free it.
            try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            #expect(lock.isNavigationInProgress)
            wrapped.complete()
            #expect(recorder.count == 1)
            #expect(lock.isNavigationInProgress)
            wrapped.complete()
            #expect(!lock.isNavigationInProgress)
        }

        @Test("With no timeout the lock is held until the wrapped router completes")
        func noTimeoutHolds() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            let lock = SingleNavigationLock()
            let clock = ManualNavigationClock()
            let router = SingleNavigationRouter(router: wrapped, lock: lock, timeout: nil, logger: nil, clock: clock)
            try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            #expect(clock.pendingTimerCount == 0)
            clock.advance(by: 100_000)
            #expect(lock.isNavigationInProgress)
            wrapped.complete()
            #expect(!lock.isNavigationInProgress)
        }

        @Test("Over a DefaultRouter: locked during the animated navigation, free once it has finished; add(...) forwards")
        func overDefaultRouter() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let lock = SingleNavigationLock()
            var router = SingleNavigationRouter(router: DefaultRouter(logger: nil), lock: lock, logger: nil)
            var intercepted = 0
            router.add(InlineInterceptor<Any?> { (_: Any?) in intercepted += 1 })
            var tasks = 0
            router.add(InlineContextTask<UIViewController, Any?> { _, _ in tasks += 1 })
            var posts = 0
            router.add(InlinePostTask<UIViewController, Any?> { _, _, _ in posts += 1 })
            let destination = ExtrasChains.productAfterList(window, context: Any?.self)
            let recorder = ResultRecorder()

            try router.navigate(to: destination, animated: true) { recorder($0) }
            #expect(lock.isNavigationInProgress)
            #expect(throws: RoutingError.self) { try router.navigate(to: destination, animated: true, completion: nil) }
            await runtime.waitUntilIdle()

            #expect(recorder.last?.isSuccessful == true)
            #expect(!lock.isNavigationInProgress)
            #expect(intercepted == 1)
            #expect(tasks > 0)
            #expect(posts > 0)
            #expect(navigation.viewControllers.count == 2)
            try await router.navigate(to: destination, animated: true)
            #expect(intercepted == 2)
        }
    }
}
