import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// View animations last their duration in virtual time once a test opts into timed animations
    /// (a positive `transitionDuration`); by default, or without a duration, they end on the next turn.
    @MainActor
    @Suite("Model: view animation timing")
    struct ViewAnimationTimingTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        /// The completions a test received, with the virtual time of each call.
        @MainActor
        private final class CompletionLog {
            var calls: [(finished: Bool, at: Double)] = []
            func handler() -> (Bool) -> Void { { [self] in calls.append(($0, HeadlessRuntime.shared.now)) } }
        }

        @Test("animate applies the changes at once and completes after delay + duration, however many turns pass")
        func animateCompletesAfterDelayAndDuration() async {
            runtime.transitionDuration = 1  // the opt-in to timed animations
            let view = UIView()
            let log = CompletionLog()

            UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: { view.alpha = 0 }, completion: log.handler())

            #expect(view.alpha == 0)
            await runtime.runTurns(5)
            await runtime.advanceTime(by: 0.499)
            #expect(log.calls.isEmpty)
            await runtime.advanceTime(by: 0.001)
            #expect(log.calls.map(\.finished) == [true])
            #expect(log.calls.map(\.at) == [0.5])
        }

        @Test("By default (no timed transitions) an animation with a duration ends on the next turn, so nothing awaits virtual time")
        func untimedByDefault() async {
            let log = CompletionLog()

            UIView.animate(withDuration: 0.3, delay: 0.2, options: [], animations: {}, completion: log.handler())
            #expect(log.calls.isEmpty, "never synchronous")
            await runtime.runTurns(1)

            #expect(log.calls.map(\.finished) == [true])
            #expect(log.calls.map(\.at) == [0])
        }

        @Test(
            "A zero or negative duration completes on the next turn, never synchronously, whatever the delay",
            arguments: [0.0, -1.0])
        func zeroDurationCompletesOnTheNextTurn(duration: Double) async {
            let log = CompletionLog()

            UIView.animate(withDuration: duration, delay: 1, options: [], animations: {}, completion: log.handler())
            #expect(log.calls.isEmpty)
            await runtime.runTurns(1)

            #expect(log.calls.map(\.finished) == [true])
            #expect(runtime.now == 0)
        }

        @Test("With animations disabled an animation completes on the next turn")
        func disabledAnimationsCompleteOnTheNextTurn() async {
            let log = CompletionLog()

            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 1, animations: {}, completion: log.handler())
            }
            await runtime.runTurns(1)

            #expect(log.calls.map(\.at) == [0])
        }

        @Test("A view transition completes after its duration")
        func viewTransitionCompletesAfterItsDuration() async {
            runtime.transitionDuration = 1  // the opt-in to timed animations
            let view = UIView()
            let log = CompletionLog()
            var ranAnimations = false

            UIView.transition(
                with: view, duration: 0.25, options: .transitionCrossDissolve,
                animations: { ranAnimations = true }, completion: log.handler())

            #expect(ranAnimations)
            await runtime.runTurns(3)
            #expect(log.calls.isEmpty)
            await runtime.waitUntilIdle()
            #expect(log.calls.map(\.at) == [0.25])
        }

        @Test("A child transition of a container completes after the duration it was given")
        func childTransitionCompletesAfterItsDuration() async {
            let container = UIViewController()
            let from = UIViewController()
            let to = UIViewController()
            container.addChild(from)
            container.view.addSubview(from.view)
            from.didMove(toParent: container)
            container.addChild(to)
            await runtime.showInFreshWindow(container)
            runtime.transitionDuration = 1  // the opt-in to timed animations
            let log = CompletionLog()

            container.transition(from: from, to: to, duration: 0.4, animations: nil, completion: log.handler())

            #expect(to.view.superview === container.view)
            await runtime.advanceTime(by: 0.3)
            #expect(log.calls.isEmpty)
            await runtime.advanceTime(by: 0.1)
            #expect(log.calls.map(\.at) == [0.4])
        }

        @Test("An animation without a completion keeps the model busy until it ends")
        func animationWithoutCompletionIsInFlight() async {
            runtime.transitionDuration = 1  // the opt-in to timed animations

            UIView.animate(withDuration: 0.4) {}

            #expect(!runtime.isIdle)
            await runtime.waitUntilIdle()
            #expect(runtime.now == 0.4)
        }
    }
}
