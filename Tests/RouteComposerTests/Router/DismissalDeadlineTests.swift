import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// A dismissal runs through the same executor as a navigation: its call out to UIKit has the
    /// router's action deadline, and it waits for a transition in flight before it starts.
    @MainActor
    @Suite("DefaultRouter: a dismissal's deadline and settling wait")
    struct DismissalDeadlineTests {
        let runtime = HeadlessRuntime.shared

        /// A presenter whose dismissals UIKit never performs nor completes, as happens when a
        /// transition swallows them.
        private final class WithholdingController: UIViewController {
            var dismissCalls = 0
            override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
                dismissCalls += 1
            }
        }

        private var loginAbove: DestinationStep<ShopLoginViewController, Any?> {
            StepAssembler<ShopLoginViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .using(.present)
                .from(.current)
                .assemble()
        }

        @Test("A dismissal UIKit never completes fails at the action timeout, located at the dismissal, and the next request runs")
        func neverCompletedDismissalTimesOut() async throws {
            let root = WithholdingController()
            _ = await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: nil, clock: clock)
            router.actionTimeout = 5
            var closed: RoutingResult?
            var next: RoutingResult?

            router.dismiss(presented, animated: false) { closed = $0 }
            try router.navigate(to: loginAbove, animated: false) { next = $0 }
            await runtime.waitUntilIdle()
            #expect(root.dismissCalls == 1)
            #expect(router.navigationQueue.waitingCount == 1, "the navigation waits behind the dismissal")
            clock.advance(by: 4.9)
            #expect(closed == nil)
            clock.advance(by: 0.1)

            let error = try #require(closed?.failureError)
            #expect(error.routingFailureReason == .timedOut)
            guard case .compositionFailed(let context)? = error as? RoutingError else {
                Issue.record("expected compositionFailed, got \(error)")
                return
            }
            #expect(context.debugDescription.contains("Closing \(presented) did not complete within 5.0 seconds"))
            #expect(context.location?.phase == .dismissal)
            #expect(context.location?.viewController == "\(presented)")
            await runtime.waitUntilIdle()
            #expect(next?.isSuccessful == true, "the queue was freed and the waiting navigation ran")
            #expect(presented.presentedViewController is ShopLoginViewController)
            #expect(!router.navigationQueue.isNavigating)
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("A dismissal waits for the transition in flight around the controller before asking UIKit")
        func dismissalWaitsForTransition() async throws {
            let root = UIViewController()
            _ = await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: true)
            #expect(presented.isBeingPresented, "the presentation's transition is in flight")
            var closed: RoutingResult?

            // Outside the router, so nothing of its queue orders the two.
            DefaultRouter(logger: nil).dismiss(presented, animated: false) { closed = $0 }
            #expect(closed == nil, "the dismissal waits instead of being refused by UIKit")
            await runtime.waitUntilIdle()

            #expect(closed?.isSuccessful == true)
            #expect(root.presentedViewController == nil)
            #expect(runtime.warnings.isEmpty)
        }
    }
}
