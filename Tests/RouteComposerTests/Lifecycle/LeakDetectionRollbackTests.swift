import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

/// An action that presents only after `delay` seconds on `clock`: a slow step that keeps its
/// navigation running in virtual time.
struct DelayedPresentAction: Action {
    typealias ViewController = UIViewController
    let clock: ManualNavigationClock
    let delay: TimeInterval
    var fails = false

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        clock.schedule(after: delay) { [fails] in
            existingController.present(viewController, animated: false) {
                completion(fails ? .failure(RollbackFault(step: 2)) : .success)
            }
        }
    }
}

extension RouteComposerTests {
    /// Leak detection and the rollback journal: what a navigation removes is checked once the
    /// navigation has ended, so the journal that keeps it for a possible undo is no leak.
    @MainActor
    @Suite("Lifecycle: leak detection with rollback")
    struct LeakDetectionRollbackTests {
        let runtime = HeadlessRuntime.shared

        /// A stack [home, list] in a window; the navigation reveals home, which pops the list,
        /// then presents a product over home after `delay` seconds on the clock.
        private func revealThenSlowStep(clock: ManualNavigationClock, delay: TimeInterval, fails: Bool = false)
            async -> (destination: DestinationStep<ProductViewController, Any?>, list: () -> ListViewController?)
        {
            let home = HomeViewController()
            weak var list: ListViewController?
            let stack = UINavigationController(rootViewController: home)
            do {
                let pushed = ListViewController()
                list = pushed
                stack.pushViewController(pushed, animated: false)
            }
            await runtime.showInFreshWindow(stack)
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: home))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: DelayedPresentAction(clock: clock, delay: delay, fails: fails), previous: origin)
            return (Chain.destination(product, ProductViewController.self, context: Any?.self), { list })
        }

        @Test("A controller popped by a reveal, kept by the journal while a slow step runs past the delay, is not reported")
        func journalIsNoLeak() async throws {
            let clock = ManualNavigationClock()
            let (router, recorder) = DefaultRouter.observed(clock: clock, leakDetection: .after(2))
            let (destination, list) = await revealThenSlowStep(clock: clock, delay: 3)
            var outcome: RoutingResult?

            try router.navigate(to: destination, with: nil, animated: false) { outcome = $0 }
            await runtime.waitUntilIdle()
            #expect(recorder.events(of: .didRemove).last?.removed.map(\.typeName.shortTypeName) == ["ListViewController"])
            #expect(list() != nil, "the journal keeps the popped list for a possible undo")

            clock.advance(by: 2.5)
            #expect(outcome == nil, "the slow step still runs")
            #expect(recorder.events(of: .leakSuspected).isEmpty, "no check before the navigation ends")
            clock.advance(by: 0.5)
            await runtime.waitUntilIdle()
            #expect(outcome?.isSuccessful == true)
            #expect(list() == nil, "released with the journal at the end")
            clock.advance(by: 10)

            #expect(recorder.events(of: .leakSuspected).isEmpty)
            #expect(clock.pendingTimerCount == 0)
            withExtendedLifetime(router) {}
        }

        @Test("A controller still alive the delay after the navigation ends is reported, with the delay counted from the end")
        func checkRunsAfterTheEnd() async throws {
            let clock = ManualNavigationClock()
            let (router, recorder) = DefaultRouter.observed(clock: clock, leakDetection: .after(2))
            let (destination, list) = await revealThenSlowStep(clock: clock, delay: 3)
            var outcome: RoutingResult?
            try router.navigate(to: destination, with: nil, animated: false) { outcome = $0 }
            await runtime.waitUntilIdle()
            // The app keeps the popped list itself: a real suspect.
            let kept = try #require(list())

            clock.advance(by: 3)
            await runtime.waitUntilIdle()
            #expect(outcome?.isSuccessful == true)
            clock.advance(by: 1.9)
            #expect(recorder.events(of: .leakSuspected).isEmpty, "the delay runs from the end, not from the pop")
            clock.advance(by: 0.1)

            let reports = recorder.events(of: .leakSuspected)
            #expect(reports.count == 1)
            #expect(reports.first?.controller?.viewController === kept)
            withExtendedLifetime(router) {}
        }

        @Test("After a failure, what the rollback removed is checked once the rollback has ended")
        func rolledBackControllersAreCheckedAfterTheEnd() async throws {
            let clock = ManualNavigationClock()
            let (router, recorder) = DefaultRouter.observed(clock: clock, leakDetection: .after(2))
            let (destination, list) = await revealThenSlowStep(clock: clock, delay: 3, fails: true)
            var outcome: RoutingResult?
            try router.navigate(to: destination, with: nil, animated: false) { outcome = $0 }
            await runtime.waitUntilIdle()

            clock.advance(by: 3)
            await runtime.waitUntilIdle()
            #expect(outcome?.isSuccessful == false)
            #expect(list() != nil, "the rollback brought the list back")
            #expect(recorder.events(of: .didRemove).contains { $0.removalReason == .rolledBack }, "the product was removed")
            clock.advance(by: 10)

            #expect(recorder.events(of: .leakSuspected).isEmpty)
            #expect(clock.pendingTimerCount == 0)
            withExtendedLifetime(router) {}
        }
    }
}
