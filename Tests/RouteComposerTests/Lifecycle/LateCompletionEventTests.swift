import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

/// An app's own action that makes its controller the window's root and calls its completion
/// `times` times at once, or once after `delay` seconds on `clock`.
struct ReplaceWindowRootAction: Action {
    typealias ViewController = UIViewController
    let window: UIWindow
    var times = 1
    var delay: (clock: ManualNavigationClock, seconds: TimeInterval)?

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        window.rootViewController = viewController
        if let delay {
            delay.clock.schedule(after: delay.seconds) { completion(.success) }
            return
        }
        for _ in 0..<times { completion(.success) }
    }
}

extension RouteComposerTests {
    /// A navigation's end is the last thing its observers hear of it, apart from leak reports,
    /// however late or often an action completes; and each controller it removed is checked once.
    @MainActor
    @Suite("Lifecycle: completions after the end")
    struct LateCompletionEventTests {
        let runtime = HeadlessRuntime.shared

        private func destination(home: HomeViewController, action: ReplaceWindowRootAction) -> DestinationStep<ProductViewController, Any?> {
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: home))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: action, previous: origin)
            return Chain.destination(product, ProductViewController.self, context: Any?.self)
        }

        @Test("An action that completes twice is reported once: nothing but leak reports follows finished, and the removed root is checked once")
        func actionCompletingTwice() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            let clock = ManualNavigationClock()
            let (router, recorder) = DefaultRouter.observed(clock: clock, leakDetection: .after(2))

            var outcomes: [RoutingResult] = []
            try router.navigate(
                to: destination(home: home, action: ReplaceWindowRootAction(window: window, times: 2)), with: nil, animated: false
            ) { outcomes.append($0) }
            await runtime.waitUntilIdle()

            #expect(outcomes.count == 1 && outcomes.first?.isSuccessful == true)
            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started", "originFound HomeViewController",
                    "stepBuilt ProductViewController", "willIntegrate ProductViewController → HomeViewController",
                    "didRemove replaced: HomeViewController", "didIntegrate ProductViewController → HomeViewController",
                    "finished",
                ])
            #expect(clock.pendingTimerCount == 1, "one leak check for the one controller removed")

            clock.advance(by: 2)
            // `home` is still held here: reported once.
            #expect(recorder.lines(of: navigation).dropFirst(7) == ["leakSuspected HomeViewController"])
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("An action that completes after its deadline is ignored: failed is the last event but leak reports, and the removed root is checked once")
        func actionCompletingAfterItsDeadline() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            let clock = ManualNavigationClock()
            var (router, recorder) = DefaultRouter.observed(clock: clock, leakDetection: .after(20))
            router.actionTimeout = 5
            router.rollbackPolicy = .leaveAsIs

            var outcomes: [RoutingResult] = []
            try router.navigate(
                to: destination(home: home, action: ReplaceWindowRootAction(window: window, delay: (clock, 10))), with: nil, animated: false
            ) { outcomes.append($0) }
            await runtime.waitUntilIdle()
            clock.advance(by: 5)
            await runtime.waitUntilIdle()

            #expect(outcomes.count == 1 && outcomes.first?.isSuccessful == false)
            let navigation = try #require(recorder.navigations.last)
            let lines = [
                "started", "originFound HomeViewController",
                "stepBuilt ProductViewController", "willIntegrate ProductViewController → HomeViewController",
                "didRemove replaced: HomeViewController", "failed",
            ]
            #expect(recorder.lines(of: navigation) == lines, "what the action removed before its deadline is reported before the end")
            #expect(clock.pendingTimerCount == 2, "the action's late completion and one leak check")

            clock.advance(by: 5)
            await runtime.waitUntilIdle()
            #expect(recorder.lines(of: navigation) == lines, "the late completion reports nothing")
            #expect(clock.pendingTimerCount == 1, "the late completion schedules no second leak check")
            #expect(outcomes.count == 1)

            // The check runs 20 seconds after the end, which came at the deadline.
            clock.advance(by: 14.9)
            #expect(recorder.lines(of: navigation) == lines)
            clock.advance(by: 0.1)
            #expect(recorder.lines(of: navigation) == lines + ["leakSuspected HomeViewController"])
            #expect(clock.pendingTimerCount == 0)
        }
    }
}
