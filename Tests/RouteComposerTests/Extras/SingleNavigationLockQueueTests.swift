import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

/// A router that completes at once and then throws, as a faulty router may.
@MainActor
private final class CompletingThenThrowingRouter: Router {
    var calls = 0

    func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool, completion: ((RoutingResult) -> Void)?
    ) throws {
        calls += 1
        completion?(.success)
        throw ExtrasError(tag: "after completing")
    }
}

extension RouteComposerTests {
    /// The lock is a `.reject` navigation queue that routers wrapping routers of any type submit to.
    @MainActor
    @Suite("Extras: SingleNavigationLock as a rejecting queue")
    struct SingleNavigationLockQueueTests {
        let runtime = HeadlessRuntime.shared

        @Test("Routers wrapping routers of different types exclude each other through one lock")
        func differentWrappedTypesShareOneLock() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let lock = SingleNavigationLock()
            let recording = ExtrasRecordingRouter()
            let first = SingleNavigationRouter(router: recording, lock: lock, logger: nil)
            let second = SingleNavigationRouter(router: DefaultRouter(logger: nil), lock: lock, logger: nil)
            let destination = ExtrasChains.productAfterList(window, context: Any?.self)

            try first.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            do {
                try second.navigate(to: destination, animated: false, completion: nil)
                Issue.record("expected a rejection")
            } catch {
                #expect(error.routingFailureReason == .navigationInProgress)
                #expect(error.compositionFailureMessage?.contains("Navigation is in progress") == true)
            }
            #expect(navigation.viewControllers.count == 1, "the refused router was not called")

            recording.complete()
            #expect(!lock.isNavigationInProgress)
            let recorder = ResultRecorder()
            try second.navigate(to: destination, animated: true) { recorder($0) }
            #expect(lock.isNavigationInProgress)
            #expect(throws: RoutingError.self) { try first.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil) }
            #expect(recording.contexts.count == 1)
            await runtime.waitUntilIdle()
            #expect(recorder.last?.isSuccessful == true)
            #expect(!lock.isNavigationInProgress)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test("A completion after the timeout frees neither the lock nor the navigation another router started since")
        func lateCompletionLeavesAnotherRoutersNavigation() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let lock = SingleNavigationLock()
            let clock = ManualNavigationClock()
            let recording = ExtrasRecordingRouter()
            let stalled = SingleNavigationRouter(router: recording, lock: lock, timeout: 5, logger: nil, clock: clock)
            let other = SingleNavigationRouter(router: DefaultRouter(logger: nil), lock: lock, logger: nil)
            let stalledResults = ResultRecorder()
            let otherResults = ResultRecorder()

            try stalled.navigate(to: ExtrasChains.windowRoot(window), animated: false) { stalledResults($0) }
            clock.advance(by: 5)
            #expect(stalledResults.last?.failureError?.routingFailureReason == .timedOut)
            try other.navigate(to: ExtrasChains.productAfterList(window, context: Any?.self), animated: true) { otherResults($0) }
            #expect(lock.isNavigationInProgress)

            recording.complete(.failure(ExtrasError(tag: "late")))
            #expect(stalledResults.count == 1, "the late completion is ignored")
            #expect(otherResults.count == 0)
            #expect(lock.isNavigationInProgress, "the late completion does not free the other router's navigation")
            #expect(throws: RoutingError.self) { try stalled.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil) }

            await runtime.waitUntilIdle()
            #expect(otherResults.last?.isSuccessful == true)
            #expect(!lock.isNavigationInProgress)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test("A wrapped router that completes and then throws: the completion counts once, the throw is rethrown, the lock is free")
        func completionThenThrow() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = CompletingThenThrowingRouter()
            let lock = SingleNavigationLock()
            let clock = ManualNavigationClock()
            let router = SingleNavigationRouter(router: wrapped, lock: lock, timeout: 1, logger: nil, clock: clock)
            let recorder = ResultRecorder()

            #expect(throws: ExtrasError(tag: "after completing")) {
                try router.navigate(to: ExtrasChains.windowRoot(window), animated: false) { recorder($0) }
            }
            #expect(recorder.count == 1)
            #expect(recorder.last?.isSuccessful == true)
            #expect(!lock.isNavigationInProgress)
            #expect(clock.pendingTimerCount == 0)
            #expect(throws: ExtrasError(tag: "after completing")) {
                try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            }
            #expect(wrapped.calls == 2, "the second navigation was not refused")
        }

        @Test("A refusal is logged as a warning and located in the preparation; the wrapped router's throw is not logged as one")
        func refusalIsLogged() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let logger = RecordingLogger()
            let wrapped = ExtrasRecordingRouter()
            let router = SingleNavigationRouter(router: wrapped, lock: SingleNavigationLock(), logger: logger)

            try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            do {
                try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
                Issue.record("expected a rejection")
            } catch let error as RoutingError {
                #expect(error.context.location?.phase == .preparation)
                #expect(error.routingFailureReason == .navigationInProgress)
            }
            #expect(logger.warnings == ["A navigation was rejected because another one is in progress."])

            wrapped.complete()
            wrapped.error = ExtrasError(tag: "thrown")
            #expect(throws: ExtrasError(tag: "thrown")) { try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil) }
            #expect(logger.warnings.count == 1)
        }

        @Test("A lock made off the main actor is shared by routers on it")
        func madeOffTheMainActor() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let lock = await Task.detached { SingleNavigationLock() }.value
            let wrapped = ExtrasRecordingRouter()
            let router = SingleNavigationRouter(router: wrapped, lock: lock, logger: nil)
            try router.navigate(to: ExtrasChains.windowRoot(window), animated: false, completion: nil)
            #expect(lock.isNavigationInProgress)
            wrapped.complete()
            #expect(!lock.isNavigationInProgress)
        }
    }
}
