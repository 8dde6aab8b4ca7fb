import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The model's virtual time: animations last it, turns do not move it, tests move it.
    @MainActor
    @Suite("Model: virtual time")
    struct VirtualTimeTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        /// Shows two windows, so that two presentations run on separate lanes at once.
        private func twoRoots() async -> (UIViewController, UIViewController) {
            let first = UIViewController()
            await runtime.showInFreshWindow(first)
            let second = UIViewController()
            runtime.makeKeyWindow(rootViewController: second)
            await runtime.waitUntilIdle()
            return (first, second)
        }

        @Test("Time starts at zero after reset and moves by exactly the interval asked, with or without work pending")
        func advancingMovesTimeExactly() async {
            await runtime.showInFreshWindow(UIViewController())
            #expect(runtime.now == 0)

            await runtime.advanceTime(by: 0.25)
            #expect(runtime.now == 0.25)
            await runtime.advanceTime(by: 0)
            #expect(runtime.now == 0.25)
            await runtime.advanceTime(by: 1.5)
            #expect(runtime.now == 1.75)
        }

        // Spelled as text: the exit test hands its captures over as JSON, which has no inf or NaN.
        @Test(
            "Time never runs backwards: a negative, infinite or NaN interval stops the process",
            arguments: ["-0.001", "inf", "nan"])
        func invalidIntervalsTrap(interval: String) async {
            await #expect(processExitsWith: .failure) { [interval] in
                await HeadlessRuntime.shared.advanceTime(by: Double(interval) ?? 0)
            }
        }

        @Test("Decimal steps meet a decimal deadline exactly: three advances of 0.1 end a 0.3 s transition")
        func decimalStepsMeetTheDeadline() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 0.3
            let presented = UIViewController()

            root.present(presented, animated: true)
            await runtime.advanceTime(by: 0.1)
            await runtime.advanceTime(by: 0.1)
            #expect(presented.isBeingPresented)
            await runtime.advanceTime(by: 0.1)

            #expect(!presented.isBeingPresented)
            #expect(runtime.isIdle)
        }

        @Test("Advancing starts what the turns would start before moving time: a transition requested just before ends on time")
        func advancingRunsPendingTurnsFirst() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 0.3
            let presented = UIViewController()
            var completedAt: Double?

            root.present(presented, animated: true) { completedAt = self.runtime.now }
            await runtime.advanceTime(by: 0.3)

            #expect(completedAt == 0.3)
            #expect(presented.presentingViewController === root && !presented.isBeingPresented)
        }

        @Test("Timers fire in deadline order, each at its own deadline, whatever order they were set in")
        func timersFireInDeadlineOrder() async {
            let (first, second) = await twoRoots()
            var completions: [(String, Double)] = []

            // A transition reads the duration when it starts, at the commit.
            runtime.transitionDuration = 0.5
            first.present(UIViewController(), animated: true) { completions.append(("slow", self.runtime.now)) }
            await runtime.runTurns(1)
            runtime.transitionDuration = 0.2
            second.present(UIViewController(), animated: true) { completions.append(("fast", self.runtime.now)) }
            await runtime.advanceTime(by: 1)

            #expect(completions.map(\.0) == ["fast", "slow"])
            #expect(completions.map(\.1) == [0.2, 0.5])
            #expect(runtime.now == 1)
        }

        @Test("Timers sharing a deadline fire in the order they were set, and together, before work either schedules")
        func equalDeadlinesFireTogetherInOrder() async {
            let (first, second) = await twoRoots()
            runtime.transitionDuration = 0.3
            let log = EventLog()
            let late = RecordingViewController("late", log: log)

            first.present(UIViewController(), animated: true) {
                log.record("first completion")
                // Starts on the next commit, which comes only after both timers of this instant.
                self.runtime.transitionDuration = 0
                first.presentedViewController?.present(late, animated: false)
            }
            second.present(UIViewController(), animated: true) { log.record("second completion") }
            await runtime.advanceTime(by: 0.3)

            #expect(log.events.prefix(3) == ["first completion", "second completion", "late.viewDidLoad"])
        }

        /// Presents `first` from `root` and, once that has ended, `second` from `first`, both animated.
        private func presentInSequence(
            _ first: UIViewController, then second: UIViewController, from root: UIViewController,
            secondCompleted: @escaping @MainActor (Double) -> Void
        ) {
            root.present(first, animated: true) {
                first.present(second, animated: true) { secondCompleted(self.runtime.now) }
            }
        }

        @Test("A transition that fired work starts ends within the same advance when its deadline falls inside it")
        func chainedTransitionsWithinOneAdvance() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 0.2
            let second = UIViewController()
            var secondCompletedAt: Double?

            presentInSequence(UIViewController(), then: second, from: root) { secondCompletedAt = $0 }
            await runtime.advanceTime(by: 0.5)

            #expect(secondCompletedAt == 0.4, "the second transition starts when the first ends, at 0.2")
            #expect(second.presentingViewController != nil && !second.isBeingPresented)
            #expect(runtime.now == 0.5)
            #expect(runtime.isIdle)
        }

        @Test("Work due after the interval stays pending until a later advance reaches it")
        func workDueLaterStaysPending() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 0.2
            let first = UIViewController()
            let second = UIViewController()
            var secondCompletedAt: Double?

            presentInSequence(first, then: second, from: root) { secondCompletedAt = $0 }
            await runtime.advanceTime(by: 0.3)

            #expect(!first.isBeingPresented)
            #expect(second.isBeingPresented, "the second transition started at 0.2 and ends at 0.4")
            #expect(secondCompletedAt == nil)
            #expect(!runtime.isIdle)
            await runtime.advanceTime(by: 0.1)
            #expect(secondCompletedAt == 0.4)
            #expect(runtime.isIdle)
        }

        @Test("waitUntilIdle jumps from deadline to deadline and stops at the last one")
        func waitingStopsAtTheLastDeadline() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 0.2
            var secondCompletedAt: Double?

            presentInSequence(UIViewController(), then: UIViewController(), from: root) { secondCompletedAt = $0 }
            await runtime.waitUntilIdle()

            #expect(secondCompletedAt == 0.4)
            #expect(runtime.now == 0.4)
        }

        @Test("reset lets an animation in flight end, then sets time back to zero with nothing pending")
        func resetEndsAnimationsAndZeroesTime() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 10
            var completed = false
            root.present(UIViewController(), animated: true) { completed = true }
            await runtime.runTurns(2)
            #expect(!completed)

            // Stays: reset() is what this test exercises.
            await runtime.reset()

            #expect(completed)
            #expect(runtime.now == 0)
            #expect(runtime.isIdle)
        }
    }
}
