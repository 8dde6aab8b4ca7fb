import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Every navigation ends: an action whose completion never comes fails at its deadline, UIKit's
    /// silent refusals become typed errors, and success means the destination is really shown.
    @MainActor
    @Suite("DefaultRouter: deadlines, refusals and the final check")
    struct NavigationDeadlineTests {
        let runtime = HeadlessRuntime.shared

        /// An action that reports success without integrating anything.
        private struct PretendingAction: Action {
            typealias ViewController = UIViewController
            func perform(
                with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
                completion: @escaping (RoutingResult) -> Void
            ) {
                completion(.success)
            }
        }

        private final class Payload {}

        private func login(using action: some Action) -> DestinationStep<ShopLoginViewController, Any?> {
            StepAssembler<ShopLoginViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .using(action)
                .from(.current)
                .assemble()
        }

        private func start() async -> UIWindow {
            await runtime.startLoadScenario()
        }

        @Test("An action that never completes fails at the action timeout, located at its step, and frees the queue")
        func actionTimesOut() async throws {
            _ = await start()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.actionTimeout = 5
            var result: RoutingResult?

            try router.navigate(to: login(using: SilentAction()), animated: false) { result = $0 }
            await runtime.waitUntilIdle()
            clock.advance(by: 4.9)
            #expect(result == nil)
            #expect(router.navigationQueue.isNavigating)
            clock.advance(by: 0.1)

            let error = try #require(result?.failureError)
            #expect(error.routingFailureReason == .timedOut)
            guard case .compositionFailed(let context)? = error as? RoutingError else {
                Issue.record("expected compositionFailed, got \(error)")
                return
            }
            #expect(context.location?.phase == .integration)
            #expect(context.location?.stepIndex == 0)
            #expect(context.location?.actionType?.contains("SilentAction") == true)
            #expect(clock.pendingTimerCount == 0)
            #expect(!router.navigationQueue.isNavigating)
        }

        @Test("With no action timeout the navigation waits, and no timer is kept")
        func noActionTimeout() async throws {
            _ = await start()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.actionTimeout = nil
            var result: RoutingResult?

            try router.navigate(to: login(using: SilentAction()), animated: false) { result = $0 }
            await runtime.waitUntilIdle()
            clock.advance(by: 1_000_000)

            #expect(result == nil)
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("Every deadline of a successful navigation is cancelled, and nothing it captured outlives it")
        func deadlinesEndWithTheNavigation() async throws {
            _ = await start()
            let clock = ManualNavigationClock()
            let router = DefaultRouter(logger: nil, clock: clock)
            var payload: Payload? = Payload()
            weak let watched = payload
            let guarded = StepAssembler<ShopSettingsViewController, Payload?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .adding(
                    InlineInterceptor<Payload?> { context, completion in
                        DispatchQueue.main.async {
                            _ = context
                            completion(.success)
                        }
                    }
                )
                .using(.push)
                .from(.navigationController)
                .using(.present)
                .from(.current)
                .assemble()

            try await router.navigate(to: guarded, with: payload, animated: true)
            payload = nil

            #expect(clock.pendingTimerCount == 0)
            #expect(watched == nil, "the context was released with the navigation, not five minutes later")
        }

        @Test("A presentation UIKit refuses fails with ignoredByUIKit instead of waiting for a completion that never comes")
        func refusedPresentationIsReported() async throws {
            _ = await start()
            let detached = UIViewController()
            let destination = login(using: GeneralAction.presentModally(startingFrom: .custom(detached)))

            do {
                try await DefaultRouter(logger: nil).navigate(to: destination, animated: false)
                Issue.record("expected a refusal")
            } catch {
                #expect(error.routingFailureReason == .ignoredByUIKit)
                #expect("\(error)".contains("\(detached)"))
            }
            #expect(runtime.warnings.map(\.kind) == [.presentingFromOutsideWindowHierarchy], "UIKit's own warning, as on a device")
        }

        @Test("An action that reports success without showing the destination fails as destinationNotShown")
        func pretendedSuccessIsCaught() async throws {
            _ = await start()

            do {
                try await DefaultRouter(logger: nil).navigate(to: login(using: PretendingAction()), animated: false)
                Issue.record("expected a failure")
            } catch {
                #expect(error.routingFailureReason == .destinationNotShown)
                #expect("\(error)".contains("ShopLoginViewController"))
            }
        }

        @Test("A navigation started while an animated transition runs waits for it, with no UIKit warning")
        func waitsForTransitionInFlight() async throws {
            let window = await start()
            let root = try #require(window.rootViewController)
            root.present(ShopCartViewController(), animated: true)
            #expect(root.presentedViewController?.isBeingPresented == true)

            try await DefaultRouter(logger: nil).navigate(to: TestShop.login, animated: true)

            #expect(Screen.visibleLeaf(in: window) is ShopLoginViewController)
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
        }
    }
}
